import { zodResolver } from '@hookform/resolvers/zod';
import { ApiError, Button, colors, focusRing, radii, space, SUPPORT_PHONE, useApiClient } from '@tailwise/shared';
import type { ContactReceipt } from '@tailwise/shared/contract';
import { useEffect, useId, useState, type ReactNode } from 'react';
import { useForm, type FieldErrors, type UseFormRegisterReturn } from 'react-hook-form';
import { useLocation } from 'react-router-dom';
import { useHasMounted } from '../common/useHasMounted';
import {
  ContactFormSchema,
  emptyContactForm,
  isContactField,
  type ContactFormValues,
  type ContactRequestBody,
} from './contact-form-schema';

const inputStyle = (invalid: boolean) =>
  ({
    display: 'block',
    width: '100%',
    minHeight: 48,
    marginTop: space(2),
    padding: `${space(3)} ${space(3)}`,
    border: `2px solid ${invalid ? colors.danger : '#6b7380'}`,
    borderRadius: radii.sm,
    background: colors.surface,
    color: colors.ink,
    fontSize: '1rem',
    '&:focus-visible': { ...focusRing, borderColor: colors.focus },
  }) as const;

interface FieldProps {
  id: string;
  label: string;
  hint?: string;
  optional?: boolean;
  error?: string;
  children: (describedBy: string | undefined, invalid: boolean) => ReactNode;
}

/** A label, the control, an optional hint and the inline error, tied together with aria-describedby. */
function Field({ id, label, hint, optional, error, children }: FieldProps) {
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') || undefined;
  return (
    <div>
      <label htmlFor={id} css={{ fontWeight: 700, color: colors.ink }}>
        {label}
        {optional && <span css={{ fontWeight: 400, color: colors.muted }}> (optional)</span>}
      </label>
      {hint && (
        <p id={`${id}-hint`} css={{ margin: `${space(1)} 0 0`, fontSize: '0.9375rem', color: colors.muted }}>
          {hint}
        </p>
      )}
      {children(describedBy, Boolean(error))}
      {error && (
        <p
          id={`${id}-error`}
          css={{ margin: `${space(2)} 0 0`, color: colors.danger, fontWeight: 600, display: 'flex', gap: space(2) }}
        >
          <span aria-hidden="true">!</span>
          {error}
        </p>
      )}
    </div>
  );
}

const TOPIC_BUSINESS = new Set(['business', 'partnership', 'partner', 'employer', 'broker']);

/**
 * The contact form: validated inline with the API's schema (messages after a field is left, then as
 * you type), posted to POST /contact/. Server-side field errors appear on their fields; nothing typed
 * is ever cleared by an error.
 */
