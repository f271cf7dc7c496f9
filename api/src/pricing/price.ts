// Prices a cart of pets from the rating table: pure, no I/O, so checkout and quote agree to the cent.
import { percentOffCents } from '@tailwise/shared/contract';
import type { BillingInterval, BreedRiskClass, DiscountCode, UsState } from '@tailwise/shared/contract';
import { CAPPED_ANNUAL_LIMIT_CENTS, DISCOUNTS, RATING_TABLE } from './rating-table';
import type { CoinsurancePercent, Deductible } from './state-rules';

export interface PricingPet {
  petType: 0 | 1;
  riskClass: BreedRiskClass;
  age: number;
  /** isUncapped: this pet's yearly limit; default the cart's. */
  insurance: { deductible: Deductible; coinsurancePercent: CoinsurancePercent; isUncapped?: boolean } | null;
  wellness: { planId: string; code: string; name: string; monthlyPriceCents: number } | null;
}

export interface PricingInput {
  state: UsState;
  billingInterval: BillingInterval;
  /** The yearly limit of pets that do not choose their own. */
  isUncapped: boolean;
  promo: { code: string; percentOff: number } | null;
  /** Insured pets the customer already has: every pet in this cart is then an additional one. */
  existingInsuredPets: number;
  pets: PricingPet[];
}

export interface DiscountAmount {
  code: DiscountCode;
  percent: number;
  amountCents: number;
}

export interface InsuranceFactors {
  baseMonthlyCents: number;
  breed: number;
  age: number;
  region: number;
  deductible: number;
  coinsurance: number;
  annualLimit: number;
}

export interface PricedPet {
  insurance: {
    deductible: Deductible;
    coinsurancePercent: CoinsurancePercent;
    reimbursementPercent: number;
    isUncapped: boolean;
    annualLimitCents: number | null;
    factors: InsuranceFactors;
    listMonthlyCents: number;
    listCents: number;
    discounts: DiscountAmount[];
    priceCents: number;
  } | null;
  wellness: {
    planId: string;
    code: string;
    name: string;
    listMonthlyCents: number;
    listCents: number;
    discounts: DiscountAmount[];
    priceCents: number;
  } | null;
  totalCents: number;
}

export interface CartPrice {
  pets: PricedPet[];
  discounts: DiscountAmount[];
  subtotalCents: number;
  discountTotalCents: number;
  totalCents: number;
}

const species = (petType: 0 | 1) => (petType === 0 ? 'dog' : 'cat');

export function ageFactor(petType: 0 | 1, age: number): number {
  const curve = RATING_TABLE.age[species(petType)];
  return curve[Math.min(Math.max(0, Math.floor(age)), curve.length - 1)] as number;
}

export function regionFactor(state: UsState): number {
  return (RATING_TABLE.region as Partial<Record<UsState, number>>)[state] ?? 1;
}

export function insuranceFactors(
  pet: Pick<PricingPet, 'petType' | 'riskClass' | 'age'>,
  state: UsState,
  options: { deductible: Deductible; coinsurancePercent: CoinsurancePercent; isUncapped: boolean },
): InsuranceFactors {
  return {
    baseMonthlyCents: RATING_TABLE.baseMonthlyCents[species(pet.petType)],
    breed: RATING_TABLE.breed[pet.riskClass],
    age: ageFactor(pet.petType, pet.age),
    region: regionFactor(state),
    deductible: RATING_TABLE.deductible[options.deductible],
    coinsurance: RATING_TABLE.coinsurance[options.coinsurancePercent],
    annualLimit: options.isUncapped ? RATING_TABLE.annualLimit.uncapped : RATING_TABLE.annualLimit.capped,
  };
}

export function monthlyListCents(f: InsuranceFactors): number {
  return Math.round(f.baseMonthlyCents * f.breed * f.age * f.region * f.deductible * f.coinsurance * f.annualLimit);
}

const pct = percentOffCents;

/**
 * Discounts apply per line, in this order, each on what the previous left:
 * MULTI_PET (insurance of each additional pet) -> ANNUAL_PAYMENT (yearly billing) -> PROMO_CODE.
 * Cart-level discount lines are the sums of the per-line ones, so pet totals add up to the cart total.
 */
