// Cover starts on the day of purchase, as the API dates agreements (contract/cover); each waiting period counts from there.
import { WAITING_PERIODS } from '@tailwise/shared/contract/cover';
import { coverDates, parseIsoDay } from './cover-dates';
import { annualSavingCents } from './money';
import { formatCents } from '@tailwise/shared/format';

it('starts cover on the day of purchase as the API dates it (the UTC day), each waiting period after it', () => {
  const dates = coverDates(WAITING_PERIODS, new Date('2025-01-31T15:30:00Z'));
  expect(dates.start).toEqual(new Date(2025, 0, 31, 0, 1));
  expect(dates.accident).toEqual(new Date(2025, 1, 3, 0, 1));
  expect(dates.illness).toEqual(new Date(2025, 1, 14, 0, 1));
  expect(dates.cruciate).toEqual(new Date(2025, 6, 31, 0, 1));
  // Past midnight UTC the API records the next day, whatever the visitor's clock says.
  expect(coverDates(WAITING_PERIODS, new Date('2025-02-01T00:30:00Z')).start).toEqual(new Date(2025, 1, 1, 0, 1));
});

it('clamps month arithmetic to the end of a shorter month', () => {
  // Bought Aug 31: six months later is Feb 28 (2026 is not a leap year).
  expect(
    coverDates({ accidentDays: 0, illnessDays: 0, cruciateLigamentMonths: 6 }, new Date('2025-08-31T12:00:00Z'))
      .cruciate,
  ).toEqual(new Date(2026, 1, 28, 0, 1));
});

it('reads API days as local dates', () => {
  expect(parseIsoDay('2025-03-09').getDate()).toBe(9);
});

it('formats money with cents and computes the yearly saving', () => {
  expect(formatCents(123456)).toBe('$1,234.56');
  expect(formatCents(5000)).toBe('$50.00');
  expect(annualSavingCents(5000, 57000)).toBe(3000);
  expect(annualSavingCents(5000, 61000)).toBe(0);
});
