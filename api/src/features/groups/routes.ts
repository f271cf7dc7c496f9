// Employer groups and benefits (spec §7 group promo), and distribution partners.
import {
  GroupParamsSchema,
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
import type { AppContext } from '../../context';
import { ApiError } from '../../http/errors';
import { defineRoute, type AnyRoute } from '../../http/route';
import { toPromoCode } from '../promos/promo-service';
import { claimSeat, getGroup, getGroupPromo } from './group-service';

export function groupRoutes(ctx: AppContext): AnyRoute[] {
  return [
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
      url: '/groups/:groupId/seats/claim/',
      summary: 'Claim my seat in an employer group',
      description:
        'By work email or employee id, whichever the group uses (see seatLookup). No match is 404 GroupSeatNotFoundError, whose message ' +
        'the front end extends with ", or contact support at support@tailwise.example.". The claim adds the GROUP payment provider (payroll deduction) to the wallet.',
      tags: ['Groups'],
      auth: 'required',
      params: GroupParamsSchema,
      body: SeatClaimRequestSchema,
      responses: {
        200: { description: 'The seat, claimed by the caller', schema: SeatClaimSchema },
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
}
