// Hide one review: a reason from the contract's list and a note for the staff record (needed with "Other").
import { Button, space } from '@tailwise/shared';
import { REVIEW_HIDE_NOTE_MAX_CHARS, type OpsReview } from '@tailwise/shared/contract';
import { Form, Select, TextArea, useSubmit, useZodForm } from '@tailwise/shared/form';
import { useHideReview } from './api/hide-review';
import { HIDE_REASON_OPTIONS, hideFormSchema, type HideFormValues } from './hide-form';

interface HideFormProps {
  review: OpsReview;
  onHidden: (review: OpsReview) => void;
  onCancel: () => void;
}

export function HideForm({ review, onHidden, onCancel }: HideFormProps) {
  const form = useZodForm(hideFormSchema, { defaultValues: { reason: '', note: '' } });
  const hide = useHideReview(review.uuid);
  const submit = useSubmit(form, {
    send: (body) => hide.mutateAsync(body),
    onSent: (hidden) => onHidden(hidden),
    fallbackMessage: 'We couldn’t hide the review just now. Please try again.',
  });
  const busy = form.formState.isSubmitting;
  return (
    // A readable line length for the note on a wide screen.
    <div css={{ maxWidth: '40rem' }}>
      <Form
        form={form}
        formError={submit.formError}
        aria-label={`Hide ${review.firstName}’s review`}
        onValid={submit.onValid}
      >
        <Select<HideFormValues>
          name="reason"
          label="Reason"
          options={HIDE_REASON_OPTIONS}
          placeholder="Choose a reason"
        />
        <TextArea<HideFormValues>
          name="note"
          label="Note for staff"
          optional
          rows={3}
          maxLength={REVIEW_HIDE_NOTE_MAX_CHARS}
          hint="What in the review breaks the rules. Needed with “Other”. The customer never sees it."
        />
        <div css={{ display: 'flex', flexWrap: 'wrap', gap: space(3) }}>
          <Button type="submit" disabled={busy}>
            {busy ? 'Hiding…' : 'Hide review'}
          </Button>
          <Button type="button" variant="ghost" onClick={onCancel} disabled={busy}>
            Cancel
          </Button>
        </div>
      </Form>
    </div>
  );
}
