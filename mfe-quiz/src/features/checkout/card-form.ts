// The card step's form: number (shown in groups, with its brand), expiry as MM / YY, CVC and postal code,
// checked with the contract's CardTokenRequestSchema before anything is sent.
import { cardBrand, CardTokenRequestSchema } from '@tailwise/shared/contract';
import { z } from 'zod';

export const NEW_CARD = 'new';
/** Employer members pay by payroll deduction: no card at all. */
export const PAYROLL = 'payroll';

export const CardFormSchema = z
  .object({
    /** NEW_CARD, PAYROLL, or a wallet card's paymentProviderId (a signed-in customer's card on file). */
    source: z.string(),
    number: z.string(),
    expiry: z.string(),
    cvc: z.string(),
    postalCode: z.string(),
  })
  .transform((v, ctx) => {
    if (v.source === PAYROLL) return { kind: 'payroll' as const };
    if (v.source !== NEW_CARD) return { kind: 'saved' as const, paymentProviderId: v.source };
    const expiry = parseExpiry(v.expiry);
    if (!expiry) {
      ctx.addIssue({ code: 'custom', path: ['expiry'], message: 'Enter the expiry date as MM / YY' });
    }
    const parsed = CardTokenRequestSchema.safeParse({
      number: v.number,
      expMonth: expiry?.month ?? 1,
      expYear: expiry?.year ?? 2100,
      cvc: v.cvc,
      ...(v.postalCode.trim() ? { postalCode: v.postalCode.trim() } : {}),
    });
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const field = String(issue.path[0] ?? 'number');
        // The contract checks expMonth/expYear; the form has one expiry field.
        const path = field === 'expMonth' || field === 'expYear' ? 'expiry' : field;
        if (path === 'expiry' && !expiry) continue;
        ctx.addIssue({ code: 'custom', path: [path], message: issue.message });
      }
    }
    if (!expiry || !parsed.success) return z.NEVER;
    return { kind: 'new' as const, card: parsed.data };
  });
export type CardFormValues = z.input<typeof CardFormSchema>;
export type CardFormOutput = z.output<typeof CardFormSchema>;

/** "04 / 27", "4/27", "04/2027" → { month: 4, year: 2027 }; null when it is not a date. */
export function parseExpiry(text: string): { month: number; year: number } | null {
  const m = /^\s*(\d{1,2})\s*\/?\s*(\d{2}|\d{4})\s*$/.exec(text.replace(/\s*\/\s*/, '/'));
  if (!m) return null;
  const month = Number(m[1]);
  const year = m[2]!.length === 2 ? 2000 + Number(m[2]) : Number(m[2]);
  return month >= 1 && month <= 12 ? { month, year } : null;
}

/** Digits in groups as typed: 4-6-5 for American Express, 4-4-4-4(-3) otherwise. */
export function formatCardNumber(text: string): string {
  const digits = text.replace(/\D/g, '').slice(0, 19);
  const groups = cardBrand(digits) === 'amex' ? [4, 6, 5] : [4, 4, 4, 4, 3];
  const out: string[] = [];
  let at = 0;
  for (const size of groups) {
    if (at >= digits.length) break;
    out.push(digits.slice(at, at + size));
    at += size;
  }
  return out.join(' ');
}

/** "0427" → "04 / 27" while typing. */
export function formatExpiry(text: string): string {
  const digits = text.replace(/\D/g, '').slice(0, 4);
  return digits.length <= 2 ? digits : `${digits.slice(0, 2)} / ${digits.slice(2)}`;
}
