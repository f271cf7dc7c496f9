// Checkout's layout: the step's form beside a summary of the plan from 1024 px, stacked below.
import { mq, space } from '@tailwise/shared';

export const checkoutLayoutStyle = {
  display: 'grid',
  gap: space(6),
  alignItems: 'start',
  [mq.lg]: { gridTemplateColumns: 'minmax(0, 1fr) 22rem', gap: space(8) },
} as const;

export const twoColumnsStyle = {
  display: 'grid',
  gap: space(4),
  gridTemplateColumns: 'minmax(0, 1fr)',
  [mq.sm]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
} as const;

export const stepActionsStyle = {
  display: 'flex',
  flexWrap: 'wrap-reverse',
  gap: space(3),
  justifyContent: 'space-between',
  alignItems: 'center',
} as const;

export const fieldsetResetStyle = {
  border: 0,
  margin: 0,
  padding: 0,
  minWidth: 0,
  display: 'grid',
  gap: space(4),
} as const;
export const legendStyle = { padding: 0, marginBottom: space(2), fontSize: '1.125rem', fontWeight: 700 } as const;
