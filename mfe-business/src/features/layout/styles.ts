// Style constants every business page shares (Emotion css prop, theme tokens only).
import { colors, mq, radii, shadows, space } from '@tailwise/shared';

export const band = { paddingBlock: space(12), [mq.lg]: { paddingBlock: space(16) } } as const;
export const tintedBand = { ...band, background: colors.surface } as const;

export const kicker = {
  margin: 0,
  color: colors.primary,
  fontSize: '0.875rem',
  fontWeight: 700,
  textTransform: 'uppercase',
  letterSpacing: '0.08em',
} as const;

export const titleStyle = {
  margin: `${space(2)} 0 0`,
  color: colors.ink,
  fontSize: 'clamp(2rem, 3.5vw + 1rem, 3.25rem)',
  lineHeight: 1.1,
  letterSpacing: '-0.015em',
} as const;

export const sectionTitle = {
  margin: 0,
  color: colors.ink,
  fontSize: 'clamp(1.5rem, 2vw + 1rem, 2.25rem)',
  lineHeight: 1.2,
} as const;

export const cardTitle = { margin: 0, color: colors.ink, fontSize: '1.25rem', lineHeight: 1.3 } as const;

export const intro = {
  margin: `${space(4)} 0 0`,
  maxWidth: '46rem',
  color: colors.muted,
  fontSize: '1.125rem',
  lineHeight: 1.6,
} as const;

export const copy = { margin: 0, color: colors.muted, lineHeight: 1.65 } as const;

export const panel = {
  padding: space(6),
  background: colors.surface,
  border: `1px solid ${colors.border}`,
  borderRadius: radii.lg,
  boxShadow: shadows.card,
} as const;

/** Equal columns: one on phones, `md` from 768 px, `lg` from 1024 px. */
export const columns = (md: number, lg = md) =>
  ({
    display: 'grid',
    gap: space(6),
    gridTemplateColumns: 'minmax(0, 1fr)',
    [mq.md]: { gridTemplateColumns: `repeat(${md}, minmax(0, 1fr))` },
    [mq.lg]: { gridTemplateColumns: `repeat(${lg}, minmax(0, 1fr))` },
  }) as const;

export const actions = { display: 'flex', flexWrap: 'wrap', gap: space(3), marginTop: space(6) } as const;

export const plainList = { listStyle: 'none', margin: 0, padding: 0 } as const;

/** Readable long text (the blog and the HR guide): measure, rhythm, tables that scroll on phones. */
export const longText = {
  maxWidth: '44rem',
  color: colors.ink,
  fontSize: '1.0625rem',
  lineHeight: 1.7,
  'h2, h3': { color: colors.ink, lineHeight: 1.25, scrollMarginTop: space(6) },
  h2: { margin: `${space(10)} 0 ${space(3)}`, fontSize: '1.625rem' },
  h3: { margin: `${space(6)} 0 ${space(2)}`, fontSize: '1.25rem' },
  'p, ul, ol': { margin: `0 0 ${space(4)}` },
  li: { marginBottom: space(2) },
  '.table-scroll': { overflowX: 'auto', margin: `${space(4)} 0 ${space(6)}` },
  table: { borderCollapse: 'collapse', width: '100%', minWidth: '30rem', fontSize: '0.9375rem' },
  'th, td': { textAlign: 'left', padding: `${space(2)} ${space(3)}`, borderBottom: `1px solid ${colors.border}` },
  th: { background: colors.primarySoft },
  blockquote: {
    margin: `0 0 ${space(4)}`,
    padding: `${space(3)} ${space(5)}`,
    borderLeft: `4px solid ${colors.accent}`,
    background: colors.accentSoft,
  },
} as const;
