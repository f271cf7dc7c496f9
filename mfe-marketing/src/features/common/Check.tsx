// The ticked (or crossed) list the marketing pages compare and promise with: the list's style and its marks.
import { css } from '@emotion/react';
import { colors, space } from '@tailwise/shared';

/** A list whose items each start with a `Mark`. */
export const checkList = {
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: space(3),
  li: { position: 'relative', paddingLeft: space(8), lineHeight: 1.55, color: colors.ink },
} as const;

const position = css({ position: 'absolute', left: 0, top: 2 });

/** A decorative tick or cross for lists; the list text carries the meaning. */
export function Mark({ kind = 'yes' }: { kind?: 'yes' | 'no' }) {
  const color = kind === 'yes' ? colors.success : colors.danger;
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" width="22" height="22" css={position}>
      <circle cx="12" cy="12" r="11" fill={kind === 'yes' ? colors.successSoft : colors.dangerSoft} />
      {kind === 'yes' ? (
        <path
          d="M7 12.5l3.2 3.2L17 9"
          stroke={color}
          strokeWidth="2.4"
          fill="none"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      ) : (
        <path d="M8 8l8 8M16 8l-8 8" stroke={color} strokeWidth="2.4" strokeLinecap="round" />
      )}
    </svg>
  );
}
