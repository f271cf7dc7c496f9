// A fieldset of large radio cards connected to the form by name. Each card is a 48 px+ target with
// an optional description and badge; option values keep their type (a 1000 deductible stays a number).
import { colors, mq, space } from '@tailwise/shared';
import type { ReactNode } from 'react';
import { pendingTone, Pill } from '../layout/Pill';
import { useController, useFormContext, type FieldValues, type Path } from 'react-hook-form';
import { choiceKey, type ChoiceValue } from './choice-value';
import { describedBy, FieldError, FieldHint, OptionalMark } from './Field';
import { useFieldError } from './field-error';
import { useFieldId, useSummaryLabel } from './form-context';
import { choiceInputStyle, fieldsetStyle, legendStyle, optionCardStyle } from './styles';

export interface RadioCardOption<V extends ChoiceValue = ChoiceValue> {
  value: V;
  label: ReactNode;
  description?: ReactNode;
  /** A short tag such as "Most popular" or "Saves 10%". */
  badge?: ReactNode;
  disabled?: boolean;
}

export interface RadioCardsProps<T extends FieldValues = FieldValues> {
  name: Path<T>;
  legend: ReactNode;
  options: readonly RadioCardOption[];
  hint?: ReactNode;
  optional?: boolean;
  /** Columns from 640 px up; a single column below. */
  columns?: 1 | 2 | 3 | 4;
  /** The first radio's id (the error summary links to it). */
  id?: string;
  className?: string;
}

export function RadioCards<T extends FieldValues = FieldValues>({
  name,
  legend,
  options,
  hint,
  optional,
  columns = 1,
  id,
  className,
}: RadioCardsProps<T>) {
  const { control } = useFormContext<T>();
  const { field } = useController<T>({ name, control });
  const error = useFieldError<T>(name, { label: legend, kind: 'choose' });
  const fieldId = useFieldId(name, id);
  useSummaryLabel(name, legend, 'choose');
  const legendId = `${fieldId}-legend`;
  const currentKey = choiceKey(field.value);
  const checkedIndex = options.findIndex((o) => choiceKey(o.value) === currentKey);
  return (
    <fieldset
      role="radiogroup"
      aria-labelledby={legendId}
      aria-describedby={describedBy(fieldId, Boolean(hint), Boolean(error))}
      aria-invalid={Boolean(error)}
      css={fieldsetStyle}
      className={className}
    >
      <legend id={legendId} css={legendStyle}>
        {legend}
        {optional && <OptionalMark />}
      </legend>
      {hint && <FieldHint id={fieldId}>{hint}</FieldHint>}
      <div
        css={{
          display: 'grid',
          gap: space(2),
          marginTop: space(2),
          gridTemplateColumns: 'minmax(0, 1fr)',
          [mq.sm]: { gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))` },
        }}
      >
        {options.map((option, index) => {
          const optionId = index === 0 ? fieldId : `${fieldId}-${index}`;
          const key = choiceKey(option.value);
          const details = [option.badge ? `${optionId}-badge` : null, option.description ? `${optionId}-desc` : null]
            .filter(Boolean)
            .join(' ');
          // The checked radio (or the first) is the one focus goes to for an error.
          const focusTarget = checkedIndex === -1 ? index === 0 : index === checkedIndex;
          return (
            <label key={key} htmlFor={optionId} css={optionCardStyle}>
              <input
                type="radio"
                id={optionId}
                name={field.name}
                value={key}
                checked={key === currentKey}
                disabled={option.disabled}
                ref={focusTarget ? field.ref : undefined}
                onChange={() => field.onChange(option.value)}
                onBlur={field.onBlur}
                aria-labelledby={`${optionId}-label`}
                aria-describedby={details || undefined}
                css={{ ...choiceInputStyle, '&:focus-visible': { outline: 'none' } }}
              />
              <span css={{ display: 'grid', gap: space(1), minWidth: 0 }}>
                <span>
                  <span id={`${optionId}-label`} css={{ fontWeight: 600 }}>
                    {option.label}
                  </span>
                  {option.badge && (
                    <Pill
                      id={`${optionId}-badge`}
                      tone={pendingTone}
                      css={{ marginLeft: space(2), verticalAlign: 'middle' }}
                    >
                      {option.badge}
                    </Pill>
                  )}
                </span>
                {option.description && (
                  <span id={`${optionId}-desc`} css={{ color: colors.muted, fontSize: '0.9375rem', lineHeight: 1.5 }}>
                    {option.description}
                  </span>
                )}
              </span>
            </label>
          );
        })}
      </div>
      <FieldError id={fieldId} message={error} />
    </fieldset>
  );
}
