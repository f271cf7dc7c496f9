// The one submit of every form, for forms whose failures are not the API's (an account form: Firebase
// answers, and its own map words it). useSubmit builds on it with the API's field messages; this one leaves
// them out, so a sign-in screen does not carry that code on its first render.
import { useRef, useState } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';

export interface UseSubmitWithOptions<TOutput, TResult> {
  /** Sends the form's values (the schema's output). */
  send: (values: TOutput) => Promise<TResult>;
  /** After a send that worked: reset the form, move on, tell the page. */
  onSent?: (result: TResult, values: TOutput) => void;
  /**
   * The form's message for a failed send (null when the failure was placed on an input, or handled). It may
   * come later, as a promise: a form that loads what its errors mean only after one (an account form's error
   * map) stays busy until then.
   */
  onError: (error: unknown) => string | null | Promise<string | null>;
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

export function useSubmitWith<TInput extends FieldValues, TOutput, TResult>(
  _form: UseFormReturn<TInput, unknown, TOutput>,
  { send, onSent, onError }: UseSubmitWithOptions<TOutput, TResult>,
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
      setFormError(await onError(error));
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
