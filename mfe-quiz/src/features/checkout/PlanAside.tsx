// Beside the account and details steps: what is being bought and the total the visitor saw, so the price
// stays in view all the way to payment.
import { colors, space } from '@tailwise/shared';
import { formatCents } from '@tailwise/shared/format';
import { intervalWord } from '../price/money';
import { cardStyle, lineRowStyle, moneyStyle, mutedTextStyle } from '../price/summary-styles';
import type { SeenQuote } from '../price/seen-quote';

export function PlanAside({ seen, names }: { seen: SeenQuote | null; names: readonly string[] }) {
  if (!seen) return null;
  const { quote } = seen;
  return (
    <aside css={{ ...cardStyle, gap: space(2) }} aria-label="Your plan">
      <h2 css={{ margin: 0, fontSize: '1.125rem' }}>Your plan</h2>
      {quote.pets.map((pet, i) => (
        <p key={i} css={lineRowStyle}>
          <span>
            {names[i] ?? pet.name ?? `Pet ${i + 1}`}
            <span css={{ display: 'block', color: colors.muted, fontSize: '0.875rem' }}>
              {[pet.insurance ? 'Insurance' : null, pet.wellness ? `${pet.wellness.name} wellness` : null]
                .filter(Boolean)
                .join(' + ')}
            </span>
          </span>
          <span css={moneyStyle}>{formatCents(pet.totalCents)}</span>
        </p>
      ))}
      <p css={{ ...lineRowStyle, borderTop: `1px solid ${colors.border}`, fontWeight: 800 }}>
        <span>Total per {intervalWord(quote.billingInterval)}</span>
        <span css={moneyStyle}>{formatCents(quote.totalCents)}</span>
      </p>
      <p css={mutedTextStyle}>You confirm the final price before you pay.</p>
    </aside>
  );
}
