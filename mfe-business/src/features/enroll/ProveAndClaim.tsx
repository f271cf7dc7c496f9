// From a chosen employer to a claimed seat: enrollment must be open, then an account, then proof. A member
// who already holds the seat goes straight on. After the claim the member continues to
// /benefits/{groupId}/onboard (the quiz's BenefitsOnboardQuiz).
import { Alert, ButtonLink, PageLoading, useAuth } from '@tailwise/shared';
import { holdsGroupSeat, SeatProofForm } from '@tailwise/shared/enrollment';
import { useGroup, useMe } from '@tailwise/shared/queries';
import { useNavigate } from 'react-router-dom';
import { AccountStep } from './AccountStep';
import { onboardPath } from './enroll-paths';

export function ProveAndClaim({ groupId }: { groupId: string }) {
  const group = useGroup(groupId);
  const auth = useAuth();
  const me = useMe();
  const navigate = useNavigate();
  if (group.isPending) return <PageLoading label="Loading your employer" />;
  if (group.isError) {
    return (
      <Alert tone="error">
        We couldn’t find that employer. <a href="/enroll">Search again</a>.
      </Alert>
    );
  }
  const g = group.data;
  if (!g.enrollmentOpen) {
    return (
      <Alert tone="info">
        Enrollment through {g.name} is closed right now. Your HR team can tell you when it opens.
      </Alert>
    );
  }
  if (auth.status === 'loading') return <PageLoading label="Checking your sign-in" />;
  if (auth.status !== 'signed-in') return <AccountStep groupName={g.name} />;
  if (me.isPending) return <PageLoading label="Loading your account" />;
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
