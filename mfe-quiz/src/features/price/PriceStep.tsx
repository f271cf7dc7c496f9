// The price screen every flow shares: loads what the area sells (options and wellness tiers), fills in
// the defaults (spec §5, California included) for pets without a stored choice, then shows the live
// quote. The flow renders it at its price step and owns what "back" and "add another pet" do.
import { Alert, Button, space, storageKeys, useStoredState } from '@tailwise/shared';
import { useMe } from '@tailwise/shared/queries';
import { useEffect, useMemo, useRef, type ReactNode } from 'react';
import { planOwnerWords } from '@tailwise/shared/routes/quiz-reach';
import { StepShell } from '../common/StepShell';
import { EarlyWord } from '../../prerender/early-word';
import { PRICE_PAGE_TITLE } from '../flow/step-page-titles';
import { toCartChoices, useQuizAnswers } from '../flow/state/answers';
import type { FlowContext } from '../flow/state/flow-context';
import { useInsuranceOptions } from './api/insurance-options';
import { useWellnessPlans } from './api/wellness-plans';
import { isPriceable, normalizeChoice, offerFor, ownedCover, sameJson, type PetOffer } from './cart-model';
import { PriceForm } from './PriceForm';
import { PriceSkeleton } from './PriceSkeleton';

export interface PriceStepProps {
  ctx: FlowContext;
  progress: { step: number; total: number } | null;
  onBack: () => void;
  onAddPet?: () => void;
  /** Above the progress: the employer's name, a note about answers not carried over. */
  banner?: ReactNode;
}

export function PriceStep({ ctx, progress, onBack, onAddPet, banner }: PriceStepProps) {
  const answers = useQuizAnswers();
  const pets = useMemo(() => answers.pets.filter(isPriceable), [answers.pets]);
  const [storedCart, setCart] = useStoredState(storageKeys.petsCart);
  const options = useInsuranceOptions(answers.zipCode);
  const plansByType = useWellnessPlans(pets.map((p) => p.petType));
  const me = useMe();

  const offers = useMemo<PetOffer[]>(
    () =>
      pets.map((p) => {
        const owned = ownedCover(me.data, p.uuid);
        const offer = offerFor(ctx.mode, owned);
        const name = p.name.trim() || 'This pet';
        if (owned.insured && offer.insurance === 'none')
          return { ...offer, note: `${name} is already insured with us.` };
        if (owned.wellness && offer.wellness === 'none')
          return { ...offer, note: `${name} already has a wellness plan.` };
        return offer;
      }),
    [pets, me.data, ctx.mode],
  );

  const plansReady = pets.every((p, i) => offers[i]?.wellness === 'none' || plansByType[p.petType] !== undefined);
  // The cart as the screen opens follows spec §5's coinsurance rule; once it is on screen, the visitor's picks stand.
  const opened = useRef(false);
  const choices = useMemo(() => {
    if (!options.data || !plansReady) return null;
    const stored = toCartChoices(storedCart);
    return pets.map((pet, i) =>
      normalizeChoice(
        pet,
        stored.find((c) => c.petKey === pet.key),
        offers[i]!,
        options.data,
        plansByType[pet.petType] ?? [],
        { opening: !opened.current },
      ),
    );
  }, [options.data, plansReady, storedCart, pets, offers, plansByType]);

  // The defaults become the stored cart, so checkout and a refresh see exactly what is on screen.
  useEffect(() => {
    if (!choices) return;
    opened.current = true;
    if (!sameJson(choices, toCartChoices(storedCart))) setCart(choices);
  }, [choices, storedCart, setCart]);

  const owner = planOwnerWords(pets);
  const shell = (body: ReactNode) => (
    <StepShell
      stepKey={`${ctx.flow.id}:price`}
      title={
        <>
          <EarlyWord word="planOwner">{owner}</EarlyWord> plan
        </>
      }
      pageTitle={PRICE_PAGE_TITLE}
      intro="Choose the cover that suits you. The price updates as you go."
      progress={progress}
      banner={banner}
      width="wide"
    >
      {body}
    </StepShell>
  );

  if (options.isError) {
    return shell(
      <div css={{ display: 'grid', gap: space(4) }}>
        <Alert tone="error">
          We could not load the plans sold at ZIP code {answers.zipCode}. {options.error.message}
        </Alert>
        <div css={{ display: 'flex', gap: space(3), flexWrap: 'wrap' }}>
          <Button onClick={() => void options.refetch()}>Try again</Button>
          <Button variant="secondary" onClick={onBack}>
            Back
          </Button>
        </div>
      </div>,
    );
  }
  if (!choices || !options.data) return shell(<PriceSkeleton petCount={Math.max(1, pets.length)} />);
  return shell(
    <PriceForm
      ctx={ctx}
      pets={pets}
      offers={offers}
      choices={choices}
      options={options.data}
      plansByType={plansByType}
      onBack={onBack}
      onAddPet={onAddPet}
    />,
  );
}
