// Every claim, newest first, with a status filter kept in the address (?status=) so a filtered list
// can be bookmarked and survives a reload. The count of what is shown is announced as it changes.
import { colors, dashboardPaths, fillPath, focusRing, mq, radii, space, visuallyHidden } from '@tailwise/shared';
import { ClaimStatusSchema, type ClaimStatus, type ClaimSummary } from '@tailwise/shared/contract';
import { formStyles } from '@tailwise/shared/form';
import { useId } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { formatCents, formatIsoDate } from '@tailwise/shared/format';
import { CLAIM_STATUS_LABELS, claimSubject, isOpen } from './claim-status';
import { StatusBadge } from './StatusBadge';

type Filter = 'ALL' | 'OPEN' | ClaimStatus;

const FILTERS: ReadonlyArray<{ value: Filter; label: string }> = [
  { value: 'ALL', label: 'All claims' },
  { value: 'OPEN', label: 'Open (not yet paid or denied)' },
  ...ClaimStatusSchema.options.map((status) => ({ value: status, label: CLAIM_STATUS_LABELS[status] })),
];

export function filterClaims(claims: readonly ClaimSummary[], filter: Filter): ClaimSummary[] {
  if (filter === 'ALL') return [...claims];
  if (filter === 'OPEN') return claims.filter((c) => isOpen(c.status));
  return claims.filter((c) => c.status === filter);
}

type OutcomeClaim = Pick<ClaimSummary, 'status' | 'payout' | 'paidCents' | 'decision' | 'estimate'>;

/**
 * The amount that answers "what do I get", and what it is: paid, then approved, then (undecided) the estimate at
 * filing. Apart, so the amounts of a list line up in a column and the word sits beside them.
 */
export function outcomeOf(claim: OutcomeClaim): { amountCents: number | null; word: string } {
  const paidCents = claim.payout?.amountCents ?? claim.paidCents;
  if (paidCents === 0) return { amountCents: null, word: 'Nothing to pay' };
  if (paidCents !== null) return { amountCents: paidCents, word: 'paid' };
  if (claim.status === 'DENIED') return { amountCents: null, word: 'Not reimbursed' };
  if (claim.status === 'APPROVED' && claim.decision?.approvedCents != null) {
    return { amountCents: claim.decision.approvedCents, word: 'approved' };
  }
  return { amountCents: claim.estimate.estimatedReimbursementCents, word: 'estimated' };
}

/** The outcome as one phrase: "$162.00 paid", "Not reimbursed". */
export function outcomeLine(claim: OutcomeClaim): string {
  const { amountCents, word } = outcomeOf(claim);
  return amountCents === null ? word : `${formatCents(amountCents)} ${word}`;
}

const parseFilter = (value: string | null): Filter => {
  const upper = (value ?? '').toUpperCase();
  return FILTERS.some((f) => f.value === upper) ? (upper as Filter) : 'ALL';
};

// On a phone each claim is a card: the badge beside the title, the money below. From a tablet up each claim is a
// row of the same columns, so the amounts line up under their headings (right-aligned, tabular figures).
const wideColumns = 'minmax(0, 1fr) 11rem 8rem 10rem';

const itemStyle = {
  display: 'grid',
  gap: space(2),
  padding: space(4),
  border: `1px solid ${colors.border}`,
  borderRadius: radii.md,
  background: colors.surface,
  color: colors.ink,
  textDecoration: 'none',
  '&:hover': { borderColor: colors.primary },
  '&:focus-visible': focusRing,
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  gridTemplateAreas: '"title badge" "money money"',
  alignItems: 'start',
  [mq.md]: {
    gridTemplateColumns: wideColumns,
    gridTemplateAreas: '"title badge claimed outcome"',
    columnGap: space(4),
    alignItems: 'center',
  },
} as const;

const headingsStyle = {
  display: 'none',
  [mq.md]: {
    display: 'grid',
    gridTemplateColumns: wideColumns,
    columnGap: space(4),
    // The rows' padding and border, so each heading sits over its column.
    paddingInline: `calc(${space(4)} + 1px)`,
    color: colors.muted,
    fontSize: '0.875rem',
    fontWeight: 600,
  },
} as const;

