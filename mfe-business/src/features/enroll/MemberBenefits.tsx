// A signed-in member of an employer group (a GROUP payment provider in the wallet, spec §6) sees their
// group's promo and that they pay per paycheck, with the way back into their benefits. Only a signed-in
// visitor can be a member, so only they load React Query and the panel's code (MemberGroups).
import { QueryScope, useAuth } from '@tailwise/shared';
import { lazy } from 'react';

const MemberGroups = lazy(() => import(/* webpackChunkName: "member-groups" */ './MemberGroups'));

export function MemberBenefits() {
  const auth = useAuth();
  if (auth.status !== 'signed-in') return null;
  return (
    <QueryScope fallback={null}>
      <MemberGroups />
    </QueryScope>
  );
}
