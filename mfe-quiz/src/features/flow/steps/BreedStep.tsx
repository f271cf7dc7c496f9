// Step 2: the pet's breed (a searchable list with "Mixed breed" and "Not sure") and age in whole years,
// with "Under 1 year" for puppies and kittens. Loaded on demand: the breed picker brings Downshift.
import { space } from '@tailwise/shared';
import { PET_AGE_MAX } from '@tailwise/shared/contract';
import { Form, Select, useZodForm, type SelectOption } from '@tailwise/shared/form';
import { BreedCombobox } from '@tailwise/shared/form/breed-combobox';
import { petNameOrYours } from '@tailwise/shared/routes/quiz-reach';
import { EarlyWord } from '../../../prerender/early-word';
import { usePrerendering } from '../../../prerender/use-prerendering';
import { readQuizAnswers, withPetAt, writePets } from '../state/answers';
import { stepPageTitle } from '../step-page-titles';
import { StepActions } from '../../common/StepActions';
import { StepShell } from '../../common/StepShell';
import type { StepProps } from '../step-props';
import { BreedStepSchema } from './step-schemas';

export const AGE_OPTIONS: readonly SelectOption<number>[] = [
  { value: 0, label: 'Under 1 year' },
  ...Array.from({ length: PET_AGE_MAX }, (_, i) => ({ value: i + 1, label: i === 0 ? '1 year' : `${i + 1} years` })),
];

export function BreedStep({ def, answers, progress, banner, onNext, onBack }: StepProps) {
  const index = answers.petIndex;
  const pet = answers.pets[index];
  const form = useZodForm(BreedStepSchema, {
    defaultValues: {
      ...(pet?.breedId != null ? { breedId: pet.breedId } : {}),
      breedName: pet?.breedName ?? '',
      ...(pet?.age != null ? { age: pet.age } : {}),
    },
  });
  const { setValue } = form;
  // The flow sends a visitor without a species to the pet step first.
  const petType = pet?.petType ?? 0;
  const name = petNameOrYours(pet);
  const kind = petType === 1 ? 'cat' : 'dog';
  const prerendering = usePrerendering();

  const onValid = (values: { breedId: number; breedName: string; age: number }) => {
    const now = readQuizAnswers();
    writePets(
      withPetAt(now.pets, index, { breedId: values.breedId, breedName: values.breedName || null, age: values.age }),
    );
    onNext();
  };

  return (
    <StepShell
      stepKey={`${def.id}:breed:${index}`}
      title={
        <>
          What breed is <EarlyWord word="petName">{name}</EarlyWord>, and how old?
        </>
      }
      pageTitle={stepPageTitle('breed', def.flow.title)}
      intro={`Breed and age shape the price most. Not sure of the breed? Choose “Not sure” or “Mixed breed”.`}
      progress={progress}
      banner={banner}
    >
      <Form form={form} onValid={onValid} aria-label="Breed and age">
        <div css={{ display: 'grid', gap: space(5) }}>
          <BreedCombobox
            name="breedId"
            petType={petType}
            label={
              <>
                <EarlyWord word="petName">{name}</EarlyWord>’s breed
              </>
            }
            // The prerender does not know the species: its box names none until the app takes over.
            placeholder={prerendering ? 'Start typing a breed' : `Start typing a ${kind} breed`}
            onBreedChosen={(breed) => setValue('breedName', breed.name)}
          />
          <Select
            name="age"
            label={
              <>
                <EarlyWord word="petName">{name}</EarlyWord>’s age
              </>
            }
            options={AGE_OPTIONS}
            placeholder="Choose an age"
          />
          <StepActions onBack={onBack} />
        </div>
      </Form>
    </StepShell>
  );
}
