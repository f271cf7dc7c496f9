// The breed picker's props, apart from its implementation so the lazy wrapper does not load Downshift.
import type { Breed, PetType } from '@tailwise/shared/contract';
import type { ReactNode } from 'react';
import type { FieldValues, Path } from 'react-hook-form';

export interface BreedComboboxProps<T extends FieldValues = FieldValues> {
  /** The form field holding the breed id (a number; null or undefined while none is chosen). */
  name: Path<T>;
  /** 0 dog, 1 cat: the list is this species' breeds. */
  petType: PetType;
  label?: ReactNode;
  hint?: ReactNode;
  placeholder?: string;
  id?: string;
  /** Called with the chosen breed (its name, risk class), e.g. to keep the name for the summary. */
  onBreedChosen?: (breed: Breed) => void;
  className?: string;
}
