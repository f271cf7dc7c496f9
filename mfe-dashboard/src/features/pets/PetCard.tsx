// One pet on the pets page: who it is (editable in place), its insurance and wellness plan with their
// documents and cancel action, and an offer into the quiz for whatever it lacks.
import { Button, ButtonLink, colors, mq, radii, space } from '@tailwise/shared';
import type { InsuranceAgreement, Me, Pet, PurchaseAgreement } from '@tailwise/shared/contract';
import { useRef, useState, type ReactNode } from 'react';
import { formatCents, formatIsoDate } from '@tailwise/shared/format';
import { Pill, pillTones, type PillTone } from '@tailwise/shared/layout/pill';
import { cardStyle } from '../layout';
import { agreementState, type AgreementState } from '../policies/agreement-ref';
import { localToday } from '../common/calendar';
import { PolicyActions } from '../policies/PolicyActions';
import { insuranceOfferPath, petCover, wellnessOfferPath } from './pet-cover';
import { ageLabel } from './pet-form';
import { EditPetForm } from './PetForm';

export const petCardStyle = {
  ...cardStyle,
  display: 'grid',
  gap: space(5),
  [mq.md]: { padding: space(6) },
} as const;

const planStyle = {
  display: 'grid',
  gap: space(3),
  paddingTop: space(4),
  borderTop: `1px solid ${colors.border}`,
} as const;

const factsStyle = {
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(9.5rem, 1fr))',
  gap: space(3),
  margin: 0,
  dt: { color: colors.muted, fontSize: '0.875rem' },
  dd: { margin: 0, fontWeight: 700, color: colors.ink },
} as const;

const offerStyle = {
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: space(3),
  padding: space(4),
  borderRadius: radii.md,
  background: colors.accentSoft,
  p: { margin: 0, color: colors.ink },
} as const;

const STATE_TEXT: Record<AgreementState, string> = {
  active: 'Active',
  ending: 'Ending',
  cancelled: 'Cancelled',
  expired: 'Expired',
  lapsed: 'Lapsed',
};

const STATE_TONE: Record<AgreementState, PillTone> = {
  active: pillTones.positive,
  ending: pillTones.pending,
  cancelled: pillTones.negative,
  expired: pillTones.negative,
  lapsed: pillTones.negative,
};

function StatusBadge({ agreement }: { agreement: InsuranceAgreement | PurchaseAgreement }) {
  const state = agreementState(agreement);
  return (
    <Pill tone={STATE_TONE[state]} testId="plan-status">
      {state === 'ending' && agreement.endsOn ? `Ends ${formatIsoDate(agreement.endsOn)}` : STATE_TEXT[state]}
    </Pill>
  );
}

function PlanHeading({
  id,
  title,
  agreement,
}: {
  id: string;
  title: string;
  agreement: InsuranceAgreement | PurchaseAgreement | null;
}) {
  return (
    <div css={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: space(3) }}>
      <h3 id={id} css={{ margin: 0, fontSize: '1.125rem', color: colors.ink }}>
        {title}
      </h3>
      {agreement && <StatusBadge agreement={agreement} />}
    </div>
  );
}

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div>
      <dt>{term}</dt>
      <dd>{children}</dd>
    </div>
  );
}

const perInterval = (cents: number, interval: 'month' | 'year') => `${formatCents(cents)} / ${interval}`;

/** The waiting periods still running today, e.g. "Illness from Dec 5, 2026". */
function runningWaits(a: InsuranceAgreement): string[] {
  const today = localToday();
  return [
    ['Accidents', a.accidentCoverageDate],
    ['Illness', a.illnessCoverageDate],
    ['Cruciate ligament', a.cruciateLigamentCoverageDate],
  ]
    .filter(([, date]) => date! > today)
    .map(([what, date]) => `${what} from ${formatIsoDate(date!)}`);
}

function InsurancePlan({ pet, agreement }: { pet: Pet; agreement: InsuranceAgreement }) {
  const waits = agreement.status === 'ACTIVE' ? runningWaits(agreement) : [];
  return (
    <>
      <dl css={factsStyle}>
        <Fact term="Deductible">{formatCents(agreement.deductible * 100, { whole: true })} / year</Fact>
        <Fact term="Reimbursement">{agreement.reimbursementPercent}%</Fact>
        <Fact term="Yearly limit">
          {agreement.isUncapped || agreement.annualLimitCents === null
            ? 'Unlimited'
            : formatCents(agreement.annualLimitCents, { whole: true })}
        </Fact>
        <Fact term="Price">{perInterval(agreement.priceCents, agreement.billingInterval)}</Fact>
        <Fact term="Started">{formatIsoDate(agreement.startDate)}</Fact>
        {agreement.policyNumber && <Fact term="Policy number">{agreement.policyNumber}</Fact>}
      </dl>
      {waits.length > 0 && <p css={{ margin: 0, color: colors.muted }}>Waiting periods: {waits.join(' · ')}.</p>}
      <PolicyActions target={{ kind: 'INSURANCE', agreement, petName: pet.name }} />
    </>
  );
}

