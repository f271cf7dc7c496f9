// Claim payout settings: GET and PUT /me/payout-method/.
import { PayoutMethodRequestSchema, PayoutSettingsSchema } from '@tailwise/shared/contract';
import type { AppContext } from '../../context';
import { defineRoute, type AnyRoute } from '../../http/route';
import { ensureCustomer } from '../customers/customer-repository';
import { getPayoutSettings, savePayoutMethod } from './payout-settings';

export function payoutRoutes(ctx: AppContext): AnyRoute[] {
  return [
    defineRoute({
      method: 'GET',
      url: '/me/payout-method/',
      summary: 'Where my claim payouts go',
      description: 'The bank account entered for payouts, else the default card on file; null when there is neither.',
      tags: ['Me'],
      auth: 'required',
      responses: { 200: { description: 'Payout settings', schema: PayoutSettingsSchema } },
      handler: async ({ user }) => {
        const customer = await ensureCustomer(ctx.db, user);
        return { status: 200, body: await getPayoutSettings(ctx, customer.id) };
      },
    }),
    defineRoute({
      method: 'PUT',
      url: '/me/payout-method/',
      summary: 'Choose where my claim payouts go',
      description:
        'A US bank account (routing number checked by its checksum, account number 4-17 digits; only the last four digits are kept) or `{"kind":"CARD"}` for the default card on file. Approved claims waiting for a way to pay are paid at once.',
      tags: ['Me'],
      auth: 'required',
      body: PayoutMethodRequestSchema,
      responses: {
        200: { description: 'Payout settings', schema: PayoutSettingsSchema },
        400: { description: 'ValidationError naming the field (routingNumber, accountNumber, holderName...)' },
      },
      handler: async ({ user, body }) => {
        const customer = await ensureCustomer(ctx.db, user);
        return { status: 200, body: await savePayoutMethod(ctx, customer.id, body) };
      },
    }),
  ];
}
