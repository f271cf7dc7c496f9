// Card entry as one shape for every form that takes a card (checkout's pay step, the dashboard's wallet):
// number in groups, expiry typed as MM / YY, security code and billing ZIP, checked with the contract's
// CardTokenRequestSchema so the browser refuses exactly what the API would.
import { cardBrand, CardTokenRequestSchema, type CardTokenRequest } from '@tailwise/shared/contract';
import { z } from 'zod';

export const CardEntryFields = z.object({
  number: z.string(),
  expiry: z.string(),
  cvc: z.string(),
  postalCode: z.string(),
});
export type CardEntryValues = z.input<typeof CardEntryFields>;

export const emptyCardEntry: CardEntryValues = { number: '', expiry: '', cvc: '', postalCode: '' };

const FIELD_ORDER: ReadonlyArray<keyof CardEntryValues> = ['number', 'expiry', 'cvc', 'postalCode'];
/** The contract speaks of expMonth and expYear; the form has one expiry field (also for server errors). */
export const CARD_FIELD_MAP: Record<string, keyof CardEntryValues> = { expMonth: 'expiry', expYear: 'expiry' };

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

/**
 * Checks a card entry inside a zod transform: every problem at once, in the form's order (a bad expiry
 * does not hide a bad number). Gives the token request, or null after adding the issues to `ctx`.
 */
export function checkCardEntry(v: CardEntryValues, ctx: z.RefinementCtx): CardTokenRequest | null {
  const issues: Array<{ field: keyof CardEntryValues; message: string }> = [];
  const expiry = parseExpiry(v.expiry);
  if (!expiry) issues.push({ field: 'expiry', message: 'Enter the expiry date as MM / YY' });
  const parsed = CardTokenRequestSchema.safeParse({
    number: v.number,
    expMonth: expiry?.month ?? 12,
    expYear: expiry?.year ?? 2100,
    cvc: v.cvc,
    ...(v.postalCode.trim() ? { postalCode: v.postalCode.trim() } : {}),
  });
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const raw = String(issue.path[0] ?? 'number');
      const field = CARD_FIELD_MAP[raw] ?? (raw as keyof CardEntryValues);
      // One message per field: the first is the one to fix first.
      if (issues.some((i) => i.field === field)) continue;
      issues.push({ field, message: issue.message });
    }
  }
  issues.sort((x, y) => FIELD_ORDER.indexOf(x.field) - FIELD_ORDER.indexOf(y.field));
  for (const { field, message } of issues) ctx.addIssue({ code: 'custom', path: [field], message });
  return issues.length === 0 && parsed.success ? parsed.data : null;
}

/** A form that is only a card entry (the wallet's "add a card"): its output is the token request. */
export const CardEntrySchema = CardEntryFields.transform((v, ctx) => checkCardEntry(v, ctx) ?? z.NEVER);
