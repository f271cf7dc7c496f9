// The first step of /insurance and /wellness: which of the account's pets to cover. Only pets that lack
// the product are offered; ?pet=<uuid> (the dashboard's link) comes preselected.
import { Alert, ButtonLink, colors, space, writeStored, storageKeys } from '@tailwise/shared';
import { Checkbox, FieldError, Form, useFieldError, useFieldId, useZodForm } from '@tailwise/shared/form';
import { useMe } from '@tailwise/shared/queries';
import { Link, useLocation } from 'react-router-dom';
import { z } from 'zod';
import { writePetIndex, writePets } from '../flow/state/answers';
import { StepActions } from '../common/StepActions';
import { StepShell } from '../common/StepShell';
import type { StepProps } from '../flow/step-props';
import { usePets } from '@tailwise/shared/queries/pets';
import { ChoosePetsFrame } from './ChoosePetsFrame';
import { choosePetsWords } from './choose-pets-words';
import { petsLacking, preselectedPet, toQuizPet, type UpsellProduct } from './upsell-offer';

export const CHOOSE_A_PET = 'Choose at least one pet';

const ChooseSchema = z
  .object({ selected: z.record(z.string(), z.boolean()) })
  .refine((v) => Object.values(v.selected).some(Boolean), { path: ['selected'], message: CHOOSE_A_PET });

const linkStyle = { color: colors.primary, fontWeight: 600 } as const;

export function ChoosePetsStep(props: StepProps) {
  const me = useMe();
  const pets = usePets();
  const product: UpsellProduct = props.ctx.mode === 'upsell-wellness' ? 'WELLNESS' : 'INSURANCE';
  if (me.isError || pets.isError) {
    return (
      <StepShell
        stepKey={`${props.def.id}:choose`}
        title="Choose a pet"
        progress={props.progress}
        banner={props.banner}
      >
        <Alert tone="error">We couldn’t load your pets just now. Please reload the page to try again.</Alert>
      </StepShell>
    );
  }
  if (!me.data || !pets.data)
    return (
      <ChoosePetsFrame
        stepKey={`${props.def.id}:choose`}
        product={product}
        progress={props.progress}
        flowTitle={props.def.flow.title}
      />
    );
  const offered = petsLacking(me.data, pets.data, product);
  return <ChoosePetsForm {...props} product={product} offered={offered} email={me.data.email} />;
}

function ChoosePetsForm({
  def,
  progress,
  banner,
  answers,
  onNext,
  onBack,
  product,
  offered,
  email,
}: StepProps & { product: UpsellProduct; offered: ReturnType<typeof petsLacking>; email: string | null }) {
  const { search } = useLocation();
  const linked = preselectedPet(search, offered);
  const already = new Set(answers.pets.map((p) => p.uuid).filter(Boolean));
  const form = useZodForm(ChooseSchema, {
    defaultValues: {
      selected: Object.fromEntries(
        offered.map((p) => [p.uuid, p.uuid === linked || already.has(p.uuid) || offered.length === 1]),
      ),
    },
  });
  const what = product === 'INSURANCE' ? 'insurance' : 'a wellness plan';
  const { title, intro, pageTitle } = choosePetsWords(product, def.flow.title);

  if (offered.length === 0) {
    return (
      <StepShell
        stepKey={`${def.id}:choose`}
        title={`Every pet already has ${what}`}
        progress={progress}
        banner={banner}
      >
        <div css={{ display: 'grid', gap: space(4) }}>
          <p css={{ margin: 0, lineHeight: 1.6 }}>
            All the pets on your account are covered. You can see their plans on your dashboard, or add a new pet.
          </p>
          <div css={{ display: 'flex', flexWrap: 'wrap', gap: space(3) }}>
            <ButtonLink to="/new">Add a new pet</ButtonLink>
            <ButtonLink to="/dashboard/pets" variant="secondary">
              See my pets
            </ButtonLink>
            <Link to={product === 'INSURANCE' ? '/wellness' : '/insurance'} css={{ ...linkStyle, alignSelf: 'center' }}>
              {product === 'INSURANCE' ? 'Add a wellness plan instead' : 'Add insurance instead'}
            </Link>
          </div>
        </div>
      </StepShell>
    );
  }

  const onValid = (values: { selected: Record<string, boolean> }) => {
    const chosen = offered.filter((p) => values.selected[p.uuid]);
    writePets(chosen.map(toQuizPet));
    writePetIndex(0);
    if (email) writeStored(storageKeys.backupEmail, email);
    onNext();
  };

  return (
    <StepShell
      stepKey={`${def.id}:choose`}
      title={title}
      pageTitle={pageTitle}
      intro={intro}
      progress={progress}
      banner={banner}
    >
      <Form form={form} onValid={onValid} aria-label={title}>
        <PetChoices offered={offered} />
        <StepActions onBack={onBack} continueLabel="See my price" />
      </Form>
    </StepShell>
  );
}

function PetChoices({ offered }: { offered: ReturnType<typeof petsLacking> }) {
  const error = useFieldError('selected');
  const id = useFieldId('selected');
  return (
    <fieldset
      id={id}
      tabIndex={-1}
      aria-describedby={error ? `${id}-error` : undefined}
      css={{ border: 0, margin: 0, padding: 0, minWidth: 0, display: 'grid', gap: space(2) }}
    >
      <legend css={{ padding: 0, fontWeight: 700, color: colors.ink, marginBottom: space(2) }}>Your pets</legend>
      {offered.map((pet) => (
        <Checkbox
          key={pet.uuid}
          name={`selected.${pet.uuid}`}
          label={`${pet.name} (${pet.breedName}, ${pet.age === 0 ? 'under 1 year' : `${pet.age} ${pet.age === 1 ? 'year' : 'years'}`})`}
        />
      ))}
      <FieldError id={id} message={error} />
    </fieldset>
  );
}
