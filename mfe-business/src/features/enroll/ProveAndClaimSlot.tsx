// Where /enroll/start and /benefits/enroll show the seat steps (ProveAndClaim: the group, an account, the proof).
// They are not first-render code: React Query, zod, the form kit and the seat proof load once the page's heading
// is on screen, into a space of the step's height, so the step arrives without moving anything.
import { QueryScope, whenRouteRendered } from '@tailwise/shared';
import type { CSSObject } from '@emotion/react';
import { lazy, useEffect } from 'react';
import { StepLoading } from './StepLoading';

const loadProveAndClaim = () => import(/* webpackChunkName: "prove-and-claim" */ './ProveAndClaim');
const ProveAndClaim = lazy(() => loadProveAndClaim().then((m) => ({ default: m.ProveAndClaim })));

/**
 * The account step's height at each width (measured from 320 px up with a long employer name): what a new
 * visitor sees next. Min-height, so a shorter answer (a closed notice) leaves the space rather than pull up.
 */
export const accountStepReserve: CSSObject = {
  minHeight: 518,
  '@media (min-width: 340px)': { minHeight: 504 },
  '@media (min-width: 360px)': { minHeight: 480 },
  '@media (min-width: 540px)': { minHeight: 400 },
  '@media (min-width: 600px)': { minHeight: 376 },
};

export function ProveAndClaimSlot({ groupId }: { groupId: string }) {
  // Its code starts loading with React Query, not after it (QueryScope loads that first). A failure here is
  // left to the lazy step, which loads it again and reports it.
  useEffect(() => {
    void whenRouteRendered()
      .then(loadProveAndClaim)
      .catch(() => {});
  }, []);
  const reserve = accountStepReserve;
  return (
    <div css={reserve}>
      <QueryScope defer fallback={<StepLoading label="Loading your employer" reserve={reserve} />}>
        <ProveAndClaim groupId={groupId} reserve={reserve} />
      </QueryScope>
    </div>
  );
}