function WellnessPlan({ pet, agreement }: { pet: Pet; agreement: PurchaseAgreement }) {
  return (
    <>
      <dl css={factsStyle}>
        <Fact term="Plan">{agreement.wellnessPlanName}</Fact>
        <Fact term="Price">{perInterval(agreement.priceCents, agreement.billingInterval)}</Fact>
        <Fact term="Started">{formatIsoDate(agreement.startDate)}</Fact>
        {agreement.allowance && agreement.status === 'ACTIVE' && (
          <Fact term="Left this year">
            {formatCents(agreement.allowance.leftCents, { whole: true })} of{' '}
            {formatCents(agreement.allowance.totalCents, { whole: true })}
          </Fact>
        )}
        {agreement.policyNumber && <Fact term="Plan number">{agreement.policyNumber}</Fact>}
      </dl>
      <PolicyActions target={{ kind: 'WELLNESS', agreement, petName: pet.name }} />
    </>
  );
}

function Offer({ text, to, action }: { text: string; to: string; action: string }) {
  return (
    <div css={offerStyle}>
      <p>{text}</p>
      <ButtonLink to={to} variant="primary">
        {action}
      </ButtonLink>
    </div>
  );
}

export function PetCard({
  pet,
  me,
  headingRef,
}: {
  pet: Pet;
  me: Me | undefined;
  headingRef?: (el: HTMLHeadingElement | null) => void;
}) {
  const [editing, setEditing] = useState(false);
  const [saved, setSaved] = useState(false);
  const editButton = useRef<HTMLButtonElement>(null);
  const cover = petCover(pet, me);
  const headingId = `pet-${pet.uuid}`;
  const species = pet.petType === 0 ? 'Dog' : 'Cat';

  return (
    <article aria-labelledby={headingId} css={petCardStyle}>
      <div
        css={{
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'flex-start',
          justifyContent: 'space-between',
          gap: space(3),
        }}
      >
        <div>
          <h2
            id={headingId}
            ref={headingRef}
            tabIndex={-1}
            css={{ margin: 0, fontSize: '1.5rem', color: colors.ink, '&:focus': { outline: 'none' } }}
          >
            {pet.name}
          </h2>
          <p css={{ margin: `${space(1)} 0 0`, color: colors.muted }}>
            {species} · {pet.breedName} · {ageLabel(pet.age)}
            {pet.birthDate && <> · born {formatIsoDate(pet.birthDate)}</>}
          </p>
          <div aria-live="polite">
            {saved && (
              <p css={{ margin: `${space(2)} 0 0`, color: colors.success, fontWeight: 600 }}>
                Saved {pet.name}’s details.
              </p>
            )}
          </div>
        </div>
        {!editing && (
          <Button
            ref={editButton}
            variant="secondary"
            aria-label={`Edit details: ${pet.name}`}
            onClick={() => {
              setSaved(false);
              setEditing(true);
            }}
          >
            Edit details
          </Button>
        )}
      </div>
      {editing && (
        <EditPetForm
          pet={pet}
          onDone={(updated) => {
            setEditing(false);
            setSaved(updated !== null);
            // The button comes back on the next render: return focus to it.
            requestAnimationFrame(() => editButton.current?.focus());
          }}
        />
      )}

      <section aria-labelledby={`${headingId}-insurance`} css={planStyle}>
        <PlanHeading id={`${headingId}-insurance`} title="Insurance" agreement={cover.insurance} />
        {cover.insurance && <InsurancePlan pet={pet} agreement={cover.insurance} />}
        {cover.offerInsurance && (
          <Offer
            text={`${pet.name} has no accident and illness cover${cover.insurance ? ' now' : ''}.`}
            to={insuranceOfferPath(pet)}
            action={`Insure ${pet.name}`}
          />
        )}
      </section>

      <section aria-labelledby={`${headingId}-wellness`} css={planStyle}>
        <PlanHeading id={`${headingId}-wellness`} title="Wellness plan" agreement={cover.wellness} />
        {cover.wellness && <WellnessPlan pet={pet} agreement={cover.wellness} />}
        {cover.offerWellness && (
          <Offer
            text={`Routine care for ${pet.name}: exams, vaccines and more, paid back every year.`}
            to={wellnessOfferPath(pet)}
            action={`Add wellness for ${pet.name}`}
          />
        )}
      </section>
    </article>
  );
}
