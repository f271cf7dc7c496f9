// The replace-card form: number, expiry month and year (chosen, not typed, so there is no date format to
// get wrong), security code and ZIP, checked by the contract's CardTokenRequest schema before anything is sent.
import { CardTokenRequestSchema } from '@tailwise/shared/contract';
import { z } from 'zod';

const CardFormFields = z.object({
  number: z.string(),
  expMonth: z.number().nullable(),
  expYear: z.number().nullable(),
  cvc: z.string(),
  postalCode: z.string(),
});
export type CardFormValues = z.input<typeof CardFormFields>;

export const emptyCardForm: CardFormValues = { number: '', expMonth: null, expYear: null, cvc: '', postalCode: '' };

const FIELD_ORDER = ['number', 'expMonth', 'expYear', 'cvc', 'postalCode'];

/** Every problem at once, in the form's order: a missing month does not hide a bad number. */
export const CardFormSchema = CardFormFields.transform((v, ctx) => {
  const issues: Array<{ field: string; message: string }> = [];
  if (v.expMonth === null) issues.push({ field: 'expMonth', message: 'Choose the month' });
  if (v.expYear === null) issues.push({ field: 'expYear', message: 'Choose the year' });
  const expiryChosen = v.expMonth !== null && v.expYear !== null;
  const parsed = CardTokenRequestSchema.safeParse({
    number: v.number,
    expMonth: v.expMonth ?? 12,
    expYear: v.expYear ?? 2100,
    cvc: v.cvc,
    ...(v.postalCode.trim() ? { postalCode: v.postalCode.trim() } : {}),
  });
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = String(issue.path[0] ?? 'number');
      if (!expiryChosen && (field === 'expMonth' || field === 'expYear')) continue;
      issues.push({ field, message: issue.message });
    }
  }
  issues.sort((x, y) => FIELD_ORDER.indexOf(x.field) - FIELD_ORDER.indexOf(y.field));
  for (const { field, message } of issues) ctx.addIssue({ code: 'custom', path: [field], message });
  if (issues.length > 0 || !parsed.success) return z.NEVER;
  return parsed.data;
});

export const MONTH_OPTIONS = Array.from({ length: 12 }, (_, i) => ({
  value: i + 1,
  label: `${String(i + 1).padStart(2, '0')} – ${new Date(Date.UTC(2000, i, 1)).toLocaleString('en-US', { month: 'long', timeZone: 'UTC' })}`,
}));

export const yearOptions = (now: Date = new Date()) =>
  Array.from({ length: 15 }, (_, i) => ({ value: now.getFullYear() + i, label: String(now.getFullYear() + i) }));
