// A <form> wired to a react-hook-form handle: provides the form context, validates on submit, and
// shows what went wrong at its top (an error summary for fields, an alert for the whole form).
import { Alert, space } from '@tailwise/shared';
import { useId, useMemo, type ComponentPropsWithoutRef, type ReactNode } from 'react';
import { FormProvider, type FieldValues, type UseFormReturn } from 'react-hook-form';
import { ErrorSummary } from './ErrorSummary';
import { FormMetaContext, safeId, type FormMeta } from './form-context';

export interface FormProps<TInput extends FieldValues, TOutput> extends Omit<
  ComponentPropsWithoutRef<'form'>,
  'onSubmit' | 'noValidate' | 'children'
> {
  form: UseFormReturn<TInput, unknown, TOutput>;
  /** Called with the schema's output once every field is valid; the form counts as submitting until it settles. */
  onValid: (values: TOutput) => Promise<void> | void;
  /** A message about the whole form (a failed request, a rate limit), shown as an alert at the top. */
  formError?: string | null;
  /** The error summary's heading. */
  summaryTitle?: string;
  children: ReactNode;
}

const formStyle = { display: 'grid', gap: space(5) } as const;

export function Form<TInput extends FieldValues, TOutput>({
  form,
  onValid,
  formError,
  summaryTitle,
  children,
  ...rest
}: FormProps<TInput, TOutput>) {
  const prefix = safeId(useId());
  const meta = useMemo<FormMeta>(() => ({ idPrefix: `form${prefix}`, labels: new Map(), kinds: new Map() }), [prefix]);
  return (
    <FormProvider {...form}>
      <FormMetaContext.Provider value={meta}>
        <form noValidate css={formStyle} {...rest} onSubmit={form.handleSubmit(onValid)}>
          {formError && <Alert tone="error">{formError}</Alert>}
          <ErrorSummary title={summaryTitle} />
          {children}
        </form>
      </FormMetaContext.Provider>
    </FormProvider>
  );
}
