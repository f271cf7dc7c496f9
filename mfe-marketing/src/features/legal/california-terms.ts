// The California-specific terms the disclosure states. They mirror the API's pricing rules
// (api/src/pricing/state-rules.ts, rating-table.ts): in California the 0% coinsurance (100%
// reimbursement) option is never sold, and the default is 20% coinsurance (the "80 option").
import { WAITING_PERIODS } from '@tailwise/shared/contract/cover';

export const CALIFORNIA = {
  coinsurancePercents: [10, 20] as const,
  defaultCoinsurancePercent: 20,
  excludedCoinsurancePercent: 0,
  deductibles: [250, 500, 1000] as const,
  defaultDeductible: 1000,
  cappedAnnualLimitDollars: 10_000,
  /** California has no waiting periods of its own: the contract's (contract/cover). */
  waitingPeriods: WAITING_PERIODS,
  freeLookDays: 30,
  renewalNoticeDays: 30,
  departmentOfInsurancePhone: '1-800-927-4357',
} as const;
