// Step 1 of most flows: the pet's name and species. On /start it is prerendered, so it reads storage only
// through useStoredState (nothing on the server) and renders the same shape with or without answers. It is
// live before the app starts: the shell carries what was typed, ticked and pressed into the app's copy.
import { space, storageKeys, useStoredState, writeStored } from '@tailwise/shared';
import { useEffect, useRef } from 'react';
import { Form, RadioCards, TextInput, useLazyZodForm } from '@tailwise/shared/form';
import { readQuizAnswers, withPetAt, writePetIndex, writePets } from '../state/answers';
import { StepActions } from '../../common/StepActions';
import { StepShell } from '../../common/StepShell';
import type { StepProps } from '../step-props';

const SPECIES = [
  { value: 0, label: 'Dog', description: 'Puppies and grown-ups' },
  { value: 1, label: 'Cat', description: 'Kittens and grown-ups' },
] as const;

const fieldsetStyle = { border: 0, margin: 0, padding: 0, minWidth: 0, display: 'grid', gap: space(5) } as const;

export function PetStep({ def, answers, progress, banner, options, onNext, onBack, onCancelAddPet }: StepProps) {
  const index = answers.petIndex;
  const pet = answers.pets[index];
  // The first question is prerendered and must be answerable at once: its rules (zod) load on the
  // first validation, not with the page.
  const form = useLazyZodForm(() => import('./step-schemas').then((m) => m.PetStepSchema), {
    defaultValues: {
      name: pet?.name ?? '',
      ...(pet?.petType != null ? { petType: pet.petType } : {}),
      ...(options.promoField ? { promoCode: '' } : {}),
    },
  });
  const { setValue } = form;

  // PromoQuiz's code: what the visitor typed (promoInput), else the link's rpc (promoCode, which the shell
  // stores on landing, possibly after this step has mounted). Followed as it changes until the visitor
  // edits the field; read through useStoredState, so a prerender renders it empty.
  const [storedInput] = useStoredState(storageKeys.promoInput);
  const [storedCode] = useStoredState(storageKeys.promoCode);
  const suggested = storedInput || storedCode || '';
  const edited = useRef(false);
  useEffect(() => {
    if (options.promoField && !edited.current) setValue('promoCode', suggested);
  }, [options.promoField, suggested, setValue]);

  const onValid = (values: { name: string; petType: 0 | 1; promoCode?: string }) => {
    const now = readQuizAnswers();
    const before = now.pets[index];
    const speciesChanged = before !== undefined && before.petType !== null && before.petType !== values.petType;
    writePets(
      withPetAt(now.pets, index, {
        name: values.name,
        petType: values.petType,
        // A breed of the other species no longer fits.
        ...(speciesChanged ? { breedId: null, breedName: null } : {}),
      }),
    );
    writePetIndex(index);
    if (options.promoField && (values.promoCode || edited.current)) {
      // The code to apply (the price screen drops it with a message if it is refused), and the field's text.
      // An empty field clears the code only when the visitor emptied it: a link's code is never lost.
      writeStored(storageKeys.promoCode, values.promoCode || null);
      writeStored(storageKeys.promoInput, values.promoCode ?? '');
    }
    onNext();
  };

  const later = index > 0;
  const title = later ? 'Tell us about your next pet' : 'Tell us about your pet';
  return (
    <StepShell
      stepKey={`${def.id}:pet:${index}`}
      title={title}
      pageTitle={`${title} – ${def.flow.title}`}
      intro={
        // Not a count: whether a ZIP step comes is the profile's to say in the upsell flows, and /new asks this first.
        later ? 'We’ll add them to the same quote.' : 'Two quick questions to start. Your price is a few steps away.'
      }
      progress={progress}
      banner={banner}
    >
      <Form form={form} onValid={onValid} aria-label={title}>
        <fieldset css={fieldsetStyle}>
          <TextInput name="name" label="Your pet’s name" autoComplete="off" autoCapitalize="words" maxLength={60} />
          <RadioCards name="petType" legend="Dog or cat?" options={SPECIES} columns={2} />
          {options.promoField && (
            <TextInput
              name="promoCode"
              label="Promo code"
              optional
              hint="From your invitation or link. We’ll apply it to your price."
              autoComplete="off"
              autoCapitalize="characters"
              maxLength={40}
              registerOptions={{ onChange: () => (edited.current = true) }}
            />
          )}
          <StepActions onBack={onCancelAddPet ?? onBack} backLabel={onCancelAddPet ? 'Back to your quote' : 'Back'} />
        </fieldset>
      </Form>
    </StepShell>
  );
}
