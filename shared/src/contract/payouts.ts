// Where claim payouts go: the card on file (the default) or a bank account the customer enters. Only the last
// four digits of an account are ever kept or shown.
import { z } from 'zod';
import { CardBrandSchema } from './payments';

/** ABA routing numbers carry a checksum: 3·(d1+d4+d7) + 7·(d2+d5+d8) + (d3+d6+d9) is a multiple of 10. */
export function isRoutingNumber(value: string): boolean {
  if (!/^\d{9}$/.test(value)) return false;
  const d = [...value].map(Number);
  const sum = 3 * (d[0]! + d[3]! + d[6]!) + 7 * (d[1]! + d[4]! + d[7]!) + (d[2]! + d[5]! + d[8]!);
  return sum % 10 === 0 && value !== '000000000';
}

export const BankAccountTypeSchema = z.enum(['CHECKING', 'SAVINGS']).meta({ id: 'BankAccountType' });

export const PayoutMethodRequestSchema = z
  .discriminatedUnion('kind', [
    z.strictObject({
      kind: z.literal('BANK_ACCOUNT'),
      holderName: z.string().trim().min(1, 'Required').max(100, 'Use at most 100 characters'),
      routingNumber: z
        .string()
        .trim()
        .regex(/^\d{9}$/, 'Enter the 9-digit routing number')
        .refine(isRoutingNumber, 'This is not a valid routing number: check the digits'),
      accountNumber: z
        .string()
        .trim()
        .regex(/^\d{4,17}$/, 'Enter 4 to 17 digits'),
      accountType: BankAccountTypeSchema,
    }),
    z.strictObject({ kind: z.literal('CARD').describe('Pay claims to the default card on file') }),
  ])
  .meta({ id: 'PayoutMethodRequest' });
export type PayoutMethodRequest = z.input<typeof PayoutMethodRequestSchema>;

export const PayoutMethodSchema = z
  .discriminatedUnion('kind', [
    z.strictObject({
      kind: z.literal('BANK_ACCOUNT'),
      holderName: z.string(),
      accountType: BankAccountTypeSchema,
      routingLast4: z.string().regex(/^\d{4}$/),
      accountLast4: z.string().regex(/^\d{4}$/),
    }),
    z.strictObject({ kind: z.literal('CARD'), brand: CardBrandSchema, last4: z.string().regex(/^\d{4}$/) }),
  ])
  .meta({ id: 'PayoutMethod' });
export type PayoutMethod = z.infer<typeof PayoutMethodSchema>;

export const PayoutSettingsSchema = z
  .strictObject({
    method: PayoutMethodSchema.nullable().describe('Where payouts go now; null: no bank account and no card on file'),
    describe: z.string().nullable().describe('"Visa ending 4242", "Bank account ending 6789"'),
  })
  .meta({ id: 'PayoutSettings' });
export type PayoutSettings = z.infer<typeof PayoutSettingsSchema>;
