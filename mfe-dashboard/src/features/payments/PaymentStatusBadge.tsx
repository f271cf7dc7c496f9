// A payment's status as a tag with its word (Paid, Due, Past due, Lapsed, Not owed), toned by how much it asks of
// the customer.
import type { PremiumPaymentStatus } from '@tailwise/shared/contract';
import { Pill, pillTones, type PillTone } from '@tailwise/shared/layout/pill';
import { PAYMENT_STATUS_LABELS } from './payment-display';

const TONES: Record<PremiumPaymentStatus, PillTone> = {
  PAID: pillTones.positive,
  DUE: pillTones.neutral,
  PAST_DUE: pillTones.negative,
  LAPSED: pillTones.severe,
  VOID: pillTones.void,
};

export function PaymentStatusBadge({ status }: { status: PremiumPaymentStatus }) {
  return <Pill tone={TONES[status]}>{PAYMENT_STATUS_LABELS[status]}</Pill>;
}
