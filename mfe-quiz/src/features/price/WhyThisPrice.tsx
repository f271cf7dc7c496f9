// "Why this price": the rating factors of one pet's insurance in plain words, and how they multiply to
// the price before discounts. Collapsed by default, so the options stay the focus.
import { colors, space } from '@tailwise/shared';
import type { QuotedPet, UsState } from '@tailwise/shared/contract';
import { formatCents } from '@tailwise/shared/format';
import { detailsStyle, moneyStyle } from './price-styles';
import { explainFactors } from './why-this-price';

const tableStyle = {
  width: '100%',
  marginTop: space(3),
  borderCollapse: 'collapse',
  '& th, & td': { padding: `${space(2)} 0`, verticalAlign: 'top', borderBottom: `1px solid ${colors.border}` },
  '& th': { textAlign: 'left', fontWeight: 600, paddingRight: space(3) },
  '& td:last-of-type': { ...moneyStyle, paddingLeft: space(3), fontWeight: 700 },
  '& tfoot th, & tfoot td': { borderBottom: 0, fontWeight: 700 },
} as const;
const explanationStyle = { display: 'block', fontWeight: 400, color: colors.muted, fontSize: '0.9375rem' } as const;

export function WhyThisPrice({ pet, state }: { pet: QuotedPet; state: UsState }) {
  const lines = explainFactors(pet, state);
  if (lines.length === 0 || !pet.insurance) return null;
  return (
    <details css={detailsStyle}>
      <summary>Why this price?</summary>
      <table css={tableStyle}>
        <caption css={{ textAlign: 'left', color: colors.muted, fontSize: '0.9375rem' }}>
          How {pet.name ?? 'your pet'}’s monthly insurance price is worked out. Each factor multiplies the price.
        </caption>
        <tbody>
          {lines.map((line) => (
            <tr key={line.id}>
              <th scope="row">
                {line.label}
                <span css={explanationStyle}>{line.explanation}</span>
              </th>
              <td>{line.value}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">Insurance before discounts</th>
            <td>{formatCents(pet.insurance.listMonthlyCents)}/mo</td>
          </tr>
        </tfoot>
      </table>
    </details>
  );
}
