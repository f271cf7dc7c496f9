// Step 3 of the new-visitor flows: ZIP and email, then the price. Continuing creates the lead (POST /leads/,
// with the stored utm_* and referrer data) and keeps its id and uuid; a mobile number with an explicit
// yes to texts is recorded with PUT /leads/sms-consent/.
import { readStored, space, storageKeys, writeStored } from '@tailwise/shared';
import { Checkbox, Form, TextInput, useSubmit, useZodForm } from '@tailwise/shared/form';
import { useRef } from 'react';
import { priceOwnerWords } from '@tailwise/shared/routes/quiz-reach';
import { readQuizAnswers } from '../flow/state/answers';
import { stepPageTitle } from '../flow/step-page-titles';
import { EarlyWord } from '../../prerender/early-word';
import { StepActions } from '../common/StepActions';
import { StepShell } from '../common/StepShell';
import type { StepProps } from '../flow/step-props';
import { useCreateLead } from './api/create-lead';
import { useSmsConsent } from './api/sms-consent';
import { buildLeadPayload, reusableLead } from './lead-payload';
import { ContactStepSchema, type ContactStepValues } from './contact-schema';

const FALLBACK = 'We couldn’t save your details just now. Please try again in a moment.';

export function ContactStep({ def, answers, progress, banner, onNext, onBack }: StepProps) {
  const createLead = useCreateLead();
  const smsConsent = useSmsConsent();
  const form = useZodForm(ContactStepSchema, {
    defaultValues: { zipCode: answers.zipCode ?? '', email: answers.email ?? '', phone: '', smsConsent: false },
  });
  // A failed lead stops the step; a failed yes to texts stops it only for a bad number, since the price does
  // not wait on texts.
  const failedAt = useRef<'lead' | 'texts'>('lead');

  const submit = useSubmit(form, {
    send: async (values: ContactStepValues) => {
      failedAt.current = 'lead';
      const stored = readQuizAnswers();
      let lead = { id: stored.leadId, uuid: stored.leadUuid };
      if (!reusableLead(stored, values)) {
        const created = await createLead.mutateAsync(
          buildLeadPayload({
            email: values.email,
            zipCode: values.zipCode,
            utm: readStored(storageKeys.marketingSource),
            referrer: readStored(storageKeys.referrerData),
            lid: stored.leadId,
          }),
        );
        lead = { id: created.id, uuid: created.uuid };
        writeStored(storageKeys.leadId, created.id);
        writeStored(storageKeys.leadUuid, created.uuid);
      }
      writeStored(storageKeys.zipCode, values.zipCode);
      writeStored(storageKeys.backupEmail, values.email);
      if (values.smsConsent && values.phone && lead.uuid) {
        failedAt.current = 'texts';
        await smsConsent.mutateAsync({ uuid: lead.uuid, phone: values.phone, smsConsent: true });
      }
    },
    onSent: () => onNext(),
    fallbackMessage: FALLBACK,
    onError: (_error, placeServerErrors) => {
      const unplaced = placeServerErrors();
      if (failedAt.current === 'texts' && Object.keys(form.formState.errors).length === 0) {
        onNext();
        return null;
      }
      return unplaced.length > 0 ? unplaced.join(' ') : null;
    },
  });

  const owner = priceOwnerWords(answers.pets);
  return (
    <StepShell
      stepKey={`${def.id}:contact`}
      title={
        <>
          Last step before <EarlyWord word="priceOwner">{owner}</EarlyWord> price
        </>
      }
      pageTitle={stepPageTitle('contact', def.flow.title)}
      intro="Your ZIP code sets the price. We’ll email you a copy of your quote so you can come back to it."
      progress={progress}
      banner={banner}
    >
      <Form form={form} onValid={submit.onValid} formError={submit.formError} aria-label="ZIP code and email">
        <div css={{ display: 'grid', gap: space(5) }}>
          <TextInput
            name="zipCode"
            label="ZIP code"
            inputMode="numeric"
            autoComplete="postal-code"
            maxLength={5}
            css={{ maxWidth: '12rem' }}
          />
          <TextInput name="email" label="Email" type="email" autoComplete="email" spellCheck={false} />
          <TextInput
            name="phone"
            label="Mobile number"
            optional
            type="tel"
            autoComplete="tel-national"
            hint="Only if you’d like texts about your quote."
          />
          <Checkbox
            name="smsConsent"
            label="Yes, text me about my quote. Message and data rates may apply; reply STOP to stop."
          />
          <StepActions onBack={onBack} continueLabel="See my price" busy={form.formState.isSubmitting} />
        </div>
      </Form>
    </StepShell>
  );
}
