// The row and list styles of the page vocabulary, apart from styles.ts, which re-exports them: only the pages
// that lay out such rows bundle them.
import { space } from '@tailwise/shared';

/** The row of calls to action under a lead or a card. */
export const ctaRow = { display: 'flex', flexWrap: 'wrap', gap: space(3), marginTop: space(6) } as const;

/** A list read as a layout (cards, links), without bullets or indent. */
export const plainList = { listStyle: 'none', margin: 0, padding: 0 } as const;
