// /business's example prices per paycheck: real quotes from the API for three pets, with the example
// group's discount. The box is well below the hero, so React Query and the quotes load only once it
// comes near the screen (at once where IntersectionObserver is missing), into a box of fixed height:
// neither the first screen's paint and responsiveness nor the layout waits for them.
import { colors, QueryScope, space } from '@tailwise/shared';
import { lazy, useEffect, useRef, useState } from 'react';
import { PAYCHECKS_PER_YEAR } from '@tailwise/shared/contract/paycheck';
import { EXAMPLE_PLACE } from './paycheck';
import { BOX_HEIGHT, PricesPending } from './paycheck-parts';

const PaycheckTable = lazy(() => import(/* webpackChunkName: "paycheck-table" */ './PaycheckTable'));

/** True once the element is within a screen's height of the viewport. */
function useNearScreen() {
  const ref = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        setNear(true);
        observer.disconnect();
      },
      { rootMargin: '100% 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return { ref, near };
}

export function PaycheckPrices() {
  const { ref, near } = useNearScreen();
  return (
    <div>
      <p css={{ margin: 0, color: colors.muted, lineHeight: 1.6 }}>
        Accident and illness insurance in {EXAMPLE_PLACE} with our most chosen options ($1,000 deductible, 90% back),
        paid over {PAYCHECKS_PER_YEAR.biweekly} paychecks a year:
      </p>
      <div ref={ref} aria-live="polite" css={{ minHeight: BOX_HEIGHT, marginTop: space(3) }}>
        {near ? (
          <QueryScope defer fallback={<PricesPending />}>
            <PaycheckTable />
          </QueryScope>
        ) : (
          <PricesPending />
        )}
      </div>
    </div>
  );
}
