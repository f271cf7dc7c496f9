// Stars and a few words; the contract's schema checks them first, and the API's refusals (swearing, personal data)
// land on the text field with what to change, keeping what the customer wrote.
import { Button, space } from '@tailwise/shared';
import { REVIEW_TEXT_MAX_CHARS, ReviewRequestSchema, type Review, type ReviewRequest } from '@tailwise/shared/contract';
import { Form, RadioCards, TextArea, useSubmit, useZodForm } from '@tailwise/shared/form';
import { useWriteReview } from './api/write-review';

const STAR_OPTIONS = [
  { value: 5, label: '5 stars: excellent' },
  { value: 4, label: '4 stars: good' },
  { value: 3, label: '3 stars: all right' },
  { value: 2, label: '2 stars: poor' },
  { value: 1, label: '1 star: bad' },
] as const;

export interface ReviewFormProps {
  titleId: string;
  /** The review already written: the form starts from it, and sending replaces it. */
  current: Review | null;
  onSent: () => void;
  onCancel: () => void;
}

export default function ReviewForm({ titleId, current, onSent, onCancel }: ReviewFormProps) {
  const form = useZodForm(ReviewRequestSchema, {
    defaultValues: current ? { stars: current.stars, text: current.text } : { text: '' },
  });
  const write = useWriteReview();
  const submit = useSubmit(form, {
    send: (body: ReviewRequest) => write.mutateAsync(body),
    onSent,
    fallbackMessage: 'We couldn’t publish your review just now. What you wrote is still here: please try again.',
  });
  const busy = form.formState.isSubmitting;
  return (
    <Form form={form} aria-labelledby={titleId} formError={submit.formError} onValid={submit.onValid}>
      <RadioCards<ReviewRequest> name="stars" legend="Your rating" options={STAR_OPTIONS} />
      <TextArea<ReviewRequest>
        name="text"
        label="Your review"
        hint={`What went well, or not. Shown with your first name and state; please leave out contact details and addresses. Up to ${REVIEW_TEXT_MAX_CHARS} characters.`}
        rows={5}
      />
      <div css={{ display: 'flex', flexWrap: 'wrap', gap: space(3) }}>
        <Button type="submit" disabled={busy}>
          {busy ? 'Publishing…' : 'Publish review'}
        </Button>
        <Button type="button" variant="secondary" onClick={onCancel} disabled={busy}>
          Cancel
        </Button>
      </div>
    </Form>
  );
}
