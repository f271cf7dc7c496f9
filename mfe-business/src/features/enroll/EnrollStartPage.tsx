// /enroll/start?group={id}: the member proves eligibility for the employer chosen on /enroll (work email
// and mailed code, or employee id and a second fact), then continues to the benefits quiz. Its first render is
// the heading and a space kept for the steps, which load after it (ProveAndClaimSlot); both are the same for
// every visitor and employer, so the page is prerendered as them.
import { Container, enrollmentPaths, usePageMeta } from '@tailwise/shared';
import { Navigate, useSearchParams } from 'react-router-dom';
import { businessMeta } from '../layout/page-meta';
import { kickerStyle, leadStyle, narrowStyle, pageStyle, titleStyle } from './enroll-styles';
import { ProveAndClaimSlot } from './ProveAndClaimSlot';

export default function EnrollStartPage() {
  usePageMeta(businessMeta.enrollStart);
  const [params] = useSearchParams();
  const groupId = params.get('group') ?? '';
  if (!/^[a-z0-9-]{1,64}$/.test(groupId)) return <Navigate to={enrollmentPaths.enroll} replace />;
  return (
    <Container css={pageStyle}>
      <header>
        <p css={kickerStyle}>Employee benefits</p>
        <h1 css={titleStyle}>Confirm you work there</h1>
        <p css={leadStyle}>
          We check with what your employer gave us, so only their people get their price.{' '}
          <a href={enrollmentPaths.enroll}>Not your employer?</a>
        </p>
      </header>
      <div css={narrowStyle}>
        <ProveAndClaimSlot groupId={groupId} />
      </div>
    </Container>
  );
}
