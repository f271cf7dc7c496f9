// @tailwise/shared/layout: the page vocabulary every remote writes its pages in (Emotion css prop objects
// on the theme tokens), so a section, a card or an eyebrow looks the same everywhere. Its components are
// subpaths of their own (/layout/card, /section, /hero, /page-header, /primitives, /prose), so a page bundles
// only what it uses; each remote bundles them, so changing them needs no shell release.
import { colors, focusRing, mq, radii, space } from '@tailwise/shared';

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

/** The soft band a text-only page opens on. */
export const introBand = {
  paddingBlock: space(10),
  [mq.md]: { paddingBlock: space(14) },
  background: colors.primarySoft,
} as const;

/** A text-only page's <h1>, under its eyebrow. */
export const pageTitle = {
  margin: `${space(2)} 0 0`,
  fontSize: 'clamp(2rem, 4vw + 1rem, 3rem)',
  lineHeight: 1.1,
  color: colors.ink,
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

/** The row of calls to action under a lead or a card. */
export const ctaRow = { display: 'flex', flexWrap: 'wrap', gap: space(3), marginTop: space(6) } as const;

/** A list read as a layout (cards, links), without bullets or indent. */
export const plainList = { listStyle: 'none', margin: 0, padding: 0 } as const;

// The edge shadows are the ink at low strength; the covers are the box's own surface, scrolling with the table.
const edgeShadow = `color-mix(in srgb, ${colors.ink} 22%, transparent)`;

/**
 * The box a table too wide for a phone scrolls in, with a visible cue that it does: a shadow at each edge that has
 * more table beyond it (the covers scroll with the table, the shadows stay with the box, so a shadow shows only
 * where there is more). Give the box role="region", a name and tabIndex={0}, so a keyboard can scroll it too.
 */
export const tableScroll = {
  overflowX: 'auto',
  border: `1px solid ${colors.border}`,
  borderRadius: radii.md,
  backgroundColor: colors.surface,
  backgroundImage: [
    `linear-gradient(to right, ${colors.surface} 30%, transparent)`,
    `linear-gradient(to left, ${colors.surface} 30%, transparent)`,
    `radial-gradient(farthest-side at 0 50%, ${edgeShadow}, transparent)`,
    `radial-gradient(farthest-side at 100% 50%, ${edgeShadow}, transparent)`,
  ].join(', '),
  backgroundPosition: 'left center, right center, left center, right center',
  backgroundRepeat: 'no-repeat',
  backgroundSize: '40px 100%, 40px 100%, 14px 100%, 14px 100%',
  backgroundAttachment: 'local, local, scroll, scroll',
  '&:focus-visible': focusRing,
} as const;
