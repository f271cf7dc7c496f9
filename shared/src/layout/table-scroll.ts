// The scroll box for a table too wide for a phone, a module of its own so pages without tables do not carry it.
import { colors, focusRing, radii } from '@tailwise/shared';

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
