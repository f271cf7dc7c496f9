// The signed-in customer's referral link and rewards.
import { z } from 'zod';
import { Cents, IsoDateSchema, IsoDateTimeSchema, UuidSchema } from './common';

export const ReferralRewardSchema = z
  .strictObject({
    uuid: UuidSchema,
    amountCents: Cents,
    status: z
      .enum(['PENDING', 'EARNED', 'PAID', 'VOID'])
      .describe(
        "PENDING through the friend's 30-day free look; EARNED once it passed with a plan not cancelled inside it; VOID if every plan was; PAID once paid out",
      ),
    /** Optional in the schema only so older fixtures parse; the API always sends it. */
    freeLookEndsOn: IsoDateSchema.optional().describe("Last day of the friend's free look; decided the day after"),
    createdAt: IsoDateTimeSchema,
  })
  .meta({ id: 'ReferralReward' });

export const ReferralsSchema = z
  .strictObject({
    ri: z.string().describe('Referrer id'),
    rt: z.literal('CUSTOMER').describe('Referrer type'),
    rpc: z.string().describe('Promo code a referred friend gets'),
    percentOff: z.int().describe('What rpc takes off a friend’s price'),
    link: z.string().describe('Share link carrying ri, rt and rpc'),
    signups: z.int().min(0).describe('Customers who bought through this link'),
    rewards: z.array(ReferralRewardSchema),
    rewardsEarnedCents: Cents.describe('EARNED and PAID rewards'),
    /** Optional in the schema only so older fixtures parse; the API always sends it. */
    rewardsPendingCents: Cents.optional().describe('Rewards waiting for a friend’s free look to pass'),
    /** Optional in the schema only so older fixtures parse; the API always sends it. */
    rewardPerFriendCents: Cents.optional().describe(
      'What the referrer earns for each friend who joins and keeps a plan',
    ),
  })
  .meta({ id: 'Referrals' });
export type Referrals = z.infer<typeof ReferralsSchema>;
