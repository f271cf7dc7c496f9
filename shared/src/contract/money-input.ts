// Dollars typed into a form back to integer cents: apart from money.ts, so that a page that only shows prices
// (the home page) does not carry it. The contract and @tailwise/shared/format export both.

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
