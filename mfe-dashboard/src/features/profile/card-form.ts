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

/** Every problem at once: a missing month does not hide a bad number. */
export const CardFormSchema = CardFormFields.transform((v, ctx) => {
  if (v.expMonth === null) ctx.addIssue({ code: 'custom', path: ['expMonth'], message: 'Choose the month' });
  if (v.expYear === null) ctx.addIssue({ code: 'custom', path: ['expYear'], message: 'Choose the year' });
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
      ctx.addIssue({ code: 'custom', path: [field], message: issue.message });
    }
  }
  if (!expiryChosen || !parsed.success) return z.NEVER;
  return parsed.data;
});

export const MONTH_OPTIONS = Array.from({ length: 12 }, (_, i) => ({
  value: i + 1,
  label: `${String(i + 1).padStart(2, '0')} – ${new Date(Date.UTC(2000, i, 1)).toLocaleString('en-US', { month: 'long', timeZone: 'UTC' })}`,
}));

export const yearOptions = (now: Date = new Date()) =>
  Array.from({ length: 15 }, (_, i) => ({ value: now.getFullYear() + i, label: String(now.getFullYear() + i) }));

const BRANDS: Record<string, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  discover: 'Discover',
  diners: 'Diners Club',
  jcb: 'JCB',
  unionpay: 'UnionPay',
};

/** "visa" → "Visa"; unknown brands read as "Card". */
export const brandLabel = (brand: string | null) => (brand ? (BRANDS[brand.toLowerCase()] ?? brand) : 'Card');
