// Sandbox card tokenization (Stripe-shaped). A real provider tokenizes in the browser instead.
import { CardTokenRequestSchema, CardTokenSchema } from '@tailwise/shared/contract';
import type { AppContext } from '../../context';
import { defineRoute, type AnyRoute } from '../../http/route';

export function paymentRoutes(ctx: AppContext): AnyRoute[] {
  return [
    defineRoute({
      method: 'POST',
      url: '/payments/tokens/',
      summary: 'Tokenize a card (sandbox)',
      description:
        'Validates the card (Luhn, expiry, CVC length by brand) and returns a single-use token for checkout. Stripe test cards behave as in ' +
        'Stripe test mode at charge time: 4242 4242 4242 4242 succeeds, 4000 0000 0000 0002 is declined, 4000 0000 0000 9995 has ' +
        'insufficient funds, and so on; other numbers are declined as live cards. Only brand, last four digits and expiry are kept. ' +
        'Signed in, the token is bound to the account and only it can pay with it. Rate-limited per IP.',
      tags: ['Payments'],
      auth: 'optional',
      body: CardTokenRequestSchema,
      rateLimit: ctx.config.rateLimits.paymentTokens,
      responses: { 201: { description: 'The token', schema: CardTokenSchema } },
      handler: async ({ body, user }) => {
        const token = await ctx.cards.tokenize(body, user?.uid ?? null);
        return {
          status: 201,
          body: {
            token: token.token,
            card: { brand: token.brand, last4: token.last4, expMonth: token.expMonth, expYear: token.expYear },
            createdAt: token.createdAt.toISOString(),
          },
        };
      },
    }),
  ];
}
