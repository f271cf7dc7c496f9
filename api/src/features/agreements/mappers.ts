// Agreement rows to their wire form.
import type {
  AgreementStatus,
  BillingInterval,
  InsuranceAgreement,
  PurchaseAgreement,
} from '@tailwise/shared/contract';
import type { InsuranceAgreementRow, PurchaseAgreementRow } from '../../db/schema';
import type { CoinsurancePercent, Deductible } from '../../pricing';

export function toInsuranceAgreement(
  row: Omit<InsuranceAgreementRow, 'created_at'>,
  petUuid: string,
): InsuranceAgreement {
  return {
    uuid: row.uuid,
    status: row.status as AgreementStatus,
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
  };
}

export function toPurchaseAgreement(
  row: Omit<PurchaseAgreementRow, 'created_at'>,
  petUuid: string,
  planName: string,
): PurchaseAgreement {
  return {
    uuid: row.uuid,
    status: row.status as AgreementStatus,
    pet: petUuid,
    billingInterval: row.billing_interval as BillingInterval,
    wellnessPlanId: row.wellness_plan_id,
    wellnessPlanName: planName,
    priceCents: row.price_cents,
    startDate: row.start_date,
  };
}

/** Dates are calendar days in UTC, as 'YYYY-MM-DD'. */
export function isoDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}

export function addDays(day: string, days: number): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return isoDay(d);
}

export function addMonths(day: string, months: number): string {
  const d = new Date(`${day}T00:00:00Z`);
  const target = d.getUTCDate();
  d.setUTCDate(1);
  d.setUTCMonth(d.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0)).getUTCDate();
  d.setUTCDate(Math.min(target, lastDay));
  return isoDay(d);
}
