// The contact form, on the shared form kit: validated inline with the API's schema (messages after a
// field is left, then as you type), posted to POST /contact/. Server-side field errors appear on their
// fields; nothing typed is ever cleared by an error.
import { Button, colors, SUPPORT_PHONE } from '@tailwise/shared';
import {
  Form,
  formStyles,
  FormSent,
  RadioCards,
  TextArea,
  TextInput,
  useSubmit,
  useZodForm,
} from '@tailwise/shared/form';
import { useEffect, useId } from 'react';
import { useLocation } from 'react-router-dom';
import {
  ContactFormSchema,
  emptyContactForm,
  type ContactFormValues,
  type ContactRequestBody,
} from './contact-form-schema';
import { useSendContact } from './api/send-contact';

const TOPIC_BUSINESS = new Set(['business', 'partnership', 'partner', 'employer', 'broker']);

const KIND_OPTIONS = [
  { value: 'CONSUMER', label: 'My pet, my quote or my policy' },
  { value: 'BUSINESS', label: 'A business, employer or partnership' },
] as const;

export function ContactForm() {
  const id = useId();
  const sendContact = useSendContact();
  const location = useLocation();
  const form = useZodForm(ContactFormSchema, { defaultValues: emptyContactForm });
  const { setValue, reset, watch } = form;
  // The thanks names the sender and their address, which the reset after sending clears from the form.
  const submit = useSubmit(form, {
    send: async (body: ContactRequestBody) => ({
      receipt: await sendContact(body),
      name: body.name,
      email: body.email,
    }),
    onSent: () => reset(emptyContactForm),
    fallbackMessage: `We couldn’t send your message just now. Please try again, or call us on ${SUPPORT_PHONE}.`,
  });
  const sent = submit.result;
  const kind = watch('kind');
  // /contact?topic=partnership preselects a business inquiry (after mount, so prerendered HTML matches).
  useEffect(() => {
    const topic = new URLSearchParams(location.search).get('topic');
    if (topic && TOPIC_BUSINESS.has(topic.toLowerCase())) setValue('kind', 'BUSINESS');
  }, [location.search, setValue]);

  if (sent) {
    return (
      <FormSent
        title={`Thanks, ${sent.name}. Your message is on its way.`}
        receiptId={sent.receipt.id}
        againLabel="Send another message"
        onAgain={submit.clearSent}
      >
        We’ll reply to <strong>{sent.email}</strong> within one business day.
      </FormSent>
    );
  }

  const { isSubmitting } = form.formState;
  return (
    <Form form={form} onValid={submit.onValid} formError={submit.formError} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} css={{ margin: 0, fontSize: '1.5rem', color: colors.ink }}>
        Send us a message
      </h2>
      {/* Usable on the prerendered page before the app runs: what is typed, chosen and sent there is handed to
          the app when it takes over (the shell's early input), so a first visit need not wait for it. */}
      <fieldset css={formStyles.fieldGroupStyle}>
        <RadioCards<ContactFormValues> name="kind" legend="What is your message about?" options={KIND_OPTIONS} />
        <TextInput<ContactFormValues> name="name" label="Your name" autoComplete="name" />
        <TextInput<ContactFormValues>
          name="email"
          label="Email"
          type="email"
          autoComplete="email"
          inputMode="email"
          hint="We reply by email within one business day."
        />
        <TextInput<ContactFormValues>
          name="phone"
          label="Phone"
          optional
          type="tel"
          autoComplete="tel"
          hint="A 10-digit US number, if you’d like a call back."
        />
        {kind === 'BUSINESS' && (
          <TextInput<ContactFormValues> name="company" label="Company or organisation" autoComplete="organization" />
        )}
        <TextArea<ContactFormValues>
          name="message"
          label="Message"
          rows={6}
          hint="For a claim or policy, include your pet’s name. Please don’t send card numbers."
        />
        <div>
          <Button type="submit" size="lg" disabled={isSubmitting}>
            {isSubmitting ? 'Sending…' : 'Send message'}
          </Button>
        </div>
      </fieldset>
    </Form>
  );
}
