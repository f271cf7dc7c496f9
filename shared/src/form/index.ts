// @tailwise/shared/form: the form kit every remote and the shell use, so the site has one look for
// fields. A bundled subpath (not the singleton root), so adding to it needs no shell release.
// The breed picker is a subpath of its own (@tailwise/shared/form/breed-combobox): any reference to it
// here would put Downshift and the contract's schemas into every app's form code, the shell's sign-in too.
export {
  useZodForm,
  type FormSchema,
  type FormInput,
  type FormOutput,
  type ZodForm,
  type UseZodFormOptions,
} from './use-zod-form';
export { useLazyZodForm } from './use-lazy-zod-form';
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
export { useSubmit, type Submit, type UseSubmitOptions } from './use-submit';
export { useSubmitWith, type UseSubmitWithOptions } from './use-submit-with';
export { useFieldError } from './field-error';
export { fieldMessage, requiredPrompt, summaryLine, type FieldKind } from './messages';
export { useFieldId, textOf } from './form-context';
export { useHasMounted } from './use-has-mounted';
export { FormSent, receiptReference, type FormSentProps } from './FormSent';
export * as formStyles from './styles';
