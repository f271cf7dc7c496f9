// Agreement rows to their wire form, and the calendar arithmetic of policy years and billing periods.
import type {
  AgreementStatus,
  BillingInterval,
  InsuranceAgreement,
  NextPayment,
  PurchaseAgreement,
  WellnessAllowance,
  WellnessPlan,
} from '@tailwise/shared/contract';
import type { InsuranceAgreementRow, PurchaseAgreementRow } from '../../db/schema';
import type { CoinsurancePercent, Deductible } from '../../pricing';
import { addIsoDays, addIsoMonths } from '@tailwise/shared/contract';

type LifecycleRow = Pick<InsuranceAgreementRow, 'status' | 'policy_number' | 'cancelled_at' | 'ends_on'>;
type BillingRow = LifecycleRow & Pick<InsuranceAgreementRow, 'billing_interval' | 'start_date' | 'price_cents'>;

/**
 * The next charge of an agreement: the first day of its next billing period (the start date plus whole months, or
 * years for yearly billing; the first period was charged at purchase, a later start is charged on its day). None once
 * the customer cancelled (cover runs to the end of the paid period, nothing more is charged) or it is not ACTIVE.
 */
export function nextPaymentOf(row: BillingRow, today = isoDay(new Date())): NextPayment | null {
  if (row.status !== 'ACTIVE' || row.cancelled_at || (row.ends_on !== null && row.ends_on < today)) return null;
  const months = row.billing_interval === 'year' ? 12 : 1;
  const date = row.start_date > today ? row.start_date : periodContaining(row.start_date, today, months).to;
  return { date, amountCents: row.price_cents };
}

/**
 * Status, policy number and cancellation as the customer sees them. A cancelled plan stays ACTIVE through `ends_on`;
 * from the next day it reads CANCELLED even before the database row is brought in line (endLapsedAgreements).
 */
function lifecycle(row: LifecycleRow, today: string) {
  const lapsed = row.status === 'ACTIVE' && row.ends_on !== null && row.ends_on < today;
  return {
    status: (lapsed ? 'CANCELLED' : row.status) as AgreementStatus,
    policyNumber: row.policy_number,
    // Rows nested through json_agg carry timestamps as strings.
    cancelledAt: row.cancelled_at ? new Date(row.cancelled_at as Date | string).toISOString() : null,
    endsOn: row.ends_on,
  };
}

/** A wellness claim that uses its plan's allowance: approved (its estimate) or paid (what was paid). */
export interface WellnessUse {
  service: string;
  dateOfService: string;
  cents: number;
}

export function toInsuranceAgreement(
  row: Omit<InsuranceAgreementRow, 'created_at'>,
  petUuid: string,
  today = isoDay(new Date()),
): InsuranceAgreement {
  const { status, ...rest } = lifecycle(row, today);
  return {
    uuid: row.uuid,
    status,
    pet: petUuid,
    billingInterval: row.billing_interval as BillingInterval,
    deductible: row.deductible as Deductible,
    coinsurancePercent: row.coinsurance_percent as CoinsurancePercent,
    reimbursementPercent: 100 - row.coinsurance_percent,
    isUncapped: row.is_uncapped,
    annualLimitCents: row.annual_limit_cents,
    priceCents: row.price_cents,
    startDate: row.start_date,
    accidentCoverageDate: row.accident_coverage_date,
    illnessCoverageDate: row.illness_coverage_date,
    cruciateLigamentCoverageDate: row.cruciate_coverage_date,
    ...rest,
    nextPayment: nextPaymentOf(row, today),
  };
}

/** The plan year's allowance per service, less the approved and paid wellness claims dated in that year. */
export function wellnessAllowance(
  plan: WellnessPlan,
  startDate: string,
  today = isoDay(new Date()),
  uses: readonly WellnessUse[] = [],
): WellnessAllowance {
  const year = periodContaining(startDate, today, 12);
  const inYear = uses.filter((u) => u.dateOfService >= year.from && u.dateOfService < year.to);
  const services = plan.allowances.map((a) => {
    const used = inYear.filter((u) => u.service === a.service).reduce((sum, u) => sum + u.cents, 0);
    // A claim can be paid more than is left (a manual decision); the allowance never reads below zero.
    const usedCents = Math.min(used, a.annualAllowanceCents);
    return { ...a, usedCents, leftCents: a.annualAllowanceCents - usedCents };
  });
  const totalCents = services.reduce((sum, a) => sum + a.annualAllowanceCents, 0);
  const usedCents = services.reduce((sum, a) => sum + a.usedCents, 0);
  return { yearFrom: year.from, yearTo: year.to, totalCents, usedCents, leftCents: totalCents - usedCents, services };
}

export function toPurchaseAgreement(
  row: Omit<PurchaseAgreementRow, 'created_at'>,
  petUuid: string,
  plan: WellnessPlan | undefined,
  today = isoDay(new Date()),
  uses: readonly WellnessUse[] = [],
): PurchaseAgreement {
  const { status, ...rest } = lifecycle(row, today);
  return {
    uuid: row.uuid,
    status,
    pet: petUuid,
    billingInterval: row.billing_interval as BillingInterval,
    wellnessPlanId: row.wellness_plan_id,
    wellnessPlanName: plan?.name ?? row.wellness_plan_id,
    priceCents: row.price_cents,
    startDate: row.start_date,
    ...rest,
    nextPayment: nextPaymentOf(row, today),
    ...(plan ? { allowance: wellnessAllowance(plan, row.start_date, today, uses) } : {}),
  };
}

/** Dates are calendar days in UTC, as 'YYYY-MM-DD'. */
export function isoDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** Day arithmetic on isoDates: the contract's, the same the cover dates are counted with. */
export const addDays = addIsoDays;
export const addMonths = addIsoMonths;

/**
 * The period [from, to) of `months` months, counted from `start`, that contains `day` (the first one when `day` is
 * before the start): a policy or plan year with 12, a monthly billing period with 1.
 */
export function periodContaining(start: string, day: string, months: number): { from: string; to: string } {
  let n = 0;
  // Jump close first, so a day years after the start does not walk month by month.
  if (day > start) {
    const [sy, sm] = start.split('-').map(Number) as [number, number];
    const [dy, dm] = day.split('-').map(Number) as [number, number];
    n = Math.max(0, Math.floor(((dy - sy) * 12 + (dm - sm)) / months) - 1);
  }
  while (addMonths(start, months * (n + 1)) <= day) n += 1;
  return { from: addMonths(start, months * n), to: addMonths(start, months * (n + 1)) };
}
