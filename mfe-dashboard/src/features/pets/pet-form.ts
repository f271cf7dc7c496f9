// The add and edit pet forms. Customers know their pet's birthday (or a best guess): the form sends it as
// the API's birthDate, from which the API derives the age in whole years it prices by, checked by the
// contract's own schemas. A pet on file with only an age gets its birthday the first time it is edited.
import {
  ageFromBirthDate,
  PET_AGE_MAX,
  PetCreateSchema,
  PetNameSchema,
  type Pet,
  type PetCreate,
  type PetUpdate,
} from '@tailwise/shared/contract';
import { z } from 'zod';
import { localToday } from '../common/calendar';

/** Whole years from `birthday` (YYYY-MM-DD) to `today`. */
export function ageInYears(birthday: string, today: string = localToday()): number {
  return ageFromBirthDate(birthday, today);
}

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

function isRealDay(text: string): boolean {
  if (!ISO_DAY.test(text)) return false;
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === text;
}

/** The birthday's problem, if any (the message shown under the field). */
export function birthdayProblem(birthday: string, today: string = localToday()): string | null {
  if (!isRealDay(birthday)) return 'Enter a date, e.g. 2021-04-30';
  if (birthday > today) return 'The birthday cannot be in the future';
  if (ageInYears(birthday, today) > PET_AGE_MAX) return `Use a birthday at most ${PET_AGE_MAX} years ago`;
  return null;
}

const PetFormFields = z.object({
  name: z.string(),
  petType: z.union([z.literal(0), z.literal(1)]),
  breedId: z.number().nullable(),
  birthday: z.string(),
});
export type PetFormValues = z.input<typeof PetFormFields>;

export const emptyPetForm: PetFormValues = { name: '', petType: 0, breedId: null, birthday: '' };

/** Adding: every field is needed; the request is the contract's PetCreate. */
export const AddPetFormSchema = PetFormFields.transform((v, ctx) => {
  // Every problem at once: a missing breed does not hide an empty name.
  const name = PetNameSchema.safeParse(v.name);
  if (!name.success) ctx.addIssue({ code: 'custom', path: ['name'], message: name.error.issues[0]!.message });
  if (v.breedId === null) ctx.addIssue({ code: 'custom', path: ['breedId'], message: 'Choose a breed' });
  const problem = v.birthday.trim() === '' ? 'Enter a birthday, or your best guess' : birthdayProblem(v.birthday);
  if (problem) ctx.addIssue({ code: 'custom', path: ['birthday'], message: problem });
  if (!name.success || v.breedId === null || problem) return z.NEVER;
  const body: PetCreate = { name: v.name, petType: v.petType, breedId: v.breedId, birthDate: v.birthday };
  return body;
}).pipe(PetCreateSchema);

/**
 * Editing: name, breed and birthday are prefilled. A pet on file with only an age has a blank birthday
 * which, left blank, keeps that age; a birthday emptied is removed (the age it gave stays). Only what
 * changed is sent.
 */
export function editPetFormSchema(pet: Pet) {
  return PetFormFields.transform((v, ctx) => {
    const name = PetNameSchema.safeParse(v.name);
    if (!name.success) ctx.addIssue({ code: 'custom', path: ['name'], message: name.error.issues[0]!.message });
    if (v.breedId === null) ctx.addIssue({ code: 'custom', path: ['breedId'], message: 'Choose a breed' });
    const problem = v.birthday.trim() === '' ? null : birthdayProblem(v.birthday);
    if (problem) ctx.addIssue({ code: 'custom', path: ['birthday'], message: problem });
    if (!name.success || v.breedId === null || problem) return z.NEVER;
    const update: PetUpdate = {};
    if (name.data !== pet.name) update.name = name.data;
    if (v.breedId !== pet.breed) update.breedId = v.breedId;
    const birthday = v.birthday.trim();
    if (birthday !== '' && birthday !== pet.birthDate) update.birthDate = birthday;
    else if (birthday === '' && pet.birthDate) update.birthDate = null;
    return update;
  });
}

export const editPetDefaults = (pet: Pet): PetFormValues => ({
  name: pet.name,
  petType: pet.petType,
  breedId: pet.breed,
  birthday: pet.birthDate ?? '',
});

/** "3 years old", "Under 1 year old". */
export const ageLabel = (age: number) =>
  age === 0 ? 'Under 1 year old' : age === 1 ? '1 year old' : `${age} years old`;

/** The API's field names where the form's differ: the age is asked as a birthday. */
export const PET_FIELD_MAP = { age: 'birthday', birthDate: 'birthday' } as const;