const moneyStyle = {
  gridArea: 'money',
  fontVariantNumeric: 'tabular-nums',
  [mq.md]: { display: 'contents' },
} as const;

const amountCellStyle = { [mq.md]: { textAlign: 'right' } } as const;
const claimedCellStyle = { ...amountCellStyle, [mq.md]: { ...amountCellStyle[mq.md], gridArea: 'claimed' } } as const;
const outcomeCellStyle = {
  color: colors.muted,
  [mq.md]: { ...amountCellStyle[mq.md], gridArea: 'outcome', color: colors.ink },
} as const;
// The column's heading names it on a wide screen; a screen reader still hears the word.
const claimedWordStyle = { [mq.md]: visuallyHidden } as const;
const outcomeWordStyle = { [mq.md]: { display: 'block', color: colors.muted, fontSize: '0.875rem' } } as const;

function OutcomeCell({ claim }: { claim: ClaimSummary }) {
  const { amountCents, word } = outcomeOf(claim);
  if (amountCents === null) return <span css={outcomeCellStyle}>{word}</span>;
  return (
    <span css={outcomeCellStyle}>
      <span data-testid="outcome-amount">{formatCents(amountCents)}</span> <span css={outcomeWordStyle}>{word}</span>
    </span>
  );
}

export function ClaimsList({ claims }: { claims: readonly ClaimSummary[] }) {
  const id = useId();
  const [params, setParams] = useSearchParams();
  const filter = parseFilter(params.get('status'));
  const shown = filterClaims(claims, filter);
  const choose = (next: Filter) => {
    const copy = new URLSearchParams(params);
    if (next === 'ALL') copy.delete('status');
    else copy.set('status', next.toLowerCase());
    setParams(copy, { replace: true });
  };
  return (
    <div css={{ display: 'grid', gap: space(4) }}>
      <div css={{ maxWidth: 360 }}>
        <label htmlFor={`${id}-filter`} css={formStyles.labelStyle}>
          Show
        </label>
        <select
          id={`${id}-filter`}
          value={filter}
          onChange={(event) => choose(event.target.value as Filter)}
          css={{ ...formStyles.controlStyle, cursor: 'pointer' }}
        >
          {FILTERS.map((f) => (
            <option key={f.value} value={f.value}>
              {f.label}
            </option>
          ))}
        </select>
      </div>
      <p role="status" css={{ margin: 0, color: colors.muted }}>
        {filter === 'ALL'
          ? `${claims.length} ${claims.length === 1 ? 'claim' : 'claims'}`
          : `Showing ${shown.length} of ${claims.length} ${claims.length === 1 ? 'claim' : 'claims'}`}
      </p>
      {shown.length === 0 ? (
        <p css={{ margin: 0 }}>
          {claims.length === 0 ? 'You haven’t filed a claim yet.' : 'No claims with this status.'}
        </p>
      ) : (
        <div css={{ display: 'grid', gap: space(2) }}>
          <div aria-hidden="true" css={headingsStyle}>
            <span>Claim</span>
            <span>Status</span>
            <span css={{ textAlign: 'right' }}>Claimed</span>
            <span css={{ textAlign: 'right' }}>Back to you</span>
          </div>
          <ul aria-label="Claims" css={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: space(3) }}>
            {shown.map((claim) => (
              <li key={claim.uuid}>
                <Link to={fillPath(dashboardPaths.claim, { claimId: claim.uuid })} css={itemStyle}>
                  <span css={{ minWidth: 0, gridArea: 'title' }}>
                    <strong css={{ display: 'block', fontSize: '1.0625rem' }}>
                      {claim.petName} · {claimSubject(claim)}
                    </strong>
                    <span css={{ color: colors.muted }}>Visit on {formatIsoDate(claim.dateOfService)}</span>
                  </span>
                  <span css={moneyStyle}>
                    <span css={claimedCellStyle} data-testid="claimed-amount">
                      {formatCents(claim.amountCents)}
                      <span css={claimedWordStyle}> claimed</span>
                    </span>
                    <span css={{ [mq.md]: visuallyHidden }}> · </span>
                    <OutcomeCell claim={claim} />
                  </span>
                  <span css={{ gridArea: 'badge' }}>
                    <StatusBadge status={claim.status} />
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}
