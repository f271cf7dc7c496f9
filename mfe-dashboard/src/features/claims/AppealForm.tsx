// The one appeal a denied claim allows: the customer's reasons in one note; the server's refusals land on the note.
import { ApiError, Button, space } from '@tailwise/shared';
import {
  CLAIM_APPEAL_DAYS,
  CLAIM_REVIEW_WORKING_DAYS,
  ClaimAppealRequestSchema,
  type ClaimAppealRequest,
} from '@tailwise/shared/contract';
import { Form, TextArea, useSubmit, useZodForm } from '@tailwise/shared/form';
import { formatIsoDate } from '@tailwise/shared/format';
import { addDays } from '../common/calendar';
import { useAppealClaim } from './api/appeal-claim';

export interface AppealFormProps {
  claimId: string;
  /** When the denial was made ('YYYY-MM-DD…'): the appeal window runs from it. */
  deniedAt: string;
  titleId: string;
  onAppealed: () => void;
}

export function AppealForm({ claimId, deniedAt, titleId, onAppealed }: AppealFormProps) {
  const form = useZodForm(ClaimAppealRequestSchema, { defaultValues: { note: '' } });
  const appeal = useAppealClaim(claimId);
  const submit = useSubmit(form, {
    send: (body) => appeal.mutateAsync(body),
    onSent: onAppealed,
    // 409: appealed already (another tab) or the window closed; the claim refetches and says which.
    onError: (error, placeServerErrors) =>
      error instanceof ApiError && error.status === 409 ? error.message : (placeServerErrors()[0] ?? null),
    fallbackMessage: 'We couldn’t send your appeal just now. What you wrote is still here: please try again.',
  });
  const lastDay = addDays(deniedAt.slice(0, 10), CLAIM_APPEAL_DAYS);
  const busy = form.formState.isSubmitting;
  return (
    <Form form={form} aria-labelledby={titleId} formError={submit.formError} onValid={submit.onValid}>
      <TextArea<ClaimAppealRequest>
        name="note"
        label="Why should we look again?"
        hint={`A claim can be appealed once, until ${formatIsoDate(lastDay)}. A person reviews it within ${CLAIM_REVIEW_WORKING_DAYS} working days. Anything the vet can add helps.`}
        rows={5}
      />
      <div css={{ display: 'flex', flexWrap: 'wrap', gap: space(3) }}>
        <Button type="submit" disabled={busy}>
          {busy ? 'Sending your appeal…' : 'Send appeal'}
        </Button>
      </div>
    </Form>
  );
}
