// The business pages' long-text styles (the blog and the HR guide), apart from the other styles so the
// pages without long text do not bundle them; they still differ from the shared prose.
import { colors, space } from '@tailwise/shared';
import { tableScroll } from '@tailwise/shared/layout';

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
  '.table-scroll': { ...tableScroll, margin: `${space(4)} 0 ${space(6)}` },
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
