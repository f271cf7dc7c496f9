// The live part of the paycheck examples: each pet's price per paycheck with the group discount, and
// its list price a month. Loaded after the page has rendered, into a box of fixed height.
import { colors, space } from '@tailwise/shared';
import { PAYCHECKS_PER_YEAR, perPaycheckCents } from '@tailwise/shared/contract/paycheck';
import { formatCents } from '@tailwise/shared/format';
import { usePaycheckExamples } from './paycheck-examples';
import { noteStyle, PricesPending, ROW_HEIGHT, rowStyle } from './paycheck-parts';

const figure = { fontSize: '1.5rem', fontWeight: 800, color: colors.primary, lineHeight: 1.1 } as const;

export default function PaycheckTable() {
  const { data, isError } = usePaycheckExamples();
  if (isError)
    return <PricesPending text="Example prices are unavailable right now. Ask us for your group’s prices." />;
  if (!data) return <PricesPending />;
  return (
    <ul css={{ listStyle: 'none', margin: 0, padding: 0 }}>
      {data.examples.map(({ pet, listMonthlyCents, groupMonthlyCents }) => (
        <li key={pet.key} css={rowStyle}>
          <span>
            <strong css={{ display: 'block', color: colors.ink }}>{pet.description}</strong>
            <span css={{ color: colors.muted, fontSize: '0.9375rem' }}>
              {pet.age} yrs · list {formatCents(listMonthlyCents)}/mo
            </span>
          </span>
          <span css={{ textAlign: 'right', minHeight: ROW_HEIGHT - 24 }}>
            <span css={figure}>
              {formatCents(perPaycheckCents(groupMonthlyCents, 'month', PAYCHECKS_PER_YEAR.biweekly))}
            </span>
            <span
              css={{
                display: 'block',
                color: colors.muted,
                fontSize: '0.875rem',
                marginTop: space(1),
                whiteSpace: 'nowrap',
              }}
            >
              per paycheck
            </span>
          </span>
        </li>
      ))}
      {data.groupDiscountPercent !== null && (
        <li css={noteStyle}>Includes a {data.groupDiscountPercent}% group discount.</li>
      )}
    </ul>
  );
}
