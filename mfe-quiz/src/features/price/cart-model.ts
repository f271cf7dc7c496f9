// The price screen's rules as pure functions: what each flow sells a pet, the default options (spec §5,
// California included, from the options endpoint), and the quote request the cart makes. Checkout builds
// its request from the same cart, so the two can never price different things.
import {
  defaultCoinsurancePercent,
  type BillingInterval,
  type InsuranceOptions,
  type Me,
  type QuoteRequest,
  type WellnessPlan,
} from '@tailwise/shared/contract';
import type { FlowContext } from '../flow/state/flow-context';
import type { CartChoice, CoinsurancePercent, Deductible, QuizPet } from '../flow/state/quiz-model';
import type { PricedPet } from './priceable';

export { isPriceable, type PricedPet } from './priceable';

/** required: always bought; optional: the visitor may choose none; none: not offered here. */
export type OfferLevel = 'required' | 'optional' | 'none';

export interface PetOffer {
  insurance: OfferLevel;
  wellness: OfferLevel;
  /** Whether a pet with no stored choice starts with the classic wellness plan. */
  wellnessByDefault: boolean;
  /** Why a product is not offered, e.g. "Biscuit is already insured". */
  note?: string;
}

export interface OwnedCover {
  insured: boolean;
  wellness: boolean;
}

/** What a signed-in customer's pet already has (ACTIVE agreements only, spec §4). */
export function ownedCover(me: Me | undefined, petUuid: string | undefined): OwnedCover {
  if (!me || !petUuid) return { insured: false, wellness: false };
  return {
    insured: me.insuranceAgreements.some((a) => a.pet === petUuid && a.status === 'ACTIVE'),
    wellness: me.purchaseAgreements.some((a) => a.pet === petUuid && a.status === 'ACTIVE'),
  };
}

/**
 * Each flow offers only what a pet lacks. New customers (and new pets, and employer members) buy
 * insurance, with a wellness plan offered beside it but not chosen for them: the first price is the
 * insurance price. /insurance sells insurance; /wellness sells a wellness plan, classic chosen (the customer
 * came for it; spec §2: the default wellness start quiz is the classic one), and may add insurance ("No
 * insurance" is a choice only there).
 */
export function offerFor(mode: FlowContext['mode'], owned: OwnedCover): PetOffer {
  switch (mode) {
    case 'upsell-insurance':
      return { insurance: 'required', wellness: owned.wellness ? 'none' : 'optional', wellnessByDefault: false };
    case 'upsell-wellness':
      return { insurance: owned.insured ? 'none' : 'optional', wellness: 'required', wellnessByDefault: true };
    default:
      return { insurance: 'required', wellness: 'optional', wellnessByDefault: false };
  }
}

/** Spec §5: a stored deductible is kept when sold here, else the default (1000). */
export function resolveDeductible(stored: number | undefined, options: InsuranceOptions): Deductible {
  return (
    stored !== undefined && (options.deductibles as number[]).includes(stored) ? stored : options.defaultDeductible
  ) as Deductible;
}

/**
 * Spec §5, as the screen opens (a fresh pet, a refresh, a restored quote): the contract's rule, so a stored 20%
 * (the 80 option) is kept where it is sold and anything else opens at the default (20% in California, else 10%).
 */
export function resolveCoinsurance(stored: number | undefined, options: InsuranceOptions): CoinsurancePercent {
  return defaultCoinsurancePercent(options, stored);
}

/** Once the screen is open, what the visitor picks stands where it is sold (else the opening rule). */
export function keepChosenCoinsurance(stored: number | undefined, options: InsuranceOptions): CoinsurancePercent {
  return stored !== undefined && (options.coinsurancePercents as number[]).includes(stored)
    ? (stored as CoinsurancePercent)
    : resolveCoinsurance(stored, options);
}

export const classicPlanId = (plans: readonly WellnessPlan[] | undefined): string | null =>
  plans?.find((p) => p.code === 'classic')?.id ?? plans?.[0]?.id ?? null;

/**
 * One pet's choice made valid for where the visitor lives and what the flow sells: defaults filled in,
 * options not sold here replaced, a plan of the other species dropped. `opening`: the screen is just opening
 * on a stored cart, so coinsurance follows spec §5; afterwards the visitor's own pick stands.
 */
export function normalizeChoice(
  pet: QuizPet,
  stored: CartChoice | undefined,
  offer: PetOffer,
  options: InsuranceOptions,
  plans: readonly WellnessPlan[],
  { opening = true }: { opening?: boolean } = {},
): CartChoice {
  let insurance: CartChoice['insurance'] = null;
  const wantsInsurance =
    offer.insurance === 'required' ||
    (offer.insurance === 'optional' && stored !== undefined && stored.insurance !== null);
  if (wantsInsurance) {
    insurance = {
      deductible: resolveDeductible(stored?.insurance?.deductible, options),
      coinsurancePercent: (opening ? resolveCoinsurance : keepChosenCoinsurance)(
        stored?.insurance?.coinsurancePercent,
        options,
      ),
      isUncapped: stored?.insurance?.isUncapped ?? false,
    };
  }
  let wellnessPlanId: string | null = null;
  if (offer.wellness !== 'none') {
    const storedPlan = stored ? stored.wellnessPlanId : undefined;
    if (storedPlan && plans.some((p) => p.id === storedPlan)) wellnessPlanId = storedPlan;
    else if (storedPlan === undefined && offer.wellnessByDefault) wellnessPlanId = classicPlanId(plans);
    if (wellnessPlanId === null && offer.wellness === 'required') wellnessPlanId = classicPlanId(plans);
  }
  return { petKey: pet.key, insurance, wellnessPlanId };
}

export interface CartState {
  zipCode: string;
  billingInterval: BillingInterval;
  promoCode: string | null;
  pets: readonly PricedPet[];
  /** In pet order, one per pet (normalizeChoice's output). */
  choices: readonly CartChoice[];
}

/** The POST /quotes/ body for the cart. */
export function buildQuoteRequest(
  cart: CartState,
  overrides: Partial<Pick<CartState, 'billingInterval' | 'promoCode' | 'zipCode'>> = {},
): QuoteRequest {
  const c = { ...cart, ...overrides };
  return {
    zipCode: c.zipCode,
    billingInterval: c.billingInterval,
    // Each pet says its own yearly limit; the cart-level default then never applies.
    isUncapped: false,
    ...(c.promoCode ? { promoCode: c.promoCode } : {}),
    pets: c.pets.map((pet, i) => {
      const choice = c.choices[i];
      return {
        ...(pet.name.trim() ? { name: pet.name.trim() } : {}),
        petType: pet.petType,
        breedId: pet.breedId,
        age: pet.age,
        insurance: choice?.insurance
          ? {
              deductible: choice.insurance.deductible,
              coinsurancePercent: choice.insurance.coinsurancePercent,
              isUncapped: choice.insurance.isUncapped,
            }
          : null,
        wellnessPlanId: choice?.wellnessPlanId ?? null,
      };
    }),
  };
}

/** True when some pet buys nothing: the API refuses such a cart, so the screen asks first. */
export const emptyChoices = (choices: readonly CartChoice[]): number[] =>
  choices.flatMap((c, i) => (c.insurance === null && c.wellnessPlanId === null ? [i] : []));

/** Structural equality for the stored cart (small JSON), so normalising writes only when something changed. */
export const sameJson = (a: unknown, b: unknown): boolean => JSON.stringify(a) === JSON.stringify(b);
