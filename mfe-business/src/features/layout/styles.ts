// Where the business pages' text still differs from the shared page vocabulary (@tailwise/shared/layout):
// their hero title, a tinted band, and slightly different section titles, lead, copy and long text.
import { colors, space } from '@tailwise/shared';
import { bodyText, leadText, sectionPadding } from '@tailwise/shared/layout';

export const tintedBand = { ...sectionPadding, background: colors.surface } as const;

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

export const intro = { ...leadText, margin: `${space(4)} 0 0`, maxWidth: '46rem' } as const;

export const copy = { ...bodyText, lineHeight: 1.65 } as const;

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
