// Pets of the signed-in customer, with their ACTIVE agreements.
import { randomUUID } from 'node:crypto';
import {
  ageFromBirthDate,
  type Pet,
  type PetCreate,
  type PetQuiz,
  type PetType,
  type PetUpdate,
} from '@tailwise/shared/contract';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import type { InsuranceAgreementRow, PetRow, PurchaseAgreementRow } from '../../db/schema';
import { ApiError, conflict, unprocessable } from '../../http/errors';
import { isoDay, toInsuranceAgreement, toPurchaseAgreement, type WellnessUse } from '../agreements/mappers';
import { wellnessUses } from '../agreements/wellness-usage';
import type { Catalog } from '../catalog/catalog';

export const petNotFound = () => new ApiError(404, 'NotFound', 'Pet not found');

/** A pet's age today: from its birthday when it has one (the stored age is the age when it was last written). */
export function petAge(row: Pick<PetRow, 'age' | 'birth_date'>, today = isoDay(new Date())): number {
  return row.birth_date ? ageFromBirthDate(row.birth_date, today) : row.age;
}

export function toPet(
  row: PetRow,
  catalog: Catalog,
  insurance: InsuranceAgreementRow | undefined,
  wellness: PurchaseAgreementRow | undefined,
  wellnessUsed: readonly WellnessUse[] = [],
): Pet {
  const quiz = row.quiz ?? {};
  return {
    uuid: row.uuid,
    name: row.name,
    breed: row.breed_id,
    breedName: catalog.breeds.get(row.breed_id)?.name ?? 'Unknown',
    petType: row.pet_type as PetType,
    age: petAge(row),
    birthDate: row.birth_date,
    quiz: {
      wellnessOffering: quiz.wellnessOffering ?? null,
      coinsurancePercent: (quiz.coinsurancePercent ?? null) as PetQuiz['coinsurancePercent'],
      deductible: (quiz.deductible ?? null) as PetQuiz['deductible'],
    },
    insurance: insurance ? toInsuranceAgreement(insurance, row.uuid) : null,
    wellness: wellness
      ? toPurchaseAgreement(wellness, row.uuid, catalog.plans.get(wellness.wellness_plan_id), undefined, wellnessUsed)
      : null,
    createdAt: row.created_at.toISOString(),
  };
}

/** Pets with their ACTIVE agreements and what wellness claims used, in three queries whatever the count. */
export async function loadPets(db: Db, catalog: Catalog, rows: PetRow[]): Promise<Pet[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  // A cancelled plan covers through ends_on; after that it is no longer the pet's cover.
  const today = isoDay(new Date());
  const [insurance, wellness] = await Promise.all([
    db
      .selectFrom('insurance_agreements')
      .selectAll()
      .where('pet_id', 'in', ids)
      .where('status', '=', 'ACTIVE')
      .where((eb) => eb.or([eb('ends_on', 'is', null), eb('ends_on', '>=', today)]))
      .execute(),
    db
      .selectFrom('purchase_agreements')
      .selectAll()
      .where('pet_id', 'in', ids)
      .where('status', '=', 'ACTIVE')
      .where((eb) => eb.or([eb('ends_on', 'is', null), eb('ends_on', '>=', today)]))
      .execute(),
  ]);
  const used = await wellnessUses(
    db,
    wellness.map((a) => a.id),
  );
  return rows.map((row) => {
    const plan = wellness.find((a) => a.pet_id === row.id);
    return toPet(
      row,
      catalog,
      insurance.find((a) => a.pet_id === row.id),
      plan,
      plan ? used.get(plan.id) : undefined,
    );
  });
}

export async function listPets(ctx: AppContext, customerId: number): Promise<Pet[]> {
  const rows = await ctx.db
    .selectFrom('pets')
    .selectAll()
    .where('customer_id', '=', customerId)
    .orderBy('id')
    .execute();
  return loadPets(ctx.db, ctx.catalog, rows);
}

export async function findOwnPet(db: Db, customerId: number, uuid: string): Promise<PetRow | undefined> {
  return db
    .selectFrom('pets')
    .selectAll()
    .where('uuid', '=', uuid)
    .where('customer_id', '=', customerId)
    .executeTakeFirst();
}

