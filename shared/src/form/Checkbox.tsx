// A checkbox connected to the form by name (a boolean). The label may hold links, e.g. to the terms.
import { space } from '@tailwise/shared';
import type { ComponentPropsWithoutRef, ReactNode } from 'react';
import { useFormContext, type FieldValues, type Path } from 'react-hook-form';
import { describedBy, FieldError, FieldHint } from './Field';
import { useFieldError } from './field-error';
import { useFieldId, useSummaryLabel } from './form-context';
import { choiceInputStyle, MIN_TARGET } from './styles';

export type CheckboxProps<T extends FieldValues = FieldValues> = {
  name: Path<T>;
  label: ReactNode;
  hint?: ReactNode;
  id?: string;
} & Omit<ComponentPropsWithoutRef<'input'>, 'name' | 'id' | 'type' | 'children' | 'value' | 'defaultValue'>;

export function Checkbox<T extends FieldValues = FieldValues>({
  name,
  label,
  hint,
  id,
  className,
  ...inputProps
}: CheckboxProps<T>) {
  const { register } = useFormContext<T>();
  const error = useFieldError<T>(name, { label: label, kind: 'tick' });
  const fieldId = useFieldId(name, id);
  useSummaryLabel(name, label, 'tick');
  return (
    <div className={className}>
      <div css={{ display: 'flex', alignItems: 'flex-start', gap: space(3), minHeight: MIN_TARGET }}>
        <input
          type="checkbox"
          id={fieldId}
          aria-describedby={describedBy(fieldId, Boolean(hint), Boolean(error))}
          aria-invalid={Boolean(error)}
          css={{ ...choiceInputStyle, marginTop: space(3) }}
          {...inputProps}
          {...register(name)}
        />
        <label htmlFor={fieldId} css={{ flex: 1, paddingBlock: space(2.5), lineHeight: 1.5, cursor: 'pointer' }}>
          {label}
        </label>
      </div>
      {hint && <FieldHint id={fieldId}>{hint}</FieldHint>}
      <FieldError id={fieldId} message={error} />
    </div>
  );
}
