// /business's example prices per paycheck: real quotes from the API for three pets, with the example
// group's discount. React Query and the quotes load after the page has rendered (they are below the
// hero), into a box of fixed height, so neither the largest paint nor the layout waits for them.
import { colors, QueryScope, space } from '@tailwise/shared';
import { lazy } from 'react';
import { EXAMPLE_PLACE, PAYCHECKS_PER_YEAR } from './paycheck';
import { BOX_HEIGHT, PricesPending } from './paycheck-parts';

const PaycheckTable = lazy(() => import(/* webpackChunkName: "paycheck-table" */ './PaycheckTable'));

export function PaycheckPrices() {
  return (
    <div>
      <p css={{ margin: 0, color: colors.muted, lineHeight: 1.6 }}>
        Accident and illness insurance in {EXAMPLE_PLACE} with our most chosen options ($1,000 deductible, 90% back),
        paid over {PAYCHECKS_PER_YEAR.biweekly} paychecks a year:
      </p>
      <div aria-live="polite" css={{ minHeight: BOX_HEIGHT, marginTop: space(3) }}>
        <QueryScope defer fallback={<PricesPending />}>
          <PaycheckTable />
        </QueryScope>
      </div>
    </div>
  );
}
