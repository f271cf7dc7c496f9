// The signed-in customer's referral link, signups and rewards.
import { ReferralsSchema } from '@tailwise/shared/contract';
import type { AppContext } from '../../context';
import { defineRoute, type AnyRoute } from '../../http/route';
import { ensureCustomer } from '../customers/customer-repository';
import { REFERRAL_FRIEND_PERCENT_OFF, REFERRAL_PROMO_PREFIX } from '../promos/promo-service';

export function referralRoutes(ctx: AppContext): AnyRoute[] {
  return [
    defineRoute({
      method: 'GET',
      url: '/referrals/',
      summary: 'My referral link and rewards',
      description: `A friend who buys through the link gets ${REFERRAL_FRIEND_PERCENT_OFF}% off with the rpc code; each such purchase earns a reward.`,
      tags: ['Referrals'],
      auth: 'required',
      responses: { 200: { description: 'Referral link, signups and rewards', schema: ReferralsSchema } },
      handler: async ({ user }) => {
        const customer = await ensureCustomer(ctx.db, user);
        const rows = await ctx.db
          .selectFrom('referral_signups')
          .selectAll()
          .where('referrer_customer_id', '=', customer.id)
          .orderBy('created_at', 'desc')
          .execute();
        const ri = customer.referral_code;
        const rpc = `${REFERRAL_PROMO_PREFIX}${ri}`;
        const link = `${ctx.config.publicSiteUrl}/start?ri=${encodeURIComponent(ri)}&rt=CUSTOMER&rpc=${encodeURIComponent(rpc)}`;
        return {
          status: 200,
          body: {
            ri,
            rt: 'CUSTOMER' as const,
            rpc,
            percentOff: REFERRAL_FRIEND_PERCENT_OFF,
            link,
            signups: rows.length,
            rewards: rows.map((r) => ({
              uuid: r.uuid,
              amountCents: r.reward_cents,
              status: r.reward_status as 'EARNED' | 'PAID',
              createdAt: r.created_at.toISOString(),
            })),
            rewardsEarnedCents: rows.reduce((s, r) => s + r.reward_cents, 0),
          },
        };
      },
    }),
  ];
}
