// The billing calendar and price rules, as pure facts: which periods are due, when declines are retried, and what
// a period costs as the account's insured pets change.
import { duePeriods, fullPricePlan, lapsesOn, nextAttemptOn, periodAt, periodPriceCents } from './periods';

describe('periods', () => {
  test('monthly periods follow the start day, clamped to short months, each ending the day before the next', () => {
    expect(periodAt('2026-01-31', 'month', 1)).toEqual({ index: 1, start: '2026-02-28', end: '2026-03-30' });
    expect(periodAt('2026-01-31', 'month', 2)).toEqual({ index: 2, start: '2026-03-31', end: '2026-04-29' });
    expect(periodAt('2026-03-15', 'year', 1)).toEqual({ index: 1, start: '2027-03-15', end: '2028-03-14' });
  });

  test('due periods start after the first, by the day asked, and stop at a cancelled plan’s end', () => {
    const plan = { start_date: '2026-01-10', billing_interval: 'month', ends_on: null };
    expect(duePeriods(plan, '2026-02-09')).toEqual([]);
    expect(duePeriods(plan, '2026-03-10').map((p) => p.start)).toEqual(['2026-02-10', '2026-03-10']);
    expect(duePeriods({ ...plan, ends_on: '2026-02-20' }, '2026-04-30').map((p) => p.start)).toEqual(['2026-02-10']);
  });

  test('a decline is tried again 3 and 7 days after the due date, then the plan lapses', () => {
    expect(nextAttemptOn('2026-12-01', 1)).toBe('2026-12-04');
    expect(nextAttemptOn('2026-12-01', 2)).toBe('2026-12-08');
    expect(nextAttemptOn('2026-12-01', 3)).toBeNull();
    expect(lapsesOn('2026-12-01')).toBe('2026-12-08');
  });
});

describe('a period’s price', () => {
  const plan = (id: number, listMonthlyCents: number, extra = {}) => ({
    kind: 'INSURANCE' as const,
    id,
    billingInterval: 'month',
    listMonthlyCents,
    promoPercentOff: null,
    priceCents: 0,
    ...extra,
  });

  test('the pet insured first pays in full, later ones get MULTI_PET, as checkout priced them', () => {
    // Rex (list $50) was insured first; Bo (list $70) joined in a later purchase and got 10% off at checkout.
    const insured = [
      { id: 1, listMonthlyCents: 5000, purchaseId: 10 },
      { id: 2, listMonthlyCents: 7000, purchaseId: 11 },
    ];
    expect(fullPricePlan(insured)?.id).toBe(1);
    expect(periodPriceCents(plan(1, 5000), insured)).toBe(5000);
    expect(periodPriceCents(plan(2, 7000), insured)).toBe(6300);
  });

  test('in one purchase the dearest pays in full', () => {
    const insured = [
      { id: 1, listMonthlyCents: 5000, purchaseId: 10 },
      { id: 2, listMonthlyCents: 7000, purchaseId: 10 },
    ];
    expect(periodPriceCents(plan(1, 5000), insured)).toBe(4500);
    expect(periodPriceCents(plan(2, 7000), insured)).toBe(7000);
  });

  test('alone again, a pet pays its list price; yearly billing and a promo still apply', () => {
    const alone = [{ id: 2, listMonthlyCents: 7000, purchaseId: 11 }];
    expect(periodPriceCents(plan(2, 7000), alone)).toBe(7000);
    // 12 × $70 = $840, less 5% = $798, less a 10% promo = $718.20.
    expect(periodPriceCents(plan(2, 7000, { billingInterval: 'year', promoPercentOff: 10 }), alone)).toBe(71820);
    // ANNUAL_PAYMENT never applies to monthly billing.
    expect(periodPriceCents(plan(2, 7000, { promoPercentOff: 10 }), alone)).toBe(6300);
  });

  test('a plan sold before list prices were kept keeps its price; wellness never gets MULTI_PET', () => {
    const insured = [
      { id: 1, listMonthlyCents: 5000, purchaseId: 10 },
      { id: 2, listMonthlyCents: 7000, purchaseId: 11 },
    ];
    expect(periodPriceCents(plan(2, 0, { listMonthlyCents: null, priceCents: 4321 }), insured)).toBe(4321);
    expect(periodPriceCents(plan(9, 1499, { kind: 'WELLNESS' }), insured)).toBe(1499);
  });
});
