// What the paycheck box shows before (and in place of) the live prices: the same rows' height, so
// nothing below moves when the prices arrive.
import { colors, space } from '@tailwise/shared';
import { EXAMPLE_PETS } from './paycheck';

export const ROW_HEIGHT = 76;
/** Every pet's row plus the note line (two lines at 360 px): the box never changes height. */
export const BOX_HEIGHT = EXAMPLE_PETS.length * ROW_HEIGHT + 64;

export const rowStyle = {
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'center',
  gap: space(4),
  minHeight: ROW_HEIGHT,
  borderBottom: `1px solid ${colors.border}`,
} as const;

/** The line under the rows: the group discount, or what the prices are doing. */
export const noteStyle = { paddingTop: space(3), color: colors.muted, fontSize: '0.9375rem' } as const;

export function PricesPending({ text = 'Checking today’s prices…' }: { text?: string }) {
  return (
    <ul css={{ listStyle: 'none', margin: 0, padding: 0 }}>
      {EXAMPLE_PETS.map((pet) => (
        <li key={pet.key} css={rowStyle}>
          <span>
            <strong css={{ display: 'block', color: colors.ink }}>{pet.description}</strong>
            <span css={{ color: colors.muted, fontSize: '0.9375rem' }}>{pet.age} yrs</span>
          </span>
          <span aria-hidden="true" css={{ width: 72, height: 28, borderRadius: 8, background: colors.border }} />
        </li>
      ))}
      <li css={noteStyle}>{text}</li>
    </ul>
  );
}
