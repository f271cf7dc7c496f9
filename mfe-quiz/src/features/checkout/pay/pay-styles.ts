// Review and pay's own layout and terms lists: only the pay step (in checkout's later chunk) uses them, so the
// account step's first render does not carry them.
import { colors, mq, space } from '@tailwise/shared';

/** Label and value rows (review and pay's terms): the value right-aligned, rows apart, wrapping when narrow. */
export const termsListStyle = {
  display: 'grid',
  gap: space(2),
  margin: 0,
  '& > div': { display: 'flex', justifyContent: 'space-between', columnGap: space(3), flexWrap: 'wrap' },
  '& > div + div': { paddingTop: space(2), borderTop: `1px solid ${colors.border}` },
  '& dt': { margin: 0, color: colors.muted },
  '& dd': { margin: '0 0 0 auto', fontWeight: 600, textAlign: 'right', fontVariantNumeric: 'tabular-nums' },
} as const;
/** A line across a terms row, under its label and value. */
export const termNoteStyle = {
  flexBasis: '100%',
  fontSize: '0.875rem',
  color: colors.muted,
  '&&': { margin: 0, fontWeight: 400, textAlign: 'left' },
} as const;

/**
 * Review and pay: the plan under review, then the address and card; from 1024 px the form on the left and
 * the plan beside it (sticky), as on the other steps, so the page is not left a column short.
 */
export const payLayoutStyle = {
  display: 'grid',
  gap: space(6),
  alignItems: 'start',
  [mq.lg]: { gridTemplateColumns: 'minmax(0, 1fr) 26rem', gap: space(8) },
} as const;
export const reviewColumnStyle = {
  minWidth: 0,
  [mq.lg]: { gridColumn: 2, gridRow: 1, position: 'sticky', top: space(20) },
} as const;
export const payColumnStyle = {
  display: 'grid',
  gap: space(5),
  minWidth: 0,
  [mq.lg]: { gridColumn: 1, gridRow: 1 },
} as const;
