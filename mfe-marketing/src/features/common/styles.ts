// Style objects the marketing pages share (Emotion css prop, theme tokens only).
import { colors, focusRing, mq, radii, shadows, space } from '@tailwise/shared';

export const sectionPadding = { paddingBlock: space(12), [mq.md]: { paddingBlock: space(16) } } as const;

export const eyebrow = {
  margin: 0,
  fontSize: '0.875rem',
  fontWeight: 700,
  letterSpacing: '0.08em',
  textTransform: 'uppercase',
  color: colors.primary,
} as const;

export const h2Style = {
  margin: 0,
  fontSize: 'clamp(1.5rem, 2.5vw + 1rem, 2.25rem)',
  lineHeight: 1.2,
  letterSpacing: '-0.01em',
  color: colors.ink,
} as const;

export const h3Style = { margin: 0, fontSize: '1.25rem', lineHeight: 1.3, color: colors.ink } as const;

export const leadText = {
  margin: 0,
  fontSize: '1.125rem',
  lineHeight: 1.6,
  color: colors.muted,
  maxWidth: '44rem',
} as const;

export const bodyText = { margin: 0, lineHeight: 1.6, color: colors.muted } as const;

export const card = {
  background: colors.surface,
  border: `1px solid ${colors.border}`,
  borderRadius: radii.lg,
  boxShadow: shadows.card,
  padding: space(6),
} as const;

/** A grid of equal columns: one on phones, `md` columns from 768 px, `lg` from 1024 px. */
export function grid(md: number, lg = md) {
  return {
    display: 'grid',
    gap: space(6),
    gridTemplateColumns: 'minmax(0, 1fr)',
    [mq.md]: { gridTemplateColumns: `repeat(${md}, minmax(0, 1fr))` },
    [mq.lg]: { gridTemplateColumns: `repeat(${lg}, minmax(0, 1fr))` },
  } as const;
}

export const ctaRow = { display: 'flex', flexWrap: 'wrap', gap: space(3), marginTop: space(6) } as const;

export const checkList = {
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: space(3),
  li: { position: 'relative', paddingLeft: space(8), lineHeight: 1.55, color: colors.ink },
} as const;

/** Long-form text: articles and legal pages. */
export const prose = {
  color: colors.ink,
  fontSize: '1.0625rem',
  lineHeight: 1.7,
  maxWidth: '44rem',
  'h2, h3': { color: colors.ink, lineHeight: 1.25, scrollMarginTop: space(6) },
  h2: { fontSize: '1.5rem', marginTop: space(10), marginBottom: space(3) },
  h3: { fontSize: '1.2rem', marginTop: space(8), marginBottom: space(2) },
  p: { marginTop: 0, marginBottom: space(4) },
  'ul, ol': { paddingLeft: space(6), marginTop: 0, marginBottom: space(4) },
  li: { marginBottom: space(2) },
  a: { color: colors.primary, fontWeight: 600 },
  blockquote: {
    margin: `${space(6)} 0`,
    padding: `${space(4)} ${space(5)}`,
    borderLeft: `4px solid ${colors.accent}`,
    background: colors.accentSoft,
    borderRadius: radii.sm,
    p: { margin: 0 },
  },
  table: { width: '100%', borderCollapse: 'collapse', marginBottom: space(6), fontSize: '0.975rem' },
  'th, td': {
    textAlign: 'left',
    padding: `${space(2)} ${space(3)}`,
    borderBottom: `1px solid ${colors.border}`,
    verticalAlign: 'top',
  },
  th: { background: colors.primarySoft },
  '.table-scroll': { overflowX: 'auto', marginBottom: space(6), borderRadius: radii.sm, '&:focus-visible': focusRing },
  strong: { color: colors.ink },
} as const;
