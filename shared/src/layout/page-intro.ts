// A text-only page's opening (its band and <h1>), apart from the page vocabulary in styles.ts, which re-exports
// it: only the pages that open this way bundle it.
import { colors, mq, space } from '@tailwise/shared';

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
