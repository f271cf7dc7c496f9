// The claim form: pet, the claim type (a vet bill for insurance, or a wellness item paid from the plan's
// allowance), what the visit was for, date, clinic, amount, what happened and the invoices, with the
// estimated reimbursement worked out as it is filled in. It uploads with a progress bar per
// file; anything the server refuses is shown next to its field (or at the top), and nothing typed or
// attached is lost.
import { ApiError, Button, colors, dashboardPaths, fillPath, radii, space } from '@tailwise/shared';
import {
  ClaimConditionSchema,
  WellnessServiceSchema,
  type Claim,
  type ClaimEstimateRequest,
  type Pet,
} from '@tailwise/shared/contract';
import { Checkbox, Form, RadioCards, Select, TextArea, TextInput, useSubmit, useZodForm } from '@tailwise/shared/form';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { dollarsToCents, formatCents, formatIsoDate } from '@tailwise/shared/format';
import { localToday } from '../common/calendar';
import {
  claimFormSchema,
  coverFor,
  emptyClaimForm,
  type ClaimFormValues,
  type ClaimSubmission,
} from './claim-form-schema';
import { claimSubject, CONDITION_LABELS } from './claim-status';
import { coveredFrom } from './estimate';
import { useClaimEstimate } from './api/claim-estimate';
import { useSubmitClaim } from './api/submit-claim';
import { EstimatePanel } from './EstimatePanel';
import { InvoicePicker } from './InvoicePicker';
import { perFileProgress } from './upload-claim';

const CONDITION_OPTIONS = ClaimConditionSchema.options.map((value) => ({
  value,
  label: CONDITION_LABELS[value],
  description:
    value === 'ACCIDENT'
      ? 'Injuries: cuts, swallowed objects, broken bones'
      : value === 'ILLNESS'
        ? 'Infections, allergies, digestive and chronic conditions'
        : 'Knee (cruciate ligament) injuries and surgery',
}));

const warningStyle = {
  margin: `${space(2)} 0 0`,
  padding: space(3),
  borderRadius: radii.md,
  borderLeft: `4px solid ${colors.accent}`,
  background: colors.accentSoft,
  color: colors.ink,
  lineHeight: 1.5,
} as const;

const successStyle = {
  padding: space(6),
  borderRadius: radii.lg,
  background: colors.successSoft,
  borderLeft: `6px solid ${colors.success}`,
  '&:focus': { outline: 'none' },
} as const;

const twoColumns = {
  display: 'grid',
  gap: space(5),
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media (min-width: 640px)': { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
} as const;

const TYPE_OPTIONS = [
  { value: 'INSURANCE', label: 'Insurance', description: 'A vet bill for an accident or illness' },
  { value: 'WELLNESS', label: 'Wellness item', description: 'Routine care paid from the wellness allowance' },
] as const;

export interface ClaimFormProps {
  /** Pets with insurance or a wellness plan: the only ones a claim can be for. */
  pets: readonly Pet[];
}

function Sent({ claim, onAnother }: { claim: Claim; onAnother: () => void }) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => box.current?.focus(), []);
  return (
    <div ref={box} tabIndex={-1} role="status" css={successStyle}>
      <h3 css={{ margin: 0, fontSize: '1.375rem', color: colors.ink }}>Claim sent for {claim.petName}</h3>
      <p css={{ margin: `${space(3)} 0 0`, lineHeight: 1.6 }}>
        We have your {formatCents(claim.amountCents)} invoice for {claimSubject(claim).toLowerCase()} on{' '}
        {formatIsoDate(claim.dateOfService)}. We estimate paying back{' '}
        <strong>{formatCents(claim.estimate.estimatedReimbursementCents)}</strong>
        {claim.claimType === 'WELLNESS' ? ' from the wellness allowance' : ''}. Most claims are decided in seconds:
        follow it to see the decision, and we will email you at each step.
      </p>
      <div css={{ display: 'flex', flexWrap: 'wrap', gap: space(3), marginTop: space(5) }}>
        <Link
          to={fillPath(dashboardPaths.claim, { claimId: claim.uuid })}
          css={{ color: colors.primary, fontWeight: 700, alignSelf: 'center' }}
        >
          Follow this claim
        </Link>
        <Button variant="secondary" onClick={onAnother}>
          File another claim
        </Button>
      </div>
    </div>
  );
}

