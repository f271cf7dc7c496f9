// Ask the customer for what is missing (a record, an itemised bill); the claim waits until they answer.
import { Button, space } from '@tailwise/shared';
import { OpsInfoRequestSchema, type OpsClaim, type OpsInfoRequest } from '@tailwise/shared/contract';
import { Form, TextArea, useSubmit, useZodForm } from '@tailwise/shared/form';
import { decisionFailure, type DecisionCallbacks } from './decision-callbacks';
import { DECISION_FIELD_MAP } from './decision-forms';
import { useRequestInfo } from './api/request-info';

export function RequestInfoForm({ claim, onDecided, onDecidedElsewhere }: { claim: OpsClaim } & DecisionCallbacks) {
  const form = useZodForm(OpsInfoRequestSchema, { defaultValues: { request: '' } });
  const ask = useRequestInfo(claim.uuid);
  const submit = useSubmit(form, {
    send: (body) => ask.mutateAsync(body),
    onSent: () => onDecided(`Information requested from ${claim.customerName}. The claim waits for their answer.`),
    onError: decisionFailure(onDecidedElsewhere),
    fieldMap: DECISION_FIELD_MAP,
    fallbackMessage: 'We couldn’t send the request just now. Please try again.',
  });
  const busy = form.formState.isSubmitting;
  return (
    <Form form={form} formError={submit.formError} aria-label="Ask for more information" onValid={submit.onValid}>
      <TextArea<OpsInfoRequest>
        name="request"
        label="What do you need from the customer?"
        rows={4}
        hint="The customer reads this and answers with documents."
      />
      <div css={{ display: 'flex', gap: space(3) }}>
        <Button type="submit" disabled={busy}>
          {busy ? 'Sending…' : 'Send request'}
        </Button>
      </div>
    </Form>
  );
}
