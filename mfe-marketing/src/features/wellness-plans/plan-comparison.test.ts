import type { WellnessPlan } from '@tailwise/shared/contract';
import { comparePlans } from './plan-comparison';

const plan = (
  petType: 0 | 1,
  code: WellnessPlan['code'],
  price: number,
  allowances: Array<[WellnessPlan['allowances'][number]['service'], number]>,
): WellnessPlan => ({
  id: `${petType}-${code}`,
  code,
  name: code[0]!.toUpperCase() + code.slice(1),
  petType,
  monthlyPriceCents: price,
  allowances: allowances.map(([service, cents]) => ({
    service,
    label: service.toLowerCase(),
    annualAllowanceCents: cents,
  })),
});

const catalogue = [
  plan(0, 'premium', 3999, [
    ['WELLNESS_EXAM', 10000],
    ['VACCINATIONS', 10000],
    ['DENTAL_CLEANING', 20000],
  ]),
  plan(0, 'essential', 1499, [
    ['WELLNESS_EXAM', 6000],
    ['FECAL_TEST', 3000],
  ]),
  plan(1, 'classic', 1999, [['WELLNESS_EXAM', 7500]]),
  plan(0, 'classic', 2499, [
    ['WELLNESS_EXAM', 7500],
    ['VACCINATIONS', 7500],
  ]),
];

describe('comparePlans', () => {
  it('puts one species’ tiers in order, with a row for every service any tier includes', () => {
    const { plans, rows, totals } = comparePlans(catalogue, 0);
    expect(plans.map((p) => p.code)).toEqual(['essential', 'classic', 'premium']);
    expect(rows.map((r) => r.service)).toEqual(['WELLNESS_EXAM', 'VACCINATIONS', 'DENTAL_CLEANING', 'FECAL_TEST']);
    expect(rows.find((r) => r.service === 'VACCINATIONS')!.allowances).toEqual([null, 7500, 10000]);
    expect(rows.find((r) => r.service === 'FECAL_TEST')!.allowances).toEqual([3000, null, null]);
    expect(totals).toEqual([9000, 15000, 40000]);
  });

  it('shows only the chosen species', () => {
    expect(comparePlans(catalogue, 1).plans.map((p) => p.id)).toEqual(['1-classic']);
  });
});
