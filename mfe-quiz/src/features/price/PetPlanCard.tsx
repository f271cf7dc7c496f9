// One pet's choices on the price screen: insurance options (deductible, reimbursement, yearly limit) and a
// wellness tier, with the pet's own price, its waiting periods and "Why this price".
import { colors, space } from '@tailwise/shared';
import type { BillingInterval, InsuranceOptions, QuotedPet, UsState, WellnessPlan } from '@tailwise/shared/contract';
import { RadioCards, type RadioCardOption } from '@tailwise/shared/form';
import { memo, useId } from 'react';
import { useWatch } from 'react-hook-form';
import { formatCents, formatWholeDollars } from '@tailwise/shared/format';
import type { PetOffer, PricedPet } from './cart-model';
import { perInterval } from './money';
import { NO_PLAN, type PriceFormValues } from './price-form';
import {
  cardHeadingStyle,
  cardStyle,
  compactChoicesStyle,
  moneyStyle,
  mutedTextStyle,
  sectionHeadingStyle,
  twoChoicesStyle,
  updatingStyle,
} from './price-styles';
import { WaitingPeriods } from './WaitingPeriods';
import { WhyThisPrice } from './WhyThisPrice';

const headerStyle = {
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'flex-start',
  gap: space(4),
} as const;
const petPriceStyle = {
  ...moneyStyle,
  minWidth: '7.5ch',
  fontSize: '1.375rem',
  fontWeight: 800,
  color: colors.ink,
} as const;
const groupStyle = { display: 'grid', gap: space(4) } as const;
const offerLinkStyle = {
  padding: 0,
  border: 0,
  background: 'none',
  font: 'inherit',
  color: colors.primary,
  fontWeight: 600,
  textDecoration: 'underline',
  cursor: 'pointer',
} as const;

/** The plan most pets need, marked on the screen (the classic tier). */
const USUAL_WELLNESS_CODE = 'classic';

const species = (petType: 0 | 1) => (petType === 0 ? 'Dog' : 'Cat');
const ageText = (age: number) => (age === 0 ? 'under 1 year' : `${age} year${age === 1 ? '' : 's'}`);

function wellnessDescription(plan: WellnessPlan): string {
  const total = plan.allowances.reduce((sum, a) => sum + a.annualAllowanceCents, 0);
  const services = plan.allowances
    .slice(0, 3)
    .map((a) => a.label.toLowerCase())
    .join(', ');
  return `Up to ${formatCents(total, { whole: true })} a year for routine care: ${services}${plan.allowances.length > 3 ? ' and more' : ''}.`;
}

export interface PetPlanCardProps {
  index: number;
  pet: PricedPet;
  offer: PetOffer;
  options: InsuranceOptions;
  plans: readonly WellnessPlan[];
  quoted: QuotedPet | undefined;
  /** Where the quote priced (the region factor): the quote's state. */
  quoteState: UsState | undefined;
  interval: BillingInterval;
  updating: boolean;
}

/** The breed's name: the answer's, else the quote's (a restored saved quote carries only the breed's id). */
const breedNameOf = (pet: PricedPet, quoted: QuotedPet | undefined): string | null =>
  pet.breedName ?? (quoted && quoted.breedId === pet.breedId ? quoted.breedName : null);

/**
 * Drawn again only when its own props change (its pet's price, the interval, "updating"): the screen around it is
 * drawn again on every answer it waits for (the other interval's price, the promo, the form's state, the summary
 * scrolling into view), and a pet's card, with its option cards, is most of the screen.
 */
