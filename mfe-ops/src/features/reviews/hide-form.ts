// The hide form: what it holds (strings as chosen and typed) and, through the contract's own request schema, what
// it sends. A note is optional except with "Other", where it is the only record of why.
import {
  OpsHideReviewRequestSchema,
  REVIEW_HIDE_REASON_LABELS,
  ReviewHideReasonSchema,
  type ReviewHideReason,
} from '@tailwise/shared/contract';
import { z } from 'zod';

const HideFormFields = z.object({ reason: z.string(), note: z.string() });
export type HideFormValues = z.input<typeof HideFormFields>;

export const hideFormSchema = HideFormFields.transform((v, ctx) => {
  if (!ReviewHideReasonSchema.safeParse(v.reason).success) {
    ctx.addIssue({ code: 'custom', path: ['reason'], message: 'Choose why the review is hidden' });
    return z.NEVER;
  }
  const note = v.note.trim();
  const parsed = OpsHideReviewRequestSchema.safeParse(note ? { reason: v.reason, note } : { reason: v.reason });
  if (parsed.success) return parsed.data;
  for (const issue of parsed.error.issues)
    ctx.addIssue({ code: 'custom', path: issue.path.map(String), message: issue.message });
  return z.NEVER;
});

export const HIDE_REASON_OPTIONS = (Object.keys(REVIEW_HIDE_REASON_LABELS) as ReviewHideReason[]).map((value) => ({
  value,
  label: value === 'OTHER' ? 'Other (say why in the note)' : REVIEW_HIDE_REASON_LABELS[value],
}));
