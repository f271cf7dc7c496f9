// Where the business pages' text still differs from the shared page vocabulary (@tailwise/shared/layout):
// their hero title, a tinted band, and slightly different section titles, lead and copy (long text is
// in long-text.ts, so only the pages that show it bundle it).
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
