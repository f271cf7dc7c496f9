// @tailwise/shared/form/breed-combobox: the breed picker. Its own subpath so the form kit's index
// stays free of Downshift and the contract's schemas. BreedCombobox loads its Downshift
// implementation with the first picker rendered, showing a same-sized disabled box until then.
export { BreedCombobox } from './BreedComboboxLazy';
export type { BreedComboboxProps } from './breed-combobox-types';
export { breedsQueryKey, breedsQueryOptions, fetchBreeds } from './breeds-query';
export { breedChoices, breedLabel, pinnedKind, type BreedChoices, type PinnedKind } from './breed-options';
