// One pet's cover on the overview: its insurance (options, status, start, waiting periods still
// running) and its wellness plan (allowance left this plan year), or a call to add what it lacks.
import { ButtonLink, colors, mq, radii, space } from '@tailwise/shared';
import type { InsuranceAgreement, Pet, PurchaseAgreement } from '@tailwise/shared/contract';
import { useId } from 'react';
import { formatCents, formatIsoDate } from '@tailwise/shared/format';
import { cardStyle } from '../layout';
import { runningWaitingPeriods } from './cover';

const gridStyle = {
  display: 'grid',
  gap: space(4),
  gridTemplateColumns: 'minmax(0, 1fr)',
  [mq.md]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
} as const;

const panelStyle = {
  padding: space(4),
  borderRadius: radii.md,
  background: colors.canvas,
  border: `1px solid ${colors.border}`,
  minWidth: 0,
} as const;

// A value keeps to one line (a date or policy number broken in two reads badly at 360 px): its column takes the
// value's width, and the label beside it gets what is left.
const factsStyle = {
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  gap: `${space(2)} ${space(3)}`,
  margin: 0,
  dt: { color: colors.muted, minWidth: 0 },
  dd: { margin: 0, fontWeight: 600, textAlign: 'right', whiteSpace: 'nowrap' },
} as const;

const amountStyle = { whiteSpace: 'nowrap' } as const;

const panelHeadingStyle = { margin: `0 0 ${space(3)}`, fontSize: '1.0625rem', color: colors.ink } as const;

const statusStyle = (active: boolean) =>
  ({
    display: 'inline-block',
    padding: `${space(0.5)} ${space(2)}`,
    borderRadius: radii.pill,
    fontSize: '0.8125rem',
    fontWeight: 700,
    background: active ? colors.successSoft : colors.dangerSoft,
    color: active ? colors.ink : colors.danger,
  }) as const;

const STATUS_LABEL = { ACTIVE: 'Active', CANCELLED: 'Cancelled', EXPIRED: 'Expired', LAPSED: 'Lapsed' } as const;