export function ClaimForm({ pets }: ClaimFormProps) {
  const submitClaim = useSubmitClaim();
  const today = localToday();
  const schema = useMemo(() => claimFormSchema(pets, today), [pets, today]);
  const defaults = useMemo(
    () =>
      emptyClaimForm(pets.length === 1 ? pets[0]!.uuid : '', pets.some((p) => p.insurance) ? 'INSURANCE' : 'WELLNESS'),
    [pets],
  );
  const form = useZodForm(schema, { defaultValues: defaults });
  const [progress, setProgress] = useState<number[] | null>(null);
  const submit = useSubmit(form, {
    send: async ({ fields, invoices }: ClaimSubmission) => {
      setProgress(invoices.map(() => 0));
      const sizes = invoices.map((f) => f.size);
      try {
        return await submitClaim.mutateAsync({
          fields,
          invoices,
          onProgress: (loaded, total) => setProgress(perFileProgress(sizes, loaded, total)),
        });
      } finally {
        setProgress(null);
      }
    },
    onSent: () => form.reset(defaults),
    fieldMap: { amountCents: 'amount', invoices: 'invoices' },
    fallbackMessage: 'We couldn’t send your claim just now. Everything you entered is still here: please try again.',
  });

  const [petUuid, claimType, condition, wellnessService, dateOfService, amount] = form.watch([
    'petUuid',
    'claimType',
    'condition',
    'wellnessService',
    'dateOfService',
    'amount',
  ]);
  const wellness = claimType === 'WELLNESS';
  const pet = pets.find((p) => p.uuid === petUuid) ?? null;
  const policy = wellness ? null : (pet?.insurance ?? null);
  const cover = coverFor(pet, claimType);
  const services = wellness ? (pet?.wellness?.allowance?.services ?? []) : [];
  const conditionValue = ClaimConditionSchema.safeParse(condition);
  const serviceValue = WellnessServiceSchema.safeParse(wellnessService);
  const amountCents = dollarsToCents(amount);
  const dateUsable =
    /^\d{4}-\d{2}-\d{2}$/.test(dateOfService) && dateOfService <= today && !!cover && dateOfService >= cover.startDate;
  const what: Pick<ClaimEstimateRequest, 'claimType' | 'condition' | 'wellnessService'> | null = wellness
    ? serviceValue.success && services.some((s) => s.service === serviceValue.data)
      ? { claimType: 'WELLNESS', wellnessService: serviceValue.data }
      : null
    : conditionValue.success
      ? { claimType: 'INSURANCE', condition: conditionValue.data }
      : null;
  const estimateRequest: ClaimEstimateRequest | null =
    pet && cover && what && dateUsable && amountCents
      ? { petUuid: pet.uuid, ...what, dateOfService, amountCents }
      : null;
  const { query: estimate, settling } = useClaimEstimate(estimateRequest);
  const estimateError =
    estimate.error instanceof ApiError
      ? (Object.values(estimate.error.fields)[0] ?? estimate.error.message)
      : estimate.error
        ? 'We couldn’t work out an estimate just now; you can still send the claim.'
        : null;
  const waitingUntil =
    policy && conditionValue.success && dateUsable && dateOfService >= policy.startDate
      ? coveredFrom(policy, conditionValue.data)
      : null;
  const inWaitingPeriod = waitingUntil !== null && dateOfService < waitingUntil;

  if (submit.result) return <Sent claim={submit.result} onAnother={submit.clearSent} />;

  const busy = form.formState.isSubmitting;
  const petOptions = pets.map((p) => ({ value: p.uuid, label: p.name }));
  const serviceOptions = services.map((s) => ({
    value: s.service,
    label: `${s.label} (${formatCents(s.leftCents)} left)`,
  }));
  return (
    <Form form={form} onValid={submit.onValid} formError={submit.formError} aria-label="File a claim">
      <Select<ClaimFormValues>
        name="petUuid"
        label="Pet"
        options={petOptions}
        placeholder="Choose a pet"
        disabled={busy}
      />
      <RadioCards<ClaimFormValues> name="claimType" legend="Claim type" options={TYPE_OPTIONS} columns={2} />
      {wellness ? (
        <Select<ClaimFormValues>
          name="wellnessService"
          label="Which wellness item?"
          options={serviceOptions}
          placeholder={pet?.wellness ? 'Choose the item' : 'Choose a pet with a wellness plan first'}
          hint={
            pet?.wellness
              ? `Paid in full up to what is left of ${pet.name}’s ${pet.wellness.wellnessPlanName} allowance.`
              : undefined
          }
          disabled={busy}
        />
      ) : (
        <RadioCards<ClaimFormValues>
          name="condition"
          legend="What was the visit for?"
          options={CONDITION_OPTIONS}
          columns={3}
        />
      )}
      <div css={twoColumns}>
        <div>
          <TextInput<ClaimFormValues>
            name="dateOfService"
            label="Date of service"
            type="date"
            max={today}
            min={cover?.startDate}
            hint={
              cover
                ? `From ${formatIsoDate(cover.startDate)}, when ${pet!.name}’s ${wellness ? 'plan' : 'cover'} started, to today.`
                : 'The day of the vet visit.'
            }
            disabled={busy}
          />
          <div aria-live="polite">
            {inWaitingPeriod && (
              <p css={warningStyle} data-testid="waiting-period-warning">
                <strong>Inside the waiting period.</strong> {pet!.name}’s cover for{' '}
                {CONDITION_LABELS[conditionValue.data!].toLowerCase()} starts on {formatIsoDate(waitingUntil!)}, so this
                visit is unlikely to be reimbursed. You can still send it.
              </p>
            )}
          </div>
        </div>
        <TextInput<ClaimFormValues>
          name="amount"
          label="Invoice total (US$)"
          inputMode="decimal"
          autoComplete="off"
          placeholder="0.00"
          hint="The total on the invoice, e.g. 420.50"
          disabled={busy}
        />
      </div>
      <TextInput<ClaimFormValues> name="clinic" label="Vet clinic" autoComplete="organization" disabled={busy} />
      <TextArea<ClaimFormValues>
        name="description"
        label={wellness ? 'What was done?' : 'What happened?'}
        rows={4}
        hint={
          wellness
            ? 'The care on the invoice, e.g. yearly exam and rabies booster.'
            : 'The symptoms or injury and the treatment, in a few words.'
        }
        disabled={busy}
      />
      {!wellness && (
        <Checkbox<ClaimFormValues>
          name="signsBeforeCover"
          label="My pet showed signs of this before the cover started"
          hint="Optional. If so, a person looks at the claim rather than it being decided straight away."
          disabled={busy}
        />
      )}
      <InvoicePicker progress={progress} disabled={busy} />
      <EstimatePanel
        estimate={estimateRequest ? (estimate.data ?? null) : null}
        incomplete={estimateRequest === null}
        updating={settling || estimate.isFetching}
        error={settling ? null : estimateError}
        petName={pet?.name ?? null}
      />
      <div>
        <Button type="submit" size="lg" disabled={busy}>
          {busy ? 'Sending your claim…' : 'Send claim'}
        </Button>
      </div>
    </Form>
  );
}
