// The signed-in customer's referral link and rewards.
import { z } from 'zod';
import { Cents, IsoDateTimeSchema, UuidSchema } from './common';

export const ReferralRewardSchema = z
  .strictObject({
    uuid: UuidSchema,
    amountCents: Cents,
    status: z.enum(['EARNED', 'PAID']),
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
    rewardsEarnedCents: Cents,
  })
  .meta({ id: 'Referrals' });
export type Referrals = z.infer<typeof ReferralsSchema>;
