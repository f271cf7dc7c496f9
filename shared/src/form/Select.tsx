// A native select connected to the form by name; option values keep their type (numbers stay numbers).
import type { ComponentPropsWithoutRef, ReactNode } from 'react';
import { useController, useFormContext, type FieldValues, type Path } from 'react-hook-form';
import { choiceKey, findChoice, type ChoiceValue } from './choice-value';
import { Field } from './Field';
import { useFieldError } from './field-error';
import { useFieldId, useSummaryLabel } from './form-context';
import { controlStyle } from './styles';

export interface SelectOption<V extends ChoiceValue = ChoiceValue> {
  value: V;
  label: string;
  disabled?: boolean;
}

export type SelectProps<T extends FieldValues = FieldValues> = {
  name: Path<T>;
  label: ReactNode;
  options: readonly SelectOption[];
  /** The empty first option ("Choose a state"), shown while nothing is chosen. */
  placeholder?: string;
  hint?: ReactNode;
  optional?: boolean;
  id?: string;
} & Omit<ComponentPropsWithoutRef<'select'>, 'name' | 'id' | 'children' | 'value' | 'defaultValue' | 'onChange'>;

export function Select<T extends FieldValues = FieldValues>({
  name,
  label,
  options,
  placeholder,
  hint,
  optional,
  id,
  className,
  ...selectProps
}: SelectProps<T>) {
  const { control } = useFormContext<T>();
  const { field } = useController<T>({ name, control });
  const error = useFieldError<T>(name, { label: label, kind: 'choose' });
  const fieldId = useFieldId(name, id);
  useSummaryLabel(name, label, 'choose');
  const chosen = findChoice(options, field.value);
  return (
    <Field id={fieldId} label={label} hint={hint} optional={optional} error={error} className={className}>
      {(aria) => (
        <select
          css={{ ...controlStyle, cursor: 'pointer' }}
          {...selectProps}
          {...aria}
          ref={field.ref}
          name={field.name}
          value={chosen ? choiceKey(chosen.value) : ''}
          onBlur={field.onBlur}
          onChange={(event) =>
            field.onChange(options.find((o) => choiceKey(o.value) === event.target.value)?.value ?? '')
          }
        >
          {(placeholder !== undefined || !chosen) && (
            <option value="" disabled={Boolean(chosen)}>
              {placeholder ?? ''}
            </option>
          )}
          {options.map((option) => (
            <option key={choiceKey(option.value)} value={choiceKey(option.value)} disabled={option.disabled}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}
