// The signed-in customer's referral link, signups and rewards.
import { FREE_LOOK_DAYS, ReferralsSchema } from '@tailwise/shared/contract';
import type { AppContext } from '../../context';
import { defineRoute, type AnyRoute } from '../../http/route';
import { ensureCustomer } from '../customers/customer-repository';
import { REFERRAL_FRIEND_PERCENT_OFF, REFERRAL_PROMO_PREFIX, REFERRAL_REWARD_CENTS } from '../promos/promo-service';
import { referralRewards } from './rewards';

const sum = (rewards: Array<{ amountCents: number }>) => rewards.reduce((s, r) => s + r.amountCents, 0);

export function referralRoutes(ctx: AppContext): AnyRoute[] {
  return [
    defineRoute({
      method: 'GET',
      url: '/referrals/',
      summary: 'My referral link and rewards',
      description:
        `A friend who buys through the link gets ${REFERRAL_FRIEND_PERCENT_OFF}% off with the rpc code. Each such purchase ` +
        `earns a reward once the friend's ${FREE_LOOK_DAYS}-day free look has passed without cancelling: PENDING until ` +
        'then (freeLookEndsOn), EARNED after, VOID if every plan was cancelled inside it. rewardsEarnedCents counts ' +
        'EARNED and PAID rewards, rewardsPendingCents the PENDING ones.',
      tags: ['Referrals'],
      auth: 'required',
      responses: { 200: { description: 'Referral link, signups and rewards', schema: ReferralsSchema } },
      handler: async ({ user }) => {
        const customer = await ensureCustomer(ctx.db, user);
        const rewards = await referralRewards(ctx.db, customer.id);
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
            rewardPerFriendCents: REFERRAL_REWARD_CENTS,
            link,
            signups: rewards.length,
            rewards: rewards.map((r) => ({
              uuid: r.uuid,
              amountCents: r.amountCents,
              status: r.status,
              freeLookEndsOn: r.freeLookEndsOn,
              createdAt: r.createdAt.toISOString(),
            })),
            rewardsEarnedCents: sum(rewards.filter((r) => r.status === 'EARNED' || r.status === 'PAID')),
            rewardsPendingCents: sum(rewards.filter((r) => r.status === 'PENDING')),
          },
        };
      },
    }),
  ];
}
