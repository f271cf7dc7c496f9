// The add and edit pet forms. Customers know their pet's birthday (or a best guess), the API prices by age
// in whole years: the form takes the birthday and sends the age, checked by the contract's own schemas.
import { PET_AGE_MAX, PetCreateSchema, PetNameSchema, type Pet, type PetUpdate } from '@tailwise/shared/contract';
import { z } from 'zod';
import { localToday } from '../common/calendar';

/** Whole years from `birthday` (YYYY-MM-DD) to `today`. */
export function ageInYears(birthday: string, today: string = localToday()): number {
  const [by, bm, bd] = birthday.split('-').map(Number) as [number, number, number];
  const [ty, tm, td] = today.split('-').map(Number) as [number, number, number];
  return ty - by - (tm < bm || (tm === bm && td < bd) ? 1 : 0);
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
  return { name: v.name, petType: v.petType, breedId: v.breedId, age: ageInYears(v.birthday) };
}).pipe(PetCreateSchema);

/**
 * Editing: name and breed are prefilled; the birthday is blank (the API keeps only the age) and, left
 * blank, keeps the age on file. Only what changed is sent.
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
    if (v.birthday.trim() !== '') {
      const age = ageInYears(v.birthday);
      if (age !== pet.age) update.age = age;
    }
    return update;
  });
}

export const editPetDefaults = (pet: Pet): PetFormValues => ({
  name: pet.name,
  petType: pet.petType,
  breedId: pet.breed,
  birthday: '',
});

/** "3 years old", "Under 1 year old". */
export const ageLabel = (age: number) =>
  age === 0 ? 'Under 1 year old' : age === 1 ? '1 year old' : `${age} years old`;

/** The API's field names where the form's differ: the age is asked as a birthday. */
export const PET_FIELD_MAP = { age: 'birthday' } as const;
