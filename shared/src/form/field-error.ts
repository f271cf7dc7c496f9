// Reads one field's message from the form context, so connected controls re-render only for their own field.
import type { ReactNode } from 'react';
import { get, useFormContext, useFormState, type FieldValues, type Path } from 'react-hook-form';
import { textOf } from './form-context';
import { fieldMessage, type FieldKind } from './messages';

/** With the field's label and kind, a bare "Required" reads as what to do ("Enter your ZIP code"). */
export function useFieldError<T extends FieldValues>(
  name: Path<T>,
  prompt?: { label: ReactNode; kind: FieldKind },
): string | undefined {
  const message = useRawFieldError<T>(name);
  if (!message || !prompt) return message;
  return fieldMessage(message, textOf(prompt.label).trim(), prompt.kind);
}

function useRawFieldError<T extends FieldValues>(name: Path<T>): string | undefined {
  const { control } = useFormContext<T>();
  const { errors } = useFormState<T>({ control, name });
  const error: unknown = get(errors, name);
  if (error && typeof error === 'object' && 'message' in error && typeof error.message === 'string') {
    return error.message || undefined;
  }
  return undefined;
}
