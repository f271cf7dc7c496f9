// The estimated reimbursement before the claim is sent, line by line: the invoice, the deductible
// still to meet this policy year, the reimbursement rate, the yearly limit left (for a wellness item: the
// allowance left for that service this plan year). No insurer shows this before you file; it tells a
// customer what to expect and why.
import { colors, radii, space } from '@tailwise/shared';
import type { ClaimEstimatePreview, WellnessClaimEstimatePreview } from '@tailwise/shared/contract';
import { formatCents, formatIsoDate } from '@tailwise/shared/format';

const panelStyle = {
  padding: space(5),
  borderRadius: radii.lg,
  background: colors.primarySoft,
  border: `1px solid ${colors.primary}`,
  color: colors.ink,
} as const;

const rowsStyle = {
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  gap: `${space(2)} ${space(4)}`,
  margin: `${space(4)} 0 0`,
  dt: { color: colors.ink },
  dd: { margin: 0, textAlign: 'right', fontVariantNumeric: 'tabular-nums', fontWeight: 600 },
} as const;

const totalStyle = {
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'baseline',
  flexWrap: 'wrap',
  gap: space(2),
  marginTop: space(4),
  paddingTop: space(3),
  borderTop: `2px solid ${colors.primary}`,
  fontSize: '1.125rem',
  fontWeight: 700,
} as const;

export interface EstimatePanelProps {
  /** The API's estimate for what the form holds now, or the last one while a new one is on its way. */
  estimate: ClaimEstimatePreview | null;
  /** The form lacks what an estimate needs. */
  incomplete: boolean;
  /** A new estimate is being worked out. */
  updating: boolean;
  /** Why the API could not estimate (e.g. no active insurance), if it said. */
  error: string | null;
  petName: string | null;
}

function WellnessEstimate({ estimate }: { estimate: WellnessClaimEstimatePreview }) {
  return (
    <>
      <dl css={rowsStyle}>
        <dt>Invoice total</dt>
        <dd>{formatCents(estimate.amountCents)}</dd>
        <dt>
          {estimate.serviceLabel}: {formatCents(estimate.allowanceLeftCents)} of {formatCents(estimate.allowanceCents)}{' '}
          left until {formatIsoDate(estimate.planYear.to)}
        </dt>
        <dd>{estimate.note === 'ALLOWANCE_REACHED' ? 'reached' : 'covers it'}</dd>
      </dl>
      <p css={totalStyle} aria-live="polite" aria-atomic="true">
        <span>Estimated reimbursement</span>
        <span data-testid="estimated-reimbursement">{formatCents(estimate.estimatedReimbursementCents)}</span>
      </p>
      <p css={{ margin: `${space(3)} 0 0`, color: colors.muted, fontSize: '0.9375rem', lineHeight: 1.5 }}>
        {estimate.note === 'ALLOWANCE_REACHED'
          ? `The bill is more than is left of the ${estimate.serviceLabel.toLowerCase()} allowance, so we can pay back only what is left.`
          : `Wellness items are paid in full from the ${estimate.wellnessPlanName} plan’s allowance: no deductible.`}{' '}
        Claims already sent for this item count against the allowance.
      </p>
    </>
  );
}

export function EstimatePanel({ estimate, incomplete, updating, error, petName }: EstimatePanelProps) {
  return (
    <section
      aria-labelledby="claim-estimate-title"
      aria-busy={updating}
      css={{ ...panelStyle, minHeight: 120, opacity: updating && estimate ? 0.7 : 1 }}
    >
      <h3 id="claim-estimate-title" css={{ margin: 0, fontSize: '1.125rem' }}>
        Your estimated reimbursement
      </h3>
      {incomplete ? (
        <p css={{ margin: `${space(3)} 0 0`, color: colors.muted }}>
          Choose the pet, what the claim is for, its date and the amount to see what we expect to pay back.
        </p>
      ) : error ? (
        <p css={{ margin: `${space(3)} 0 0`, color: colors.danger, fontWeight: 600 }}>{error}</p>
      ) : !estimate ? (
        <p css={{ margin: `${space(3)} 0 0`, color: colors.muted }}>Working out your estimate…</p>
      ) : estimate.claimType === 'WELLNESS' ? (
        <WellnessEstimate estimate={estimate} />
      ) : (
        <>
          <dl css={rowsStyle}>
            <dt>Invoice total</dt>
            <dd>{formatCents(estimate.amountCents)}</dd>
            {estimate.note === 'WAITING_PERIOD' ? (
              <>
                <dt>
                  Waiting period until {formatIsoDate(estimate.waitingPeriod?.coveredFrom ?? estimate.dateOfService)}
                </dt>
                <dd>not covered</dd>
              </>
            ) : (
              <>
                <dt>
                  Deductible: {formatCents(estimate.deductibleLeftCents)} of {formatCents(estimate.deductibleCents)}{' '}
                  left this policy year
                </dt>
                <dd>−{formatCents(estimate.deductibleAppliedCents)}</dd>
                <dt>Your reimbursement rate</dt>
                <dd>{estimate.reimbursementPercent}%</dd>
                <dt>Yearly limit left</dt>
                <dd>{estimate.limitLeftCents === null ? 'Unlimited' : formatCents(estimate.limitLeftCents)}</dd>
              </>
            )}
          </dl>
          <p css={totalStyle} aria-live="polite" aria-atomic="true">
            <span>Estimated reimbursement</span>
            <span data-testid="estimated-reimbursement">{formatCents(estimate.estimatedReimbursementCents)}</span>
          </p>
          <p css={{ margin: `${space(3)} 0 0`, color: colors.muted, fontSize: '0.9375rem', lineHeight: 1.5 }}>
            {estimate.note === 'WAITING_PERIOD'
              ? (estimate.waitingPeriod?.message ??
                  `The visit falls in ${petName ?? 'your pet'}’s waiting period for this kind of condition, so we expect to pay nothing.`) +
                ' You can still send the claim for review.'
              : estimate.note === 'ANNUAL_LIMIT_REACHED'
                ? 'This claim reaches the yearly limit, so we can pay back only what is left of it.'
                : `(${formatCents(estimate.amountCents)} − ${formatCents(estimate.deductibleAppliedCents)}) × ${estimate.reimbursementPercent}%. An estimate: the final amount follows our review of the invoice.`}
          </p>
        </>
      )}
    </section>
  );
}
