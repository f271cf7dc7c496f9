// Every claim, newest first, with a status filter kept in the address (?status=) so a filtered list
// can be bookmarked and survives a reload. The count of what is shown is announced as it changes.
import { colors, dashboardPaths, fillPath, focusRing, radii, space } from '@tailwise/shared';
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

/** The amount that answers "what do I get": paid, then approved, then (undecided) the estimate at filing. */
export function outcomeLine(
  claim: Pick<ClaimSummary, 'status' | 'payout' | 'paidCents' | 'decision' | 'estimate'>,
): string {
  const paidCents = claim.payout?.amountCents ?? claim.paidCents;
  if (paidCents === 0) return 'Nothing to pay';
  if (paidCents !== null) return `${formatCents(paidCents)} paid`;
  if (claim.status === 'DENIED') return 'Not reimbursed';
  if (claim.status === 'APPROVED' && claim.decision?.approvedCents != null) {
    return `${formatCents(claim.decision.approvedCents)} approved`;
  }
  return `${formatCents(claim.estimate.estimatedReimbursementCents)} estimated`;
}

const parseFilter = (value: string | null): Filter => {
  const upper = (value ?? '').toUpperCase();
  return FILTERS.some((f) => f.value === upper) ? (upper as Filter) : 'ALL';
};

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
  // The badge beside the title and the money below both: the list sits in a narrow column on wide screens.
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  gridTemplateAreas: '"title badge" "money money"',
  alignItems: 'start',
} as const;

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
                <span css={{ gridArea: 'money', fontVariantNumeric: 'tabular-nums' }}>
                  {formatCents(claim.amountCents)} claimed
                  <span css={{ color: colors.muted }}> · {outcomeLine(claim)}</span>
                </span>
                <span css={{ gridArea: 'badge' }}>
                  <StatusBadge status={claim.status} />
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
