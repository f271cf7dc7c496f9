// The policy's terms as they stand for this claim: dates of cover, and what is left of the deductible and the
// yearly limit (insurance) or of each allowance (wellness), not counting this claim.
import { colors, space } from '@tailwise/shared';
import type { OpsClaim } from '@tailwise/shared/contract';
import { formatCents, formatIsoDate } from '@tailwise/shared/format';
import { factsStyle, Section } from '../common/OpsLayout';

const AGREEMENT_STATUS: Record<OpsClaim['terms']['status'], string> = {
  ACTIVE: 'Active',
  CANCELLED: 'Cancelled',
  EXPIRED: 'Expired',
  LAPSED: 'Lapsed (unpaid)',
};

type InsuranceTerms = Extract<OpsClaim['terms'], { kind: 'INSURANCE' }>;
type WellnessTerms = Extract<OpsClaim['terms'], { kind: 'WELLNESS' }>;

function InsuranceFacts({ terms }: { terms: InsuranceTerms }) {
  return (
    <dl css={factsStyle}>
      <dt>Policy</dt>
      <dd>
        {terms.policyNumber} · {AGREEMENT_STATUS[terms.status]}
      </dd>
      <dt>Policy year</dt>
      <dd>
        {formatIsoDate(terms.policyYear.from)} – {formatIsoDate(terms.policyYear.to)}
      </dd>
      <dt>Deductible left</dt>
      <dd>
        {formatCents(terms.deductibleLeftCents)} of {formatCents(terms.deductibleCents)}
      </dd>
      <dt>Pays after the deductible</dt>
      <dd>{100 - terms.coinsurancePercent} %</dd>
      <dt>Yearly limit left</dt>
      <dd>
        {terms.annualLimitCents === null || terms.limitLeftCents === null
          ? 'Unlimited'
          : `${formatCents(terms.limitLeftCents)} of ${formatCents(terms.annualLimitCents)}`}
      </dd>
      <dt>Accidents covered from</dt>
      <dd>{formatIsoDate(terms.accidentCoverageDate)}</dd>
      <dt>Illness covered from</dt>
      <dd>{formatIsoDate(terms.illnessCoverageDate)}</dd>
      <dt>Cruciate covered from</dt>
      <dd>{formatIsoDate(terms.cruciateCoverageDate)}</dd>
      {terms.endsOn && (
        <>
          <dt>Cover ends</dt>
          <dd>{formatIsoDate(terms.endsOn)}</dd>
        </>
      )}
    </dl>
  );
}

function WellnessFacts({ terms }: { terms: WellnessTerms }) {
  return (
    <>
      <dl css={factsStyle}>
        <dt>Plan</dt>
        <dd>
          {terms.planName} · {terms.policyNumber} · {AGREEMENT_STATUS[terms.status]}
        </dd>
        <dt>Plan year</dt>
        <dd>
          {formatIsoDate(terms.planYear.from)} – {formatIsoDate(terms.planYear.to)}
        </dd>
        {terms.endsOn && (
          <>
            <dt>Plan ends</dt>
            <dd>{formatIsoDate(terms.endsOn)}</dd>
          </>
        )}
      </dl>
      <h3 css={{ margin: `${space(2)} 0 0`, fontSize: '1rem', color: colors.ink }}>Allowances left this year</h3>
      <dl css={factsStyle}>
        {terms.allowances.map((a) => (
          <div key={a.service} css={{ display: 'contents' }}>
            <dt>{a.label}</dt>
            <dd>
              {formatCents(a.leftCents)} of {formatCents(a.allowanceCents)}
            </dd>
          </div>
        ))}
      </dl>
    </>
  );
}

export function TermsSection({ claim }: { claim: OpsClaim }) {
  return (
    <Section title={claim.terms.kind === 'INSURANCE' ? 'Policy terms' : 'Wellness plan'} id="terms-title">
      {claim.terms.kind === 'INSURANCE' ? (
        <InsuranceFacts terms={claim.terms} />
      ) : (
        <WellnessFacts terms={claim.terms} />
      )}
      <p css={{ margin: 0, color: colors.muted, fontSize: '0.9375rem' }}>What is left does not count this claim.</p>
    </Section>
  );
}
