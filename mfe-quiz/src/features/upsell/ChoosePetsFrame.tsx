// The first step of /insurance and /wellness as it stands before the account and its pets have loaded: its
// heading and words are the product's, not the pets', so they are drawn at once (the page's largest paint, about
// a second in, instead of after sign-in and two API calls), with the pet list's space kept beside them.
import { space, usePageHold } from '@tailwise/shared';
import { SkeletonBlock } from '@tailwise/shared/skeleton';
import { StepShell, type StepProgress } from '../common/StepShell';
import type { UpsellProduct } from './upsell-offer';

/** The step's words, the same whether its list has loaded or not; `flowTitle` names the flow in the tab's title. */
export function choosePetsWords(product: UpsellProduct, flowTitle: string) {
  const pageTitle = `Choose your pets – ${flowTitle}`;
  return product === 'INSURANCE'
    ? { title: 'Which pets should we insure?', intro: 'These pets have no insurance with us yet.', pageTitle }
    : {
        title: 'Which pets get a wellness plan?',
        intro: 'These pets have no wellness plan yet. The classic plan is chosen for you; you can change it next.',
        pageTitle,
      };
}

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
      <div role="status" aria-label="Loading your pets" css={{ display: 'grid', gap: space(2) }}>
        <SkeletonBlock height={24} width="40%" />
        <SkeletonBlock height={48} />
        <SkeletonBlock height={48} />
      </div>
    </StepShell>
  );
}
