// Employer groups (benefits), their seats and promo codes, and distribution partners.
import { z } from 'zod';
import { EmailSchema, IsoDateSchema, IsoDateTimeSchema, ProductSchema, PromoCodeSchema, ZipCodeSchema } from './common';

export const GroupIdSchema = z.string().regex(/^[a-z0-9-]{1,64}$/, 'Not a valid group id');

export const GroupSchema = z
  .strictObject({
    id: z.string(),
    name: z.string(),
    logoUrl: z.string().nullable(),
    seatLookup: z.enum(['WORK_EMAIL', 'EMPLOYEE_ID']).describe('How a member proves a seat'),
    employeeIdCheck: z
      .enum(['DATE_OF_BIRTH', 'HOME_ZIP'])
      .nullable()
      .describe('EMPLOYEE_ID groups: the second fact the employer supplied with each seat; null for WORK_EMAIL groups'),
    products: z.array(ProductSchema),
    payrollDeduction: z.boolean().describe('Members pay through the GROUP payment provider'),
    enrollmentOpen: z.boolean(),
    hasPromo: z.boolean(),
  })
  .meta({ id: 'Group' });
export type Group = z.infer<typeof GroupSchema>;

export const GroupParamsSchema = z.strictObject({ groupId: GroupIdSchema });
export const GroupPromoParamsSchema = z.strictObject({ group: GroupIdSchema });

/** Length of the code mailed to a work email, how long it lasts, how many tries it allows, and the resend wait. */
export const SEAT_CODE_RULES = { digits: 6, ttlMinutes: 15, maxTries: 5, resendWaitSeconds: 60 } as const;

export const SeatCodeSchema = z
  .string()
  .trim()
  .regex(/^\d{6}$/, 'Enter the 6-digit code from the email');

/**
 * Proof of a seat: a work email with the code mailed to it, or an employee id with the second fact the
 * employer supplied (the group's employeeIdCheck). Which fields are required depends on the group, so the
 * API names the missing one in a 400.
 */
export const SeatClaimRequestSchema = z
  .strictObject({
    workEmail: EmailSchema.optional(),
    code: SeatCodeSchema.optional(),
    employeeId: z.string().trim().min(1, 'Required').max(64).optional(),
    dateOfBirth: IsoDateSchema.optional(),
    homeZip: ZipCodeSchema.optional(),
  })
  .refine((v) => (v.workEmail === undefined) !== (v.employeeId === undefined), {
    message: 'Send either workEmail or employeeId',
  })
  .meta({ id: 'SeatClaimRequest' });
export type SeatClaimRequest = z.input<typeof SeatClaimRequestSchema>;

export const SeatCodeRequestSchema = z.strictObject({ workEmail: EmailSchema }).meta({ id: 'SeatCodeRequest' });
export type SeatCodeRequest = z.input<typeof SeatCodeRequestSchema>;

/** Always the same answer, whether or not the email has a seat: the API never says who works there. */
export const SeatCodeSentSchema = z
  .strictObject({
    sentTo: z.string().describe('The address as typed (normalised)'),
    expiresInSeconds: z.int().positive(),
    resendAfterSeconds: z.int().positive(),
  })
  .meta({ id: 'SeatCodeSent' });
export type SeatCodeSent = z.infer<typeof SeatCodeSentSchema>;

/** The answer to a code request, whatever the email: the front end shows it as is. */
export const SEAT_CODE_SENT_MESSAGE = 'If this email has a seat with your employer, we sent it a 6-digit code.';

export const GroupSearchQuerySchema = z.strictObject({
  q: z.string().trim().min(2, 'Type at least 2 letters').max(80, 'Use at most 80 characters'),
});
export type GroupSearchQuery = z.input<typeof GroupSearchQuerySchema>;

/** What anyone may learn about an employer from a search: enough to pick it, nothing about its people. */
export const GroupSummarySchema = z
  .strictObject({
    id: z.string(),
    name: z.string(),
    logoUrl: z.string().nullable(),
    enrollmentOpen: z.boolean(),
  })
  .meta({ id: 'GroupSummary' });
export type GroupSummary = z.infer<typeof GroupSummarySchema>;

export const GroupSearchSchema = z
  .strictObject({ groups: z.array(GroupSummarySchema).max(10) })
  .meta({ id: 'GroupSearch' });
export type GroupSearch = z.infer<typeof GroupSearchSchema>;

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
