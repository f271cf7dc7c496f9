// Row types of every table, as Kysely sees them. Keep in step with migrations/.
import type { ColumnType, Generated, Insertable, Selectable } from 'kysely';

/** timestamptz with a default: optional on insert. */
type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null, Date | string | null>;
/** jsonb columns: read as parsed JSON, written as a JSON string (pg would turn arrays into PG arrays). */
type Json<T> = ColumnType<T, string, string>;
/** date columns come back as 'YYYY-MM-DD' strings (type parsers set in client.ts). */
type DateString = ColumnType<string, string, string>;
/** Nullable text that may be left out on insert. */
type OptionalTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
type OptionalText = ColumnType<string | null, string | null | undefined, string | null>;

export interface ShippingAddressJson {
  firstName: string;
  lastName: string;
  address: string;
  addressComponent?: string | null;
  city: string;
  state: string;
  zipCode: string;
}

export interface CustomersTable {
  id: Generated<number>;
  uuid: string;
  firebase_uid: string;
  email: string | null;
  email_verified: Generated<boolean>;
  first_name: string | null;
  last_name: string | null;
  phone: string | null;
  shipping_address: Json<ShippingAddressJson | null> | null;
  interested_in: Json<string[]>;
  referral_code: string;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface LeadsTable {
  id: Generated<number>;
  uuid: string;
  email: string;
  first_name: string | null;
  last_name: string | null;
  city: string | null;
  state: string | null;
  zip_code: string | null;
  is_uncapped: boolean;
  newsletter_subscriber: boolean;
  sms_consent: Generated<boolean>;
  sms_consent_at: NullableTimestamp;
  phone: string | null;
  utm: Json<Record<string, string>>;
  referrer: Json<Record<string, string>>;
  customer_id: number | null;
  converted_at: NullableTimestamp;
  /** The quiz cart saved with "Email me this quote" (contract SavedQuote). */
  saved_quote: ColumnType<unknown, string | null | undefined, string | null>;
  saved_quote_at: NullableTimestamp;
  /** The earlier lead this one came from (?lid=), when it exists. */
  source_lead_id: ColumnType<number | null, number | null | undefined, number | null>;
  created_at: Timestamp;
}

export interface BreedsTable {
  id: number;
  name: string;
  pet_type: number;
  risk_class: string;
}

export interface WellnessPlansTable {
  id: string;
  code: string;
  name: string;
  pet_type: number;
  monthly_price_cents: number;
  allowances: Json<Array<{ service: string; label: string; annualAllowanceCents: number }>>;
  sort_order: number;
}

export interface PetsTable {
  id: Generated<number>;
  uuid: string;
  customer_id: number;
  name: string;
  pet_type: number;
  breed_id: number;
  age: number;
  /** Optional; when set, the age derives from it. */
  birth_date: ColumnType<string | null, string | null | undefined, string | null>;
  quiz: Json<{ wellnessOffering?: string | null; coinsurancePercent?: number | null; deductible?: number | null }>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface PromoCodesTable {
  code: string;
  percent_off: number;
  description: string;
  kind: string;
  owner_ref: string | null;
  expires_at: NullableTimestamp;
  active: Generated<boolean>;
}

export interface PartnersTable {
  ri: string;
  display_name: string;
  logo_url: string | null;
  products: Json<string[]>;
  promo_code: string | null;
  hide_prices: boolean;
  co_branded: boolean;
  enrollment_path: string;
  default_billing_interval: string;
}

export interface GroupsTable {
  id: string;
  name: string;
  logo_url: string | null;
  seat_lookup: string;
  products: Json<string[]>;
  payroll_deduction: boolean;
  enrollment_open: boolean;
  promo_code: string | null;
  enrollment_code: string | null;
  employee_id_check: string | null;
}

export interface GroupSeatsTable {
  id: string;
  group_id: string;
  work_email: string | null;
  employee_id: string | null;
  customer_id: number | null;
  claimed_at: NullableTimestamp;
  /** YYYY-MM-DD as the employer supplied it. */
  date_of_birth: string | null;
  home_zip: string | null;
}

export interface GroupSeatCodesTable {
  id: Generated<number>;
  group_id: string;
  email_hash: string;
  seat_id: string | null;
  customer_id: number;
  code_hash: string | null;
  salt: string;
  tries: Generated<number>;
  sent_at: Timestamp;
  expires_at: Timestamp;
}

export interface WalletEntriesTable {
  id: Generated<number>;
  customer_id: number;
  provider: string;
  provider_id: string;
  brand: string | null;
  last4: string | null;
  exp_month: number | null;
  exp_year: number | null;
  is_default: boolean;
  created_at: Timestamp;
}

export interface PaymentTokensTable {
  token: string;
  brand: string;
  last4: string;
  exp_month: number;
  exp_year: number;
  outcome: string;
  /** The account that tokenized the card, when signed in: only it may charge the token. */
  owner_uid: string | null;
  created_at: Timestamp;
  used_at: NullableTimestamp;
}

export interface SandboxChargesTable {
  id: string;
  idempotency_key: string;
  token: string;
  amount_cents: number;
  status: string;
  /** Hash of what the charge was for (source, amount, currency, description): a replay must match it. */
  fingerprint: string | null;
  refunded_at: NullableTimestamp;
  created_at: Timestamp;
}

/** One checkout attempt per customer and Idempotency-Key: claimed before the charge, so only one runs. */
export interface CheckoutAttemptsTable {
  customer_id: number;
  idempotency_key: string;
  request_hash: string;
  status: 'PENDING' | 'COMPLETED' | 'REFUNDED';
  charge_id: string | null;
  amount_cents: number | null;
  purchase_id: number | null;
  /** The checkout request, kept before the charge so a reconciler can complete the purchase. */
  request: Json<unknown> | null;
  /** Set just before the charge: from then on money may have moved, and the attempt is only released by settling. */
  charging_at: NullableTimestamp;
  /** REFUND: the purchase could not be recorded and the refund failed; the reconciler retries it. */
  settle_by: 'REFUND' | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** Partial refunds at the sandbox provider: at most one per idempotency key, never more than was charged. */
export interface SandboxRefundsTable {
  id: string;
  charge_id: string;
  idempotency_key: string;
  amount_cents: number;
  created_at: Timestamp;
}

export interface PurchasesTable {
  id: Generated<number>;
  uuid: string;
  customer_id: number;
  idempotency_key: string;
  request_hash: string;
  billing_interval: string;
  total_cents: number;
  payment_provider: string;
  payment_provider_id: string;
  charge_id: string | null;
  response: Json<unknown>;
  created_at: Timestamp;
}

export interface PaymentChargesTable {
  id: Generated<number>;
  purchase_id: number;
  customer_id: number;
  provider: string;
  provider_charge_id: string;
  amount_cents: number;
  created_at: Timestamp;
}

export interface InsuranceAgreementsTable {
  id: Generated<number>;
  uuid: string;
  customer_id: number;
  pet_id: number;
  purchase_id: number | null;
  status: string;
  billing_interval: string;
  deductible: number;
  coinsurance_percent: number;
  is_uncapped: boolean;
  annual_limit_cents: number | null;
  price_cents: number;
  state: string;
  start_date: DateString;
  accident_coverage_date: DateString;
  illness_coverage_date: DateString;
  cruciate_coverage_date: DateString;
  /** TW-I-000123 / TW-W-000123, generated from the id by the database. */
  policy_number: ColumnType<string, never, never>;
  /** Set when the customer cancelled; cover lasts through ends_on. */
  cancelled_at: NullableTimestamp;
  ends_on: ColumnType<string | null, string | null | undefined, string | null>;
  free_look: boolean | null;
  refund_cents: number | null;
  refund_status: 'PENDING' | 'REFUNDED' | 'NOT_APPLICABLE' | null;
  refund_id: string | null;
  /** Monthly list price before discounts, and the promo's percent: each period recomputes its discounts. */
  list_monthly_cents: ColumnType<number | null, number | null | undefined, number | null>;
  promo_percent_off: ColumnType<number | null, number | null | undefined, number | null>;
  created_at: Timestamp;
}

export interface PurchaseAgreementsTable {
  id: Generated<number>;
  uuid: string;
  customer_id: number;
  pet_id: number;
  purchase_id: number | null;
  status: string;
  billing_interval: string;
  wellness_plan_id: string;
  price_cents: number;
  start_date: DateString;
  /** TW-I-000123 / TW-W-000123, generated from the id by the database. */
  policy_number: ColumnType<string, never, never>;
  /** Set when the customer cancelled; cover lasts through ends_on. */
  cancelled_at: NullableTimestamp;
  ends_on: ColumnType<string | null, string | null | undefined, string | null>;
  free_look: boolean | null;
  refund_cents: number | null;
  refund_status: 'PENDING' | 'REFUNDED' | 'NOT_APPLICABLE' | null;
  refund_id: string | null;
  list_monthly_cents: ColumnType<number | null, number | null | undefined, number | null>;
  promo_percent_off: ColumnType<number | null, number | null | undefined, number | null>;
  created_at: Timestamp;
}

export interface ClaimsTable {
  id: Generated<number>;
  uuid: string;
  customer_id: number;
  pet_id: number;
  /** INSURANCE claims pay from a policy; WELLNESS claims draw on a plan's allowance for one service. */
  claim_type: Generated<'INSURANCE' | 'WELLNESS'>;
  insurance_agreement_id: number | null;
  purchase_agreement_id: Generated<number | null>;
  status: string;
  /** INSURANCE only. */
  condition: string | null;
  /** WELLNESS only. */
  wellness_service: Generated<string | null>;
  date_of_service: DateString;
  amount_cents: number;
  clinic: Generated<string | null>;
  description: string;
  deductible_applied_cents: number;
  coinsurance_percent: number;
  estimated_reimbursement_cents: number;
  estimate_note: string | null;
  paid_cents: number | null;
  created_at: Timestamp;
  updated_at: Timestamp;
  /** The customer said the pet showed signs before the cover started: a person reviews it. */
  signs_before_cover: Generated<boolean>;
  /** The engine's reasons for a person to look (ClaimReviewReason codes with their text). */
  review_reasons: ColumnType<ReviewReasonJson[], string | undefined, string>;
  /** When it entered IN_REVIEW or INFO_REQUESTED: the adjusters' queue is oldest first by it. */
  review_since: OptionalTimestamp;
  /** What the terms would pay, computed when the engine decided. */
  proposed_cents: ColumnType<number | null, number | null | undefined, number | null>;
  decided_by: ColumnType<
    'ENGINE' | 'ADJUSTER' | null,
    'ENGINE' | 'ADJUSTER' | null | undefined,
    'ENGINE' | 'ADJUSTER' | null
  >;
  decided_at: OptionalTimestamp;
  approved_cents: ColumnType<number | null, number | null | undefined, number | null>;
  denial_reason: OptionalText;
  /** The reason for a denial, or how an approved amount was reached, in the customer's words. */
  decision_text: OptionalText;
  info_request: OptionalText;
  info_requested_at: OptionalTimestamp;
  appeal_note: OptionalText;
  appealed_at: OptionalTimestamp;
  payout_reference: OptionalText;
  payout_to: OptionalText;
  paid_on: OptionalText;
}

export interface ReviewReasonJson {
  code: string;
  text: string;
}

export interface ClaimAuditLogTable {
  id: Generated<number>;
  claim_id: number;
  /** "engine", "customer" or the adjuster's email. */
  actor: string;
  action: string;
  note: string | null;
  status_before: string | null;
  status_after: string;
  amount_before_cents: number | null;
  amount_after_cents: number | null;
  created_at: Timestamp;
}

export interface PayoutAccountsTable {
  customer_id: number;
  kind: 'BANK_ACCOUNT' | 'CARD';
  holder_name: string | null;
  account_type: 'CHECKING' | 'SAVINGS' | null;
  routing_last4: string | null;
  account_last4: string | null;
  /** The provider's reference for the account (the full numbers stay with the provider). */
  provider_ref: string | null;
  updated_at: Timestamp;
}

export interface SandboxPayoutsTable {
  id: string;
  idempotency_key: string;
  destination: string;
  amount_cents: number;
  created_at: Timestamp;
}

export interface ClaimStatusHistoryTable {
  id: Generated<number>;
  claim_id: number;
  status: string;
  note: string | null;
  created_at: Timestamp;
}

export interface ClaimInvoicesTable {
  id: string;
  claim_id: number;
  file_name: string;
  content_type: string;
  size_bytes: number;
  storage_key: string;
  sha256: string;
  position: ColumnType<number, number | undefined, number>;
  created_at: Timestamp;
  kind: Generated<'INVOICE' | 'DOCUMENT'>;
}

export interface EmailVerificationsTable {
  id: Generated<number>;
  customer_id: number;
  code_hash: string;
  email: string;
  expires_at: ColumnType<Date, Date | string, Date | string>;
  used_at: NullableTimestamp;
  created_at: Timestamp;
}

export interface ReferralSignupsTable {
  id: Generated<number>;
  uuid: string;
  referrer_customer_id: number;
  referred_customer_id: number;
  purchase_id: number;
  reward_cents: number;
  reward_status: string;
  created_at: Timestamp;
}

export interface ContactMessagesTable {
  id: Generated<number>;
  uuid: string;
  kind: string;
  name: string;
  email: string;
  company: string | null;
  phone: string | null;
  message: string;
  created_at: Timestamp;
}

/** Customer reviews (one per customer) and, outside production, the demo data's sample reviews. */
export interface ReviewsTable {
  id: Generated<number>;
  uuid: string;
  customer_id: number | null;
  is_demo: Generated<boolean>;
  first_name: string;
  state: string | null;
  stars: number;
  text: string;
  status: Generated<'PUBLISHED' | 'HIDDEN'>;
  published_on: DateString;
  created_at: Timestamp;
  updated_at: Timestamp;
  /** Set while staff keep it HIDDEN (all three, or none: a check says so). */
  hidden_at: OptionalTimestamp;
  hidden_by: OptionalText;
  hidden_reason: ColumnType<
    'ABUSIVE' | 'PERSONAL_DATA' | 'NOT_ABOUT_SERVICE' | 'OTHER' | null,
    'ABUSIVE' | 'PERSONAL_DATA' | 'NOT_ABOUT_SERVICE' | 'OTHER' | null | undefined,
    'ABUSIVE' | 'PERSONAL_DATA' | 'NOT_ABOUT_SERVICE' | 'OTHER' | null
  >;
  hidden_note: OptionalText;
  /** The last time staff put a hidden review back. */
  restored_at: OptionalTimestamp;
  restored_by: OptionalText;
}

export interface BusinessEnquiriesTable {
  id: Generated<number>;
  uuid: string;
  kind: 'EMPLOYER' | 'BROKER';
  company: string;
  name: string;
  work_email: string;
  phone: string | null;
  employee_count: string | null;
  state: string;
  message: string;
  created_at: Timestamp;
}

export interface AppMetaTable {
  key: string;
  value: Json<unknown>;
}

/** One row per email the product sends, keyed by its action: the record that makes each go out once. */
export interface EmailsTable {
  id: Generated<number>;
  dedupe_key: string;
  template: string;
  recipient: string;
  subject: string;
  text_body: string;
  html_body: string;
  links: Json<string[]>;
  attachments: Json<Array<{ filename: string; contentType: string; bytes: number }>>;
  status: Generated<'SENDING' | 'SENT'>;
  message_id: string;
  created_at: Timestamp;
  sent_at: OptionalTimestamp;
}

/** One billing period of a plan after the first; unique per (agreement, period). */
export interface PremiumPaymentsTable {
  id: Generated<number>;
  uuid: Generated<string>;
  agreement_kind: 'INSURANCE' | 'WELLNESS';
  agreement_id: number;
  customer_id: number;
  period_start: DateString;
  period_end: DateString;
  amount_cents: number;
  method: 'CARD' | 'PAYROLL';
  status: Generated<'DUE' | 'PAID' | 'PAST_DUE' | 'LAPSED' | 'VOID'>;
  /** Every attempt, the customer's too: the next one's idempotency key. */
  attempts: Generated<number>;
  /** Declines of scheduled tries only: they decide the next try and the lapse. */
  auto_declines: Generated<number>;
  next_attempt_on: ColumnType<string | null, string | null | undefined, string | null>;
  /** Set before the provider is called: a re-run after a crash reuses the attempt's idempotency key. */
  charging_attempt: ColumnType<number | null, number | null | undefined, number | null>;
  lease_until: OptionalTimestamp;
  decline_code: OptionalText;
  decline_message: OptionalText;
  charge_id: OptionalText;
  card_brand: OptionalText;
  card_last4: OptionalText;
  paid_at: OptionalTimestamp;
  /** Paid, and its receipt email not yet queued: set in the same statement as PAID (an outbox on the row). */
  receipt_pending: Generated<boolean>;
  created_at: Timestamp;
}

export type PremiumPaymentRow = Selectable<PremiumPaymentsTable>;

export interface Database {
  customers: CustomersTable;
  leads: LeadsTable;
  breeds: BreedsTable;
  wellness_plans: WellnessPlansTable;
  pets: PetsTable;
  promo_codes: PromoCodesTable;
  partners: PartnersTable;
  groups: GroupsTable;
  group_seats: GroupSeatsTable;
  group_seat_codes: GroupSeatCodesTable;
  wallet_entries: WalletEntriesTable;
  payment_tokens: PaymentTokensTable;
  sandbox_charges: SandboxChargesTable;
  sandbox_refunds: SandboxRefundsTable;
  purchases: PurchasesTable;
  checkout_attempts: CheckoutAttemptsTable;
  payment_charges: PaymentChargesTable;
  insurance_agreements: InsuranceAgreementsTable;
  purchase_agreements: PurchaseAgreementsTable;
  claims: ClaimsTable;
  claim_status_history: ClaimStatusHistoryTable;
  claim_invoices: ClaimInvoicesTable;
  claim_audit_log: ClaimAuditLogTable;
  payout_accounts: PayoutAccountsTable;
  sandbox_payouts: SandboxPayoutsTable;
  email_verifications: EmailVerificationsTable;
  referral_signups: ReferralSignupsTable;
  contact_messages: ContactMessagesTable;
  reviews: ReviewsTable;
  business_enquiries: BusinessEnquiriesTable;
  app_meta: AppMetaTable;
  emails: EmailsTable;
  premium_payments: PremiumPaymentsTable;
  recipient_mail_sends: RecipientMailSendsTable;
}

export type CustomerRow = Selectable<CustomersTable>;
export type LeadRow = Selectable<LeadsTable>;
export type PetRow = Selectable<PetsTable>;
export type InsuranceAgreementRow = Selectable<InsuranceAgreementsTable>;
export type PurchaseAgreementRow = Selectable<PurchaseAgreementsTable>;
export type ClaimRow = Selectable<ClaimsTable>;
export type NewPet = Insertable<PetsTable>;

/** One email sent to an address the caller typed in, counted against that address (see mail/recipient-limit.ts). */
export interface RecipientMailSendsTable {
  id: Generated<number>;
  kind: string;
  address_hash: string;
  sent_at: Timestamp;
}
