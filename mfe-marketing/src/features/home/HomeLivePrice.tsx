// The home page's live monthly price for the sample dog (POST /quotes/), loaded after the page renders.
import { colors, space } from '@tailwise/shared';
import { formatCents } from '@tailwise/shared/format';
import { monthlyPriceCents, SAMPLE_ZIP, samplePets } from '../insurance-plans/sample-quote';
import { useSampleQuote } from '../insurance-plans/use-sample-quote';
import { EXAMPLE, PriceChecking } from './home-price-example-parts';

export default function HomeLivePrice() {
  const quote = useSampleQuote({
    pet: samplePets[0]!,
    zipCode: SAMPLE_ZIP,
    deductible: EXAMPLE.deductible,
    coinsurancePercent: EXAMPLE.coinsurancePercent,
  });
  const price = monthlyPriceCents(quote.data);
  if (price !== null) {
    return (
      <p css={{ margin: 0 }}>
        <span css={{ fontSize: '2.75rem', fontWeight: 800, color: colors.primary, lineHeight: 1 }}>
          {formatCents(price)}
        </span>
        <span css={{ marginLeft: space(2), color: colors.muted }}>a month</span>
      </p>
    );
  }
  if (quote.isError)
    return (
      <p css={{ margin: 0, color: colors.muted }}>Live prices are unavailable right now. Get a quote to see yours.</p>
    );
  return <PriceChecking />;
}
