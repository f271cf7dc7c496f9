// /enroll: an employee finds their employer by name or enrollment code, then proves their seat on
// /enroll/start. Members already enrolled see their group's benefits first. Prerendered as a first-time
// visitor sees it (src/prerender-manifest.ts): the search form, which the app takes over in place.
import { Container, usePageMeta } from '@tailwise/shared';
import { useNavigate } from 'react-router-dom';
import { businessMeta } from '../layout/page-meta';
import { EmployerSearch } from './EmployerSearch';
import { enrollStartPath } from './enroll-paths';
import { kickerStyle, leadStyle, narrowStyle, pageStyle, stepListStyle, titleStyle } from './enroll-styles';
import { MemberBenefits } from './MemberBenefits';

export default function EnrollPage() {
  usePageMeta(businessMeta.enroll);
  const navigate = useNavigate();
  return (
    <Container css={pageStyle}>
      <header>
        <p css={kickerStyle}>Employee benefits</p>
        <h1 css={titleStyle}>Enroll through your employer</h1>
        <p css={leadStyle}>
          If your employer offers Tailwise, you get their discount and pay from your paycheck. It takes about five
          minutes.
        </p>
      </header>
      <div css={narrowStyle}>
        <MemberBenefits />
        <ol css={stepListStyle} aria-label="How enrollment works">
          <li>Find your employer.</li>
          <li>Confirm you work there, with your work email or employee id.</li>
          <li>Tell us about your pets and choose cover, paid from your paycheck.</li>
        </ol>
        <EmployerSearch onPick={(g) => navigate(enrollStartPath(g.id))} />
      </div>
    </Container>
  );
}
