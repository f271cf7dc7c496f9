// How every app writes a date, so a day reads the same on every page that shows it. Calendar days
// ('YYYY-MM-DD', the contract's unit) are written from their digits, never through a Date in some time
// zone, so they never shift a day and read the same in Node and in every browser; and by hand rather than
// with Intl.DateTimeFormat, whose first formatter loads the locale's data on the page's main thread.
// The tests hold each one to Intl's en-US output.

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;
const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;

const shortMonth = (monthIndex: number) => MONTHS[monthIndex]!.slice(0, 3);

function calendarDay(isoDate: string): { year: number; monthIndex: number; day: number } {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate);
  const [year, month, day] = (match ?? []).slice(1).map(Number);
  if (!year || !month || !day || month > 12 || day > 31) throw new RangeError(`Not a calendar day: ${isoDate}`);
  return { year, monthIndex: month - 1, day };
}

function validDate(date: Date, source: unknown): Date {
  if (Number.isNaN(date.getTime())) throw new RangeError(`Not a date: ${String(source)}`);
  return date;
}

/** 'YYYY-MM-DD' → "Nov 21, 2026": the dashboard's and the claims staff's dates. */
export function formatIsoDate(isoDate: string): string {
  const { year, monthIndex, day } = calendarDay(isoDate);
  return `${shortMonth(monthIndex)} ${day}, ${year}`;
}

/** 'YYYY-MM-DD' → "October 14, 2026": articles, reviews and legal documents, where a date is read, not scanned. */
export function formatIsoDateLong(isoDate: string): string {
  const { year, monthIndex, day } = calendarDay(isoDate);
  return `${MONTHS[monthIndex]} ${day}, ${year}`;
}

/** Two calendar days as a period: "Nov 26 – Dec 25, 2026", with both years only when it spans a new year. */
export function formatIsoDateRange(startIsoDate: string, endIsoDate: string): string {
  const start = calendarDay(startIsoDate);
  const end = formatIsoDate(endIsoDate);
  if (start.year === calendarDay(endIsoDate).year) return `${shortMonth(start.monthIndex)} ${start.day} – ${end}`;
  return `${formatIsoDate(startIsoDate)} – ${end}`;
}

/** A local Date → "Tue, Jan 14, 2025": a day the reader plans around (when cover starts). */
export function formatLocalDateWithWeekday(localDate: Date): string {
  validDate(localDate, localDate);
  const month = shortMonth(localDate.getMonth());
  return `${WEEKDAYS[localDate.getDay()]}, ${month} ${localDate.getDate()}, ${localDate.getFullYear()}`;
}

/** An ISO timestamp → "Nov 26, 2026": the day it fell on in the reader's own time zone (when a payment was taken). */
export function formatTimestampDate(isoTimestamp: string): string {
  const moment = validDate(new Date(isoTimestamp), isoTimestamp);
  return `${shortMonth(moment.getMonth())} ${moment.getDate()}, ${moment.getFullYear()}`;
}

// The clock time is left to Intl (built on first use, not when a page loads): how en-US spaces "2:05 PM"
// depends on the browser's locale data, and the text should match what the reader's browser writes.
let timestampFormat: Intl.DateTimeFormat | undefined;

/** An ISO timestamp → "Nov 26, 2026, 2:05 PM" in the reader's own time zone. */
export function formatTimestamp(isoTimestamp: string): string {
  timestampFormat ??= new Intl.DateTimeFormat('en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  });
  return timestampFormat.format(new Date(isoTimestamp));
}
