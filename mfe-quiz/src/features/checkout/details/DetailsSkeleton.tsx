// The details form's space while a customer's account loads: their checkout's first screen is drawn at once (and
// prerendered for the upsell flows), and the form, filled in from their profile, takes this place when it arrives.
import { space, usePageHold } from '@tailwise/shared';
import { SkeletonBlock, SkeletonStatus } from '@tailwise/shared/skeleton';
import { twoColumnsStyle } from '../checkout-styles';

/** A text field's space: its label above a full-width input. */
const field = (key: number) => (
  <div key={key} css={{ display: 'grid', gap: space(2) }}>
    <SkeletonBlock height={20} width="40%" />
    <SkeletonBlock height={48} />
  </div>
);

/** The address (names, street, apartment, city, state and ZIP), the phone, the two ticks and Continue. */
export function DetailsSkeleton() {
  usePageHold();
  return (
    <SkeletonStatus label="Loading your details" css={{ display: 'grid', gap: space(4) }}>
      <SkeletonBlock height={24} width="30%" />
      <div css={twoColumnsStyle}>{[0, 1].map(field)}</div>
      {[2, 3, 4].map(field)}
      <div css={twoColumnsStyle}>{[5, 6].map(field)}</div>
      {field(7)}
      <SkeletonBlock height={24} width="80%" />
      <SkeletonBlock height={24} width="90%" />
      <div css={{ display: 'flex', justifyContent: 'flex-end' }}>
        <SkeletonBlock height={52} width="10rem" />
      </div>
    </SkeletonStatus>
  );
}
