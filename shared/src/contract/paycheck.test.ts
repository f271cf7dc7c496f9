// Pins the one rounding rule for prices per paycheck, which the quiz and /business both show.
import { PAYCHECKS_PER_YEAR, percentOffCents, perPaycheckCents } from './paycheck';

describe('perPaycheckCents', () => {
  it('spreads twelve monthly prices over 26 paychecks', () => {
    expect(PAYCHECKS_PER_YEAR.biweekly).toBe(26);
    // $26.00 a month is $312.00 a year: $12.00 a paycheck exactly.
    expect(perPaycheckCents(2600, 'month')).toBe(1200);
  });

  it('takes a yearly price as the year', () => {
    expect(perPaycheckCents(31200, 'year')).toBe(1200);
  });

  it('drops a fraction of a cent, so 26 deductions never pass the year (the payroll article: $42.00 is $19.38)', () => {
    // $45.99 a month = 55188 cents a year; / 26 = 2122.6 cents.
    const each = perPaycheckCents(4599, 'month');
    expect(each).toBe(2122);
    expect(each * 26).toBeLessThanOrEqual(4599 * 12);
    expect((each + 1) * 26).toBeGreaterThan(4599 * 12);
    expect(perPaycheckCents(4200, 'month')).toBe(1938);
  });

  it('follows another payroll frequency when given one', () => {
    expect(perPaycheckCents(2600, 'month', 24)).toBe(1300);
    expect(perPaycheckCents(4200, 'month', PAYCHECKS_PER_YEAR.semiMonthly)).toBe(2100);
    expect(perPaycheckCents(4200, 'month', 12)).toBe(4200);
  });

  it('refuses amounts that are not whole cents', () => {
    expect(() => perPaycheckCents(10.5, 'month')).toThrow(RangeError);
    expect(() => perPaycheckCents(-1, 'month')).toThrow(RangeError);
    expect(() => perPaycheckCents(100, 'month', 0)).toThrow(RangeError);
  });

  it.each([
    // monthly cents, paychecks a year, per paycheck: exact, a fraction below half, at least half
    [2600, 26, 1200],
    [4200, 26, 1938], // 1938.46…: down, as the payroll article shows
    [4599, 26, 2122], // 2122.6: down, not to the nearest cent
    [3031, 26, 1398], // 1398.92…
    [2728, 26, 1259], // 1259.08…
    [1, 26, 0], // 0.46…: less than a cent a paycheck is absorbed
    [0, 26, 0],
    [4200, 24, 2100],
    [4599, 24, 2299], // 2299.5
    [999, 52, 230], // 230.54…
    [4200, 12, 4200],
  ])('%i cents a month over %i paychecks is %i cents each, never more than the premium', (monthly, paychecks, each) => {
    expect(perPaycheckCents(monthly, 'month', paychecks)).toBe(each);
    expect(each * paychecks).toBeLessThanOrEqual(monthly * 12);
    expect((each + 1) * paychecks).toBeGreaterThan(monthly * 12);
  });
});

test('percentOffCents takes a percentage off in whole cents, half up, as the API prices every discount', () => {
  expect(percentOffCents(4599, 10)).toBe(460);
  expect(percentOffCents(4595, 10)).toBe(460);
  expect(percentOffCents(4594, 10)).toBe(459);
  expect(percentOffCents(3031, 10)).toBe(303);
});
