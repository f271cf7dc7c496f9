// @tailwise/shared/layout: the page vocabulary every remote writes its pages in (Emotion css prop objects
// on the theme tokens), so a section, a card or an eyebrow looks the same everywhere. Its components are
// subpaths of their own (/layout/card, /section, /hero, /page-header, /primitives, /prose), so a page bundles
// only what it uses; each remote bundles them, so changing them needs no shell release. The styles only a few
// pages use (a text-only page's intro, rows and plain lists) are modules of their own, re-exported here, so the
// pages that do not use them (the home page) do not carry them.
import { colors, mq, space } from '@tailwise/shared';

/** A page band's vertical rhythm: roomier from the `md` breakpoint (768 px). */
export const sectionPadding = { paddingBlock: space(12), [mq.md]: { paddingBlock: space(16) } } as const;

/** The small uppercase line above a heading that says what the section or page is. */
export const eyebrow = {
  margin: 0,
  fontSize: '0.875rem',
  fontWeight: 700,
  letterSpacing: '0.08em',
  textTransform: 'uppercase',
  color: colors.primary,
} as const;

export const sectionHeading = {
  margin: 0,
  fontSize: 'clamp(1.5rem, 2.5vw + 1rem, 2.25rem)',
  lineHeight: 1.2,
  letterSpacing: '-0.01em',
  color: colors.ink,
} as const;

export const cardHeading = { margin: 0, fontSize: '1.25rem', lineHeight: 1.3, color: colors.ink } as const;

export const leadText = {
  margin: 0,
  fontSize: '1.125rem',
  lineHeight: 1.6,
  color: colors.muted,
  maxWidth: '44rem',
} as const;

export const bodyText = { margin: 0, lineHeight: 1.6, color: colors.muted } as const;

export { card, cardSurface, compactCard } from './card';

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

export { introBand, pageTitle } from './page-intro';
export { ctaRow, plainList } from './rows';
export { tableScroll } from './table-scroll';
