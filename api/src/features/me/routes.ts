// The signed-in customer's profile and email verification (spec §7).
import {
  MeSchema,
  ProfileUpdateSchema,
  VerifyEmailCodeParamsSchema,
  VerifyEmailResultSchema,
  VerifyEmailSentSchema,
} from '@tailwise/shared/contract';
import type { AppContext } from '../../context';
import { defineRoute, type AnyRoute } from '../../http/route';
import { ensureCustomer } from '../customers/customer-repository';
import { sendVerificationEmail, verifyEmail } from './email-verification';
import { getMe, getMeForUser, updateProfile } from './me-service';

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
        422: { description: 'EmailVerificationCodeExpired' },
      },
      handler: async ({ user, params }) => {
        const customer = await ensureCustomer(ctx.db, user);
        await verifyEmail(ctx, customer, params.code);
        return { status: 200, body: { emailVerified: true } };
      },
    }),
  ];
}
