// /benefits/enroll: the new one-page enrollment, behind isNewBenefitsEnrollmentEnabled: employer, account,
// proof and claimed seat on one page, then the benefits quiz. With the flag off it is /enroll. Its first render
// is the heading and the employer step's frame: the search (form kit), the chosen employer's name and the seat
// steps (React Query, zod) load after it, each into a space of its size. Until Remote Config has answered, the
// employer step's space holds a loading state: the flag's default is no answer.
import type { CSSObject } from '@emotion/react';
import { Button, Container, enrollmentPaths, QueryScope, usePageMeta } from '@tailwise/shared';
import type { GroupSummary } from '@tailwise/shared/contract';
import { useSettledFlag } from '@tailwise/shared/settled-flag';
import { lazy } from 'react';
import { Navigate, useSearchParams } from 'react-router-dom';
import { AfterRouteRendered } from '../layout/after-route-rendered';
import {
  employerNameStyle,
  kickerStyle,
  leadStyle,
  narrowStyle,
  pageStyle,
  panelStyle,
  panelTitleStyle,
  titleStyle,
} from '../enroll/enroll-styles';
import { MemberBenefits } from '../enroll/MemberBenefits';
import { ProveAndClaimSlot } from '../enroll/ProveAndClaimSlot';
import { StepLoading } from '../enroll/StepLoading';

const EmployerSearch = lazy(() =>
  import(/* webpackChunkName: "employer-search" */ '../enroll/EmployerSearch').then((m) => ({
    default: m.EmployerSearch,
  })),
);
const SelectedEmployer = lazy(() => import(/* webpackChunkName: "selected-employer" */ './SelectedEmployer'));

/** The employer search's height at each width (its hint wraps on phones), kept while its code loads. */
const searchReserve: CSSObject = {
  minHeight: 233,
  '@media (min-width: 390px)': { minHeight: 210 },
  '@media (min-width: 600px)': { minHeight: 188 },
};

export default function BenefitsEnrollPage() {
  // Off is only the default until Remote Config answers: the employer step's frame waits for it (it is what the
  // page shows first anyway), then the page either goes on or becomes /enroll.
  const enabled = useSettledFlag('isNewBenefitsEnrollmentEnabled');
  usePageMeta({ title: 'Benefits enrollment', description: 'Enroll in the pet benefits your employer offers.' });
  const [params, setParams] = useSearchParams();
  if (enabled === false) return <Navigate to={enrollmentPaths.enroll} replace />;
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
          {enabled === undefined ? (
            <StepLoading label="Checking enrollment availability" reserve={searchReserve} framed={false} />
          ) : groupId ? (
            <div css={employerNameStyle}>
              <QueryScope defer fallback={<span>{groupId}</span>}>
                <SelectedEmployer groupId={groupId} />
              </QueryScope>
              <Button variant="ghost" onClick={() => pick(null)}>
                Change
              </Button>
            </div>
          ) : (
            <div css={searchReserve}>
              <AfterRouteRendered fallback={<SearchLoading />}>
                <EmployerSearch onPick={pick} pickLabel="Choose" />
              </AfterRouteRendered>
            </div>
          )}
        </section>
        {enabled && groupId && <ProveAndClaimSlot groupId={groupId} />}
      </div>
    </Container>
  );
}

function SearchLoading() {
  return <StepLoading label="Loading the employer search" reserve={searchReserve} framed={false} />;
}
