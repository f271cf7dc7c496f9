// A payment's status as a tag with its word (Paid, Due, Past due, Lapsed, Not owed), toned by how much it asks of
// the customer.
import { colors } from '@tailwise/shared';
import type { PremiumPaymentStatus } from '@tailwise/shared/contract';
import { Badge, type BadgeTone } from '../common/Badge';
import { PAYMENT_STATUS_LABELS } from './payment-display';

const TONES: Record<PremiumPaymentStatus, BadgeTone> = {
  PAID: { background: colors.successSoft, color: colors.ink },
  DUE: { background: colors.primarySoft, color: colors.ink },
  PAST_DUE: { background: colors.dangerSoft, color: colors.danger },
  LAPSED: { background: colors.danger, color: colors.surface },
  VOID: { background: colors.border, color: colors.ink },
};

export function PaymentStatusBadge({ status }: { status: PremiumPaymentStatus }) {
  return <Badge tone={TONES[status]}>{PAYMENT_STATUS_LABELS[status]}</Badge>;
}
