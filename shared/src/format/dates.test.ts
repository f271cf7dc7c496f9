// Pins every date format to the text the pages show today, and to what Intl's en-US formats write.
import {
  formatIsoDate,
  formatIsoDateLong,
  formatIsoDateRange,
  formatLocalDateWithWeekday,
  formatTimestamp,
  formatTimestampDate,
} from '@tailwise/shared/format';

const intl = (options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat('en-US', options);
const utcShort = intl({ month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });
const utcLong = intl({ month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' });
const localShort = intl({ month: 'short', day: 'numeric', year: 'numeric' });
const iso = (date: Date) => date.toISOString().slice(0, 10);

/** Every day of two years (one a leap year), so every month name and day number is checked. */
const DAYS = Array.from({ length: 731 }, (_, i) => new Date(Date.UTC(2027, 11, 31 - i)));

describe('calendar days', () => {
  it('writes the short date the dashboard and the claims staff read', () => {
    expect(formatIsoDate('2026-11-21')).toBe('Nov 21, 2026');
    expect(formatIsoDate('2026-01-01')).toBe('Jan 1, 2026');
    expect(formatIsoDate('2026-09-30')).toBe('Sep 30, 2026');
    for (const day of DAYS) expect(formatIsoDate(iso(day))).toBe(utcShort.format(day));
  });

  it('writes the long date of articles, reviews and legal documents', () => {
    expect(formatIsoDateLong('2026-10-14')).toBe('October 14, 2026');
    expect(formatIsoDateLong('2026-10-06')).toBe('October 6, 2026');
    expect(formatIsoDateLong('2026-02-28')).toBe('February 28, 2026');
    for (const day of DAYS) expect(formatIsoDateLong(iso(day))).toBe(utcLong.format(day));
  });

  it('writes a period with the year once, or twice across a new year', () => {
    expect(formatIsoDateRange('2026-11-26', '2026-12-25')).toBe('Nov 26 – Dec 25, 2026');
    expect(formatIsoDateRange('2026-12-26', '2027-01-25')).toBe('Dec 26, 2026 – Jan 25, 2027');
  });

  it('never moves a day, whatever the time zone', () => {
    // A calendar day read as local midnight west of UTC would print the day before.
    expect(formatIsoDate('2026-03-01')).toBe('Mar 1, 2026');
    expect(formatIsoDateLong('2026-03-01')).toBe('March 1, 2026');
  });

  it('refuses text that is not a calendar day', () => {
    expect(() => formatIsoDate('2026-11-21T10:00:00Z')).toThrow(RangeError);
    expect(() => formatIsoDateLong('November 21')).toThrow(RangeError);
    expect(() => formatIsoDate('2026-13-01')).toThrow(RangeError);
  });
});

describe('local days and moments', () => {
  it('writes a local day with its weekday, as the quiz shows when cover starts', () => {
    expect(formatLocalDateWithWeekday(new Date(2025, 0, 14, 0, 1))).toBe('Tue, Jan 14, 2025');
    const withWeekday = intl({ weekday: 'short', month: 'short', day: 'numeric', year: 'numeric' });
    for (const day of DAYS) {
      const local = new Date(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate(), 0, 1);
      expect(formatLocalDateWithWeekday(local)).toBe(withWeekday.format(local));
      expect(formatLocalDateWithWeekday(local)).toBe(
        local.toLocaleDateString('en-US', { weekday: 'short', month: 'short', day: 'numeric', year: 'numeric' }),
      );
    }
  });

  it('writes the local day a timestamp fell on', () => {
    for (const day of DAYS) {
      const moment = new Date(day.getTime() + 13 * 3_600_000 + 7 * 60_000);
      expect(formatTimestampDate(moment.toISOString())).toBe(localShort.format(moment));
    }
    expect(() => formatTimestampDate('not a time')).toThrow(RangeError);
    expect(() => formatLocalDateWithWeekday(new Date(Number.NaN))).toThrow(RangeError);
  });

  it('writes a timestamp with its clock time in the reader’s zone', () => {
    const dateTime = intl({ month: 'short', day: 'numeric', year: 'numeric', hour: 'numeric', minute: '2-digit' });
    const moment = new Date(2026, 10, 26, 14, 5);
    expect(formatTimestamp(moment.toISOString())).toBe(dateTime.format(moment));
    expect(formatTimestamp(moment.toISOString())).toMatch(/^Nov 26, 2026, 2:05\sPM$/);
  });
});
