// Checkout's rules about the cart itself, checked before any money moves: each pet at most once, existing pets
// are the caller's and not already covered by what the cart buys, and the shipping ZIP is in the given state.
import { duplicatePetFields, type CheckoutRequestParsed, type UsState } from '@tailwise/shared/contract';
import type { AppContext } from '../../context';
import type { PetRow } from '../../db/schema';
import { ApiError, conflict, unprocessable } from '../../http/errors';
import { endLapsedAgreements } from '../agreements/agreement-service';
import { stateOrFail, type CartPet } from '../quotes/quote-service';
import { petAge } from '../pets/pet-service';

export interface CheckedCart {
  state: UsState;
  /** Existing pets by their index in the cart. */
  existingPets: Map<number, PetRow>;
  /** The cart as pricing sees it, existing pets filled in from their rows. */
  cartPets: CartPet[];
}

/** The same pet twice in one cart (see duplicatePetFields for what "same" means): 422 DuplicatePet. */
export function refuseDuplicatePets(body: CheckoutRequestParsed): void {
  const fields = duplicatePetFields(body.pets);
  if (Object.keys(fields).length > 0) {
    throw unprocessable('DuplicatePet', 'The same pet is in the cart twice: remove one', fields);
  }
}

/** The shipping ZIP must be one we sell in and lie in the state given. */
export function checkShippingState(body: CheckoutRequestParsed): UsState {
  const address = body.shippingAddress;
  const state = stateOrFail(address.zipCode, 'shippingAddress.zipCode');
  if (state !== address.state) {
    throw unprocessable('UnprocessableEntity', 'The ZIP code and state do not match', {
      'shippingAddress.zipCode': `This ZIP code is in ${state}`,
    });
  }
  return state;
}

/** Existing pets must be the caller's (404 otherwise) and not already have what the cart buys (409). */
export async function loadExistingPets(
  ctx: AppContext,
  customerId: number,
  body: CheckoutRequestParsed,
): Promise<Map<number, PetRow>> {
  const rows = new Map<number, PetRow>();
  for (const [i, item] of body.pets.entries()) {
    if (!item.uuid) continue;
    const row = await ctx.db
      .selectFrom('pets')
      .selectAll()
      .where('uuid', '=', item.uuid.toLowerCase())
      .where('customer_id', '=', customerId)
      .executeTakeFirst();
    if (!row) throw new ApiError(404, 'NotFound', 'Pet not found', { [`pets.${i}.uuid`]: 'Pet not found' });
    rows.set(i, row);
    const [insured, wellness] = await Promise.all([
      ctx.db
        .selectFrom('insurance_agreements')
        .select('id')
        .where('pet_id', '=', row.id)
        .where('status', '=', 'ACTIVE')
        .executeTakeFirst(),
      ctx.db
        .selectFrom('purchase_agreements')
        .select('id')
        .where('pet_id', '=', row.id)
        .where('status', '=', 'ACTIVE')
        .executeTakeFirst(),
    ]);
    if (item.insurance && insured) {
      throw conflict('PetAlreadyCovered', `${row.name} is already insured`, {
        [`pets.${i}.insurance`]: 'Already insured',
      });
    }
    if (item.wellnessPlanId && wellness) {
      throw conflict('PetAlreadyCovered', `${row.name} already has a wellness plan`, {
        [`pets.${i}.wellnessPlanId`]: 'Already has a wellness plan',
      });
    }
  }
  return rows;
}

export function toCartPets(body: CheckoutRequestParsed, existingPets: Map<number, PetRow>): CartPet[] {
  return body.pets.map((item, i) => {
    const row = existingPets.get(i);
    return {
      name: row?.name ?? item.name ?? null,
      petType: (row?.pet_type ?? item.petType) as 0 | 1,
      breedId: row?.breed_id ?? (item.breedId as number),
      age: row ? petAge(row) : (item.age as number),
      // The schema guarantees insurance or a plan; a missing insurance object means none.
      insurance: item.insurance ?? null,
      wellnessPlanId: item.wellnessPlanId ?? null,
    };
  });
}

/** Every pre-payment rule, cheapest first. */
export async function preCheckCart(
  ctx: AppContext,
  customerId: number,
  body: CheckoutRequestParsed,
): Promise<CheckedCart> {
  refuseDuplicatePets(body);
  // A plan cancelled earlier whose paid period is over no longer counts as the pet's cover.
  await endLapsedAgreements(ctx.db, customerId);
  const existingPets = await loadExistingPets(ctx, customerId, body);
  const state = checkShippingState(body);
  return { state, existingPets, cartPets: toCartPets(body, existingPets) };
}
