// /dashboard/claims/:claimId: where a claim stands (a timeline of its statuses), the amounts claimed,
// estimated and paid, why it was denied, and its invoices. A claim that is not the customer's (the API
// answers 404) shows the not-found page, never anything about it.
import { Alert, Button, colors, dashboardPaths, mq, NotFound, radii, space, useAuth } from '@tailwise/shared';
import type { Claim, ClaimStatus } from '@tailwise/shared/contract';
import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { ErrorNote } from '../common/ErrorNote';
import { formatCents, formatDateTime, formatDay } from '../common/format';
import { LoadingNote, SkeletonBlock } from '../common/Skeleton';
import { Card, CardHeading, DashboardLayout } from '../layout';
import { isNotFound, useClaim } from './claim-api';
import { CLAIM_PATH, CLAIM_STATUS_HINTS, CLAIM_STATUS_LABELS, claimSubject } from './claim-status';
import { downloadInvoice } from './download-invoice';
import { StatusBadge } from './StatusBadge';

const gridStyle = {
  display: 'grid',
  gap: space(5),
  gridTemplateColumns: 'minmax(0, 1fr)',
  [mq.lg]: { gridTemplateColumns: 'minmax(0, 3fr) minmax(0, 2fr)', alignItems: 'start' },
} as const;

const factsStyle = {
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  gap: `${space(2)} ${space(4)}`,
  margin: 0,
  dt: { color: colors.muted },
  dd: { margin: 0, fontWeight: 700, textAlign: 'right', fontVariantNumeric: 'tabular-nums' },
} as const;

interface Step {
  status: ClaimStatus;
  at: string | null;
  note: string | null;
}

/** The steps to show: what happened (with dates), then what is still to come on the usual path. */
export function timelineSteps(claim: Pick<Claim, 'status' | 'history'>): Step[] {
  const done: Step[] = claim.history.map((h) => ({ status: h.status, at: h.at, note: h.note }));
  if (claim.status === 'DENIED' || claim.status === 'PAID') return done;
  const reached = new Set(done.map((s) => s.status));
  const upcoming = CLAIM_PATH.filter((s) => !reached.has(s)).map((status) => ({ status, at: null, note: null }));
  return [...done, ...upcoming];
}

function Timeline({ claim }: { claim: Claim }) {
  const steps = timelineSteps(claim);
  return (
    <ol css={{ listStyle: 'none', margin: 0, padding: 0 }}>
      {steps.map((step, index) => {
        const reached = step.at !== null;
        const current = reached && step.status === claim.status && index === claim.history.length - 1;
        return (
          <li
            key={`${step.status}-${index}`}
            aria-current={current ? 'step' : undefined}
            css={{
              position: 'relative',
              paddingLeft: space(8),
              paddingBottom: index === steps.length - 1 ? 0 : space(5),
              '&::before': {
                content: '""',
                position: 'absolute',
                left: 7,
                top: 20,
                bottom: 0,
                width: 2,
                background: index === steps.length - 1 ? 'transparent' : reached ? colors.primary : colors.border,
              },
            }}
          >
            <span
              aria-hidden="true"
              css={{
                position: 'absolute',
                left: 0,
                top: 4,
                width: 16,
                height: 16,
                borderRadius: radii.pill,
                border: `2px solid ${step.status === 'DENIED' ? colors.danger : reached ? colors.primary : colors.muted}`,
                background: reached ? (step.status === 'DENIED' ? colors.danger : colors.primary) : colors.surface,
              }}
            />
            <strong css={{ display: 'block', color: reached ? colors.ink : colors.muted }}>
              {CLAIM_STATUS_LABELS[step.status]}
              {!reached && <span css={{ fontWeight: 400 }}> (next)</span>}
            </strong>
            <span css={{ display: 'block', color: colors.muted, fontSize: '0.9375rem' }}>
              {reached ? formatDateTime(step.at!) : CLAIM_STATUS_HINTS[step.status]}
            </span>
            {step.note && <span css={{ display: 'block', marginTop: space(1) }}>{step.note}</span>}
          </li>
        );
      })}
    </ol>
  );
}

