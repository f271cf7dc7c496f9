// Waiting times and typed amounts as the claims staff read and enter them; amounts are the contract's integer
// cents, never drifting with floating point. Money and dates are written by @tailwise/shared/format.
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
