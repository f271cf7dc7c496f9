// Money, days and waiting times as the claims staff read them. Money arrives as integer cents, days as
// 'YYYY-MM-DD', moments as ISO timestamps; none of it drifts with floating point or time zones.
export { formatCents } from '@tailwise/shared/format';

const dayFormat = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});
const momentFormat = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

/** 'YYYY-MM-DD' to "Nov 21, 2026", read as a calendar day. */
export const formatDay = (day: string) => dayFormat.format(new Date(`${day}T00:00:00Z`));

/** An ISO timestamp in the reader's own time zone: "Nov 26, 2026, 2:05 PM". */
export const formatMoment = (iso: string) => momentFormat.format(new Date(iso));

const MINUTE = 60_000;

/** How long since `sinceIso`, as the queue says it: "3 h 12 min", "2 d 4 h", "12 min", "under a minute". */
export function formatWaited(sinceIso: string, now: number): string {
  const minutes = Math.max(0, Math.floor((now - Date.parse(sinceIso)) / MINUTE));
  if (minutes < 1) return 'under a minute';
  const days = Math.floor(minutes / (24 * 60));
  const hours = Math.floor((minutes % (24 * 60)) / 60);
  const rest = minutes % 60;
  if (days > 0) return hours > 0 ? `${days} d ${hours} h` : `${days} d`;
  if (hours > 0) return rest > 0 ? `${hours} h ${rest} min` : `${hours} h`;
  return `${rest} min`;
}

/**
 * Dollars as typed ("1,234.5", "$80", "42.07") to integer cents by string arithmetic, so 0.29 is 29 cents and
 * never 28.999…; null when it is not an amount with at most two decimals.
 */
export function dollarsToCents(text: string): number | null {
  const cleaned = text.trim().replace(/^\$/, '').replace(/,/g, '').trim();
  const match = /^(\d{1,9})(?:\.(\d{0,2}))?$/.exec(cleaned) ?? /^()\.(\d{1,2})$/.exec(cleaned);
  if (!match) return null;
  return Number(match[1] || '0') * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

/** Cents as the amount field shows them for editing: 328500 → "3285.00". */
export const centsToDollarsInput = (cents: number) =>
  `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
