// Money and dates as the dashboard shows them. Money arrives as integer cents and dates as
// 'YYYY-MM-DD' calendar days; both are formatted without floating-point or time-zone drift.

export { formatCents } from '@tailwise/shared/format';

const dateFormat = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});
const dateTimeFormat = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

/** 'YYYY-MM-DD' to "Nov 21, 2026", read as a calendar day (UTC), so it never shifts a day. */
export function formatDay(day: string): string {
  return dateFormat.format(new Date(`${day}T00:00:00Z`));
}

/** An ISO timestamp in the visitor's own time zone. */
export function formatDateTime(iso: string): string {
  return dateTimeFormat.format(new Date(iso));
}

/**
 * Dollars as typed ("1,234.5", "$80", "42.07") to integer cents by string arithmetic, so 0.29 is 29
 * cents and never 28.999…; null when it is not an amount with at most two decimals.
 */
export function dollarsToCents(text: string): number | null {
  const cleaned = text.trim().replace(/^\$/, '').replace(/,/g, '').trim();
  const match = /^(\d{1,9})(?:\.(\d{0,2}))?$/.exec(cleaned) ?? /^()\.(\d{1,2})$/.exec(cleaned);
  if (!match) return null;
  const whole = Number(match[1] || '0');
  const fraction = Number((match[2] ?? '').padEnd(2, '0'));
  return whole * 100 + fraction;
}
