import { PAYCHECKS_PER_YEAR, perPaycheckCents } from './paycheck';

describe('perPaycheckCents', () => {
  it('spreads twelve monthly prices over 26 paychecks', () => {
    expect(PAYCHECKS_PER_YEAR).toBe(26);
    // $26.00 a month is $312.00 a year: $12.00 a paycheck exactly.
    expect(perPaycheckCents(2600, 'month')).toBe(1200);
  });

  it('takes a yearly price as the year', () => {
    expect(perPaycheckCents(31200, 'year')).toBe(1200);
  });

  it('rounds a fraction of a cent up, so 26 deductions cover the year', () => {
    // $45.99 a month = 55188 cents a year; / 26 = 2122.6 cents.
    const each = perPaycheckCents(4599, 'month');
    expect(each).toBe(2123);
    expect(each * 26).toBeGreaterThanOrEqual(4599 * 12);
    expect((each - 1) * 26).toBeLessThan(4599 * 12);
  });

  it('follows another payroll frequency when given one', () => {
    expect(perPaycheckCents(2600, 'month', 24)).toBe(1300);
  });

  it('refuses amounts that are not whole cents', () => {
    expect(() => perPaycheckCents(10.5, 'month')).toThrow(RangeError);
    expect(() => perPaycheckCents(-1, 'month')).toThrow(RangeError);
    expect(() => perPaycheckCents(100, 'month', 0)).toThrow(RangeError);
  });
});
