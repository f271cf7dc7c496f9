// How every app writes money: integer cents in (the contract's unit), US dollars out. One copy, so a
// price reads the same on the marketing pages, in the quiz, in the dashboard and in the API's emails.
// Written by hand rather than with Intl.NumberFormat: the first currency formatter a page builds loads
// the locale's data, about 50 ms of a slow phone's main thread on every page that shows a price, for a
// format this short and fixed (en-US dollars). The tests hold it to Intl's output.

const GROUPS_OF_THREE = /\B(?=(\d{3})+(?!\d))/g;

/** 123456 → "$1,234.56". With `whole`, an amount without cents drops them ($500 deductible); others keep them. */
export function formatCents(cents: number, { whole = false }: { whole?: boolean } = {}): string {
  const amount = Math.round(Math.abs(cents));
  const dollars = String(Math.floor(amount / 100)).replace(GROUPS_OF_THREE, ',');
  const rest = amount % 100;
  const text = whole && rest === 0 ? `$${dollars}` : `$${dollars}.${String(rest).padStart(2, '0')}`;
  return cents < 0 && amount > 0 ? `-${text}` : text;
}
