// Premiums after the first: each billing period of a plan, what the customer sees of it, and "Pay now".
import { z } from 'zod';
import { Cents, IsoDateSchema, IsoDateTimeSchema, ProductSchema } from './common';

export const PremiumPaymentStatusSchema = z.enum(['PAID', 'DUE', 'PAST_DUE', 'LAPSED', 'VOID']).meta({
  id: 'PremiumPaymentStatus',
  description:
    'DUE: to be charged on its date. PAST_DUE: a charge failed and is retried 3 and 7 days after the due date. ' +
    'LAPSED: the last retry failed and the plan lapsed. VOID: not owed (the plan ended first).',
});
export type PremiumPaymentStatus = z.infer<typeof PremiumPaymentStatusSchema>;

export const PremiumPaymentSchema = z
  .strictObject({
    id: z.uuid(),
    agreementUuid: z.uuid(),
    product: ProductSchema,
    petName: z.string(),
    planName: z.string(),
    periodStart: IsoDateSchema,
    periodEnd: IsoDateSchema.describe('Last day this payment covers'),
    amountCents: Cents,
    method: z.enum(['CARD', 'PAYROLL']),
    status: PremiumPaymentStatusSchema,
    attempts: z.int().min(0),
    nextAttemptOn: IsoDateSchema.nullable().describe('When we try the card again on our own (PAST_DUE)'),
    lastAttemptOn: IsoDateSchema.nullable().describe(
      'Unpaid periods (DUE, PAST_DUE): the day of our last try; still unpaid after it, the plan lapses',
    ),
    coverEndsOn: IsoDateSchema.nullable().describe(
      'Unpaid periods: the last day paid for, where cover ends if the plan lapses; LAPSED: the day cover ended',
    ),
    declineMessage: z.string().nullable(),
    card: z.strictObject({ brand: z.string(), last4: z.string() }).nullable(),
    paidAt: IsoDateTimeSchema.nullable(),
    /** First payments were taken at checkout; later ones by the billing job. */
    takenAtCheckout: z.boolean(),
  })
  .meta({ id: 'PremiumPayment' });
export type PremiumPayment = z.infer<typeof PremiumPaymentSchema>;

export const PaymentHistorySchema = z
  .strictObject({
    payments: z.array(PremiumPaymentSchema).describe('Newest period first'),
    pastDueCents: Cents.describe('What is owed now (PAST_DUE and LAPSED periods)'),
  })
  .meta({ id: 'PaymentHistory' });
export type PaymentHistory = z.infer<typeof PaymentHistorySchema>;
