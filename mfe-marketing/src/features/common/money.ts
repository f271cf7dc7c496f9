/** $1,234.56 from cents; whole dollars without decimals when `whole` is set. */
export function formatCents(cents: number, { whole = false }: { whole?: boolean } = {}): string {
  return new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: whole ? 0 : 2,
    maximumFractionDigits: whole ? 0 : 2,
  }).format(cents / 100);
}

export const formatDollars = (dollars: number) => formatCents(dollars * 100, { whole: true });
