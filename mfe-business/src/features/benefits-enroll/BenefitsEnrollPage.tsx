// /benefits/enroll: the new one-page enrollment, behind isNewBenefitsEnrollmentEnabled: employer, account,
// proof and claimed seat on one page, then the benefits quiz. With the flag off it is /enroll.
import { Button, Container, enrollmentPaths, useFlag, usePageMeta } from '@tailwise/shared';
import type { GroupSummary } from '@tailwise/shared/contract';
import { panelStyle } from '@tailwise/shared/enrollment';
import { useGroup } from '@tailwise/shared/queries';
import { Navigate, useSearchParams } from 'react-router-dom';
import { EmployerSearch } from '../enroll/EmployerSearch';
import {
  employerNameStyle,
  kickerStyle,
  leadStyle,
  narrowStyle,
  pageStyle,
  panelTitleStyle,
  titleStyle,
} from '../enroll/enroll-styles';
import { MemberBenefits } from '../enroll/MemberBenefits';
import { ProveAndClaim } from '../enroll/ProveAndClaim';

export default function BenefitsEnrollPage() {
  const enabled = useFlag('isNewBenefitsEnrollmentEnabled');
  usePageMeta({ title: 'Benefits enrollment', description: 'Enroll in the pet benefits your employer offers.' });
  const [params, setParams] = useSearchParams();
  if (!enabled) return <Navigate to={enrollmentPaths.enroll} replace />;
  const groupId = params.get('group') ?? '';
  const pick = (g: GroupSummary | null) => {
    const next = new URLSearchParams(params);
    if (g) next.set('group', g.id);
    else next.delete('group');
    setParams(next);
  };
  return (
    <Container css={pageStyle}>
      <header>
        <p css={kickerStyle}>Employee benefits</p>
        <h1 css={titleStyle}>Enroll in your pet benefits</h1>
        <p css={leadStyle}>Find your employer, confirm you work there, and you’re ready to choose cover.</p>
      </header>
      <div css={narrowStyle}>
        <MemberBenefits />
        <section css={panelStyle} aria-labelledby="step-employer">
          <h2 id="step-employer" css={panelTitleStyle}>
            1. Your employer
          </h2>
          {groupId ? (
            <div css={employerNameStyle}>
              <SelectedEmployer groupId={groupId} />
              <Button variant="ghost" onClick={() => pick(null)}>
                Change
              </Button>
            </div>
          ) : (
            <EmployerSearch onPick={pick} pickLabel="Choose" />
          )}
        </section>
        {groupId && <ProveAndClaim groupId={groupId} />}
      </div>
    </Container>
  );
}

function SelectedEmployer({ groupId }: { groupId: string }) {
  const group = useGroup(groupId);
  return <span>{group.data?.name ?? groupId}</span>;
}
