// Employer groups and benefits (spec §7 group promo), seat proof and claims, and distribution partners.
import {
  GroupParamsSchema,
  GroupSearchQuerySchema,
  GroupSearchSchema,
  SEAT_CODE_RULES,
  SeatCodeRequestSchema,
  SeatCodeSentSchema,
  GroupPromoParamsSchema,
  GroupPromoSchema,
  GroupSchema,
  PartnerParamsSchema,
  PartnerSchema,
  SeatClaimRequestSchema,
  SeatClaimSchema,
  type Partner,
  type Product,
} from '@tailwise/shared/contract';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import { ApiError, errorBody } from '../../http/errors';
import { defineRoute, type AnyRoute } from '../../http/route';
import { toPromoCode } from '../promos/promo-service';
import { claimSeat, getGroup, getGroupPromo, requestSeatCode, searchGroups } from './group-service';
import { ageSeatCode, ResendWait } from './seat-codes';

const groupInPath = (request: FastifyRequest) => String((request.params as { groupId?: unknown }).groupId ?? '');

export function groupRoutes(ctx: AppContext): AnyRoute[] {
  const limits = ctx.config.rateLimits;
  const routes: AnyRoute[] = [
    defineRoute({
      method: 'GET',
      url: '/groups/',
      summary: 'Find an employer by name or enrollment code',
      description:
        'Employers whose name contains `q`, or whose enrollment code (or id) is `q`, at most 10: only id, name, logo and ' +
        'whether enrollment is open. Nothing about members.',
      tags: ['Groups'],
      auth: 'none',
      query: GroupSearchQuerySchema,
      rateLimit: limits.groupSearch,
      responses: { 200: { description: 'Matching employers, by name', schema: GroupSearchSchema } },
      handler: async ({ query }) => ({ status: 200, body: { groups: await searchGroups(ctx, query.q) } }),
    }),
    defineRoute({
      method: 'GET',
      url: '/groups/:groupId',
      summary: 'Look up an employer group',
      tags: ['Groups'],
      auth: 'none',
      params: GroupParamsSchema,
      responses: { 200: { description: 'The group', schema: GroupSchema }, 404: { description: 'No such group' } },
      handler: async ({ params }) => ({ status: 200, body: await getGroup(ctx, params.groupId) }),
    }),
    defineRoute({
      method: 'POST',
      url: '/groups/:groupId/seats/code/',
      summary: 'Email a seat code to my work address',
      description:
        'WORK_EMAIL groups. 202 with the same answer whether or not the address has a seat ("if this email has a seat we ' +
        'sent a code"); only an address with a seat gets the email. The code has ${SEAT_CODE_RULES.digits} digits, lasts ' +
        `${SEAT_CODE_RULES.ttlMinutes} minutes and allows ${SEAT_CODE_RULES.maxTries} tries; a new one replaces it. Asking again ` +
        `within ${SEAT_CODE_RULES.resendWaitSeconds} s is 429 SeatCodeResendWait with Retry-After and a workEmail field naming the wait. ` +
        '403 EnrollmentClosed when the group is not enrolling. Limited per address and per group.',
      tags: ['Groups'],
      auth: 'required',
      params: GroupParamsSchema,
      body: SeatCodeRequestSchema,
      rateLimit: limits.seatCode,
      keyedRateLimits: [{ name: 'group', limit: limits.seatCodePerGroup, key: groupInPath }],
      responses: {
        202: { description: 'Sent, if the address has a seat', schema: SeatCodeSentSchema },
        400: { description: 'The group confirms seats by employee id' },
        403: { description: 'EnrollmentClosed' },
        404: { description: 'No such group' },
        429: { description: 'SeatCodeResendWait (Retry-After), or too many requests' },
      },
      handler: async ({ params, body, user }) => {
        try {
          return { status: 202, body: await requestSeatCode(ctx, user, params.groupId, body.workEmail) };
        } catch (error) {
          if (!(error instanceof ResendWait)) throw error;
          return {
            status: 429,
            headers: { 'retry-after': String(error.seconds) },
            body: errorBody('SeatCodeResendWait', error.message, {
              workEmail: `We just sent a code. Wait ${error.seconds} s to send another`,
            }),
          };
        }
      },
    }),
    defineRoute({
      method: 'POST',
      url: '/groups/:groupId/seats/claim/',
      summary: 'Claim my seat in an employer group, with proof',
      description:
        'WORK_EMAIL groups: `{ workEmail, code }` with the code from POST /groups/{groupId}/seats/code/. EMPLOYEE_ID groups: ' +
        '`{ employeeId }` plus the second fact the group checks (employeeIdCheck): `dateOfBirth` (YYYY-MM-DD) or `homeZip`. ' +
        'A missing piece is a 400 naming the field. An unknown email or id, a wrong code and a wrong second fact are all 404 ' +
        'GroupSeatNotFoundError (a wrong code counts a try and its field says how many are left), whose message the front end ' +
        'extends with ", or contact support at support@tailwise.example.". An expired code is 400 SeatCodeExpired, a code ' +
        'with its tries used 400 SeatCodeTriesUsed, no code asked for 400 SeatCodeMissing. 403 EnrollmentClosed when the ' +
        'group is not enrolling. Limited per address and per group. The claim adds the GROUP payment provider (payroll ' +
        'deduction) to the wallet.',
      tags: ['Groups'],
      auth: 'required',
      params: GroupParamsSchema,
      body: SeatClaimRequestSchema,
      rateLimit: limits.seatClaim,
      keyedRateLimits: [{ name: 'group', limit: limits.seatClaimPerGroup, key: groupInPath }],
      responses: {
        200: { description: 'The seat, claimed by the caller', schema: SeatClaimSchema },
        400: { description: 'A missing field, or SeatCodeExpired / SeatCodeTriesUsed / SeatCodeMissing' },
        403: { description: 'EnrollmentClosed' },
        404: { description: 'No such group, or GroupSeatNotFoundError' },
        409: { description: 'GroupSeatTaken, or the caller holds another seat in the group' },
      },
      handler: async ({ params, body, user }) => ({
        status: 200,
        body: await claimSeat(ctx, user, params.groupId, body),
      }),
    }),
    defineRoute({
      method: 'GET',
      url: '/payment_profiles/group/:group/promo/',
      summary: 'Promo code of an employer group',
      description: '204 when the group has no promo; otherwise the referrer id (ri) to store and the promo code.',
      tags: ['Groups'],
      auth: 'none',
      params: GroupPromoParamsSchema,
      responses: {
        200: { description: 'The promo', schema: GroupPromoSchema },
        204: { description: 'The group has no promo' },
        404: { description: 'No such group' },
      },
      handler: async ({ params }) => {
        const promo = await getGroupPromo(ctx, params.group);
        return promo ? { status: 200, body: promo } : { status: 204 };
      },
    }),
    defineRoute({
      method: 'GET',
      url: '/partners/:ri',
      summary: 'Distribution partner flags',
      description:
        'Display name and logo, products sold, promo code, whether prices are hidden, co-branding, enrollment path.',
      tags: ['Partners'],
      auth: 'none',
      params: PartnerParamsSchema,
      responses: {
        200: { description: 'The partner', schema: PartnerSchema },
        404: { description: 'No such partner' },
      },
      handler: async ({ params }) => {
        const row = await ctx.db
          .selectFrom('partners')
          .leftJoin('promo_codes', 'promo_codes.code', 'partners.promo_code')
          .selectAll('partners')
          .select([
            'promo_codes.percent_off',
            'promo_codes.description',
            'promo_codes.expires_at',
            'promo_codes.active',
          ])
          .where('partners.ri', '=', params.ri)
          .executeTakeFirst();
        if (!row) throw new ApiError(404, 'NotFound', 'Partner not found');
        const promoLive = row.promo_code && row.active && row.percent_off !== null && row.description !== null;
        const partner: Partner = {
          ri: row.ri,
          displayName: row.display_name,
          logoUrl: row.logo_url,
          products: row.products as Product[],
          promoCode: promoLive
            ? toPromoCode({
                code: row.promo_code as string,
                percent_off: row.percent_off as number,
                description: row.description as string,
                expires_at: row.expires_at,
              })
            : null,
          hidePrices: row.hide_prices,
          coBranded: row.co_branded,
          enrollmentPath: row.enrollment_path,
          defaultBillingInterval: row.default_billing_interval as Partner['defaultBillingInterval'],
        };
        return { status: 200, body: partner };
      },
    }),
  ];
  // Tests and local runs only: expiry without waiting 15 minutes. Never registered in production.
  if (!ctx.config.production) {
    routes.push(
      defineRoute({
        method: 'POST',
        url: '/dev/groups/:groupId/seat-codes/expire',
        summary: 'Expire the seat code sent to an address (not in production)',
        description: 'As if 15 minutes had passed: the code is expired and a new one can be sent at once.',
        tags: ['Development'],
        auth: 'none',
        params: GroupParamsSchema,
        body: SeatCodeRequestSchema,
        responses: { 204: { description: 'Expired' }, 404: { description: 'No code for that address' } },
        handler: async ({ params, body }) => {
          if (!(await ageSeatCode(ctx.db, params.groupId, body.workEmail))) {
            throw new ApiError(404, 'NotFound', 'No code was sent to that address');
          }
          return { status: 204 };
        },
      }),
    );
  }
  return routes;
}
