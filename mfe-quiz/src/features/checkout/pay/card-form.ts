// The pay step's form: where the money comes from (a new card, a card on file, or payroll), and for a new
// card the kit's card entry (@tailwise/shared/form/card-fields), checked before anything is sent.
import { CardEntryFields, checkCardEntry } from '@tailwise/shared/form/card-fields';
import { z } from 'zod';

export const NEW_CARD = 'new';
/** Employer members pay by payroll deduction: no card at all. */
export const PAYROLL = 'payroll';

export const CardFormSchema = CardEntryFields.extend({
  /** NEW_CARD, PAYROLL, or a wallet card's paymentProviderId (a signed-in customer's card on file). */
  source: z.string(),
}).transform((v, ctx) => {
  if (v.source === PAYROLL) return { kind: 'payroll' as const };
  if (v.source !== NEW_CARD) return { kind: 'saved' as const, paymentProviderId: v.source };
  const card = checkCardEntry(v, ctx);
  return card ? { kind: 'new' as const, card } : z.NEVER;
});
export type CardFormValues = z.input<typeof CardFormSchema>;
export type CardFormOutput = z.output<typeof CardFormSchema>;
