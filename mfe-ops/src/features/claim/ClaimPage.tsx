// /ops/claims/:claimId: one claim with everything an adjuster needs to decide it. The decision and why the claim is
// here first; the policy's terms, the pet's other claims and the audit log beside them from `lg` up.
import { mq, NotFound, space, usePageMeta } from '@tailwise/shared';
import type { OpsClaim } from '@tailwise/shared/contract';
import { Link, useParams } from 'react-router-dom';
import { formatIsoDate } from '@tailwise/shared/format';
import { formatWaited } from '../common/format';
import { claimSubject } from '../common/labels';
import { LoadFailed } from '../common/LoadFailed';
import { linkStyle, mutedStyle, OpsLayout } from '../common/OpsLayout';
import { StatusTag } from '../common/StatusTag';
import { useNow } from '../common/use-now';
import { opsPaths } from '../../ops-paths';
import { AuditLog } from './AuditLog';
import { isNotFound, useOpsClaim } from './api/claim';
import { DecisionPanel } from './DecisionPanel';
import { InvoicesSection } from './InvoicesSection';
import { PetClaimsSection } from './PetClaimsSection';
import { ReviewSection } from './ReviewSection';
import { TermsSection } from './TermsSection';

const columnsStyle = {
  display: 'grid',
  gap: space(5),
  gridTemplateColumns: 'minmax(0, 1fr)',
  [mq.lg]: { gridTemplateColumns: 'minmax(0, 3fr) minmax(0, 2fr)', alignItems: 'start' },
} as const;

const stackStyle = { display: 'grid', gap: space(5), minWidth: 0 } as const;

const back = (
  <Link to={opsPaths.queue} css={linkStyle}>
    ← Claims to review
  </Link>
);

function ClaimView({ claim }: { claim: OpsClaim }) {
  const now = useNow();
  const waiting = claim.status === 'IN_REVIEW' || claim.status === 'INFO_REQUESTED';
  const title = `Claim ${claim.claimNumber}`;
  // The claim's own title, over the route's "Claim".
  usePageMeta({ title });
  return (
    <OpsLayout
      title={title}
      back={back}
      aside={<StatusTag status={claim.status} />}
      lead={
        <>
          {claim.petName} ({claim.species}) · {claim.customerName} · {claim.customerEmail}
          <br />
          {claimSubject(claim)} · visit {formatIsoDate(claim.dateOfService)}
          {claim.clinic ? ` at ${claim.clinic}` : ''} · filed {formatIsoDate(claim.filedAt.slice(0, 10))}
          {waiting && ` · waiting ${formatWaited(claim.waitingSince, now)}`}
        </>
      }
    >
      <div css={columnsStyle}>
        <div css={stackStyle}>
          <ReviewSection claim={claim} />
          <DecisionPanel claim={claim} />
          <InvoicesSection claim={claim} />
        </div>
        <div css={stackStyle}>
          <TermsSection claim={claim} />
          <PetClaimsSection claim={claim} />
          <AuditLog entries={claim.audit} />
        </div>
      </div>
    </OpsLayout>
  );
}

export function ClaimPage() {
  const { claimId = '' } = useParams();
  const claim = useOpsClaim(claimId);
  if (claim.isError && isNotFound(claim.error)) return <NotFound />;
  if (claim.isError) {
    return (
      <OpsLayout title="Claim" back={back}>
        <LoadFailed message="We couldn’t load this claim." onRetry={() => void claim.refetch()} />
      </OpsLayout>
    );
  }
  if (!claim.data) {
    return (
      <OpsLayout title="Claim" back={back}>
        <p css={mutedStyle} role="status">
          Loading the claim…
        </p>
      </OpsLayout>
    );
  }
  return <ClaimView claim={claim.data} />;
}

export default ClaimPage;
