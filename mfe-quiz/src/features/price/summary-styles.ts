// The look of a price summary, the checkout's plan aside as well as the price screen: cards, money figures (tabular
// numbers, reserved width, so a changing price never moves the layout) and the quiet "updating" state. Apart from
// price-styles.ts so that checkout's first screen loads none of the price screen's layout.
import { colors, mq, space } from '@tailwise/shared';
import { compactCard } from '@tailwise/shared/layout/card';

export const cardStyle = { ...compactCard, display: 'grid', gap: space(5), [mq.md]: { padding: space(6) } } as const;

export const cardHeadingStyle = { margin: 0, fontSize: '1.375rem', lineHeight: 1.25, color: colors.ink } as const;
export const sectionHeadingStyle = { margin: 0, fontSize: '1.0625rem', lineHeight: 1.3, color: colors.ink } as const;
export const mutedTextStyle = { margin: 0, color: colors.muted, fontSize: '0.9375rem', lineHeight: 1.5 } as const;

/** Money: digits of equal width; right-aligned in a box wide enough for "$1,234.56". */
export const moneyStyle = {
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
  textAlign: 'right',
  transition: 'opacity 120ms ease',
} as const;

export const updatingStyle = (updating: boolean) => ({ opacity: updating ? 0.55 : 1 }) as const;

export const lineRowStyle = {
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'baseline',
  gap: space(3),
  margin: 0,
  paddingBlock: space(1.5),
  lineHeight: 1.4,
} as const;
