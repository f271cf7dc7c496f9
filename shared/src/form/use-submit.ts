// What every form does with its valid values, once: send them, and on failure put the server's field
// messages on their inputs and the rest above the form, keeping what was typed; on success say so.
import { useRef, useState } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { applyServerErrors, type ApplyServerErrorsOptions } from './server-errors';

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

export interface Submit<TOutput, TResult> {
  /** For <Form onValid>. A submit while one is on its way is ignored. */
  onValid: (values: TOutput) => Promise<void>;
  /** For <Form formError>: the message about the whole form, cleared when the form is sent again. */
  formError: string | null;
  setFormError: (message: string | null) => void;
  /** The last send worked (cleared when the form is sent again). */
  sent: boolean;
  /** What the last send that worked answered. */
  result: TResult | undefined;
  /** Back to the form from its sent state ("send another"). */
  clearSent: () => void;
}

export function useSubmit<TInput extends FieldValues, TOutput, TResult>(
  form: UseFormReturn<TInput, unknown, TOutput>,
  { send, onSent, onError, ...serverErrors }: UseSubmitOptions<TOutput, TResult>,
): Submit<TOutput, TResult> {
  const [formError, setFormError] = useState<string | null>(null);
  const [sent, setSent] = useState<{ result: TResult } | null>(null);
  // A ref, not state: a second press (Enter, a double click) arrives before any re-render.
  const pending = useRef(false);

  const onValid = async (values: TOutput) => {
    if (pending.current) return;
    pending.current = true;
    setFormError(null);
    setSent(null);
    try {
      const result = await send(values);
      setSent({ result });
      onSent?.(result, values);
    } catch (error) {
      const placeServerErrors = () => applyServerErrors(form, error, serverErrors);
      setFormError(onError ? onError(error, placeServerErrors) : (placeServerErrors()[0] ?? null));
    } finally {
      pending.current = false;
    }
  };

  return {
    onValid,
    formError,
    setFormError,
    sent: sent !== null,
    result: sent?.result,
    clearSent: () => setSent(null),
  };
}
