// Payment providers, shaped like Stripe's flow: the client tokenizes a card, checkout charges the token.
// Providers are idempotent on the idempotency key, so a retried checkout never charges twice.
import type { CardBrand } from '@tailwise/shared/contract';

export interface CardDetails {
  number: string;
  expMonth: number;
  expYear: number;
  cvc: string;
}

export interface CardToken {
  token: string;
  brand: CardBrand;
  last4: string;
  expMonth: number;
  expYear: number;
  createdAt: Date;
}

export interface ChargeRequest {
  /** Firebase uid of the paying customer. */
  customerUid: string;
  amountCents: number;
  currency: 'USD';
  idempotencyKey: string;
  description: string;
}

export interface CardCharge {
  chargeId: string;
  brand: CardBrand;
  last4: string;
  expMonth: number;
  expYear: number;
  /** What was charged: a replay of the key answers the stored charge, which may since have been refunded. */
  amountCents: number;
  status: 'succeeded' | 'refunded';
}

/** A card kept on file (a wallet entry), charged again without the customer typing it: Stripe's saved PaymentMethod. */
export interface SavedCard {
  paymentMethodId: string;
  brand: CardBrand;
  last4: string;
  expMonth: number;
  expYear: number;
}

export interface PaymentProvider {
  readonly kind: 'CARD';
  /** `ownerUid` binds the token to a signed-in account. */
  tokenize(card: CardDetails, ownerUid: string | null): Promise<CardToken>;
  charge(token: string, request: ChargeRequest): Promise<CardCharge>;
  /** Charges a card on file of `request.customerUid`; idempotent on the key like `charge`. */
  chargeSavedCard(card: SavedCard, request: ChargeRequest): Promise<CardCharge>;
  /**
   * Keeps a tokenized card on file for `customerUid` (Stripe: attach a PaymentMethod), after the provider's
   * zero-amount check. Uses the token up; declines as PaymentDeclinedError, bad tokens as PaymentTokenError.
   */
  saveCard(token: string, customerUid: string): Promise<SavedCard>;
  refund(chargeId: string): Promise<void>;
  /**
   * The charge made under an idempotency key, if any (Stripe: the PaymentIntent listed by its metadata): how a
   * reconciler learns whether money moved for a checkout whose process died.
   */
  findCharge(idempotencyKey: string): Promise<Pick<CardCharge, 'chargeId' | 'amountCents' | 'status'> | null>;
  /**
   * Refunds part of a charge (one plan of a purchase), exactly once per idempotency key: a replayed key answers the
   * same refund. Never more than is left of the charge (RefundRefusedError).
   */
  refundPart(chargeId: string, amountCents: number, idempotencyKey: string): Promise<CardRefund>;
}

export interface CardRefund {
  refundId: string;
  chargeId: string;
  amountCents: number;
}

/** The charge does not exist, was refunded in full, or has less left than asked. */
export class RefundRefusedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'RefundRefusedError';
  }
}

/** Payroll deduction for employer group members: no card, the employer collects. */
export interface GroupPaymentProvider {
  readonly kind: 'GROUP';
  authorize(request: ChargeRequest & { groupId: string; customerId: number }): Promise<{ chargeId: string }>;
}

/** The card was refused; `declineCode` follows Stripe's names (card_declined, insufficient_funds, ...). */
export class PaymentDeclinedError extends Error {
  constructor(
    readonly declineCode: string,
    message: string,
  ) {
    super(message);
    this.name = 'PaymentDeclinedError';
  }
}

/** The idempotency key was first used for another charge (other card, amount or description), as Stripe refuses. */
export class IdempotencyMismatchError extends Error {
  constructor(message = 'This idempotency key was used for a different charge') {
    super(message);
    this.name = 'IdempotencyMismatchError';
  }
}

export class PaymentTokenError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PaymentTokenError';
  }
}

export class GroupSeatRequiredError extends Error {
  constructor() {
    super('Payroll deduction needs a claimed seat in this group');
    this.name = 'GroupSeatRequiredError';
  }
}
