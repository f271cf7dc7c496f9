// The first step of /insurance and /wellness as it stands before the account and its pets have loaded: its
// heading and words are the product's, not the pets', so they are drawn at once (the page's largest paint, about
// a second in, instead of after sign-in and two API calls), with the pet list's space kept beside them.
import { space, usePageHold } from '@tailwise/shared';
import { SkeletonBlock, SkeletonStatus } from '@tailwise/shared/skeleton';
import { StepShell, type StepProgress } from '../common/StepShell';
import type { UpsellProduct } from './upsell-offer';
import { choosePetsWords } from './choose-pets-words';

/**
 * The step with its list still loading. `progress` is null until the profile says whether the ZIP step is
 * needed: the line keeps its place, unread, rather than show a count that may change.
 */
export function ChoosePetsFrame({
  stepKey,
  product,
  progress,
  flowTitle,
}: {
  stepKey: string;
  product: UpsellProduct;
  progress: StepProgress | null;
  flowTitle: string;
}) {
  usePageHold();
  const { title, intro, pageTitle } = choosePetsWords(product, flowTitle);
  return (
    <StepShell stepKey={stepKey} title={title} pageTitle={pageTitle} intro={intro} progress={progress}>
      {/* The one-pet form's space, as ChoosePetsForm lays it out: the form's gap, the legend and its margin, a pet's
          row, the error's slot, then the actions' margin and a large button. So the footer below stays put when
          the pets arrive in the prerendered page's place. */}
      <SkeletonStatus label="Loading your pets" css={{ display: 'grid', gap: space(5) }}>
        <div css={{ display: 'grid', gap: space(2) }}>
          <SkeletonBlock height={24} width="40%" />
          <SkeletonBlock height={48} />
          <div />
        </div>
        <div css={{ display: 'flex', justifyContent: 'flex-end', marginTop: space(2) }}>
          <SkeletonBlock height={52} width="10rem" />
        </div>
      </SkeletonStatus>
    </StepShell>
  );
}
