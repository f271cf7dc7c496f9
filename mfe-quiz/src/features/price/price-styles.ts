// Shared look of the price screen and checkout summary: the summary's own (summary-styles.ts) and the price
// screen's layout, choices and details.
import { colors, mq, space } from '@tailwise/shared';

export {
  cardStyle,
  cardHeadingStyle,
  sectionHeadingStyle,
  mutedTextStyle,
  moneyStyle,
  updatingStyle,
  lineRowStyle,
} from './summary-styles';

/** Price screen: options on the left, the summary in a sticky column from 1024 px. */
export const priceLayoutStyle = {
  display: 'grid',
  gap: space(6),
  alignItems: 'start',
  [mq.lg]: { gridTemplateColumns: 'minmax(0, 1fr) 22rem', gap: space(8) },
  [mq.xl]: { gridTemplateColumns: 'minmax(0, 1fr) 24rem' },
} as const;

export const stickyColumnStyle = {
  display: 'grid',
  gap: space(4),
  [mq.lg]: { position: 'sticky', top: space(20) },
} as const;

/**
 * Below 640 px a third (or half) of a phone's card is narrow: the radio sits above its label, both centred,
 * so "$1,000" and "Unlimited" get the card's whole width instead of sharing it with the radio.
 */
const stackedOnPhones = {
  '& label': {
    flexDirection: 'column',
    alignItems: 'center',
    gap: space(1.5),
    paddingInline: space(2),
    textAlign: 'center',
    [mq.sm]: {
      flexDirection: 'row',
      alignItems: 'flex-start',
      gap: space(3),
      paddingInline: space(4),
      textAlign: 'left',
    },
  },
  '& label > input': { margin: 0, [mq.sm]: { marginTop: space(0.5) } },
  '& label > span': { justifyItems: 'center', [mq.sm]: { justifyItems: 'start' } },
} as const;

/** Three compact choices side by side even on a phone ($250 / $500 / $1,000). */
export const compactChoicesStyle = {
  ...stackedOnPhones,
  '& > div:first-of-type': { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
} as const;
export const twoChoicesStyle = {
  ...stackedOnPhones,
  '& > div:first-of-type': { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
} as const;

export const discountTextStyle = { color: colors.success, fontWeight: 600 } as const;

export const detailsStyle = {
  borderTop: `1px solid ${colors.border}`,
  paddingTop: space(4),
  summary: {
    cursor: 'pointer',
    fontWeight: 700,
    color: colors.primary,
    minHeight: 44,
    display: 'flex',
    alignItems: 'center',
  },
} as const;
