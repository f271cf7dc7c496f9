// Reads one field's message from the form context, so connected controls re-render only for their own field.
import { get, useFormContext, useFormState, type FieldValues, type Path } from 'react-hook-form';

export function useFieldError<T extends FieldValues>(name: Path<T>): string | undefined {
  const { control } = useFormContext<T>();
  const { errors } = useFormState<T>({ control, name });
  const error: unknown = get(errors, name);
  if (error && typeof error === 'object' && 'message' in error && typeof error.message === 'string') {
    return error.message || undefined;
  }
  return undefined;
}
