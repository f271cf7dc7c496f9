// Which plans a pet has, from /me/ (every agreement, cancelled ones included, so a cancellation shows) with
// the pet's own ACTIVE cover as a fallback. Calls to action follow ACTIVE agreements only, as the quiz's
// upsell flows do.
import type { InsuranceAgreement, Me, Pet, PurchaseAgreement } from '@tailwise/shared/contract';

export interface PetCover {
  insurance: InsuranceAgreement | null;
  wellness: PurchaseAgreement | null;
  /** No ACTIVE insurance: offer /insurance?pet=<uuid>. */
  offerInsurance: boolean;
  /** No ACTIVE wellness plan: offer /wellness?pet=<uuid>. */
  offerWellness: boolean;
}

/** The agreement to show: an ACTIVE one first, else the latest to start. */
function pick<A extends { status: string; startDate: string }>(agreements: A[]): A | null {
  const active = agreements.find((a) => a.status === 'ACTIVE');
  if (active) return active;
  return [...agreements].sort((a, b) => b.startDate.localeCompare(a.startDate))[0] ?? null;
}

export function petCover(pet: Pet, me: Me | undefined): PetCover {
  const insurances = me ? me.insuranceAgreements.filter((a) => a.pet === pet.uuid) : [];
  const plans = me ? me.purchaseAgreements.filter((a) => a.pet === pet.uuid) : [];
  const insurance = pick(insurances) ?? pet.insurance;
  const wellness = pick(plans) ?? pet.wellness;
  return {
    insurance,
    wellness,
    offerInsurance: insurance?.status !== 'ACTIVE',
    offerWellness: wellness?.status !== 'ACTIVE',
  };
}

export const insuranceOfferPath = (pet: Pet) => `/insurance?pet=${encodeURIComponent(pet.uuid)}`;
export const wellnessOfferPath = (pet: Pet) => `/wellness?pet=${encodeURIComponent(pet.uuid)}`;
