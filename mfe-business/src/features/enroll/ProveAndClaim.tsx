// From a chosen employer to a claimed seat: enrollment must be open, then an account, then proof. A member
// who already holds the seat goes straight on. After the claim the member continues to
// /benefits/{groupId}/onboard (the quiz's BenefitsOnboardQuiz). Loaded after the page's first render, into the
// space ProveAndClaimSlot keeps for it (`reserve`), which its loading states fill too.
import type { CSSObject } from '@emotion/react';
import { Alert, ButtonLink, useAuth } from '@tailwise/shared';
import { holdsGroupSeat, SeatProofForm, WaysOn } from '@tailwise/shared/enrollment';
import { useGroup, useMe } from '@tailwise/shared/queries';
import { useNavigate } from 'react-router-dom';
import { AccountStep } from './AccountStep';
import { onboardPath } from './enroll-paths';
import { StepLoading } from './StepLoading';

export function ProveAndClaim({ groupId, reserve }: { groupId: string; reserve: CSSObject }) {
  const group = useGroup(groupId);
  const auth = useAuth();
  const me = useMe();
  const navigate = useNavigate();
  if (group.isPending) return <StepLoading label="Loading your employer" reserve={reserve} />;
  if (group.isError) {
    return (
      <>
        <Alert tone="error">
          We couldn’t find that employer. <a href="/enroll">Search again</a>.
        </Alert>
        <WaysOn />
      </>
    );
  }
  const g = group.data;
  if (!g.enrollmentOpen) {
    return (
      <>
        <Alert tone="info">
          Enrollment through {g.name} is closed right now. Your HR team can tell you when it opens.
        </Alert>
        <WaysOn />
      </>
    );
  }
  // A browser without the shell's sign-in hint is signed out: the account step shows at once, and Firebase Auth
  // loads at the visitor's first interaction or sign-up call.
  if (auth.status === 'loading' && auth.signedInHint !== false) {
    return <StepLoading label="Checking your sign-in" reserve={reserve} />;
  }
  if (auth.status !== 'signed-in') return <AccountStep groupName={g.name} />;
  if (me.isPending) return <StepLoading label="Loading your account" reserve={reserve} />;
  if (holdsGroupSeat(me.data, g.id)) {
    return (
      <Alert tone="success">
        You already hold your seat with {g.name}.{' '}
        <ButtonLink to={onboardPath(g.id)}>Choose your pet benefits</ButtonLink>
      </Alert>
    );
  }
  return <SeatProofForm app="business" group={g} onClaimed={() => navigate(onboardPath(g.id))} />;
}
