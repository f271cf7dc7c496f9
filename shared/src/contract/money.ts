// How every app writes money, and reads it back from a form: integer cents (the contract's unit) and US dollars. One copy, so a
// price reads the same on the marketing pages, in the quiz, in the dashboard and in the API's emails.
// Written by hand rather than with Intl.NumberFormat: the first currency formatter a page builds loads
// the locale's data, about 50 ms of a slow phone's main thread on every page that shows a price, for a
// format this short and fixed (en-US dollars). The tests hold it to Intl's output.

const GROUPS_OF_THREE = /\B(?=(\d{3})+(?!\d))/g;

/** 123456 → "$1,234.56". With `whole`, an amount without cents drops them ($500 deductible); others keep them. */
export function formatCents(amountCents: number, { whole = false }: { whole?: boolean } = {}): string {
  const amount = Math.round(Math.abs(amountCents));
  const dollars = String(Math.floor(amount / 100)).replace(GROUPS_OF_THREE, ',');
  const rest = amount % 100;
  const text = whole && rest === 0 ? `$${dollars}` : `$${dollars}.${String(rest).padStart(2, '0')}`;
  return amountCents < 0 && amount > 0 ? `-${text}` : text;
}

/**
 * Whole dollars (a deductible, a vet bill in an example) → "$1,000": what formatCents writes with `whole`,
 * for amounts the page holds in dollars rather than cents.
 */
export const formatWholeDollars = (dollars: number): string => formatCents(dollars * 100, { whole: true });

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