export function priceCart(input: PricingInput): CartPrice {
  const months = input.billingInterval === 'year' ? 12 : 1;

  const insuredList = input.pets.map((pet) => {
    if (!pet.insurance) return null;
    const factors = insuranceFactors(pet, input.state, {
      deductible: pet.insurance.deductible,
      coinsurancePercent: pet.insurance.coinsurancePercent,
      isUncapped: pet.insurance.isUncapped ?? input.isUncapped,
    });
    return { factors, listMonthlyCents: monthlyListCents(factors) };
  });

  // The highest-priced insured pet is the "first" one, unless the customer already has an insured pet.
  let fullPricePet = -1;
  if (input.existingInsuredPets === 0) {
    insuredList.forEach((line, i) => {
      if (line && (fullPricePet === -1 || line.listMonthlyCents > (insuredList[fullPricePet]?.listMonthlyCents ?? 0)))
        fullPricePet = i;
    });
  }

  const applyIntervalDiscounts = (monthlyAfterMultiPet: number, discounts: DiscountAmount[]) => {
    let amount = monthlyAfterMultiPet * months;
    if (input.billingInterval === 'year') {
      const off = pct(amount, DISCOUNTS.ANNUAL_PAYMENT);
      if (off > 0) discounts.push({ code: 'ANNUAL_PAYMENT', percent: DISCOUNTS.ANNUAL_PAYMENT, amountCents: off });
      amount -= off;
    }
    if (input.promo) {
      const off = pct(amount, input.promo.percentOff);
      if (off > 0) discounts.push({ code: 'PROMO_CODE', percent: input.promo.percentOff, amountCents: off });
      amount -= off;
    }
    return amount;
  };

  const pets: PricedPet[] = input.pets.map((pet, i) => {
    const line = insuredList[i];
    let insurance: PricedPet['insurance'] = null;
    if (line && pet.insurance) {
      const discounts: DiscountAmount[] = [];
      let monthly = line.listMonthlyCents;
      if (i !== fullPricePet) {
        const off = pct(monthly, DISCOUNTS.MULTI_PET);
        const countsAsAdditional = input.existingInsuredPets > 0 || insuredList.filter(Boolean).length > 1;
        if (countsAsAdditional && off > 0) {
          discounts.push({ code: 'MULTI_PET', percent: DISCOUNTS.MULTI_PET, amountCents: off * months });
          monthly -= off;
        }
      }
      const priceCents = applyIntervalDiscounts(monthly, discounts);
      insurance = {
        deductible: pet.insurance.deductible,
        coinsurancePercent: pet.insurance.coinsurancePercent,
        reimbursementPercent: 100 - pet.insurance.coinsurancePercent,
        isUncapped: pet.insurance.isUncapped ?? input.isUncapped,
        annualLimitCents: (pet.insurance.isUncapped ?? input.isUncapped) ? null : CAPPED_ANNUAL_LIMIT_CENTS,
        factors: line.factors,
        listMonthlyCents: line.listMonthlyCents,
        listCents: line.listMonthlyCents * months,
        discounts,
        priceCents,
      };
    }
    let wellness: PricedPet['wellness'] = null;
    if (pet.wellness) {
      const discounts: DiscountAmount[] = [];
      const priceCents = applyIntervalDiscounts(pet.wellness.monthlyPriceCents, discounts);
      wellness = {
        planId: pet.wellness.planId,
        code: pet.wellness.code,
        name: pet.wellness.name,
        listMonthlyCents: pet.wellness.monthlyPriceCents,
        listCents: pet.wellness.monthlyPriceCents * months,
        discounts,
        priceCents,
      };
    }
    return { insurance, wellness, totalCents: (insurance?.priceCents ?? 0) + (wellness?.priceCents ?? 0) };
  });

  const totals = new Map<DiscountCode, DiscountAmount>();
  let subtotalCents = 0;
  for (const pet of pets) {
    for (const part of [pet.insurance, pet.wellness]) {
      if (!part) continue;
      subtotalCents += part.listCents;
      for (const d of part.discounts) {
        const sum = totals.get(d.code);
        if (sum) sum.amountCents += d.amountCents;
        else totals.set(d.code, { ...d });
      }
    }
  }
  const order: DiscountCode[] = ['MULTI_PET', 'ANNUAL_PAYMENT', 'PROMO_CODE'];
  const discounts = order.flatMap((code) => (totals.has(code) ? [totals.get(code) as DiscountAmount] : []));
  const discountTotalCents = discounts.reduce((s, d) => s + d.amountCents, 0);
  const totalCents = pets.reduce((s, p) => s + p.totalCents, 0);
  return { pets, discounts, subtotalCents, discountTotalCents, totalCents };
}
