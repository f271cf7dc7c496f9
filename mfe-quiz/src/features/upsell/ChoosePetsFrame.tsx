// The first step of /insurance and /wellness as it stands before the account and its pets have loaded: its
// heading and words are the product's, not the pets', so they are drawn at once (the page's largest paint, about
// a second in, instead of after sign-in and two API calls), with the pet list's space kept beside them.
import { usePageHold } from '@tailwise/shared';
import { SkeletonBlock } from '@tailwise/shared/skeleton';
import { StepShell, type StepProgress } from '../common/StepShell';
import type { UpsellProduct } from './upsell-offer';

export function choosePetsWords(product: UpsellProduct) {
  return product === 'INSURANCE'
    ? { title: 'Which pets should we insure?', intro: 'These pets have no insurance with us yet.' }
    : {
        title: 'Which pets get a wellness plan?',
        intro: 'These pets have no wellness plan yet. The classic plan is chosen for you; you can change it next.',
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
  pageTitle,
}: {
  stepKey: string;
  product: UpsellProduct;
  progress: StepProgress | null;
  pageTitle: string;
}) {
  usePageHold();
  const { title, intro } = choosePetsWords(product);
  return (
    <StepShell stepKey={stepKey} title={title} pageTitle={pageTitle} intro={intro} progress={progress}>
      <div role="status" aria-label="Loading your pets" css={{ display: 'grid', gap: '0.5rem' }}>
        <SkeletonBlock height={24} width="40%" />
        <SkeletonBlock height={48} />
        <SkeletonBlock height={48} />
      </div>
    </StepShell>
  );
}
