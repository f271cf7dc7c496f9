import { colors } from '@tailwise/shared';

/** The worked example on the home page: a sample dog, a $500 deductible, 90% back. */
export const EXAMPLE = { bill: 3200, deductible: 500 as const, coinsurancePercent: 10 as const };

/** The live price box before the quote arrives (also what the prerendered page shows). */
export function PriceChecking() {
  return (
    <p css={{ margin: 0, color: colors.muted }} aria-busy="true">
      Checking today’s price…
    </p>
  );
}
