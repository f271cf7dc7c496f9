// Turns a cart (quote or checkout) into a priced Quote: checks breeds, plans and state rules, then prices.
import type { BillingInterval, PetType, Quote, QuotedPet } from '@tailwise/shared/contract';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { unprocessable } from '../../http/errors';
import {
  optionsForState,
  priceCart,
  resolveInsuranceOptions,
  stateForZip,
  WAITING_PERIODS,
  type PricingPet,
} from '../../pricing';
import type { UsState } from '@tailwise/shared/contract';
import { resolvePromo, type ResolvedPromo } from '../promos/promo-service';

export interface CartPet {
  name: string | null;
  petType: PetType;
  breedId: number;
  age: number;
  /** undefined: insurance with default options; null: no insurance. */
  insurance:
    | { deductible?: number | undefined; coinsurancePercent?: number | undefined; isUncapped?: boolean | undefined }
    | null
    | undefined;
  wellnessPlanId: string | null | undefined;
}

export interface CartInput {
  zipCode: string;
  billingInterval: BillingInterval;
  /** The default for pets whose insurance does not choose a yearly limit. */
  isUncapped: boolean;
  promoCode: string | undefined;
  pets: CartPet[];
}

export interface PricedCart {
  quote: Quote;
  state: UsState;
  promo: ResolvedPromo | null;
}

export function stateOrFail(zipCode: string, field = 'zipCode'): UsState {
  const state = stateForZip(zipCode);
  if (!state) {
    throw unprocessable('UnsupportedZipCode', 'We do not sell in this ZIP code yet', {
      [field]: 'We sell in the 50 states and DC only',
    });
  }
  return state;
}

export async function countActiveInsuredPets(db: Db, customerId: number | null): Promise<number> {
  if (customerId === null) return 0;
  const row = await db
    .selectFrom('insurance_agreements')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('customer_id', '=', customerId)
    .where('status', '=', 'ACTIVE')
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/**
 * Prices the cart. `fieldPrefix` names the request fields in errors (pets.0.breedId);
 * `existingInsuredPets` makes every insured pet in the cart an additional one for MULTI_PET.
 */
export async function priceCartRequest(
  ctx: AppContext,
  cart: CartInput,
  opts: { customerId: number | null; existingInsuredPets: number; zipField?: string },
): Promise<PricedCart> {
  const state = stateOrFail(cart.zipCode, opts.zipField);
  const fields: Record<string, string> = {};
  let code = 'UnprocessableEntity' as 'UnprocessableEntity' | 'OptionNotAvailableInState';
  const pricingPets: PricingPet[] = [];

  cart.pets.forEach((pet, i) => {
    const at = `pets.${i}`;
    const breed = ctx.catalog.breeds.get(pet.breedId);
    if (!breed) fields[`${at}.breedId`] = 'Unknown breed';
    else if (breed.petType !== pet.petType)
      fields[`${at}.breedId`] = pet.petType === 0 ? 'Choose a dog breed' : 'Choose a cat breed';

    let insurance: PricingPet['insurance'] = null;
    if (pet.insurance !== null) {
      const resolved = resolveInsuranceOptions(state, pet.insurance ?? {});
      if (resolved.ok) {
        insurance = {
          deductible: resolved.deductible,
          coinsurancePercent: resolved.coinsurancePercent,
          isUncapped: pet.insurance?.isUncapped ?? cart.isUncapped,
        };
      } else {
        fields[`${at}.insurance.${resolved.field}`] = resolved.message;
        code = 'OptionNotAvailableInState';
      }
    }

    let wellness: PricingPet['wellness'] = null;
    if (pet.wellnessPlanId) {
      const plan = ctx.catalog.plans.get(pet.wellnessPlanId);
      if (!plan) fields[`${at}.wellnessPlanId`] = 'Unknown wellness plan';
      else if (plan.petType !== pet.petType) fields[`${at}.wellnessPlanId`] = 'This plan is for the other species';
      else wellness = { planId: plan.id, code: plan.code, name: plan.name, monthlyPriceCents: plan.monthlyPriceCents };
    }
    if (pet.insurance === null && !pet.wellnessPlanId)
      fields[`${at}.insurance`] = 'Choose insurance, a wellness plan, or both';

    pricingPets.push({
      petType: pet.petType,
      riskClass: breed?.riskClass ?? 'STANDARD',
      age: pet.age,
      insurance,
      wellness,
    });
  });

  if (Object.keys(fields).length > 0) {
    throw unprocessable(
      code,
      code === 'OptionNotAvailableInState' ? `Some options are not offered in ${state}` : 'Some pets cannot be priced',
      fields,
    );
  }

  const promo = cart.promoCode ? await resolvePromo(ctx.db, cart.promoCode, opts.customerId) : null;
  const priced = priceCart({
    state,
    billingInterval: cart.billingInterval,
    isUncapped: cart.isUncapped,
    promo: promo ? { code: promo.code, percentOff: promo.percentOff } : null,
    existingInsuredPets: opts.existingInsuredPets,
    pets: pricingPets,
  });

  const pets: QuotedPet[] = priced.pets.map((p, i) => {
    const input = cart.pets[i] as CartPet;
    return {
      index: i,
      name: input.name,
      petType: input.petType,
      breedId: input.breedId,
      breedName: ctx.catalog.breeds.get(input.breedId)?.name ?? 'Unknown',
      age: input.age,
      insurance: p.insurance,
      wellness: p.wellness,
      totalCents: p.totalCents,
    };
  });

  return {
    state,
    promo,
    quote: {
      currency: 'USD',
      billingInterval: cart.billingInterval,
      zipCode: cart.zipCode,
      state,
      restrictedState: optionsForState(state).restrictedState,
      isUncapped: cart.isUncapped,
      promoCode: promo?.code ?? null,
      pets,
      discounts: priced.discounts,
      subtotalCents: priced.subtotalCents,
      discountTotalCents: priced.discountTotalCents,
      totalCents: priced.totalCents,
      waitingPeriods: { ...WAITING_PERIODS },
    },
  };
}