export async function getPet(ctx: AppContext, customerId: number, uuid: string): Promise<Pet> {
  const row = await findOwnPet(ctx.db, customerId, uuid);
  if (!row) throw petNotFound();
  const [pet] = await loadPets(ctx.db, ctx.catalog, [row]);
  return pet as Pet;
}

function checkBreed(ctx: AppContext, breedId: number, petType: number): void {
  const breed = ctx.catalog.breeds.get(breedId);
  if (!breed) throw unprocessable('UnprocessableEntity', 'Unknown breed', { breedId: 'Unknown breed' });
  if (breed.petType !== petType) {
    throw unprocessable('UnprocessableEntity', 'The breed does not match the pet type', {
      breedId: petType === 0 ? 'Choose a dog breed' : 'Choose a cat breed',
    });
  }
}

function checkQuizOffering(ctx: AppContext, quiz: Partial<PetQuiz> | undefined, petType: number): void {
  const offering = quiz?.wellnessOffering;
  if (!offering) return;
  const known = ctx.catalog.planList.some((p) => p.petType === petType && (p.code === offering || p.id === offering));
  if (!known)
    throw unprocessable('UnprocessableEntity', 'Unknown wellness offering', {
      'quiz.wellnessOffering': 'Unknown wellness plan',
    });
}

export async function createPet(
  ctx: AppContext,
  customerId: number,
  input: PetCreate & { quiz?: Partial<PetQuiz> },
): Promise<Pet> {
  checkBreed(ctx, input.breedId, input.petType);
  checkQuizOffering(ctx, input.quiz, input.petType);
  const row = await ctx.db
    .insertInto('pets')
    .values({
      uuid: randomUUID(),
      customer_id: customerId,
      name: input.name,
      pet_type: input.petType,
      breed_id: input.breedId,
      // The contract asks for one of the two; a birthday wins.
      age: input.birthDate ? ageFromBirthDate(input.birthDate, isoDay(new Date())) : (input.age ?? 0),
      birth_date: input.birthDate ?? null,
      quiz: JSON.stringify(input.quiz ?? {}),
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  return toPet(row, ctx.catalog, undefined, undefined);
}

export async function updatePet(
  ctx: AppContext,
  customerId: number,
  uuid: string,
  input: PetUpdate & { quiz?: Partial<PetQuiz> },
): Promise<Pet> {
  const row = await findOwnPet(ctx.db, customerId, uuid);
  if (!row) throw petNotFound();
  if (input.breedId !== undefined && input.breedId !== row.breed_id) {
    checkBreed(ctx, input.breedId, row.pet_type);
    const insured = await ctx.db
      .selectFrom('insurance_agreements')
      .select('id')
      .where('pet_id', '=', row.id)
      .where('status', '=', 'ACTIVE')
      .executeTakeFirst();
    // The breed priced the policy: changing it needs a new quote, through support.
    if (insured)
      throw conflict('PetHasActiveInsurance', 'The breed of an insured pet cannot be changed here', {
        breedId: 'Contact support to change the breed of an insured pet',
      });
  }
  checkQuizOffering(ctx, input.quiz, row.pet_type);
  await ctx.db
    .updateTable('pets')
    .set({
      ...(input.name !== undefined ? { name: input.name } : {}),
      ...(input.breedId !== undefined ? { breed_id: input.breedId } : {}),
      // A birthday sets the age; an age sent alone replaces the birthday, which would contradict it.
      ...(input.birthDate
        ? { birth_date: input.birthDate, age: ageFromBirthDate(input.birthDate, isoDay(new Date())) }
        : input.birthDate === null
          ? { birth_date: null, ...(input.age !== undefined ? { age: input.age } : { age: petAge(row) }) }
          : input.age !== undefined
            ? { age: input.age, birth_date: null }
            : {}),
      ...(input.quiz !== undefined ? { quiz: JSON.stringify({ ...row.quiz, ...input.quiz }) } : {}),
      updated_at: new Date(),
    })
    .where('id', '=', row.id)
    .execute();
  return getPet(ctx, customerId, uuid);
}
