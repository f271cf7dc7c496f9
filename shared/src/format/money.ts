// How every app writes money: integer cents in (the contract's unit), US dollars out. One copy, so a
// price reads the same on the marketing pages, in the quiz and in the dashboard.
const dollars = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});
const wholeDollars = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 0,
  maximumFractionDigits: 0,
});

/** 123456 → "$1,234.56". With `whole`, an amount without cents drops them ($500 deductible); others keep them. */
export function formatCents(cents: number, { whole = false }: { whole?: boolean } = {}): string {
  if (whole && cents % 100 === 0) return wholeDollars.format(cents / 100);
  return dollars.format(cents / 100);
}
