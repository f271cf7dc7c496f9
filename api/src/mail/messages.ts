// Every email the product sends, as data: what a queued email job carries and what its template renders.
// Amounts are integer cents, dates ISO days (YYYY-MM-DD); templates format them, jobs never pre-format text.

export type Species = 'dog' | 'cat';
export type BillingIntervalName = 'month' | 'year';

export interface QuoteSavedData {
  /**
   * Whether the recipient proved they own the address. When false the email carries no text a visitor typed
   * (pet names, first name): anyone can type any address into the quiz, and our mail must not carry their words.
   */
  recipientVerified: boolean;
  firstName: string | null;
  billingInterval: BillingIntervalName;
  pets: Array<{
    /** Shown only when recipientVerified; otherwise the breed and species stand in. */
    name: string | null;
    species: Species;
    breedName: string;
    insurance: { deductible: number; reimbursementPercent: number; isUncapped: boolean } | null;
    wellness: { planName: string } | null;
    totalCents: number;
  }>;
  totalCents: number;
  discountTotalCents: number;
  quoteUrl: string;
}

export interface EmailConfirmationData {
  firstName: string | null;
  confirmUrl: string;
  expiresInHours: number;
}

export interface WelcomePolicyItem {
  petName: string;
  species: Species;
  kind: 'INSURANCE' | 'WELLNESS';
  /** "Accident & illness insurance" or the wellness plan's name. */
  planName: string;
  policyNumber: string;
  priceCents: number;
  startDate: string;
  /** Insurance only: when each kind of cover starts (the waiting periods' ends). */
  accidentCoverageDate: string | null;
  illnessCoverageDate: string | null;
  cruciateCoverageDate: string | null;
  deductible: number | null;
  reimbursementPercent: number | null;
  annualLimitCents: number | null;
}

export interface WelcomePolicyData {
  firstName: string | null;
  billingInterval: BillingIntervalName;
  /** What was charged at purchase (0 for payroll, which the employer collects). */
  chargedCents: number;
  paymentMethod: 'CARD' | 'PAYROLL';
  items: WelcomePolicyItem[];
  dashboardUrl: string;
}

export interface ReceiptData {
  firstName: string | null;
  /** Our reference for the payment, e.g. the charge id. */
  receiptNumber: string;
  paidOn: string;
  amountCents: number;
  paymentMethod: 'CARD' | 'PAYROLL';
  cardBrand: string | null;
  cardLast4: string | null;
  lines: Array<{ description: string; periodStart: string; periodEnd: string; amountCents: number }>;
  billingUrl: string;
}

export interface PaymentFailedData {
  firstName: string | null;
  petName: string;
  planName: string;
  amountCents: number;
  periodStart: string;
  /** The card's refusal, in words a customer can act on. */
  declineMessage: string;
  cardBrand: string | null;
  cardLast4: string | null;
  /** When we try again on our own; null after the last try. */
  nextAttemptOn: string | null;
  /** The day of our last try: unpaid after it, the plan lapses. */
  lapsesOn: string;
  /** The last day paid for: if the plan lapses, cover ends here (the unpaid period is never covered). */
  coverEndsOn: string;
  updateCardUrl: string;
}

export interface PlanLapsedData {
  firstName: string | null;
  petName: string;
  planName: string;
  policyNumber: string;
  /** Cover ended at the end of this day; vet visits after it are not covered. */
  lapsedOn: string;
  amountDueCents: number;
  dashboardUrl: string;
}

export interface CancellationData {
  firstName: string | null;
  petName: string;
  planName: string;
  policyNumber: string;
  /** Last day of cover. */
  endsOn: string;
  refundCents: number;
  /** When the refund reaches the card (expected); null when nothing is refunded. */
  refundExpectedBy: string | null;
  freeLook: boolean;
  dashboardUrl: string;
}

export interface ClaimReceivedData {
  firstName: string | null;
  petName: string;
  claimNumber: string;
  claimType: 'INSURANCE' | 'WELLNESS';
  amountCents: number;
  dateOfService: string;
  clinicName: string | null;
  claimUrl: string;
}

/** What every email about a decided claim names, so the customer knows which bill it is about. */
interface ClaimRef {
  firstName: string | null;
  petName: string;
  claimNumber: string;
  claimType: 'INSURANCE' | 'WELLNESS';
  /** The bill's total. */
  amountCents: number;
  dateOfService: string;
  clinicName: string | null;
  claimUrl: string;
}

export interface ClaimInReviewData extends ClaimRef {
  /** Plain reasons a person looks at it, e.g. "Bills over $1,000 are checked by a person". Never an accusation. */
  reasons: string[];
  /** True when the review follows the customer's appeal of a denial. */
  appeal: boolean;
  /** When we expect to answer (a working-day promise, ISO day). */
  answerBy: string;
}

export interface ClaimApprovedData extends ClaimRef {
  approvedCents: number;
  deductibleAppliedCents: number;
  /** How the amount was reached, one line each, e.g. "Deductible applied: $100.00". */
  breakdown: string[];
  /** Payment waits for a way to pay the customer: the dashboard's payout settings link. */
  payoutSettingsUrl: string;
}

export interface ClaimDeniedData extends ClaimRef {
  /** The plain reason, a fact the customer can check, e.g. "The visit was on 2026-03-02, inside the 14-day waiting period for illnesses (covered from 2026-03-10)." */
  reason: string;
  /** Whether this claim can still be appealed (one appeal per claim). */
  canAppeal: boolean;
  /** The days left to appeal, from the denial. */
  appealWithinDays: number;
}

export interface ClaimPaidData extends ClaimRef {
  paidCents: number;
  deductibleAppliedCents: number;
  breakdown: string[];
  /** e.g. "Visa ending 4242" or "Bank account ending 6789". */
  paidTo: string;
  payoutReference: string;
  paidOn: string;
  /** When the money usually shows on the statement, e.g. "within 1 to 2 business days". */
  arrives: string;
}

export interface ClaimInfoNeededData extends ClaimRef {
  /** What the adjuster asked for, in their words. */
  request: string;
}

export interface EmailAttachmentRef {
  /** Built by the worker when it sends, so a queued job stays small: the declarations PDF of one plan. */
  kind: 'declarations';
  agreementKind: 'INSURANCE' | 'WELLNESS';
  agreementUuid: string;
  customerId: number;
  filename: string;
}

interface Base<T extends string, D> {
  template: T;
  to: string;
  data: D;
  attachments?: EmailAttachmentRef[];
}

export type EmailMessage =
  | Base<'quote-saved', QuoteSavedData>
  | Base<'email-confirmation', EmailConfirmationData>
  | Base<'welcome-policy', WelcomePolicyData>
  | Base<'receipt', ReceiptData>
  | Base<'payment-failed', PaymentFailedData>
  | Base<'plan-lapsed', PlanLapsedData>
  | Base<'cancellation', CancellationData>
  | Base<'claim-received', ClaimReceivedData>
  | Base<'claim-in-review', ClaimInReviewData>
  | Base<'claim-approved', ClaimApprovedData>
  | Base<'claim-denied', ClaimDeniedData>
  | Base<'claim-paid', ClaimPaidData>
  | Base<'claim-info-needed', ClaimInfoNeededData>;

export type EmailTemplateName = EmailMessage['template'];

/** A rendered email: both parts, and every link it carries (tests and the outbox read them). */
export interface RenderedEmail {
  subject: string;
  html: string;
  text: string;
  links: string[];
}
