// @tailwise/shared/layout/prose: long-form text (blog articles, legal pages, guides), a readable measure
// and rhythm, and tables that scroll on phones; the HTML comes from Markdown, so the styles reach its elements by tag.
import { colors, radii, space } from '@tailwise/shared';
import { tableScroll } from './styles';

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
  '.table-scroll': { ...tableScroll, marginBottom: space(6), table: { marginBottom: 0 } },
  strong: { color: colors.ink },
} as const;
