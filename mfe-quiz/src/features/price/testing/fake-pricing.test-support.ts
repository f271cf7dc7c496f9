// Test support: answers POST /quotes/ (and prices checkout) from the request with the API's own rules in
// small (the rating factors, MULTI_PET, ANNUAL_PAYMENT and PROMO_CODE in that order), so a test that
// changes an option sees the price move the way the real API moves it. Tests only.
import { QuoteSchema, type Quote, type QuotedPet, type QuoteRequest } from '@tailwise/shared/contract';
import { fixtures } from '@tailwise/shared/testing';
import { stateForZip } from '../../common/zip-state';

const DEDUCTIBLE = { 250: 1.3, 500: 1.15, 1000: 1 } as const;
const COINSURANCE = { 0: 1.15, 10: 1, 20: 0.9 } as const;
const REGION: Record<string, number> = { CA: 1.22, NY: 1.3 };
export const KNOWN_PROMOS: Record<string, number> = { WELCOME5: 5, PHILLYPETS: 10 };
const WAITING = { accidentDays: 3, illnessDays: 14, cruciateLigamentMonths: 6 };
const pct = (amount: number, percent: number) => Math.round((amount * percent) / 100);

export class UnknownPromo extends Error {}

/** Prices a quote request; throws UnknownPromo for a code it does not know. */
export function priceQuote(request: QuoteRequest): Quote {
  const state = stateForZip(request.zipCode) ?? 'NY';
  const months = request.billingInterval === 'year' ? 12 : 1;
  const promo = request.promoCode ? KNOWN_PROMOS[request.promoCode] : undefined;
  if (request.promoCode && promo === undefined) throw new UnknownPromo(request.promoCode);
  const plans = fixtures.wellnessPlans();
  let insuredSoFar = 0;
  const pets: QuotedPet[] = request.pets.map((pet, index) => {
    const ins = pet.insurance;
    let insurance: QuotedPet['insurance'] = null;
    let total = 0;
    if (ins !== null) {
      const deductible = ins?.deductible ?? 1000;
      const coinsurancePercent = ins?.coinsurancePercent ?? (state === 'CA' ? 20 : 10);
      const isUncapped = ins?.isUncapped ?? request.isUncapped ?? false;
      const factors = {
        baseMonthlyCents: pet.petType === 0 ? 4350 : 2550,
        breed: 1.2,
        age: 1,
        region: REGION[state] ?? 1,
        deductible: DEDUCTIBLE[deductible],
        coinsurance: COINSURANCE[coinsurancePercent],
        annualLimit: isUncapped ? 1.12 : 1,
      };
      const listMonthlyCents = Math.round(
        factors.baseMonthlyCents *
          factors.breed *
          factors.age *
          factors.region *
          factors.deductible *
          factors.coinsurance *
          factors.annualLimit,
      );
      const listCents = listMonthlyCents * months;
      const discounts = [];
      let price = listCents;
      if (insuredSoFar > 0) discounts.push({ code: 'MULTI_PET' as const, percent: 10, amountCents: pct(price, 10) });
      insuredSoFar += 1;
      price -= discounts.reduce((s, d) => s + d.amountCents, 0);
      if (months === 12) {
        const d = { code: 'ANNUAL_PAYMENT' as const, percent: 5, amountCents: pct(price, 5) };
        discounts.push(d);
        price -= d.amountCents;
      }
      if (promo) {
        const d = { code: 'PROMO_CODE' as const, percent: promo, amountCents: pct(price, promo) };
        discounts.push(d);
        price -= d.amountCents;
      }
      insurance = {
        deductible,
        coinsurancePercent,
        reimbursementPercent: 100 - coinsurancePercent,
        isUncapped,
        annualLimitCents: isUncapped ? null : 1_000_000,
        factors,
        listMonthlyCents,
        listCents,
        discounts,
        priceCents: price,
      };
      total += price;
    }
    let wellness: QuotedPet['wellness'] = null;
    const plan = pet.wellnessPlanId ? plans.find((p) => p.id === pet.wellnessPlanId) : undefined;
    if (plan) {
      const listCents = plan.monthlyPriceCents * months;
      const discounts =
        months === 12 ? [{ code: 'ANNUAL_PAYMENT' as const, percent: 5, amountCents: pct(listCents, 5) }] : [];
      const priceCents = listCents - discounts.reduce((s, d) => s + d.amountCents, 0);
      wellness = {
        planId: plan.id,
        code: plan.code,
        name: plan.name,
        listMonthlyCents: plan.monthlyPriceCents,
        listCents,
        discounts,
        priceCents,
      };
      total += priceCents;
    }
    return {
      index,
      name: pet.name ?? null,
      petType: pet.petType,
      breedId: pet.breedId,
      breedName: 'Golden Retriever',
      age: pet.age,
      insurance,
      wellness,
      totalCents: total,
    };
  });
  const all = pets.flatMap((p) => [...(p.insurance?.discounts ?? []), ...(p.wellness?.discounts ?? [])]);
  const discounts = (['MULTI_PET', 'ANNUAL_PAYMENT', 'PROMO_CODE'] as const).flatMap((code) => {
    const lines = all.filter((d) => d.code === code);
    return lines.length
      ? [{ code, percent: lines[0]!.percent, amountCents: lines.reduce((s, d) => s + d.amountCents, 0) }]
      : [];
  });
  const subtotal = pets.reduce((s, p) => s + (p.insurance?.listCents ?? 0) + (p.wellness?.listCents ?? 0), 0);
  const totalCents = pets.reduce((s, p) => s + p.totalCents, 0);
  return QuoteSchema.parse({
    currency: 'USD',
    billingInterval: request.billingInterval ?? 'month',
    zipCode: request.zipCode,
    state,
    restrictedState: state === 'CA',
    isUncapped: request.isUncapped ?? false,
    promoCode: request.promoCode ?? null,
    pets,
    discounts,
    subtotalCents: subtotal,
    discountTotalCents: subtotal - totalCents,
    totalCents,
    waitingPeriods: WAITING,
  });
}
