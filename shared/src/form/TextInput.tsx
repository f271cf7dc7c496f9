// Text inputs and text areas connected to the form by name: the error comes from the form's state.
import type { ComponentPropsWithoutRef, ReactNode } from 'react';
import { useFormContext, type FieldValues, type Path, type RegisterOptions } from 'react-hook-form';
import { Field } from './Field';
import { useFieldError } from './field-error';
import { useFieldId, useSummaryLabel } from './form-context';
import { controlStyle } from './styles';

interface ConnectedFieldProps<T extends FieldValues> {
  name: Path<T>;
  label: ReactNode;
  hint?: ReactNode;
  optional?: boolean;
  /** Defaults to an id derived from the form and the name (the error summary links to it). */
  id?: string;
  registerOptions?: RegisterOptions<T, Path<T>>;
}

export type TextInputProps<T extends FieldValues = FieldValues> = ConnectedFieldProps<T> &
  Omit<ComponentPropsWithoutRef<'input'>, 'name' | 'id' | 'children' | 'defaultValue' | 'value'>;

export function TextInput<T extends FieldValues = FieldValues>({
  name,
  label,
  hint,
  optional,
  id,
  registerOptions,
  type = 'text',
  className,
  ...inputProps
}: TextInputProps<T>) {
  const { register } = useFormContext<T>();
  const error = useFieldError<T>(name, { label: label, kind: 'enter' });
  const fieldId = useFieldId(name, id);
  useSummaryLabel(name, label, 'enter');
  return (
    <Field id={fieldId} label={label} hint={hint} optional={optional} error={error} className={className}>
      {(control) => (
        <input type={type} css={controlStyle} {...inputProps} {...control} {...register(name, registerOptions)} />
      )}
    </Field>
  );
}

export type TextAreaProps<T extends FieldValues = FieldValues> = ConnectedFieldProps<T> &
  Omit<ComponentPropsWithoutRef<'textarea'>, 'name' | 'id' | 'children' | 'defaultValue' | 'value'>;

export function TextArea<T extends FieldValues = FieldValues>({
  name,
  label,
  hint,
  optional,
  id,
  registerOptions,
  rows = 5,
  className,
  ...textareaProps
}: TextAreaProps<T>) {
  const { register } = useFormContext<T>();
  const error = useFieldError<T>(name, { label: label, kind: 'enter' });
  const fieldId = useFieldId(name, id);
  useSummaryLabel(name, label, 'enter');
  return (
    <Field id={fieldId} label={label} hint={hint} optional={optional} error={error} className={className}>
      {(control) => (
        <textarea
          rows={rows}
          css={{ ...controlStyle, resize: 'vertical' }}
          {...textareaProps}
          {...control}
          {...register(name, registerOptions)}
        />
      )}
    </Field>
  );
}
