// Adding a pet (POST /pets/) and editing one (PATCH /pets/{uuid}) on the shared form kit: name, species
// (when adding), breed from the breed picker, birthday. Server field errors land on their fields (the
// API's `age` and `birthDate` on the birthday) and nothing typed is cleared.
import { Button, space } from '@tailwise/shared';
import type { Pet, PetType } from '@tailwise/shared/contract';
import { Form, RadioCards, TextInput, useSubmit, useZodForm } from '@tailwise/shared/form';
import { BreedCombobox } from '@tailwise/shared/form/breed-combobox';
import { useEffect, useMemo, useRef } from 'react';
import { localToday } from '../common/calendar';
import {
  AddPetFormSchema,
  ageLabel,
  editPetDefaults,
  editPetFormSchema,
  emptyPetForm,
  PET_FIELD_MAP,
  type PetFormValues,
} from './pet-form';
import { useCreatePet } from './api/create-pet';
import { useUpdatePet } from './api/update-pet';

const SPECIES = [
  { value: 0, label: 'Dog' },
  { value: 1, label: 'Cat' },
] as const;

const actionsStyle = { display: 'flex', flexWrap: 'wrap', gap: space(3) } as const;

const FALLBACK = 'We could not save this pet just now. Please try again.';

function BirthdayField({ hint }: { hint: string }) {
  return (
    <TextInput<PetFormValues>
      name="birthday"
      label="Birthday"
      type="date"
      max={localToday()}
      hint={hint}
      css={{ maxWidth: '16rem' }}
    />
  );
}

export function AddPetForm({ onAdded, onCancel }: { onAdded: (pet: Pet) => void; onCancel: () => void }) {
  const form = useZodForm(AddPetFormSchema, { defaultValues: emptyPetForm });
  const create = useCreatePet();
  const submit = useSubmit(form, {
    send: (body) => create.mutateAsync(body),
    onSent: onAdded,
    fieldMap: PET_FIELD_MAP,
    fallbackMessage: FALLBACK,
  });
  const petType = form.watch('petType') as PetType;
  const shownType = useRef(petType);

  // A breed belongs to one species: switching species clears it.
  useEffect(() => {
    if (shownType.current !== petType) {
      shownType.current = petType;
      form.setValue('breedId', null);
    }
  }, [petType, form]);

  return (
    <Form form={form} aria-label="Add a pet" formError={submit.formError} onValid={submit.onValid}>
      <TextInput<PetFormValues> name="name" label="Pet’s name" autoComplete="off" />
      <RadioCards<PetFormValues> name="petType" legend="Species" options={SPECIES} columns={2} />
      <BreedCombobox<PetFormValues> name="breedId" petType={petType} />
      <BirthdayField hint="Not sure? Your best guess is fine: we use it for the age in years." />
      <div css={actionsStyle}>
        <Button type="submit" disabled={form.formState.isSubmitting}>
          {form.formState.isSubmitting ? 'Adding…' : 'Add pet'}
        </Button>
        <Button variant="ghost" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </Form>
  );
}

export function EditPetForm({ pet, onDone }: { pet: Pet; onDone: (updated: Pet | null) => void }) {
  const schema = useMemo(() => editPetFormSchema(pet), [pet]);
  const form = useZodForm(schema, { defaultValues: editPetDefaults(pet) });
  const update = useUpdatePet();
  const submit = useSubmit(form, {
    // Nothing changed: nothing to send.
    send: async (body) => (Object.keys(body).length === 0 ? null : update.mutateAsync({ uuid: pet.uuid, body })),
    onSent: onDone,
    fieldMap: PET_FIELD_MAP,
    fallbackMessage: FALLBACK,
  });

  return (
    <Form form={form} aria-label={`Edit ${pet.name}`} formError={submit.formError} onValid={submit.onValid}>
      <TextInput<PetFormValues> name="name" label="Pet’s name" autoComplete="off" />
      <BreedCombobox<PetFormValues> name="breedId" petType={pet.petType} />
      <BirthdayField
        hint={
          pet.birthDate
            ? `${ageLabel(pet.age)}. Empty it to keep only the age.`
            : `On file: ${ageLabel(pet.age).toLowerCase()}. Add the birthday, or leave blank to keep the age.`
        }
      />
      <div css={actionsStyle}>
        <Button type="submit" disabled={form.formState.isSubmitting}>
          {form.formState.isSubmitting ? 'Saving…' : 'Save changes'}
        </Button>
        <Button variant="ghost" onClick={() => onDone(null)}>
          Cancel
        </Button>
      </div>
    </Form>
  );
}
