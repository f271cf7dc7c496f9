// Waiting times as the claims staff read them, and an amount as the approve form offers it for editing.
// Money and dates are written and read back by @tailwise/shared/format.
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

/** Cents as the amount field shows them for editing: 328500 → "3285.00". */
export const centsToDollarsInput = (cents: number) =>
  `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