function Invoices({ claim }: { claim: Claim }) {
  const { getIdToken } = useAuth();
  const [busy, setBusy] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const download = async (invoiceId: string, fileName: string) => {
    setBusy(invoiceId);
    setError(null);
    try {
      await downloadInvoice({ claimId: claim.uuid, invoiceId, fileName, token: await getIdToken() });
    } catch (e) {
      setError(e instanceof Error ? e.message : 'The download failed.');
    } finally {
      setBusy(null);
    }
  };
  if (claim.invoices.length === 0) return <p css={{ margin: 0, color: colors.muted }}>No invoices on this claim.</p>;
  return (
    <>
      <ul css={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: space(2) }}>
        {claim.invoices.map((invoice) => (
          <li
            key={invoice.id}
            css={{
              display: 'flex',
              flexWrap: 'wrap',
              justifyContent: 'space-between',
              alignItems: 'center',
              gap: space(2),
            }}
          >
            <span css={{ minWidth: 0, overflowWrap: 'anywhere' }}>
              {invoice.fileName}{' '}
              <span css={{ color: colors.muted }}>({Math.max(1, Math.round(invoice.sizeBytes / 1024))} KB)</span>
            </span>
            <Button
              variant="secondary"
              onClick={() => void download(invoice.id, invoice.fileName)}
              disabled={busy === invoice.id}
              aria-label={`Download ${invoice.fileName}`}
            >
              {busy === invoice.id ? 'Downloading…' : 'Download'}
            </Button>
          </li>
        ))}
      </ul>
      <div aria-live="polite">
        {error && <p css={{ margin: `${space(2)} 0 0`, color: colors.danger, fontWeight: 600 }}>{error}</p>}
      </div>
    </>
  );
}

/**
 * The clinic field, or for a claim filed before it existed, the clinic the form put on the description's first line
 * (the API moves those over once; this keeps any it could not read).
 */
export function claimClinic(claim: Pick<Claim, 'clinic' | 'description'>): { clinic: string | null; text: string } {
  if (claim.clinic) return { clinic: claim.clinic, text: claim.description };
  const match = /^Clinic: (.*)\n([\s\S]*)$/.exec(claim.description);
  return match ? { clinic: match[1]!, text: match[2]! } : { clinic: null, text: claim.description };
}

function ClaimView({ claim }: { claim: Claim }) {
  const denial = claim.history.find((h) => h.status === 'DENIED');
  const { clinic, text } = claimClinic(claim);
  const wellness = claim.claimType === 'WELLNESS';
  return (
    <DashboardLayout
      title={`${claimSubject(claim)} claim for ${claim.petName}`}
      lead={
        <>
          Visit on {formatDay(claim.dateOfService)} · filed {formatDay(claim.createdAt.slice(0, 10))}
        </>
      }
      actions={<StatusBadge status={claim.status} />}
    >
      <p css={{ margin: `0 0 ${space(5)}` }}>
        <Link to={dashboardPaths.claims} css={{ color: colors.primary, fontWeight: 600 }}>
          ← All claims
        </Link>
      </p>
      {claim.status === 'DENIED' && (
        <div css={{ marginBottom: space(5) }}>
          <Alert tone="error">
            <strong>Why this claim was denied: </strong>
            {denial?.note ?? 'We could not reimburse this claim. Contact us to learn more.'}
          </Alert>
        </div>
      )}
      <div css={gridStyle}>
        <Card aria-labelledby="claim-status-title">
          <CardHeading id="claim-status-title">Status</CardHeading>
          <Timeline claim={claim} />
        </Card>
        <div css={{ display: 'grid', gap: space(5) }}>
          <Card aria-labelledby="claim-amounts-title">
            <CardHeading id="claim-amounts-title">Amounts</CardHeading>
            <dl css={factsStyle}>
              <dt>Claimed</dt>
              <dd>{formatCents(claim.amountCents)}</dd>
              {wellness ? (
                <>
                  <dt>Paid from</dt>
                  <dd>Wellness allowance</dd>
                </>
              ) : (
                <>
                  <dt>Deductible applied</dt>
                  <dd>{formatCents(claim.estimate.deductibleAppliedCents)}</dd>
                </>
              )}
              <dt>Estimated reimbursement</dt>
              <dd>{formatCents(claim.estimate.estimatedReimbursementCents)}</dd>
              <dt>Paid</dt>
              <dd>
                {claim.paidCents === null
                  ? claim.status === 'DENIED'
                    ? '$0.00'
                    : 'Not yet'
                  : formatCents(claim.paidCents)}
              </dd>
            </dl>
            {claim.estimate.note === 'WAITING_PERIOD' && (
              <p css={{ margin: `${space(3)} 0 0`, color: colors.muted }}>The visit fell in a waiting period.</p>
            )}
            {claim.estimate.note === 'ALLOWANCE_REACHED' && (
              <p css={{ margin: `${space(3)} 0 0`, color: colors.muted }}>
                The bill was more than was left of this service’s allowance.
              </p>
            )}
            {claim.estimate.note === 'ANNUAL_LIMIT_REACHED' && (
              <p css={{ margin: `${space(3)} 0 0`, color: colors.muted }}>This claim reached the yearly limit.</p>
            )}
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
          <Card aria-labelledby="claim-invoices-title">
            <CardHeading id="claim-invoices-title">Invoices</CardHeading>
            <Invoices claim={claim} />
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
  if (claim.isError) {
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
