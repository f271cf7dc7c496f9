import { colors, QueryScope, radii, space } from '@tailwise/shared';
import { card, cardHeading } from '@tailwise/shared/layout';
import { lazy } from 'react';
import { formatWholeDollars } from '@tailwise/shared/format';
import { reimbursementFor, SAMPLE_PLACE, samplePets } from '../insurance-plans/sample-quote';
import { EXAMPLE, PriceChecking } from './home-price-example-parts';

// The live price needs React Query; loading it after the page has rendered keeps it out of the home
// page's first load. Until then the box shows the same "checking" line the prerendered page has.
const HomeLivePrice = lazy(() => import('./HomeLivePrice'));

const dog = samplePets[0]!;

const row = {
  display: 'flex',
  justifyContent: 'space-between',
  gap: space(4),
  paddingBlock: space(2),
  borderBottom: `1px solid ${colors.border}`,
} as const;

/**
 * The home page's price example: a live monthly price for a sample dog (API quote, client only, in a
 * box of fixed height so nothing moves when it arrives) and a worked claim.
 */
export function HomePriceExample() {
  const back = reimbursementFor(EXAMPLE.bill, EXAMPLE.deductible, EXAMPLE.coinsurancePercent);

  return (
    <div
      css={{ display: 'grid', gap: space(6), gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 20rem), 1fr))' }}
    >
      <div css={card}>
        <h3 css={cardHeading}>What cover could cost</h3>
        <p css={{ margin: `${space(2)} 0 0`, color: colors.muted, lineHeight: 1.6 }}>
          {dog.name}, a {dog.age}-year-old {dog.breedName} in {SAMPLE_PLACE}, with a ${EXAMPLE.deductible} deductible
          and {100 - EXAMPLE.coinsurancePercent}% reimbursement:
        </p>
        <div aria-live="polite" css={{ minHeight: 92, marginTop: space(4), display: 'flex', alignItems: 'center' }}>
          <QueryScope defer fallback={<PriceChecking />}>
            <HomeLivePrice />
          </QueryScope>
        </div>
        <p css={{ margin: 0, fontSize: '0.9375rem', color: colors.muted }}>
          Your price depends on your pet, where you live and the options you choose.
        </p>
      </div>

      <div css={card}>
        <h3 css={cardHeading}>What a claim pays back</h3>
        <p css={{ margin: `${space(2)} 0 ${space(3)}`, color: colors.muted, lineHeight: 1.6 }}>
          {dog.name} swallows a sock and needs emergency surgery: a {formatWholeDollars(EXAMPLE.bill)} bill, early in
          the policy year.
        </p>
        <div css={{ fontVariantNumeric: 'tabular-nums' }}>
          <div css={row}>
            <span>Vet bill</span>
            <span>{formatWholeDollars(EXAMPLE.bill)}</span>
          </div>
          <div css={row}>
            <span>Your deductible</span>
            <span>−${EXAMPLE.deductible}</span>
          </div>
          <div css={row}>
            <span>We reimburse {100 - EXAMPLE.coinsurancePercent}% of the rest</span>
            <strong css={{ color: colors.success }}>{formatWholeDollars(back)}</strong>
          </div>
          <div
            css={{
              ...row,
              borderBottom: 0,
              background: colors.primarySoft,
              borderRadius: radii.sm,
              paddingInline: space(2),
              marginTop: space(2),
            }}
          >
            <strong>You pay</strong>
            <strong>{formatWholeDollars(EXAMPLE.bill - back)}</strong>
          </div>
        </div>
      </div>
    </div>
  );
}
