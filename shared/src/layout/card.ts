// @tailwise/shared/layout/card: the card styles alone (also re-exported by /layout), for the dense screens
// that use a card and nothing else of the page vocabulary.
import { colors, radii, shadows, space } from '@tailwise/shared';

/** A card's surface without its padding: white, bordered, rounded, lifted. */
export const cardSurface = {
  background: colors.surface,
  border: `1px solid ${colors.border}`,
  borderRadius: radii.lg,
  boxShadow: shadows.card,
} as const;

export const card = { ...cardSurface, padding: space(6) } as const;

/** The card of dense screens (the dashboard, the price screen), where 24 px of padding is too much on a phone. */
export const compactCard = { ...cardSurface, padding: space(5) } as const;
