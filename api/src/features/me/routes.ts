// The signed-in customer's profile and email verification (spec §7).
import {
  MeSchema,
  PaymentMethodCreateSchema,
  PaymentMethodParamsSchema,
  ProfileUpdateSchema,
  VerifyEmailCodeParamsSchema,
  VerifyEmailResultSchema,
  VerifyEmailSentSchema,
  WalletPaymentProviderSchema,
  WalletSchema,
} from '@tailwise/shared/contract';
import type { AppContext } from '../../context';
import { defineRoute, type AnyRoute } from '../../http/route';
import { ensureCustomer } from '../customers/customer-repository';
import { sendVerificationEmail, verifyEmail } from './email-verification';
import { getMe, getMeForUser, updateProfile } from './me-service';
import { addCard, makeDefault, removeCard } from './payment-methods';

export function meRoutes(ctx: AppContext): AnyRoute[] {
  return [
    defineRoute({
      method: 'GET',
      url: '/me/',
      summary: 'My profile',
      description: 'The signed-in customer. A first call with a new Firebase account creates the customer record.',
      tags: ['Me'],
      auth: 'required',
      responses: { 200: { description: 'The profile', schema: MeSchema } },
      handler: async ({ user }) => ({ status: 200, body: await getMeForUser(ctx, user) }),
    }),
    defineRoute({
      method: 'PATCH',
      url: '/me/profile/',
      summary: 'Update my profile',
      description: 'Partial update: only the fields sent change. Phone numbers are stored as +1XXXXXXXXXX.',
      tags: ['Me'],
      auth: 'required',
      body: ProfileUpdateSchema,
      responses: { 200: { description: 'The updated profile', schema: MeSchema } },
      handler: async ({ user, body }) => {
        const customer = await ensureCustomer(ctx.db, user);
        const updated = await updateProfile(ctx, customer, body);
        return { status: 200, body: await getMe(ctx, updated) };
      },
    }),
    defineRoute({
      method: 'POST',
      url: '/me/verify_email/',
      summary: 'Send me an email verification link',
      description:
        'Mails a single-use link, valid 24 hours, to the account email. Its code goes to GET /me/verify_email/{code}/.',
      tags: ['Me'],
      auth: 'required',
      rateLimit: ctx.config.rateLimits.verifyEmail,
      responses: {
        202: { description: 'Sent', schema: VerifyEmailSentSchema },
        409: { description: 'EmailAlreadyVerified' },
        422: { description: 'The account has no email address' },
      },
      handler: async ({ user }) => {
        const customer = await ensureCustomer(ctx.db, user);
        const { expiresAt } = await sendVerificationEmail(ctx, customer);
        return { status: 202, body: { sent: true, expiresAt: expiresAt.toISOString() } };
      },
    }),
    defineRoute({
      method: 'GET',
      url: '/me/verify_email/:code/',
      summary: 'Verify my email with a code',
      description: 'Single use. Unknown codes, and codes of other accounts, answer 404.',
      tags: ['Me'],
      auth: 'required',
      params: VerifyEmailCodeParamsSchema,
      responses: {
        200: { description: 'Verified', schema: VerifyEmailResultSchema },
        404: { description: 'No such code for this account' },
        409: { description: 'EmailVerificationCodeUsed' },
        422: {
          description: 'EmailVerificationCodeExpired: expired, or mailed to an address the account no longer has',
        },
      },
      handler: async ({ user, params }) => {
        const customer = await ensureCustomer(ctx.db, user);
        await verifyEmail(ctx, customer, user, params.code);
        return { status: 200, body: { emailVerified: true } };
      },
    }),
    defineRoute({
      method: 'POST',
      url: '/me/payment-methods/',
      summary: 'Add a card to my wallet',
      description:
        'With a token from POST /payments/tokens/ (made while signed in, or anonymously). The provider checks the card ' +
        '(sandbox: declining test cards are refused) and the token is used up. `isDefault: true` makes it the default; ' +
        'the first card of a wallet always is. The same card again answers its existing entry (200).',
      tags: ['Me'],
      auth: 'required',
      body: PaymentMethodCreateSchema,
      responses: {
        201: { description: 'Added', schema: WalletPaymentProviderSchema },
        200: { description: 'Already in the wallet (made the default if asked)', schema: WalletPaymentProviderSchema },
        422: {
          description: "PaymentTokenInvalid (unknown, another account's, used or expired token) or PaymentDeclined",
        },
      },
      handler: async ({ user, body }) => {
        const customer = await ensureCustomer(ctx.db, user);
        const { entry, created } = await addCard(
          ctx,
          { id: customer.id, uid: user.uid },
          body.token,
          body.isDefault ?? false,
        );
        return { status: created ? 201 : 200, body: entry };
      },
    }),
    defineRoute({
      method: 'PUT',
      url: '/me/payment-methods/:paymentProviderId/default/',
      summary: 'Make a payment method my default',
      tags: ['Me'],
      auth: 'required',
      params: PaymentMethodParamsSchema,
      responses: {
        200: { description: 'The wallet, with exactly one default', schema: WalletSchema },
        404: { description: 'Not in your wallet' },
      },
      handler: async ({ user, params }) => {
        const customer = await ensureCustomer(ctx.db, user);
        return { status: 200, body: await makeDefault(ctx, customer.id, params.paymentProviderId) };
      },
    }),
    defineRoute({
      method: 'DELETE',
      url: '/me/payment-methods/:paymentProviderId/',
      summary: 'Remove a card from my wallet',
      description: 'Not the default card (make another the default first), and not payroll deduction.',
      tags: ['Me'],
      auth: 'required',
      params: PaymentMethodParamsSchema,
      responses: {
        200: { description: 'The wallet', schema: WalletSchema },
        404: { description: 'Not in your wallet' },
        409: { description: 'Conflict: it is the default card' },
        422: { description: 'Payroll deduction cannot be removed here' },
      },
      handler: async ({ user, params }) => {
        const customer = await ensureCustomer(ctx.db, user);
        return { status: 200, body: await removeCard(ctx, customer.id, params.paymentProviderId) };
      },
    }),
  ];
}