function InsurancePanel({ petName, policy, today }: { petName: string; policy: InsuranceAgreement; today: string }) {
  const waiting = runningWaitingPeriods(policy, today);
  const starts = policy.startDate > today;
  return (
    <div css={panelStyle}>
      <h4 css={panelHeadingStyle}>
        Accident &amp; illness insurance{' '}
        <span css={statusStyle(policy.status === 'ACTIVE')}>{STATUS_LABEL[policy.status]}</span>
      </h4>
      <dl css={factsStyle} aria-label={`${petName}’s insurance`}>
        <dt>Deductible</dt>
        <dd>{formatCents(policy.deductible * 100, { whole: true })} a year</dd>
        <dt>Reimbursement</dt>
        <dd>{policy.reimbursementPercent}%</dd>
        <dt>Yearly limit</dt>
        <dd>
          {policy.annualLimitCents === null ? 'Unlimited' : formatCents(policy.annualLimitCents, { whole: true })}
        </dd>
        <dt>{starts ? 'Starts' : 'Started'}</dt>
        <dd>{formatIsoDate(policy.startDate)}</dd>
        {policy.endsOn && (
          <>
            <dt>Cover ends</dt>
            <dd>{formatIsoDate(policy.endsOn)}</dd>
          </>
        )}
        {policy.policyNumber && (
          <>
            <dt>Policy</dt>
            <dd>{policy.policyNumber}</dd>
          </>
        )}
      </dl>
      {waiting.length > 0 && (
        <div css={{ marginTop: space(4) }}>
          <p css={{ margin: 0, fontWeight: 700 }}>Waiting periods still running</p>
          <ul css={{ margin: `${space(2)} 0 0`, paddingLeft: space(5), display: 'grid', gap: space(1) }}>
            {waiting.map((w) => (
              <li key={w.label}>
                {w.label}: covered from <strong css={amountStyle}>{formatIsoDate(w.coveredFrom)}</strong> ({w.length})
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}

function WellnessPanel({ petName, plan }: { petName: string; plan: PurchaseAgreement }) {
  const allowance = plan.allowance;
  const usedShare = allowance && allowance.totalCents > 0 ? allowance.usedCents / allowance.totalCents : 0;
  return (
    <div css={panelStyle}>
      <h4 css={panelHeadingStyle}>
        {plan.wellnessPlanName} wellness plan{' '}
        <span css={statusStyle(plan.status === 'ACTIVE')}>{STATUS_LABEL[plan.status]}</span>
      </h4>
      {allowance ? (
        <>
          <p css={{ margin: 0 }}>
            <strong css={{ fontSize: '1.25rem' }}>{formatCents(allowance.leftCents)}</strong> left of{' '}
            <span css={amountStyle}>{formatCents(allowance.totalCents)}</span> this plan year
          </p>
          <div
            role="meter"
            aria-label={`${petName}’s wellness allowance used`}
            aria-valuemin={0}
            aria-valuemax={allowance.totalCents / 100}
            aria-valuenow={allowance.usedCents / 100}
            aria-valuetext={`${formatCents(allowance.usedCents)} used of ${formatCents(allowance.totalCents)}`}
            css={{
              height: 8,
              marginTop: space(2),
              borderRadius: radii.pill,
              background: colors.border,
              overflow: 'hidden',
            }}
          >
            <div css={{ width: `${Math.round(usedShare * 100)}%`, height: '100%', background: colors.primary }} />
          </div>
          <p css={{ margin: `${space(2)} 0 0`, color: colors.muted, fontSize: '0.9375rem' }}>
            Renews {formatIsoDate(allowance.yearTo)}
          </p>
          <ul css={{ margin: `${space(3)} 0 0`, paddingLeft: space(5), display: 'grid', gap: space(1) }}>
            {allowance.services.map((s) => (
              <li key={s.service}>
                {s.label}: <span css={amountStyle}>{formatCents(s.leftCents)} left</span>
              </li>
            ))}
          </ul>
        </>
      ) : (
        <p css={{ margin: 0 }}>Started {formatIsoDate(plan.startDate)}</p>
      )}
    </div>
  );
}

function AddCover({ title, text, to, cta }: { title: string; text: string; to: string; cta: string }) {
  return (
    <div
      css={{
        ...panelStyle,
        background: colors.surface,
        borderStyle: 'dashed',
        display: 'grid',
        gap: space(3),
        alignContent: 'start',
      }}
    >
      <h4 css={{ ...panelHeadingStyle, margin: 0 }}>{title}</h4>
      <p css={{ margin: 0, color: colors.muted, lineHeight: 1.5 }}>{text}</p>
      <div>
        <ButtonLink to={to} variant="secondary">
          {cta}
        </ButtonLink>
      </div>
    </div>
  );
}

const PET_TYPE_LABEL = { 0: 'Dog', 1: 'Cat' } as const;

export function PetCoverCard({ pet, today }: { pet: Pet; today: string }) {
  const id = useId();
  const pet_ = encodeURIComponent(pet.uuid);
  return (
    <article css={cardStyle} aria-labelledby={id}>
      <header css={{ marginBottom: space(4) }}>
        <h3 id={id} css={{ margin: 0, fontSize: '1.375rem', color: colors.ink }}>
          {pet.name}
        </h3>
        <p css={{ margin: `${space(1)} 0 0`, color: colors.muted }}>
          {PET_TYPE_LABEL[pet.petType]} · {pet.breedName} · {pet.age === 0 ? 'under 1 year' : `${pet.age} years`}
        </p>
      </header>
      <div css={gridStyle}>
        {pet.insurance ? (
          <InsurancePanel petName={pet.name} policy={pet.insurance} today={today} />
        ) : (
          <AddCover
            title="No insurance yet"
            text={`Accident and illness cover pays back most of ${pet.name}’s vet bills.`}
            to={`/insurance?pet=${pet_}`}
            cta={`Get insurance for ${pet.name}`}
          />
        )}
        {pet.wellness ? (
          <WellnessPanel petName={pet.name} plan={pet.wellness} />
        ) : (
          <AddCover
            title="No wellness plan yet"
            text={`Routine care (exams, vaccines, tests) paid from a yearly allowance.`}
            to={`/wellness?pet=${pet_}`}
            cta={`Add wellness for ${pet.name}`}
          />
        )}
      </div>
    </article>
  );
}
