// Deny for one of the contract's reasons, with a note that explains it to the customer.
import { Button, space } from '@tailwise/shared';
import { CLAIM_DENIAL_REASON_LABELS, type ClaimDenialReason, type OpsClaim } from '@tailwise/shared/contract';
import { Form, Select, TextArea, useSubmit, useZodForm } from '@tailwise/shared/form';
import { decisionFailure, type DecisionCallbacks } from './decision-callbacks';
import { DECISION_FIELD_MAP, DENIAL_REASON_OPTIONS, denyFormSchema, type DenyFormValues } from './decision-forms';
import { useDenyClaim } from './api/deny-claim';

export function DenyForm({ claim, onDecided, onDecidedElsewhere }: { claim: OpsClaim } & DecisionCallbacks) {
  const form = useZodForm(denyFormSchema, { defaultValues: { reason: '', note: '' } });
  const deny = useDenyClaim(claim.uuid);
  const submit = useSubmit(form, {
    send: (body) => deny.mutateAsync(body),
    onSent: (_, values) => onDecided(`Denied: ${CLAIM_DENIAL_REASON_LABELS[values.reason as ClaimDenialReason]}.`),
    onError: decisionFailure(onDecidedElsewhere),
    fieldMap: DECISION_FIELD_MAP,
    fallbackMessage: 'We couldn’t deny the claim just now. Please try again.',
  });
  const busy = form.formState.isSubmitting;
  return (
    <Form form={form} formError={submit.formError} aria-label="Deny the claim" onValid={submit.onValid}>
      <Select<DenyFormValues>
        name="reason"
        label="Reason"
        options={DENIAL_REASON_OPTIONS}
        placeholder="Choose a reason"
      />
      <TextArea<DenyFormValues>
        name="note"
        label="Note to the customer"
        rows={4}
        hint="What was not covered and why, in plain words. The customer reads it."
      />
      <div css={{ display: 'flex', gap: space(3) }}>
        <Button type="submit" disabled={busy}>
          {busy ? 'Denying…' : 'Deny claim'}
        </Button>
      </div>
    </Form>
  );
}
