// The calendar and price rules of billing, pure so the API, the worker and the bench agree: which periods of a plan
// are due by a day, when a failed charge is tried again, and what each period costs with its discounts recomputed.
import { DISCOUNTS } from '../../pricing/rating-table';
import { addDays, addMonths } from '../agreements/mappers';

/** A failed charge is tried again this many days after the period's due date; after the last, the plan lapses. */
export const RETRY_AFTER_DAYS = [3, 7] as const;

export const monthsPerPeriod = (interval: string) => (interval === 'year' ? 12 : 1);

export interface Period {
  index: number;
  start: string;
  /** Last day covered. */
  end: string;
}

export function periodAt(startDate: string, interval: string, index: number): Period {
  const months = monthsPerPeriod(interval);
  return {
    index,
    start: addMonths(startDate, months * index),
    end: addDays(addMonths(startDate, months * (index + 1)), -1),
  };
}

/**
 * Periods after the first (paid at purchase) that start on or before `asOf`, and before the plan ends (`endsOn`,
 * the last covered day of a cancelled plan). `fromIndex` skips those already billed.
 */
export function duePeriods(
  agreement: { start_date: string; billing_interval: string; ends_on: string | null },
  asOf: string,
  fromIndex = 1,
): Period[] {
  const out: Period[] = [];
  for (let i = Math.max(1, fromIndex); ; i += 1) {
    const p = periodAt(agreement.start_date, agreement.billing_interval, i);
    if (p.start > asOf) break;
    if (agreement.ends_on !== null && p.start > agreement.ends_on) break;
    out.push(p);
    if (out.length > 240) break;
  }
  return out;
}

/**
 * After `declines` failed scheduled charges of a period due on `dueOn`: the day of the next try, or null when that
 * was the last (the plan lapses). A customer's own "Pay now" that fails does not count.
 */
export function nextAttemptOn(dueOn: string, declines: number): string | null {
  const wait = RETRY_AFTER_DAYS[declines - 1];
  return wait === undefined ? null : addDays(dueOn, wait);
}

/** The day cover lapses if a period due on `dueOn` stays unpaid: the day of the last try. */
export const lapsesOn = (dueOn: string) => addDays(dueOn, RETRY_AFTER_DAYS[RETRY_AFTER_DAYS.length - 1] ?? 0);

const pct = (amount: number, percent: number) => Math.round((amount * percent) / 100);

export interface PricedPlan {
  kind: 'INSURANCE' | 'WELLNESS';
  id: number;
  billingInterval: string;
  /** Monthly list price before discounts; null for plans sold before it was kept (their price stands). */
  listMonthlyCents: number | null;
  promoPercentOff: number | null;
  priceCents: number;
}

export interface InsuredPlan {
  id: number;
  listMonthlyCents: number;
  /** The purchase that bought it (null for plans recorded without one): the first pet insured pays in full. */
  purchaseId: number | null;
}

/**
 * The plan that pays in full when several pets are insured, as checkout chose it: the pet insured first, and
 * within one purchase the dearest (the oldest plan on a tie). While nothing ends, every period costs what
 * checkout charged; when that pet's plan ends, the next in this order pays in full.
 */
export function fullPricePlan(activeInsured: readonly InsuredPlan[]): InsuredPlan | undefined {
  return [...activeInsured].sort(
    (a, b) => (a.purchaseId ?? 0) - (b.purchaseId ?? 0) || b.listMonthlyCents - a.listMonthlyCents || a.id - b.id,
  )[0];
}

/**
 * What one period of `plan` costs, discounts recomputed as at checkout (pricing/price.ts), in the same order:
 * MULTI_PET while another insured pet of the account is still covered (fullPricePlan pays in full), then
 * ANNUAL_PAYMENT for yearly billing only, then the promo.
 * `activeInsured`: the account's insurance plans still covered for this period, this one included if insurance.
 */
export function periodPriceCents(plan: PricedPlan, activeInsured: readonly InsuredPlan[]): number {
  if (plan.listMonthlyCents === null) return plan.priceCents;
  let monthly = plan.listMonthlyCents;
  if (plan.kind === 'INSURANCE' && activeInsured.length > 1 && fullPricePlan(activeInsured)?.id !== plan.id) {
    monthly -= pct(monthly, DISCOUNTS.MULTI_PET);
  }
  let amount = monthly * monthsPerPeriod(plan.billingInterval);
  if (plan.billingInterval === 'year') amount -= pct(amount, DISCOUNTS.ANNUAL_PAYMENT);
  if (plan.promoPercentOff) amount -= pct(amount, plan.promoPercentOff);
  return amount;
}
