// One agreement as the policy actions see it: an insurance policy or a wellness plan, with its pet's name
// for headings ("Cancel Biscuit's insurance?").
import type { InsuranceAgreement, PurchaseAgreement } from '@tailwise/shared/contract';

export type AgreementRef =
  | { kind: 'INSURANCE'; agreement: InsuranceAgreement; petName: string }
  | { kind: 'WELLNESS'; agreement: PurchaseAgreement; petName: string };

/** "insurance" or "Classic wellness plan", for sentences. */
export function planLabel(ref: AgreementRef): string {
  return ref.kind === 'INSURANCE' ? 'insurance' : `${ref.agreement.wellnessPlanName} wellness plan`;
}

export type AgreementState = 'active' | 'ending' | 'cancelled' | 'expired' | 'lapsed';

/** ACTIVE with an end date is a plan cancelled after the free look: it covers until then. LAPSED: a premium stayed unpaid. */
export function agreementState(agreement: InsuranceAgreement | PurchaseAgreement): AgreementState {
  if (agreement.status === 'CANCELLED') return 'cancelled';
  if (agreement.status === 'EXPIRED') return 'expired';
  if (agreement.status === 'LAPSED') return 'lapsed';
  return agreement.endsOn ? 'ending' : 'active';
}

/** Only a running plan nobody has cancelled can be cancelled. */
export const canCancel = (agreement: InsuranceAgreement | PurchaseAgreement) => agreementState(agreement) === 'active';
