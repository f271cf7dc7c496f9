// Puts an API error's per-field messages (`fields: { "shippingAddress.zipCode": "..." }`) on the
// inputs they are about, and hands back what no input on screen can show, for the form's alert.
import { ApiError } from '@tailwise/shared';
import { get, type FieldPath, type FieldValues, type UseFormReturn } from 'react-hook-form';

export interface ApplyServerErrorsOptions {
  /**
   * API path to form path, where they differ. A key maps that exact path, or every path below it:
   * `{ shippingAddress: 'shipping' }` sends "shippingAddress.zipCode" to "shipping.zipCode".
   */
  fieldMap?: Record<string, string>;
  /** The message for an error that is not an API error (network down, a 5xx). */
  fallbackMessage?: string;
}

export const DEFAULT_FALLBACK_MESSAGE = 'Something went wrong on our side. Please try again.';

/** The form path for an API path: the longest fieldMap key that is the path or a prefix of it wins. */
export function mapFieldPath(apiPath: string, fieldMap: Record<string, string> = {}): string {
  let best: string | null = null;
  for (const key of Object.keys(fieldMap)) {
    if ((apiPath === key || apiPath.startsWith(`${key}.`)) && (best === null || key.length > best.length)) best = key;
  }
  return best === null ? apiPath : `${fieldMap[best]}${apiPath.slice(best.length)}`;
}

/** True when a control for `name` is on screen, so a message put there would be seen. */
function isMounted<T extends FieldValues, O>(form: UseFormReturn<T, unknown, O>, name: string): boolean {
  const field: unknown = get(form.control._fields, name);
  if (typeof field !== 'object' || field === null || !('_f' in field)) return false;
  const ref = (field as { _f: { mount?: boolean } })._f;
  return ref.mount === true;
}

/**
 * Sets each placeable field message with setError (type 'server') and focuses the first of them.
 * Returns the messages that could not be placed: unknown or hidden fields, form-level errors, an API
 * error without fields (its message), or a non-API error (the fallback message). Empty when every
 * message is on its field.
 */
export function applyServerErrors<T extends FieldValues, O>(
  form: UseFormReturn<T, unknown, O>,
  error: unknown,
  options: ApplyServerErrorsOptions = {},
): string[] {
  if (!(error instanceof ApiError)) return [options.fallbackMessage ?? DEFAULT_FALLBACK_MESSAGE];
  const entries = Object.entries(error.fields);
  if (entries.length === 0) return [error.message];
  const unplaced: string[] = [];
  let focus = true;
  for (const [apiPath, message] of entries) {
    const name = mapFieldPath(apiPath, options.fieldMap);
    if (name && name !== '_' && isMounted(form, name)) {
      form.setError(name as FieldPath<T>, { type: 'server', message }, { shouldFocus: focus });
      focus = false;
    } else {
      unplaced.push(message);
    }
  }
  return unplaced;
}
