// Card tokenization, shaped like Stripe's: the card goes to the payment provider, checkout only sees a token.
import { z } from 'zod';
import { IsoDateTimeSchema } from './common';

export const CardBrandSchema = z
  .enum(['visa', 'mastercard', 'amex', 'discover', 'diners', 'jcb', 'unionpay', 'unknown'])
  .meta({ id: 'CardBrand' });
export type CardBrand = z.infer<typeof CardBrandSchema>;

/** Luhn checksum over a digit string. */
export function luhnValid(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  let double = false;
  for (let i = digits.length - 1; i >= 0; i -= 1) {
    let d = digits.charCodeAt(i) - 48;
    if (double) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
    double = !double;
  }
  return sum % 10 === 0;
}

/** Brand from the leading digits (IIN ranges). */
export function cardBrand(digits: string): CardBrand {
  if (/^4/.test(digits)) return 'visa';
  if (/^(5[1-5]|2(2[2-9]|[3-6]\d|7[01]|720))/.test(digits)) return 'mastercard';
  if (/^3[47]/.test(digits)) return 'amex';
  if (/^(6011|65|64[4-9]|622)/.test(digits)) return 'discover';
  if (/^3(0[0-5]|[689])/.test(digits)) return 'diners';
  if (/^35(2[89]|[3-8])/.test(digits)) return 'jcb';
  if (/^62/.test(digits)) return 'unionpay';
  return 'unknown';
}

const CARD_BRAND_NAMES: Record<CardBrand, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  discover: 'Discover',
  diners: 'Diners Club',
  jcb: 'JCB',
  unionpay: 'UnionPay',
  unknown: 'Card',
};

/** "visa" → "Visa", as customers read a brand; no brand reads "Card", an unlisted one as it came. */
export function cardBrandName(brand: string | null | undefined): string {
  if (!brand) return 'Card';
  const key = brand.toLowerCase();
  return key in CARD_BRAND_NAMES ? CARD_BRAND_NAMES[key as CardBrand] : brand;
}

/** True when the card's last valid day (end of expMonth) is still ahead of `now`. */
export function cardExpiryValid(expMonth: number, expYear: number, now: Date = new Date()): boolean {
  const y = now.getUTCFullYear();
  const m = now.getUTCMonth() + 1;
  return expYear > y || (expYear === y && expMonth >= m);
}

export const CardTokenRequestSchema = z
  .strictObject({
    number: z
      .string()
      .trim()
      .max(23, 'Your card number is invalid')
      .transform((v) => v.replace(/[\s-]/g, ''))
      .pipe(z.string().regex(/^\d{12,19}$/, 'Your card number is incomplete')),
    expMonth: z.int('Enter the expiry month').min(1, 'Invalid month').max(12, 'Invalid month'),
    expYear: z.int('Enter the expiry year').min(2000, 'Use a 4-digit year').max(2100, 'Use a 4-digit year'),
    cvc: z
      .string()
      .trim()
      .regex(/^\d{3,4}$/, 'Your security code is incomplete'),
    postalCode: z.string().trim().max(10).optional(),
  })
  .superRefine((card, ctx) => {
    if (!luhnValid(card.number))
      ctx.addIssue({ code: 'custom', path: ['number'], message: 'Your card number is invalid' });
    if (!cardExpiryValid(card.expMonth, card.expYear)) {
      ctx.addIssue({ code: 'custom', path: ['expYear'], message: "Your card's expiration date is in the past" });
    }
    const amex = cardBrand(card.number) === 'amex';
    if (amex && card.cvc.length !== 4)
      ctx.addIssue({ code: 'custom', path: ['cvc'], message: 'American Express cards have a 4-digit security code' });
    if (!amex && card.cvc.length !== 3)
      ctx.addIssue({ code: 'custom', path: ['cvc'], message: 'Your security code is incomplete' });
  })
  .meta({
    id: 'CardTokenRequest',
    description: 'Sandbox only: a real provider tokenizes in the browser, and card data never reaches the API',
  });
export type CardTokenRequest = z.input<typeof CardTokenRequestSchema>;

export const CardTokenSchema = z
  .strictObject({
    token: z.string().describe('Single-use token for checkout, e.g. tok_...'),
    card: z.strictObject({
      brand: CardBrandSchema,
      last4: z.string(),
      expMonth: z.int(),
      expYear: z.int(),
    }),
    createdAt: IsoDateTimeSchema,
  })
  .meta({ id: 'CardToken' });
export type CardToken = z.infer<typeof CardTokenSchema>;

/** Stripe's well-known test cards and how the sandbox treats each at charge time. */
export const SANDBOX_TEST_CARDS = {
  '4242424242424242': 'succeeds',
  '4000056655665556': 'succeeds',
  '5555555555554444': 'succeeds',
  '2223003122003222': 'succeeds',
  '5200828282828210': 'succeeds',
  '378282246310005': 'succeeds',
  '371449635398431': 'succeeds',
  '6011111111111117': 'succeeds',
  '3056930009020004': 'succeeds',
  '3566002020360505': 'succeeds',
  '6200000000000005': 'succeeds',
  '4000000000000002': 'card_declined',
  '4000000000009995': 'insufficient_funds',
  '4000000000009987': 'lost_card',
  '4000000000009979': 'stolen_card',
  '4000000000000069': 'expired_card',
  '4000000000000127': 'incorrect_cvc',
  '4000000000000119': 'processing_error',
  '4100000000000019': 'fraudulent',
  // Stripe's "attaches, then every charge fails": saved at checkout or in the wallet, declined at renewal.
  '4000000000000341': 'declines_after_attach',
} as const;
export type SandboxOutcome = (typeof SANDBOX_TEST_CARDS)[keyof typeof SANDBOX_TEST_CARDS] | 'test_mode_live_card';
