// /dashboard/claims/:claimId: where a claim stands and what to do next (appeal, send a document), its steps, its
// money (estimated, decided, paid) and its files. A claim that is not the customer's (the API answers 404) shows the
// not-found page, never anything about it.
import { colors, dashboardPaths, mq, NotFound, space, usePageMeta, visuallyHidden } from '@tailwise/shared';
import type { Claim } from '@tailwise/shared/contract';
import { useEffect, useRef, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { formatIsoDate } from '@tailwise/shared/format';
import { ErrorNote } from '../common/ErrorNote';
import { LoadingNote, SkeletonBlock } from '../common/Skeleton';
import { Card, CardHeading, DashboardLayout } from '../layout';
import { ClaimAmounts } from './ClaimAmounts';
import { isNotFound, useClaim } from './api/claim';
import { ClaimFiles, filesTitle } from './ClaimFiles';
import { ClaimNextStep } from './ClaimNextStep';
import { CLAIM_STATUS_LABELS, claimSubject } from './claim-status';
import { ClaimTimeline } from './ClaimTimeline';
import { StatusBadge } from './StatusBadge';

const gridStyle = {
  display: 'grid',
  gap: space(5),
  gridTemplateColumns: 'minmax(0, 1fr)',
  [mq.lg]: { gridTemplateColumns: 'minmax(0, 3fr) minmax(0, 2fr)', alignItems: 'start' },
} as const;

/**
 * The clinic field, or for a claim filed before it existed, the clinic the form put on the description's first line
 * (the API moves those over once; this keeps any it could not read).
 */
export function claimClinic(claim: Pick<Claim, 'clinic' | 'description'>): { clinic: string | null; text: string } {
  if (claim.clinic) return { clinic: claim.clinic, text: claim.description };
  const match = /^Clinic: (.*)\n([\s\S]*)$/.exec(claim.description);
  return match ? { clinic: match[1]!, text: match[2]! } : { clinic: null, text: claim.description };
}

/** Says what changed when the claim moves on by itself (a decision, a payment), for someone who is not looking. */
function useStatusAnnouncement(claim: Claim): string {
  const [announcement, setAnnouncement] = useState('');
  const seen = useRef(claim.status);
  useEffect(() => {
    if (seen.current === claim.status) return;
    seen.current = claim.status;
    setAnnouncement(`This claim is now ${CLAIM_STATUS_LABELS[claim.status].toLowerCase()}.`);
  }, [claim.status]);
  return announcement;
}

function ClaimView({ claim }: { claim: Claim }) {
  const { clinic, text } = claimClinic(claim);
  const announcement = useStatusAnnouncement(claim);
  const nextStep = useRef<HTMLDivElement>(null);
  const [acted, setActed] = useState(false);
  const title = `${claimSubject(claim)} claim for ${claim.petName}`;
  // The claim's own title, over the route's "Claim details".
  usePageMeta({ title });
  // The form the customer sent is gone with the old status: focus goes to what the claim says now.
  useEffect(() => {
    if (!acted) return;
    setActed(false);
    nextStep.current?.focus();
  }, [acted, claim.status]);
  return (
    <DashboardLayout
      title={title}
      lead={
        <>
          Visit on {formatIsoDate(claim.dateOfService)} · filed {formatIsoDate(claim.createdAt.slice(0, 10))}
        </>
      }
      actions={<StatusBadge status={claim.status} />}
    >
      <p css={{ margin: `0 0 ${space(5)}` }}>
        <Link to={dashboardPaths.claims} css={{ color: colors.primary, fontWeight: 600 }}>
          ← All claims
        </Link>
      </p>
      <p role="status" css={visuallyHidden}>
        {announcement}
      </p>
      <div css={gridStyle}>
        <div css={{ display: 'grid', gap: space(5), minWidth: 0 }}>
          <div ref={nextStep} tabIndex={-1} css={{ '&:focus': { outline: 'none' }, '&:empty': { display: 'none' } }}>
            <ClaimNextStep claim={claim} onActed={() => setActed(true)} />
          </div>
          <Card aria-labelledby="claim-status-title">
            <CardHeading id="claim-status-title">Status</CardHeading>
            <ClaimTimeline claim={claim} />
          </Card>
        </div>
        <div css={{ display: 'grid', gap: space(5), minWidth: 0 }}>
          <Card aria-labelledby="claim-amounts-title">
            <CardHeading id="claim-amounts-title">Amounts</CardHeading>
            <ClaimAmounts claim={claim} />
          </Card>
          <Card aria-labelledby="claim-details-title">
            <CardHeading id="claim-details-title">Details</CardHeading>
            {clinic && (
              <p css={{ margin: `0 0 ${space(2)}` }}>
                <strong>Clinic:</strong> {clinic}
              </p>
            )}
            <p css={{ margin: 0, whiteSpace: 'pre-wrap', lineHeight: 1.5 }}>{text}</p>
          </Card>
          <Card aria-labelledby="claim-files-title">
            <CardHeading id="claim-files-title">{filesTitle(claim)}</CardHeading>
            <ClaimFiles claim={claim} />
          </Card>
        </div>
      </div>
    </DashboardLayout>
  );
}

export function ClaimDetailPage() {
  const { claimId = '' } = useParams();
  const claim = useClaim(claimId);
  if (claim.isError && isNotFound(claim.error)) return <NotFound />;
  // A poll that fails keeps the claim on screen; the next poll tries again.
  if (claim.isError && !claim.data) {
    return (
      <DashboardLayout title="Claim details">
        <ErrorNote message="We couldn’t load this claim." onRetry={() => void claim.refetch()} />
      </DashboardLayout>
    );
  }
  if (!claim.data) {
    return (
      <DashboardLayout title="Claim details">
        <LoadingNote>Loading the claim…</LoadingNote>
        <div css={gridStyle}>
          <SkeletonBlock height={360} />
          <SkeletonBlock height={360} />
        </div>
      </DashboardLayout>
    );
  }
  return <ClaimView claim={claim.data} />;
}

export default ClaimDetailPage;
