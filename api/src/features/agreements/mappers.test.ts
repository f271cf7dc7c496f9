// Policy years and billing periods: the jump-ahead in periodContaining must land where counting one by one does;
// the next charge of an agreement and what its wellness claims used of the allowance.
import type { WellnessPlan } from '@tailwise/shared/contract';
import { addDays, addMonths, nextPaymentOf, periodContaining, wellnessAllowance } from './mappers';

function naive(start: string, day: string, months: number) {
  let n = 0;
  while (addMonths(start, months * (n + 1)) <= day) n += 1;
  return { from: addMonths(start, months * n), to: addMonths(start, months * (n + 1)) };
}

test('month-end starts keep their day where the month has it', () => {
  expect(periodContaining('2025-01-31', '2025-03-01', 1)).toEqual({ from: '2025-02-28', to: '2025-03-31' });
  expect(periodContaining('2024-02-29', '2025-03-01', 12)).toEqual({ from: '2025-02-28', to: '2026-02-28' });
  expect(periodContaining('2025-05-10', '2025-05-10', 1)).toEqual({ from: '2025-05-10', to: '2025-06-10' });
  expect(periodContaining('2025-05-10', '2025-05-01', 12)).toEqual({ from: '2025-05-10', to: '2026-05-10' });
});

test('agrees with counting period by period, for every day over six years and several starts', () => {
  for (const start of ['2024-01-31', '2024-02-29', '2024-03-15', '2024-12-01']) {
    for (let d = 0; d < 6 * 366; d += 7) {
      const day = addDays(start, d);
      expect(periodContaining(start, day, 1)).toEqual(naive(start, day, 1));
      expect(periodContaining(start, day, 12)).toEqual(naive(start, day, 12));
    }
  }
});

describe('nextPaymentOf', () => {
  const row = {
    status: 'ACTIVE',
    policy_number: 'TW-I-000001',
    cancelled_at: null,
    ends_on: null,
    billing_interval: 'month',
    start_date: '2025-01-31',
    price_cents: 4210,
  };

  test('monthly: the first day of the next billing month, keeping the start day where the month has it', () => {
    expect(nextPaymentOf(row, '2025-01-31')).toEqual({ date: '2025-02-28', amountCents: 4210 });
    expect(nextPaymentOf(row, '2025-02-27')).toEqual({ date: '2025-02-28', amountCents: 4210 });
    expect(nextPaymentOf(row, '2025-02-28')).toEqual({ date: '2025-03-31', amountCents: 4210 });
    expect(nextPaymentOf(row, '2026-07-04')).toEqual({ date: '2026-07-31', amountCents: 4210 });
  });

  test('yearly: the next anniversary of the start; a plan starting later is charged on its start day', () => {
    const yearly = { ...row, billing_interval: 'year', price_cents: 45000 };
    expect(nextPaymentOf(yearly, '2025-06-01')).toEqual({ date: '2026-01-31', amountCents: 45000 });
    expect(nextPaymentOf(yearly, '2026-01-31')).toEqual({ date: '2027-01-31', amountCents: 45000 });
    expect(nextPaymentOf({ ...yearly, start_date: '2025-09-01' }, '2025-08-20')).toEqual({
      date: '2025-09-01',
      amountCents: 45000,
    });
  });

  test('nothing once cancelled (even while cover runs on), ended or not active', () => {
    expect(nextPaymentOf({ ...row, cancelled_at: new Date(), ends_on: '2025-03-30' }, '2025-03-10')).toBeNull();
    expect(nextPaymentOf({ ...row, status: 'CANCELLED' }, '2025-03-10')).toBeNull();
    expect(nextPaymentOf({ ...row, status: 'EXPIRED' }, '2025-03-10')).toBeNull();
  });
});

describe('wellnessAllowance', () => {
  const plan = {
    allowances: [
      { service: 'WELLNESS_EXAM', label: 'Wellness exam', annualAllowanceCents: 6000 },
      { service: 'VACCINATIONS', label: 'Vaccinations', annualAllowanceCents: 5000 },
    ],
  } as unknown as WellnessPlan;

  test('approved and paid claims of this plan year are used, per service; other years are not', () => {
    const allowance = wellnessAllowance(plan, '2025-03-10', '2026-04-01', [
      { service: 'WELLNESS_EXAM', dateOfService: '2026-03-10', cents: 2500 },
      { service: 'WELLNESS_EXAM', dateOfService: '2026-03-20', cents: 1000 },
      { service: 'WELLNESS_EXAM', dateOfService: '2026-03-09', cents: 6000 },
      { service: 'VACCINATIONS', dateOfService: '2026-03-31', cents: 9000 },
    ]);
    expect(allowance).toMatchObject({ yearFrom: '2026-03-10', yearTo: '2027-03-10', totalCents: 11000 });
    expect(allowance.services).toEqual([
      expect.objectContaining({ service: 'WELLNESS_EXAM', usedCents: 3500, leftCents: 2500 }),
      expect.objectContaining({ service: 'VACCINATIONS', usedCents: 5000, leftCents: 0 }),
    ]);
    expect(allowance).toMatchObject({ usedCents: 8500, leftCents: 2500 });
  });
});
