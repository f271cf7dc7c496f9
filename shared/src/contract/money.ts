// How every app writes money (money-input.ts reads it back from a form): integer cents (the contract's unit) and
// US dollars. One copy, so a price reads the same on the marketing pages, in the quiz, in the dashboard and in
// the API's emails.
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
