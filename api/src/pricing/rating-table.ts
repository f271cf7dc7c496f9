/**
 * Tailwise accident-and-illness rating table: every number that prices a policy lives here.
 *
 * Monthly list price = base(species) x breed x age x region x deductible x coinsurance x annual limit,
 * rounded to the cent. The reference pet (STANDARD breed, 4 years old, a region at 1.00, the default
 * $1,000 deductible and 10% coinsurance, capped $10,000 yearly benefit) pays exactly the base, and
 * every factor is relative to it.
 *
 * Calibration: public US averages for accident-and-illness cover are about $50 a month for a dog and
 * $28 for a cat. The bases are set so that the average price over the breed catalogue at ages 1 to 8
 * (where most enrolments are), with default options in a 1.00 region, lands there: $50.16 and $28.16
 * (breed x age averages 1.153 for dogs and 1.104 for cats). pricing.test.ts holds that check.
 */
import type { BreedRiskClass, UsState } from '@tailwise/shared/contract';

export const RATING_TABLE = {
  /** Monthly price of the reference pet, in cents. */
  baseMonthlyCents: { dog: 4350, cat: 2550 },

  /** Breed class: size and hereditary conditions (brachycephalic and giant breeds are HIGH). */
  breed: { LOW: 0.85, STANDARD: 1.0, ELEVATED: 1.2, HIGH: 1.45 } satisfies Record<BreedRiskClass, number>,

  /**
   * Age curve, by age in whole years (index); the last value holds for every older age.
   * Cats age more gently in claims cost than dogs.
   */
  age: {
    dog: [0.74, 0.78, 0.84, 0.92, 1.0, 1.09, 1.2, 1.33, 1.48, 1.65, 1.85, 2.05, 2.25, 2.45, 2.6],
    cat: [0.8, 0.82, 0.87, 0.94, 1.0, 1.06, 1.13, 1.21, 1.3, 1.4, 1.5, 1.62, 1.75, 1.88, 2.0],
  },

  /** Region, by state: vet fees follow local costs. States not listed are 1.00. */
  region: {
    NY: 1.3,
    CA: 1.22,
    NJ: 1.2,
    MA: 1.18,
    DC: 1.18,
    CT: 1.15,
    WA: 1.12,
    HI: 1.12,
    MD: 1.1,
    FL: 1.08,
    CO: 1.06,
    IL: 1.05,
    OR: 1.05,
    VA: 1.04,
    RI: 1.04,
    NH: 1.02,
    PA: 1.02,
    AK: 1.02,
    NV: 1.0,
    AZ: 0.98,
    TX: 0.97,
    GA: 0.97,
    MN: 0.97,
    MI: 0.96,
    NC: 0.95,
    OH: 0.94,
    UT: 0.94,
    WI: 0.94,
    MO: 0.93,
    IN: 0.92,
    TN: 0.92,
    SC: 0.92,
    KY: 0.9,
    IA: 0.9,
    KS: 0.9,
    NE: 0.9,
    LA: 0.9,
    OK: 0.88,
    ID: 0.9,
    NM: 0.9,
    AL: 0.87,
    AR: 0.86,
    MS: 0.85,
    WV: 0.86,
    ND: 0.88,
    SD: 0.88,
    MT: 0.9,
    WY: 0.9,
    ME: 0.95,
    VT: 0.96,
    DE: 1.0,
  } satisfies Partial<Record<UsState, number>>,

  /** Yearly deductible in dollars: a lower deductible costs more. */
  deductible: { 250: 1.3, 500: 1.15, 1000: 1.0 },

  /** Coinsurance percent (the customer's share): 0% means 100% reimbursement. */
  coinsurance: { 0: 1.15, 10: 1.0, 20: 0.9 },

  /** Yearly benefit: capped at CAPPED_ANNUAL_LIMIT_CENTS, or unlimited. */
  annualLimit: { capped: 1.0, uncapped: 1.12 },
} as const;

export const CAPPED_ANNUAL_LIMIT_CENTS = 1_000_000;

/** Discounts, in percent. */
export const DISCOUNTS = {
  /** On every insured pet after the first (the highest-priced pet pays full price). */
  MULTI_PET: 10,
  /** On the whole cart when paying yearly. */
  ANNUAL_PAYMENT: 5,
} as const;

/** Our waiting periods: the contract's one rule for cover dates owns them (pages and emails state them too). */
export { WAITING_PERIODS } from '@tailwise/shared/contract';
