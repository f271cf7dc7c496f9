// @tailwise/shared/form/breed-combobox: the breed picker loaded eagerly, with its query helpers, for
// a page that shows it at once (no placeholder) or prefetches the list.
export {
  BreedCombobox,
  breedsQueryKey,
  breedsQueryOptions,
  fetchBreeds,
  type BreedComboboxProps,
} from './BreedCombobox';
