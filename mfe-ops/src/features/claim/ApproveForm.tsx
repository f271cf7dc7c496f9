// Approve with an amount: prefilled with the engine's proposal, typed in dollars, at most what the terms allow
// (checked here and again by the server, whose 422 on amountCents lands on the amount), with a note for the log.
import { Button, colors, space } from '@tailwise/shared';
import type { OpsClaim } from '@tailwise/shared/contract';
import { Form, TextArea, TextInput, useSubmit, useZodForm } from '@tailwise/shared/form';
import { useMemo } from 'react';
import { formatCents } from '@tailwise/shared/format';
import { centsToDollarsInput } from '../common/format';
import { useApproveClaim } from './api/approve-claim';
import { approveFormSchema, DECISION_FIELD_MAP, type ApproveFormValues } from './decision-forms';
import { decisionFailure, type DecisionCallbacks } from './decision-callbacks';

export function ApproveForm({ claim, onDecided, onDecidedElsewhere }: { claim: OpsClaim } & DecisionCallbacks) {
  const schema = useMemo(() => approveFormSchema(claim.maxApprovableCents), [claim.maxApprovableCents]);
  const form = useZodForm(schema, {
    defaultValues: {
      amountDollars: claim.proposedCents === null ? '' : centsToDollarsInput(claim.proposedCents),
      note: '',
    },
  });
  const approve = useApproveClaim(claim.uuid);
  const submit = useSubmit(form, {
    send: (body) => approve.mutateAsync(body),
    onSent: (_, values) => onDecided(`Approved: ${formatCents(Number(values.amountCents))} for ${claim.customerName}.`),
    onError: decisionFailure(onDecidedElsewhere),
    fieldMap: DECISION_FIELD_MAP,
    fallbackMessage: 'We couldn’t approve the claim just now. Please try again.',
  });
  const busy = form.formState.isSubmitting;
  return (
    <Form form={form} formError={submit.formError} aria-label="Approve the claim" onValid={submit.onValid}>
      <TextInput<ApproveFormValues>
        name="amountDollars"
        label="Amount to pay (dollars)"
        inputMode="decimal"
        autoComplete="off"
        hint={
          <>
            {claim.proposedCents === null ? 'No proposal. ' : `Proposed ${formatCents(claim.proposedCents)}. `}
            At most {formatCents(claim.maxApprovableCents)}.
          </>
        }
        css={{ maxWidth: '20rem' }}
      />
      <TextArea<ApproveFormValues>
        name="note"
        label="Note"
        rows={3}
        hint="Why this amount. It goes in the claim’s audit log."
      />
      <div css={{ display: 'flex', flexWrap: 'wrap', gap: space(3), alignItems: 'center' }}>
        <Button type="submit" disabled={busy}>
          {busy ? 'Approving…' : 'Approve claim'}
        </Button>
        <span css={{ color: colors.muted }}>The customer is paid this amount.</span>
      </div>
    </Form>
  );
}
