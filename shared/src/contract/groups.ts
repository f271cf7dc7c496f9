// Employer groups (benefits), their seats and promo codes, and distribution partners.
import { z } from 'zod';
import { EmailSchema, IsoDateTimeSchema, ProductSchema, PromoCodeSchema } from './common';

export const GroupIdSchema = z.string().regex(/^[a-z0-9-]{1,64}$/, 'Not a valid group id');

export const GroupSchema = z
  .strictObject({
    id: z.string(),
    name: z.string(),
    logoUrl: z.string().nullable(),
    seatLookup: z.enum(['WORK_EMAIL', 'EMPLOYEE_ID']).describe('How a member proves a seat'),
    products: z.array(ProductSchema),
    payrollDeduction: z.boolean().describe('Members pay through the GROUP payment provider'),
    enrollmentOpen: z.boolean(),
    hasPromo: z.boolean(),
  })
  .meta({ id: 'Group' });
export type Group = z.infer<typeof GroupSchema>;

export const GroupParamsSchema = z.strictObject({ groupId: GroupIdSchema });
export const GroupPromoParamsSchema = z.strictObject({ group: GroupIdSchema });

export const SeatClaimRequestSchema = z
  .strictObject({
    workEmail: EmailSchema.optional(),
    employeeId: z.string().trim().min(1, 'Required').max(64).optional(),
  })
  .refine((v) => (v.workEmail === undefined) !== (v.employeeId === undefined), {
    message: 'Send either workEmail or employeeId',
  })
  .meta({ id: 'SeatClaimRequest' });
export type SeatClaimRequest = z.input<typeof SeatClaimRequestSchema>;

export const SeatClaimSchema = z
  .strictObject({
    groupId: z.string(),
    seatId: z.string(),
    status: z.literal('CLAIMED'),
    claimedAt: IsoDateTimeSchema,
    paymentProvider: z.strictObject({ paymentProvider: z.literal('GROUP'), paymentProviderId: z.string() }),
  })
  .meta({ id: 'SeatClaim' });
export type SeatClaim = z.infer<typeof SeatClaimSchema>;

/** Message the front end extends with ", or contact support at {email}." (spec §8). */
export const GROUP_SEAT_NOT_FOUND_MESSAGE = "We couldn't find your seat in this group. Check the details you entered";

export const GroupPromoSchema = z
  .strictObject({
    ri: z.string().describe('Referrer id to store as referrer data'),
    rt: z.literal('GROUP'),
    groupId: z.string(),
    promoCode: PromoCodeSchema,
  })
  .meta({ id: 'GroupPromo' });
export type GroupPromo = z.infer<typeof GroupPromoSchema>;

export const PartnerSchema = z
  .strictObject({
    ri: z.string(),
    displayName: z.string(),
    logoUrl: z.string().nullable(),
    products: z.array(ProductSchema).describe('Products sold through this partner'),
    promoCode: PromoCodeSchema.nullable(),
    hidePrices: z.boolean().describe('Quote screens show coverage but not prices'),
    coBranded: z.boolean().describe('Show the partner logo beside ours'),
    enrollmentPath: z.string().describe('Where the partner’s members start'),
    defaultBillingInterval: z.enum(['month', 'year']),
  })
  .meta({ id: 'Partner' });
export type Partner = z.infer<typeof PartnerSchema>;

export const PartnerParamsSchema = z.strictObject({
  ri: z.string().regex(/^[a-z0-9-]{1,64}$/, 'Not a valid partner id'),
});
