// Insurance quotes and the options a location allows.
import {
  InsuranceOptionsQuerySchema,
  InsuranceOptionsSchema,
  QuoteRequestSchema,
  QuoteSchema,
} from '@tailwise/shared/contract';
import type { AppContext } from '../../context';
import { defineRoute, type AnyRoute } from '../../http/route';
import { CAPPED_ANNUAL_LIMIT_CENTS, optionsForState, WAITING_PERIODS } from '../../pricing';
import { findCustomerByUid } from '../customers/customer-repository';
import { countActiveInsuredPets, priceCartRequest, stateOrFail } from './quote-service';

export function quoteRoutes(ctx: AppContext): AnyRoute[] {
  return [
    defineRoute({
      method: 'POST',
      url: '/quotes/',
      summary: 'Price a cart of pets',
      description:
        'Prices insurance (and optional wellness plans) for every pet in the cart: each pet’s price with its rating factors, ' +
        'each discount (MULTI_PET 10% on each additional insured pet, ANNUAL_PAYMENT 5% when billed yearly, PROMO_CODE) and the total ' +
        'per billing interval, with the waiting periods. Options a state does not allow (0% coinsurance in California) answer 422 ' +
        'OptionNotAvailableInState. Signed in, pets already insured count toward MULTI_PET.',
      tags: ['Quotes'],
      auth: 'optional',
      rateLimit: ctx.config.rateLimits.quotes,
      body: QuoteRequestSchema,
      responses: {
        200: { description: 'The quote', schema: QuoteSchema },
        422: {
          description:
            'UnsupportedZipCode, OptionNotAvailableInState, UnknownPromoCode, GroupPromoNotAvailable (an employer’s code, for a ' +
            'customer without a seat in its group), or an unknown breed or plan',
        },
      },
      handler: async ({ body, user }) => {
        const customer = user ? await findCustomerByUid(ctx.db, user.uid) : undefined;
        const existingInsuredPets = await countActiveInsuredPets(ctx.db, customer?.id ?? null);
        const { quote } = await priceCartRequest(
          ctx,
          {
            zipCode: body.zipCode,
            billingInterval: body.billingInterval,
            isUncapped: body.isUncapped,
            promoCode: body.promoCode,
            pets: body.pets.map((p) => ({
              name: p.name ?? null,
              petType: p.petType,
              breedId: p.breedId,
              age: p.age,
              insurance: p.insurance,
              wellnessPlanId: p.wellnessPlanId,
            })),
          },
          { customerId: customer?.id ?? null, existingInsuredPets },
        );
        return { status: 200, body: quote };
      },
    }),
    defineRoute({
      method: 'GET',
      url: '/insurance/options/',
      summary: 'Options sold at a ZIP code',
      description:
        'Deductibles and coinsurance options allowed where the customer lives, the defaults there, the capped yearly limit and the waiting periods.',
      tags: ['Quotes'],
      auth: 'none',
      query: InsuranceOptionsQuerySchema,
      responses: {
        200: { description: 'The options', schema: InsuranceOptionsSchema },
        422: { description: 'UnsupportedZipCode' },
      },
      handler: async ({ query }) => {
        const state = stateOrFail(query.zip_code, 'zip_code');
        return {
          status: 200,
          body: {
            zipCode: query.zip_code,
            state,
            ...optionsForState(state),
            cappedAnnualLimitCents: CAPPED_ANNUAL_LIMIT_CENTS,
            waitingPeriods: { ...WAITING_PERIODS },
          },
        };
      },
    }),
  ];
}
