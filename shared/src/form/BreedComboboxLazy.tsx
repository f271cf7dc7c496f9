// The breed picker as the form kit exports it: the Downshift implementation loads with the first
// picker rendered, not with every form. Until then a same-sized, disabled box holds its place.
import { lazy, Suspense } from 'react';
import type { FieldValues } from 'react-hook-form';
import type { BreedComboboxProps } from './breed-combobox-types';
import { useFieldId } from './form-context';
import { controlStyle, labelStyle } from './styles';

const Implementation = lazy(() => import('./BreedCombobox').then((m) => ({ default: m.BreedCombobox })));

function Placeholder({ name, id, label = 'Breed', placeholder, className }: BreedComboboxProps) {
  const fieldId = useFieldId(name, id);
  return (
    <div className={className}>
      <label htmlFor={fieldId} css={labelStyle}>
        {label}
      </label>
      <input id={fieldId} disabled placeholder={placeholder} css={controlStyle} />
    </div>
  );
}

export function BreedCombobox<T extends FieldValues = FieldValues>(props: BreedComboboxProps<T>) {
  return (
    <Suspense fallback={<Placeholder {...props} />}>
      <Implementation {...props} />
    </Suspense>
  );
}