export const PetPlanCard = memo(function PetPlanCard({
  index,
  pet,
  offer,
  options,
  plans,
  quoted,
  quoteState,
  interval,
  updating,
}: PetPlanCardProps) {
  const headingId = useId();
  const insured = useWatch<PriceFormValues, `pets.${number}.insurance`>({ name: `pets.${index}.insurance` });
  const planId = useWatch<PriceFormValues, `pets.${number}.wellnessPlanId`>({ name: `pets.${index}.wellnessPlanId` });
  const wellnessId = useId();
  const cheapestPlanCents = plans.length > 0 ? Math.min(...plans.map((p) => p.monthlyPriceCents)) : null;
  // On a phone the plans are below the fold: the offer is named beside the insurance price, one tap from them.
  const offerWellness = offer.wellness === 'optional' && cheapestPlanCents !== null && planId === NO_PLAN;
  const name = pet.name.trim() || `Pet ${index + 1}`;

  const deductibles: RadioCardOption[] = options.deductibles.map((d) => ({ value: d, label: formatWholeDollars(d) }));
  const reimbursements: RadioCardOption[] = [...options.coinsurancePercents]
    .sort((a, b) => a - b)
    .map((c) => ({ value: c, label: `${100 - c}%` }));
  const limits: RadioCardOption[] = [
    { value: false, label: `${formatCents(options.cappedAnnualLimitCents, { whole: true })} a year` },
    { value: true, label: 'Unlimited' },
  ];
  const wellness: RadioCardOption[] = [
    ...(offer.wellness === 'optional' ? [{ value: NO_PLAN, label: 'No wellness plan' }] : []),
    ...plans.map((p) => ({
      value: p.id,
      label: `${p.name} · ${formatCents(p.monthlyPriceCents)}/mo`,
      description: wellnessDescription(p),
      // The usual choice is marked, never ticked for the visitor.
      ...(p.code === USUAL_WELLNESS_CODE ? { badge: 'Suits most pets' } : {}),
    })),
  ];

  return (
    <article aria-labelledby={headingId} css={cardStyle}>
      <header css={headerStyle}>
        <div>
          <h2 id={headingId} css={cardHeadingStyle}>
            {name}
          </h2>
          <p css={mutedTextStyle}>
            {[species(pet.petType), breedNameOf(pet, quoted), ageText(pet.age)].filter(Boolean).join(' · ')}
          </p>
        </div>
        <p css={{ margin: 0, textAlign: 'right' }}>
          <span css={{ ...petPriceStyle, ...updatingStyle(updating), display: 'block' }}>
            {quoted ? formatCents(quoted.totalCents) : '—'}
          </span>
          <span css={mutedTextStyle}>{perInterval(interval)}</span>
        </p>
      </header>

      {offerWellness && (
        <p css={mutedTextStyle}>
          <button
            type="button"
            css={offerLinkStyle}
            onClick={() => document.getElementById(wellnessId)?.scrollIntoView({ behavior: 'smooth', block: 'start' })}
          >
            Add a wellness plan
          </button>{' '}
          for routine care, from {formatCents(cheapestPlanCents)}/mo.
        </p>
      )}

      {offer.insurance !== 'none' && (
        <div css={groupStyle}>
          <h3 css={sectionHeadingStyle}>Accident and illness insurance</h3>
          {offer.insurance === 'optional' && (
            <RadioCards<PriceFormValues>
              name={`pets.${index}.insurance`}
              legend={`Insure ${name}?`}
              css={twoChoicesStyle}
              options={[
                { value: true, label: 'Add insurance' },
                { value: false, label: 'No insurance' },
              ]}
            />
          )}
          {insured && (
            <>
              <RadioCards<PriceFormValues>
                name={`pets.${index}.deductible`}
                legend="Yearly deductible"
                hint="What you pay each year before we start paying back."
                options={deductibles}
                css={compactChoicesStyle}
              />
              <RadioCards<PriceFormValues>
                name={`pets.${index}.coinsurancePercent`}
                legend="Reimbursement"
                hint={
                  options.restrictedState
                    ? `The share of each covered bill we pay back. In ${options.state} we offer 80% or 90%.`
                    : 'The share of each covered bill we pay back.'
                }
                options={reimbursements}
                css={reimbursements.length === 3 ? compactChoicesStyle : twoChoicesStyle}
              />
              <RadioCards<PriceFormValues>
                name={`pets.${index}.isUncapped`}
                legend="Yearly limit"
                hint="The most we pay back in a policy year."
                options={limits}
                css={twoChoicesStyle}
              />
            </>
          )}
        </div>
      )}
      {offer.insurance === 'none' && offer.note && <p css={mutedTextStyle}>{offer.note}</p>}

      {offer.wellness !== 'none' && plans.length > 0 && (
        <div id={wellnessId} css={{ scrollMarginTop: space(4) }}>
          <RadioCards<PriceFormValues>
            name={`pets.${index}.wellnessPlanId`}
            legend={offer.wellness === 'optional' ? `Add a wellness plan for ${name}?` : 'Wellness plan'}
            hint={
              offer.wellness === 'optional'
                ? 'Optional: check-ups, vaccines and other routine care that insurance does not cover, billed with your plan.'
                : 'Routine care insurance does not cover. Our classic plan suits most pets.'
            }
            options={wellness}
          />
        </div>
      )}

      {insured && <WaitingPeriods periods={options.waitingPeriods} petName={name} />}
      {quoted?.insurance && <WhyThisPrice pet={quoted} state={quoteState ?? options.state} />}
    </article>
  );
});
