// Which of a customer's pets an upsell flow offers: /insurance the pets without an ACTIVE insurance
// agreement, /wellness those without an ACTIVE wellness plan (spec §4: only ACTIVE is checked), both read
// from /me/. Pure, so the filtering is tested without a screen.
import type { Me, Pet } from '@tailwise/shared/contract';
import type { QuizPet } from '../flow/state/quiz-model';

export type UpsellProduct = 'INSURANCE' | 'WELLNESS';

export function hasActive(me: Me, petUuid: string, product: UpsellProduct): boolean {
  const agreements = product === 'INSURANCE' ? me.insuranceAgreements : me.purchaseAgreements;
  return agreements.some((a) => a.pet === petUuid && a.status === 'ACTIVE');
}

/** The pets this flow may sell `product` to, in the account's order. */
export function petsLacking(me: Me, pets: readonly Pet[], product: UpsellProduct): Pet[] {
  return pets.filter((p) => !hasActive(me, p.uuid, product));
}

/** An account pet as a quiz pet: its uuid marks it as existing (checkout sends only the uuid). */
export function toQuizPet(pet: Pet): QuizPet {
  return {
    key: `owned-${pet.uuid}`,
    uuid: pet.uuid,
    name: pet.name,
    petType: pet.petType,
    breedId: pet.breed,
    breedName: pet.breedName,
    age: pet.age,
  };
}

/** The ?pet=<uuid> the dashboard links with, if it names a pet on offer. */
export function preselectedPet(search: string, offered: readonly Pet[]): string | null {
  const wanted = new URLSearchParams(search).get('pet')?.toLowerCase();
  return offered.find((p) => p.uuid.toLowerCase() === wanted)?.uuid ?? null;
}
