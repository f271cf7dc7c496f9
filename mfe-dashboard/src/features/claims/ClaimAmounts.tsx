// The claim's money as it stands: the estimate made at filing kept apart from what was decided and what was paid,
// so a denied claim never reads as "estimated $162, paid $0".
import { colors, space } from '@tailwise/shared';
import type { Claim } from '@tailwise/shared/contract';
import { formatCents, formatIsoDate } from '@tailwise/shared/format';

const factsStyle = {
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  gap: `${space(2)} ${space(4)}`,
  margin: 0,
  dt: { color: colors.muted },
  dd: { margin: 0, fontWeight: 700, textAlign: 'right', fontVariantNumeric: 'tabular-nums' },
} as const;

const noteStyle = { margin: `${space(3)} 0 0`, color: colors.muted, lineHeight: 1.5 } as const;

const ESTIMATE_NOTES = {
  WAITING_PERIOD: 'At filing, the visit fell in a waiting period.',
  ALLOWANCE_REACHED: 'At filing, the bill was more than was left of this service’s allowance.',
  ANNUAL_LIMIT_REACHED: 'At filing, this claim reached the yearly limit.',
} as const;

function DecisionRows({ claim }: { claim: Claim }) {
  const { decision } = claim;
  // An appealed denial stays the latest decision while the appeal is reviewed; it is no longer the answer.
  if (!decision || claim.status === 'IN_REVIEW' || claim.status === 'INFO_REQUESTED') {
    return (
      <>
        <dt>Decision</dt>
        <dd>Not yet</dd>
      </>
    );
  }
  if (decision.outcome === 'DENIED') {
    return (
      <>
        <dt>Decision</dt>
        <dd css={{ color: colors.danger }}>Denied</dd>
      </>
    );
  }
  return (
    <>
      <dt>Approved</dt>
      <dd data-testid="approved-amount">
        {decision.approvedCents === null ? 'Yes' : formatCents(decision.approvedCents)}
      </dd>
      {claim.claimType === 'INSURANCE' && decision.deductibleAppliedCents !== null && (
        <>
          <dt>Deductible this bill met</dt>
          <dd>{formatCents(decision.deductibleAppliedCents)}</dd>
        </>
      )}
    </>
  );
}

export function ClaimAmounts({ claim }: { claim: Claim }) {
  const { decision, payout } = claim;
  const decided =
    decision !== null && (claim.status === 'APPROVED' || claim.status === 'PAID' || claim.status === 'DENIED');
  return (
    <>
      <dl css={factsStyle}>
        <dt>Claimed</dt>
        <dd>{formatCents(claim.amountCents)}</dd>
        {claim.claimType === 'WELLNESS' && (
          <>
            <dt>Paid from</dt>
            <dd>Wellness allowance</dd>
          </>
        )}
        <dt>Estimated at filing</dt>
        <dd>{formatCents(claim.estimate.estimatedReimbursementCents)}</dd>
        <DecisionRows claim={claim} />
      </dl>
      {decided && decision.outcome === 'DENIED' && <p css={noteStyle}>Nothing is paid on this claim.</p>}
      {decided && decision.outcome === 'APPROVED' && <p css={noteStyle}>{decision.text}</p>}
      {!decided && claim.estimate.note && <p css={noteStyle}>{ESTIMATE_NOTES[claim.estimate.note]}</p>}
      {payout ? (
        <p data-testid="payout" css={{ margin: `${space(4)} 0 0`, lineHeight: 1.5, color: colors.ink }}>
          <strong>Paid {formatCents(payout.amountCents)}</strong> to {payout.paidTo} on {formatIsoDate(payout.paidOn)},
          reference <span css={{ whiteSpace: 'nowrap' }}>{payout.reference}</span>.
        </p>
      ) : claim.status === 'PAID' ? (
        <p css={noteStyle}>Closed with nothing to pay.</p>
      ) : (
        claim.status === 'APPROVED' && <p css={noteStyle}>Not paid yet.</p>
      )}
    </>
  );
}