export function ContactForm() {
  const id = useId();
  const client = useApiClient();
  const location = useLocation();
  const [formError, setFormError] = useState<string | null>(null);
  const [sent, setSent] = useState<{ receipt: ContactReceipt; name: string; email: string } | null>(null);

  const {
    register,
    handleSubmit,
    watch,
    setError,
    setValue,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<ContactFormValues, unknown, ContactRequestBody>({
    resolver: zodResolver(ContactFormSchema as never) as never,
    defaultValues: emptyContactForm,
    mode: 'onTouched',
    reValidateMode: 'onChange',
  });
  const kind = watch('kind');
  // The prerendered page shows the form before the app runs: keep it disabled until the app has
  // taken over, so nothing typed into the static copy is lost.
  const ready = useHasMounted();

  // /contact?topic=partnership preselects a business inquiry (after mount, so prerendered HTML matches).
  useEffect(() => {
    const topic = new URLSearchParams(location.search).get('topic');
    if (topic && TOPIC_BUSINESS.has(topic.toLowerCase())) setValue('kind', 'BUSINESS');
  }, [location.search, setValue]);

  const onSubmit = handleSubmit(async (body) => {
    setFormError(null);
    try {
      const receipt = await client.post<ContactReceipt>('/contact/', body);
      setSent({ receipt, name: body.name, email: body.email });
      reset(emptyContactForm);
    } catch (error) {
      if (error instanceof ApiError) {
        const fieldEntries = Object.entries(error.fields);
        const unplaced: string[] = [];
        let first = true;
        for (const [key, message] of fieldEntries) {
          if (isContactField(key)) {
            setError(key, { type: 'server', message }, { shouldFocus: first });
            first = false;
          } else unplaced.push(message);
        }
        if (fieldEntries.length === 0 || unplaced.length > 0) setFormError(unplaced[0] ?? error.message);
      } else {
        setFormError(`We couldn’t send your message just now. Please try again, or call us on ${SUPPORT_PHONE}.`);
      }
    }
  });

  if (sent) {
    return (
      <div
        role="status"
        css={{
          padding: space(6),
          borderRadius: radii.lg,
          background: colors.successSoft,
          borderLeft: `6px solid ${colors.success}`,
        }}
      >
        <h2 css={{ margin: 0, fontSize: '1.5rem', color: colors.ink }}>
          Thanks, {sent.name}. Your message is on its way.
        </h2>
        <p css={{ margin: `${space(3)} 0 0`, color: colors.ink, lineHeight: 1.6 }}>
          We’ll reply to <strong>{sent.email}</strong> within one business day. Your reference is{' '}
          <strong css={{ fontFamily: 'ui-monospace, monospace' }}>{sent.receipt.id.slice(0, 8).toUpperCase()}</strong>.
        </p>
        <div css={{ marginTop: space(5) }}>
          <Button variant="secondary" onClick={() => setSent(null)}>
            Send another message
          </Button>
        </div>
      </div>
    );
  }

  const fieldError = (errs: FieldErrors<ContactFormValues>, name: keyof ContactFormValues) => errs[name]?.message;
  const control = (reg: UseFormRegisterReturn, describedBy: string | undefined, invalid: boolean) => ({
    ...reg,
    'aria-invalid': invalid,
    'aria-describedby': describedBy,
  });

  return (
    <form noValidate onSubmit={onSubmit} aria-labelledby={`${id}-title`} css={{ display: 'grid', gap: space(5) }}>
      <h2 id={`${id}-title`} css={{ margin: 0, fontSize: '1.5rem', color: colors.ink }}>
        Send us a message
      </h2>
      <fieldset
        disabled={!ready}
        css={{ border: 0, margin: 0, padding: 0, minWidth: 0, display: 'grid', gap: space(5) }}
      >
        {formError && (
          <div
            role="alert"
            css={{
              padding: space(4),
              borderRadius: radii.md,
              background: colors.dangerSoft,
              borderLeft: `4px solid ${colors.danger}`,
              color: colors.ink,
            }}
          >
            {formError}
          </div>
        )}

        <fieldset css={{ border: 0, margin: 0, padding: 0, minWidth: 0 }}>
          <legend css={{ padding: 0, fontWeight: 700, color: colors.ink }}>What is your message about?</legend>
          <div css={{ display: 'grid', gap: space(2), marginTop: space(2) }}>
            {[
              { value: 'CONSUMER', label: 'My pet, my quote or my policy' },
              { value: 'BUSINESS', label: 'A business, employer or partnership' },
            ].map((option) => (
              <label
                key={option.value}
                css={{
                  display: 'flex',
                  alignItems: 'center',
                  gap: space(3),
                  minHeight: 44,
                  padding: `${space(2)} ${space(3)}`,
                  borderRadius: radii.sm,
                  border: `2px solid ${kind === option.value ? colors.primary : colors.border}`,
                  background: kind === option.value ? colors.primarySoft : colors.surface,
                  cursor: 'pointer',
                  '&:has(input:focus-visible)': focusRing,
                }}
              >
                <input
                  type="radio"
                  value={option.value}
                  {...register('kind')}
                  css={{ width: 20, height: 20, accentColor: colors.primary, margin: 0 }}
                />
                {option.label}
              </label>
            ))}
          </div>
        </fieldset>

        <Field id={`${id}-name`} label="Your name" error={fieldError(errors, 'name')}>
          {(describedBy, invalid) => (
            <input
              id={`${id}-name`}
              type="text"
              autoComplete="name"
              css={inputStyle(invalid)}
              {...control(register('name'), describedBy, invalid)}
            />
          )}
        </Field>

        <Field
          id={`${id}-email`}
          label="Email"
          hint="We reply by email within one business day."
          error={fieldError(errors, 'email')}
        >
          {(describedBy, invalid) => (
            <input
              id={`${id}-email`}
              type="email"
              autoComplete="email"
              inputMode="email"
              css={inputStyle(invalid)}
              {...control(register('email'), describedBy, invalid)}
            />
          )}
        </Field>

        <Field
          id={`${id}-phone`}
          label="Phone"
          optional
          hint="A 10-digit US number, if you’d like a call back."
          error={fieldError(errors, 'phone')}
        >
          {(describedBy, invalid) => (
            <input
              id={`${id}-phone`}
              type="tel"
              autoComplete="tel"
              css={inputStyle(invalid)}
              {...control(register('phone'), describedBy, invalid)}
            />
          )}
        </Field>

        {kind === 'BUSINESS' && (
          <Field id={`${id}-company`} label="Company or organisation" error={fieldError(errors, 'company')}>
            {(describedBy, invalid) => (
              <input
                id={`${id}-company`}
                type="text"
                autoComplete="organization"
                css={inputStyle(invalid)}
                {...control(register('company'), describedBy, invalid)}
              />
            )}
          </Field>
        )}

        <Field
          id={`${id}-message`}
          label="Message"
          hint="For a claim or policy, include your pet’s name. Please don’t send card numbers."
          error={fieldError(errors, 'message')}
        >
          {(describedBy, invalid) => (
            <textarea
              id={`${id}-message`}
              rows={6}
              css={{ ...inputStyle(invalid), resize: 'vertical' }}
              {...control(register('message'), describedBy, invalid)}
            />
          )}
        </Field>

        <div>
          <Button type="submit" size="lg" disabled={isSubmitting}>
            {isSubmitting ? 'Sending…' : 'Send message'}
          </Button>
        </div>
      </fieldset>
    </form>
  );
}
