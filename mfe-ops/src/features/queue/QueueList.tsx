// The queue's claims, one row each: who and what, the amount and the engine's proposal, why a person looks at
// it, and how long it has waited, with the claim one click away. A table's columns from `lg` up, stacked below.
import { colors, mq, space } from '@tailwise/shared';
import type { OpsQueueItem } from '@tailwise/shared/contract';
import { Link } from 'react-router-dom';
import { formatCents, formatIsoDate } from '@tailwise/shared/format';
import { formatWaited } from '../common/format';
import { claimSubject } from '../common/labels';
import { linkStyle, mutedStyle } from '../common/OpsLayout';
import { useNow } from '../common/use-now';
import { opsClaimPath } from '../../ops-paths';

const rowStyle = {
  display: 'grid',
  gap: space(2),
  padding: `${space(4)} 0`,
  borderTop: `1px solid ${colors.border}`,
  gridTemplateColumns: 'minmax(0, 1fr)',
  [mq.lg]: {
    gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 1fr) minmax(0, 3fr) minmax(0, 1fr)',
    gap: space(5),
    alignItems: 'start',
  },
} as const;

const amountsStyle = {
  margin: 0,
  fontVariantNumeric: 'tabular-nums',
  lineHeight: 1.5,
  span: { whiteSpace: 'nowrap' },
} as const;

export function QueueList({ claims, emptyText }: { claims: readonly OpsQueueItem[]; emptyText: string }) {
  const now = useNow();
  if (claims.length === 0) return <p css={mutedStyle}>{emptyText}</p>;
  return (
    <ol aria-label="Claims, oldest waiting first" css={{ listStyle: 'none', margin: 0, padding: 0 }}>
      {claims.map((claim) => (
        <li key={claim.uuid} css={rowStyle} data-claim={claim.uuid}>
          <div css={{ minWidth: 0 }}>
            <Link to={opsClaimPath(claim.uuid)} css={{ ...linkStyle, fontSize: '1.0625rem' }}>
              {claim.claimNumber}
            </Link>
            <p css={{ margin: `${space(1)} 0 0`, overflowWrap: 'anywhere' }}>
              {claim.petName} · {claim.customerName}
            </p>
            <p css={{ ...mutedStyle, fontSize: '0.9375rem' }}>
              {claimSubject(claim)} · visit {formatIsoDate(claim.dateOfService)}
              {claim.clinic ? ` · ${claim.clinic}` : ''}
            </p>
          </div>
          <p css={amountsStyle}>
            <span css={{ display: 'block', fontWeight: 700 }}>Bill {formatCents(claim.amountCents)}</span>
            <span css={{ display: 'block', color: colors.muted }}>
              {claim.proposedCents === null ? 'No proposal' : `Proposed ${formatCents(claim.proposedCents)}`}
            </span>
          </p>
          <ul aria-label="Why a person reviews it" css={{ margin: 0, paddingLeft: space(5), lineHeight: 1.5 }}>
            {claim.reasons.length === 0 && <li css={{ color: colors.muted }}>No reason given</li>}
            {claim.reasons.map((reason) => (
              <li key={reason.code}>{reason.text}</li>
            ))}
          </ul>
          <p css={{ margin: 0, fontWeight: 700, [mq.lg]: { textAlign: 'right' } }}>
            {claim.status === 'INFO_REQUESTED' ? 'waiting for the customer' : 'waiting'}{' '}
            {formatWaited(claim.waitingSince, now)}
          </p>
        </li>
      ))}
    </ol>
  );
}
