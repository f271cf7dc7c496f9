// What every form does with its valid values, once: send them, and on failure put the server's field
// messages on their inputs and the rest above the form, keeping what was typed; on success say so.
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { applyServerErrors, type ApplyServerErrorsOptions } from './server-errors';
import { useSubmitWith, type Submit } from './use-submit-with';

export type { Submit } from './use-submit-with';

export interface UseSubmitOptions<TOutput, TResult> extends ApplyServerErrorsOptions {
  /** Sends the form's values (the schema's output), usually a mutation's mutateAsync. */
  send: (values: TOutput) => Promise<TResult>;
  /** After a send that worked: reset the form, move on, tell the page. */
  onSent?: (result: TResult, values: TOutput) => void;
  /**
   * The form's message for a failed send, when the form knows better than the server's fields (a
   * conflict, a failure the page handles itself: return null). `placeServerErrors` puts the server's
   * field messages on their inputs and returns those no input on screen can show. Without it, the
   * first of those is the form's message.
   */
  onError?: (error: unknown, placeServerErrors: () => string[]) => string | null;
}

export function useSubmit<TInput extends FieldValues, TOutput, TResult>(
  form: UseFormReturn<TInput, unknown, TOutput>,
  { send, onSent, onError, ...serverErrors }: UseSubmitOptions<TOutput, TResult>,
): Submit<TOutput, TResult> {
  return useSubmitWith(form, {
    send,
    onSent,
    onError: (error) => {
      const placeServerErrors = () => applyServerErrors(form, error, serverErrors);
      return onError ? onError(error, placeServerErrors) : (placeServerErrors()[0] ?? null);
    },
  });
}
