// @tailwise/shared/form: the form kit every remote and the shell use, so the site has one look for
// fields. A bundled subpath (not the singleton root), so adding to it needs no shell release.
// The breed picker is re-exported lazily: Downshift loads only with the first picker rendered.
export {
  useZodForm,
  type FormSchema,
  type FormInput,
  type FormOutput,
  type ZodForm,
  type UseZodFormOptions,
} from './use-zod-form';
export { Form, type FormProps } from './Form';
export { ErrorSummary, summaryItems, type ErrorSummaryProps, type SummaryItem } from './ErrorSummary';
export {
  Field,
  FieldError,
  FieldHint,
  OptionalMark,
  describedBy,
  type FieldProps,
  type FieldControlProps,
} from './Field';
export { TextInput, TextArea, type TextInputProps, type TextAreaProps } from './TextInput';
export { Select, type SelectProps, type SelectOption } from './Select';
export { RadioCards, type RadioCardsProps, type RadioCardOption } from './RadioCards';
export { Checkbox, type CheckboxProps } from './Checkbox';
export type { ChoiceValue } from './choice-value';
export {
  applyServerErrors,
  mapFieldPath,
  DEFAULT_FALLBACK_MESSAGE,
  type ApplyServerErrorsOptions,
} from './server-errors';
export { BreedCombobox } from './BreedComboboxLazy';
export type { BreedComboboxProps } from './breed-combobox-types';
export { breedChoices, breedLabel, pinnedKind, type BreedChoices, type PinnedKind } from './breed-options';
export { useFieldError } from './field-error';
export { useFieldId } from './form-context';
export * as formStyles from './styles';
