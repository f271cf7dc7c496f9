// The employer contact form and the broker enquiry form: one form on the shared kit, validated inline
// with the API's own schema, posted to POST /business/enquiries/. Server field errors land on their
// fields and nothing typed is ever cleared by an error.
import { Button, colors, SUPPORT_EMAIL } from '@tailwise/shared';
import type { BusinessEnquiryKind, BusinessEnquiryReceipt } from '@tailwise/shared/contract';
import { Form, formStyles, FormSent, Select, TextArea, TextInput, useSubmit, useZodForm } from '@tailwise/shared/form';
import { useId } from 'react';
import { useSendEnquiry } from './api/send-enquiry';
import {
  emptyEnquiry,
  employeeCountOptions,
  EnquiryFormSchema,
  stateOptions,
  type EnquiryBody,
  type EnquiryFormValues,
} from './enquiry-form-schema';

/** What each form asks, in the words of the person filling it in. */
const WORDING: Record<
  BusinessEnquiryKind,
  { title: string; company: string; count: string; countHint: string; state: string; message: string; send: string }
> = {
  EMPLOYER: {
    title: 'Tell us about your organisation',
    company: 'Company or organisation',
    count: 'Number of employees',
    countHint: 'Everyone who could enroll, including part-time staff.',
    state: 'State of your headquarters',
    message: 'What would you like to know?',
    send: 'Send enquiry',
  },
  BROKER: {
    title: 'Join the broker programme',
    company: 'Agency or brokerage',
    count: 'Typical client size',
    countHint: 'Employees at the clients you would offer pet benefits to.',
    state: 'State your agency is based in',
    message: 'Tell us about your book of business',
    send: 'Send broker enquiry',
  },
};

interface Received {
  receipt: BusinessEnquiryReceipt;
  name: string;
  workEmail: string;
  company: string;
}

export function EnquiryForm({ kind }: { kind: BusinessEnquiryKind }) {
  const id = useId();
  const sendEnquiry = useSendEnquiry();
  const words = WORDING[kind];
  const form = useZodForm(EnquiryFormSchema, { defaultValues: emptyEnquiry(kind) });
  // The thanks names the sender, their address and company, which the reset after sending clears.
  const submit = useSubmit(form, {
    send: async (body: EnquiryBody): Promise<Received> => ({
      receipt: await sendEnquiry(body),
      name: body.name,
      workEmail: body.workEmail,
      company: body.company,
    }),
    onSent: () => form.reset(emptyEnquiry(kind)),
    fallbackMessage: `We couldn’t send your enquiry just now. Please try again, or email ${SUPPORT_EMAIL}.`,
  });
  const received = submit.result;

  if (received) {
    return (
      <FormSent
        title={`Thank you, ${received.name}. We have your enquiry.`}
        receiptId={received.receipt.id}
        againLabel="Send another enquiry"
        onAgain={submit.clearSent}
      >
        {kind === 'EMPLOYER'
          ? `A benefits specialist will email ${received.workEmail} within two business days with a proposal for ${received.company}: your group rate and a launch plan.`
          : `Our broker team will email ${received.workEmail} within two business days with the broker agreement, commission schedule and quoting kit.`}
      </FormSent>
    );
  }

  const { isSubmitting } = form.formState;
  return (
    <Form form={form} onValid={submit.onValid} formError={submit.formError} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} css={{ margin: 0, fontSize: '1.5rem', color: colors.ink }}>
        {words.title}
      </h2>
      {/* Live on the prerendered page too: the shell carries what is typed there into the app. */}
      <fieldset css={formStyles.fieldGroupStyle}>
        <TextInput<EnquiryFormValues> name="company" label={words.company} autoComplete="organization" />
        <TextInput<EnquiryFormValues> name="name" label="Your name" autoComplete="name" />
        <TextInput<EnquiryFormValues>
          name="workEmail"
          label="Work email"
          type="email"
          inputMode="email"
          autoComplete="email"
          hint="Your work address: we reply with a proposal."
        />
        <TextInput<EnquiryFormValues> name="phone" label="Phone" optional type="tel" autoComplete="tel" />
        <Select<EnquiryFormValues>
          name="employeeCount"
          label={words.count}
          hint={words.countHint}
          optional={kind === 'BROKER'}
          placeholder="Choose a range"
          options={employeeCountOptions}
        />
        <Select<EnquiryFormValues>
          name="state"
          label={words.state}
          placeholder="Choose a state"
          options={stateOptions}
          autoComplete="address-level1"
        />
        <TextArea<EnquiryFormValues> name="message" label={words.message} rows={5} />
        <div>
          <Button type="submit" size="lg" disabled={isSubmitting}>
            {isSubmitting ? 'Sending…' : words.send}
          </Button>
        </div>
      </fieldset>
    </Form>
  );
}
