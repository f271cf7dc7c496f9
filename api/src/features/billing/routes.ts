// A customer's premiums: the payment history with receipts, and "Pay now" for a period the card on file missed.
import { AgreementParamsSchema, PaymentHistorySchema } from '@tailwise/shared/contract';
import type { AppContext } from '../../context';
import { defineRoute, type AnyRoute } from '../../http/route';
import { ensureCustomer } from '../customers/customer-repository';
import { payNow } from './billing-service';
import { paymentHistory, receiptHtml } from './history';

export function billingRoutes(ctx: AppContext): AnyRoute[] {
  return [
    defineRoute({
      method: 'GET',
      url: '/me/payments/',
      summary: 'My payment history',
      description:
        'Every premium of my plans, newest period first: the first (taken at checkout) and each later one, with its ' +
        'status (PAID, DUE, PAST_DUE with the next try, LAPSED, VOID), card, and what is owed now.',
      tags: ['Billing'],
      auth: 'required',
      responses: { 200: { description: 'The history', schema: PaymentHistorySchema } },
      handler: async ({ user }) => {
        const customer = await ensureCustomer(ctx.db, user);
        return { status: 200, body: await paymentHistory(ctx, customer.id) };
      },
    }),
    defineRoute({
      method: 'POST',
      url: '/me/payments/:uuid/pay/',
      summary: 'Pay a past-due premium now',
      description:
        'Charges the default card on file for one PAST_DUE period (update the card first with POST /me/payment-methods/). ' +
        'Paid once, with one receipt: a second press answers 409. A decline answers 422 and leaves the retry schedule.',
      tags: ['Billing'],
      auth: 'required',
      params: AgreementParamsSchema,
      responses: {
        200: { description: 'Paid; the history as it now stands', schema: PaymentHistorySchema },
        404: { description: 'No such payment of yours' },
        409: { description: 'Already paid, or not due (the plan lapsed or ended)' },
        422: { description: 'The card was declined (PaymentDeclined, field paymentMethod)' },
      },
      handler: async ({ user, params }) => {
        const customer = await ensureCustomer(ctx.db, user);
        await payNow(ctx, customer.id, params.uuid);
        return { status: 200, body: await paymentHistory(ctx, customer.id) };
      },
    }),
    defineRoute({
      method: 'GET',
      url: '/me/payments/:uuid/receipt',
      summary: 'The receipt of one of my payments',
      description: 'The receipt email as it was sent, as an HTML page. 404 until the receipt has gone out.',
      tags: ['Billing'],
      auth: 'required',
      params: AgreementParamsSchema,
      responses: {
        200: { description: 'The receipt', contentType: 'text/html' },
        404: { description: 'No receipt (yet) for this payment of yours' },
      },
      handler: async ({ user, params }) => {
        const customer = await ensureCustomer(ctx.db, user);
        const html = await receiptHtml(ctx, customer.id, params.uuid);
        return {
          status: 200,
          stream: Buffer.from(html, 'utf8'),
          contentType: 'text/html; charset=utf-8',
          headers: {
            'cache-control': 'private, no-store',
            'x-content-type-options': 'nosniff',
            // The receipt is our own markup with inline styles; nothing in it runs.
            'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; img-src data:",
          },
        };
      },
    }),
  ];
}
