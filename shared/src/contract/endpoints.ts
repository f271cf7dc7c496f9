// Every /api/1.0 endpoint in one table, with the very schemas its route declares: the typed client call and the
// fake API in front-end tests both read it, and an API test keeps it equal to the routes (api/src/http).
import type { z } from 'zod';
import { CancellationSchema } from './agreements';
import { PaymentHistorySchema } from './billing';
import { BusinessEnquiryReceiptSchema, BusinessEnquiryRequestSchema } from './business';
import {
  BreedListQuerySchema,
  BreedListSchema,
  BreedSchema,
  WellnessPlanListQuerySchema,
  WellnessPlanListSchema,
} from './catalog';
import { CheckoutRequestSchema, CheckoutResultSchema } from './checkout';
import {
  ClaimAppealRequestSchema,
  ClaimDocumentFieldsSchema,
  ClaimEstimatePreviewSchema,
  ClaimEstimateRequestSchema,
  ClaimFieldsSchema,
  ClaimListSchema,
  ClaimSchema,
} from './claims';
import { ContactReceiptSchema, ContactRequestSchema, HealthSchema } from './contact';
import { DevClockRequestSchema, DevClockSchema, OutboxQuerySchema, OutboxSchema } from './dev';
import {
  GroupPromoSchema,
  GroupSchema,
  GroupSearchQuerySchema,
  GroupSearchSchema,
  PartnerSchema,
  SeatClaimRequestSchema,
  SeatClaimSchema,
  SeatCodeRequestSchema,
  SeatCodeSentSchema,
} from './groups';
import {
  LeadCreateSchema,
  LeadQuerySchema,
  LeadSchema,
  MyUnfinishedQuoteSchema,
  SaveLeadCartSchema,
  SaveLeadQuoteSchema,
  SmsConsentSchema,
} from './leads';
import {
  MeSchema,
  PaymentMethodCreateSchema,
  ProfileUpdateSchema,
  VerifyEmailResultSchema,
  VerifyEmailSentSchema,
  WalletPaymentProviderSchema,
  WalletSchema,
} from './me';
import {
  OpsApproveRequestSchema,
  OpsClaimSchema,
  OpsDenyRequestSchema,
  OpsInfoRequestSchema,
  OpsQueueQuerySchema,
  OpsQueueSchema,
} from './ops';
import { CardTokenRequestSchema, CardTokenSchema } from './payments';
import { PayoutMethodRequestSchema, PayoutSettingsSchema } from './payouts';
import { PetCreateSchema, PetListSchema, PetSchema, PetUpdateSchema } from './pets';
import { InsuranceOptionsQuerySchema, InsuranceOptionsSchema, QuoteRequestSchema, QuoteSchema } from './quotes';
import { ReferralsSchema } from './referrals';
import {
  ReviewEligibilitySchema,
  ReviewListQuerySchema,
  ReviewListSchema,
  ReviewRequestSchema,
  MyReviewSchema,
  OpsHideReviewRequestSchema,
  OpsReviewListQuerySchema,
  OpsReviewListSchema,
  OpsReviewSchema,
} from './reviews';

/** A response that is a file (a PDF, an invoice, an HTML receipt): the client reads it as a Blob. */
export const FILE_RESPONSE = 'file';
/** A success with no body (204). */
export const NO_CONTENT = 'none';

export type EndpointMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface EndpointSpec {
  method: EndpointMethod;
  /** Below /api/1.0, with `:name` for each path parameter, as the API's route writes it. */
  path: string;
  /** The path parameters' names, in order. */
  params: readonly string[];
  /** The query string's schema (snake_case names, as on the wire). */
  query?: z.ZodType;
  /** A JSON body's schema. */
  body?: z.ZodType;
  /** A multipart/form-data body: the schema of its text fields (the files ride along in the FormData). */
  multipart?: z.ZodType;
  response: z.ZodType | typeof FILE_RESPONSE | typeof NO_CONTENT;
  /** The success status. */
  status: number;
  /** Further success statuses with the same body; 204 among them answers no body (the call gives null). */
  otherStatuses?: readonly number[];
  /** Registered outside production only. */
  devOnly?: true;
}

// Plain object literals and no calls, so a bundle that imports the contract but not the table can leave it out.
export const ENDPOINTS = {
  'GET /health': { method: 'GET', path: '/health', params: [], response: HealthSchema, status: 200 },
  'GET /me/': { method: 'GET', path: '/me/', params: [], response: MeSchema, status: 200 },
  'PATCH /me/profile/': {
    method: 'PATCH',
    path: '/me/profile/',
    params: [],
    body: ProfileUpdateSchema,
    response: MeSchema,
    status: 200,
  },
  'POST /me/verify_email/': {
    method: 'POST',
    path: '/me/verify_email/',
    params: [],
    response: VerifyEmailSentSchema,
    status: 202,
  },
  'GET /me/verify_email/:code/': {
    method: 'GET',
    path: '/me/verify_email/:code/',
    params: ['code'],
    response: VerifyEmailResultSchema,
    status: 200,
  },
  'POST /leads/': {
    method: 'POST',
    path: '/leads/',
    params: [],
    body: LeadCreateSchema,
    response: LeadSchema,
    status: 201,
  },
  'GET /leads/:id': {
    method: 'GET',
    path: '/leads/:id',
    params: ['id'],
    query: LeadQuerySchema,
    response: LeadSchema,
    status: 200,
  },
  'PUT /leads/sms-consent/': {
    method: 'PUT',
    path: '/leads/sms-consent/',
    params: [],
    body: SmsConsentSchema,
    response: LeadSchema,
    status: 200,
  },
  'PUT /leads/:uuid/quote/': {
    method: 'PUT',
    path: '/leads/:uuid/quote/',
    params: ['uuid'],
    body: SaveLeadQuoteSchema,
    response: LeadSchema,
    status: 200,
  },
  'PUT /leads/:uuid/cart/': {
    method: 'PUT',
    path: '/leads/:uuid/cart/',
    params: ['uuid'],
    body: SaveLeadCartSchema,
    response: LeadSchema,
    status: 200,
  },
  'GET /me/unfinished-quote/': {
    method: 'GET',
    path: '/me/unfinished-quote/',
    params: [],
    response: MyUnfinishedQuoteSchema,
    status: 200,
  },
  'GET /breeds/': {
    method: 'GET',
    path: '/breeds/',
    params: [],
    query: BreedListQuerySchema,
    response: BreedListSchema,
    status: 200,
  },
  'GET /breeds/:id': { method: 'GET', path: '/breeds/:id', params: ['id'], response: BreedSchema, status: 200 },
  'GET /wellness-plans/': {
    method: 'GET',
    path: '/wellness-plans/',
    params: [],
    query: WellnessPlanListQuerySchema,
    response: WellnessPlanListSchema,
    status: 200,
  },
  'POST /quotes/': {
    method: 'POST',
    path: '/quotes/',
    params: [],
    body: QuoteRequestSchema,
    response: QuoteSchema,
    status: 200,
  },
  'GET /insurance/options/': {
    method: 'GET',
    path: '/insurance/options/',
    params: [],
    query: InsuranceOptionsQuerySchema,
    response: InsuranceOptionsSchema,
    status: 200,
  },
  'POST /payments/tokens/': {
    method: 'POST',
    path: '/payments/tokens/',
    params: [],
    body: CardTokenRequestSchema,
    response: CardTokenSchema,
    status: 201,
  },
  /** Send an Idempotency-Key header (spec §7). */
  'POST /checkout/': {
    method: 'POST',
    path: '/checkout/',
    params: [],
    body: CheckoutRequestSchema,
    response: CheckoutResultSchema,
    status: 201,
  },
  'GET /pets/': { method: 'GET', path: '/pets/', params: [], response: PetListSchema, status: 200 },
  'POST /pets/': {
    method: 'POST',
    path: '/pets/',
    params: [],
    body: PetCreateSchema,
    response: PetSchema,
    status: 201,
  },
  'GET /pets/:uuid': { method: 'GET', path: '/pets/:uuid', params: ['uuid'], response: PetSchema, status: 200 },
  'PATCH /pets/:uuid': {
    method: 'PATCH',
    path: '/pets/:uuid',
    params: ['uuid'],
    body: PetUpdateSchema,
    response: PetSchema,
    status: 200,
  },
  'POST /claims/': {
    method: 'POST',
    path: '/claims/',
    params: [],
    multipart: ClaimFieldsSchema,
    response: ClaimSchema,
    status: 201,
  },
  'POST /claims/estimate/': {
    method: 'POST',
    path: '/claims/estimate/',
    params: [],
    body: ClaimEstimateRequestSchema,
    response: ClaimEstimatePreviewSchema,
    status: 200,
  },
  'GET /claims/': { method: 'GET', path: '/claims/', params: [], response: ClaimListSchema, status: 200 },
  'GET /claims/:uuid': { method: 'GET', path: '/claims/:uuid', params: ['uuid'], response: ClaimSchema, status: 200 },
  'POST /claims/:uuid/appeal/': {
    method: 'POST',
    path: '/claims/:uuid/appeal/',
    params: ['uuid'],
    body: ClaimAppealRequestSchema,
    response: ClaimSchema,
    status: 200,
  },
  'POST /claims/:uuid/documents/': {
    method: 'POST',
    path: '/claims/:uuid/documents/',
    params: ['uuid'],
    multipart: ClaimDocumentFieldsSchema,
    response: ClaimSchema,
    status: 200,
  },
  'GET /claims/:uuid/invoices/:invoiceId': {
    method: 'GET',
    path: '/claims/:uuid/invoices/:invoiceId',
    params: ['uuid', 'invoiceId'],
    response: FILE_RESPONSE,
    status: 200,
  },
  'GET /referrals/': { method: 'GET', path: '/referrals/', params: [], response: ReferralsSchema, status: 200 },
  'GET /reviews/': {
    method: 'GET',
    path: '/reviews/',
    params: [],
    query: ReviewListQuerySchema,
    response: ReviewListSchema,
    status: 200,
  },
  'GET /me/reviews/eligibility': {
    method: 'GET',
    path: '/me/reviews/eligibility',
    params: [],
    response: ReviewEligibilitySchema,
    status: 200,
  },
  /** 201 for the customer's first review; 200 when it replaces the one they wrote before (one per customer). */
  'POST /me/reviews/': {
    method: 'POST',
    path: '/me/reviews/',
    params: [],
    body: ReviewRequestSchema,
    response: MyReviewSchema,
    status: 201,
    otherStatuses: [200],
  },
  'GET /agreements/:uuid/declarations.pdf': {
    method: 'GET',
    path: '/agreements/:uuid/declarations.pdf',
    params: ['uuid'],
    response: FILE_RESPONSE,
    status: 200,
  },
  'GET /agreements/:uuid/cancellation/': {
    method: 'GET',
    path: '/agreements/:uuid/cancellation/',
    params: ['uuid'],
    response: CancellationSchema,
    status: 200,
  },
  'POST /agreements/:uuid/cancel/': {
    method: 'POST',
    path: '/agreements/:uuid/cancel/',
    params: ['uuid'],
    response: CancellationSchema,
    status: 200,
  },
  /** 201 for a new card, 200 when the card is already in the wallet. */
  'POST /me/payment-methods/': {
    method: 'POST',
    path: '/me/payment-methods/',
    params: [],
    body: PaymentMethodCreateSchema,
    response: WalletPaymentProviderSchema,
    status: 201,
    otherStatuses: [200],
  },
  'PUT /me/payment-methods/:paymentProviderId/default/': {
    method: 'PUT',
    path: '/me/payment-methods/:paymentProviderId/default/',
    params: ['paymentProviderId'],
    response: WalletSchema,
    status: 200,
  },
  'DELETE /me/payment-methods/:paymentProviderId/': {
    method: 'DELETE',
    path: '/me/payment-methods/:paymentProviderId/',
    params: ['paymentProviderId'],
    response: WalletSchema,
    status: 200,
  },
  'GET /groups/': {
    method: 'GET',
    path: '/groups/',
    params: [],
    query: GroupSearchQuerySchema,
    response: GroupSearchSchema,
    status: 200,
  },
  'GET /groups/:groupId': {
    method: 'GET',
    path: '/groups/:groupId',
    params: ['groupId'],
    response: GroupSchema,
    status: 200,
  },
  /** 202 whatever the address: the API never says whether it has a seat. */
  'POST /groups/:groupId/seats/code/': {
    method: 'POST',
    path: '/groups/:groupId/seats/code/',
    params: ['groupId'],
    body: SeatCodeRequestSchema,
    response: SeatCodeSentSchema,
    status: 202,
  },
  'POST /groups/:groupId/seats/claim/': {
    method: 'POST',
    path: '/groups/:groupId/seats/claim/',
    params: ['groupId'],
    body: SeatClaimRequestSchema,
    response: SeatClaimSchema,
    status: 200,
  },
  /** 204 (null) when the group has no promo. */
  'GET /payment_profiles/group/:group/promo/': {
    method: 'GET',
    path: '/payment_profiles/group/:group/promo/',
    params: ['group'],
    response: GroupPromoSchema,
    status: 200,
    otherStatuses: [204],
  },
  'GET /partners/:ri': { method: 'GET', path: '/partners/:ri', params: ['ri'], response: PartnerSchema, status: 200 },
  'POST /contact/': {
    method: 'POST',
    path: '/contact/',
    params: [],
    body: ContactRequestSchema,
    response: ContactReceiptSchema,
    status: 201,
  },
  'POST /business/enquiries/': {
    method: 'POST',
    path: '/business/enquiries/',
    params: [],
    body: BusinessEnquiryRequestSchema,
    response: BusinessEnquiryReceiptSchema,
    status: 201,
  },
  /** A seat code expires at once. */
  'POST /dev/groups/:groupId/seat-codes/expire': {
    method: 'POST',
    path: '/dev/groups/:groupId/seat-codes/expire',
    params: ['groupId'],
    body: SeatCodeRequestSchema,
    response: NO_CONTENT,
    status: 204,
    devOnly: true,
  },
  /** The sandbox emails. */
  'GET /dev/outbox': {
    method: 'GET',
    path: '/dev/outbox',
    params: [],
    query: OutboxQuerySchema,
    response: OutboxSchema,
    status: 200,
    devOnly: true,
  },
  /** The product's clock, and moving it (which queues billing). */
  'GET /dev/clock': {
    method: 'GET',
    path: '/dev/clock',
    params: [],
    response: DevClockSchema,
    status: 200,
    devOnly: true,
  },
  'POST /dev/clock': {
    method: 'POST',
    path: '/dev/clock',
    params: [],
    body: DevClockRequestSchema,
    response: DevClockSchema,
    status: 200,
    devOnly: true,
  },
  'GET /me/payments/': {
    method: 'GET',
    path: '/me/payments/',
    params: [],
    response: PaymentHistorySchema,
    status: 200,
  },
  'POST /me/payments/:uuid/pay/': {
    method: 'POST',
    path: '/me/payments/:uuid/pay/',
    params: ['uuid'],
    response: PaymentHistorySchema,
    status: 200,
  },
  /** The receipt email as sent (HTML). */
  'GET /me/payments/:uuid/receipt': {
    method: 'GET',
    path: '/me/payments/:uuid/receipt',
    params: ['uuid'],
    response: FILE_RESPONSE,
    status: 200,
  },
  'GET /me/payout-method/': {
    method: 'GET',
    path: '/me/payout-method/',
    params: [],
    response: PayoutSettingsSchema,
    status: 200,
  },
  'PUT /me/payout-method/': {
    method: 'PUT',
    path: '/me/payout-method/',
    params: [],
    body: PayoutMethodRequestSchema,
    response: PayoutSettingsSchema,
    status: 200,
  },
  'GET /ops/claims/': {
    method: 'GET',
    path: '/ops/claims/',
    params: [],
    query: OpsQueueQuerySchema,
    response: OpsQueueSchema,
    status: 200,
  },
  'GET /ops/claims/:uuid': {
    method: 'GET',
    path: '/ops/claims/:uuid',
    params: ['uuid'],
    response: OpsClaimSchema,
    status: 200,
  },
  /** The file inline, for the adjuster's preview. */
  'GET /ops/claims/:uuid/invoices/:invoiceId': {
    method: 'GET',
    path: '/ops/claims/:uuid/invoices/:invoiceId',
    params: ['uuid', 'invoiceId'],
    response: FILE_RESPONSE,
    status: 200,
  },
  'POST /ops/claims/:uuid/approve/': {
    method: 'POST',
    path: '/ops/claims/:uuid/approve/',
    params: ['uuid'],
    body: OpsApproveRequestSchema,
    response: OpsClaimSchema,
    status: 200,
  },
  'POST /ops/claims/:uuid/deny/': {
    method: 'POST',
    path: '/ops/claims/:uuid/deny/',
    params: ['uuid'],
    body: OpsDenyRequestSchema,
    response: OpsClaimSchema,
    status: 200,
  },
  'POST /ops/claims/:uuid/request-info/': {
    method: 'POST',
    path: '/ops/claims/:uuid/request-info/',
    params: ['uuid'],
    body: OpsInfoRequestSchema,
    response: OpsClaimSchema,
    status: 200,
  },
  'GET /ops/reviews/': {
    method: 'GET',
    path: '/ops/reviews/',
    params: [],
    query: OpsReviewListQuerySchema,
    response: OpsReviewListSchema,
    status: 200,
  },
  /** Idempotent: hiding a hidden review answers 200 with it as it is (the first hide's who, when and why). */
  'POST /ops/reviews/:uuid/hide/': {
    method: 'POST',
    path: '/ops/reviews/:uuid/hide/',
    params: ['uuid'],
    body: OpsHideReviewRequestSchema,
    response: OpsReviewSchema,
    status: 200,
  },
  /** Idempotent: restoring a published review answers 200 with it as it is. */
  'POST /ops/reviews/:uuid/restore/': {
    method: 'POST',
    path: '/ops/reviews/:uuid/restore/',
    params: ['uuid'],
    response: OpsReviewSchema,
    status: 200,
  },
} as const satisfies Record<string, EndpointSpec>;

export type EndpointTable = typeof ENDPOINTS;
export type EndpointKey = keyof EndpointTable;

type SchemaIn<S> = S extends z.ZodType ? z.input<S> : never;
type SchemaOut<S> = S extends z.ZodType ? z.output<S> : never;
type AnswersEmpty<E> = E extends { otherStatuses: readonly (infer S)[] } ? (204 extends S ? true : false) : false;

/** The path parameters a call fills in, by name. */
export type EndpointParams<K extends EndpointKey> = { [P in EndpointTable[K]['params'][number]]: string | number };

/** The query a client sends (names and values before the API's parsing), or never for an endpoint without one. */
export type EndpointQuery<K extends EndpointKey> = EndpointTable[K] extends { query: infer Q } ? SchemaIn<Q> : never;

/** The body a client sends: JSON before the API's parsing, or FormData for a multipart upload; undefined for none. */
export type EndpointBody<K extends EndpointKey> = EndpointTable[K] extends { body: infer B }
  ? SchemaIn<B>
  : EndpointTable[K] extends { multipart: z.ZodType }
    ? FormData
    : undefined;

/** What a successful call gives: the parsed body, a Blob for a file, undefined for 204 (null when either may come). */
export type EndpointResult<K extends EndpointKey> = EndpointTable[K]['response'] extends typeof FILE_RESPONSE
  ? Blob
  : EndpointTable[K]['response'] extends typeof NO_CONTENT
    ? undefined
    : SchemaOut<EndpointTable[K]['response']> | (AnswersEmpty<EndpointTable[K]> extends true ? null : never);

/** What the API writes on the wire for a success (before the client parses it). */
export type EndpointWireResponse<K extends EndpointKey> = EndpointTable[K]['response'] extends typeof FILE_RESPONSE
  ? Blob | string
  : EndpointTable[K]['response'] extends typeof NO_CONTENT
    ? null | undefined
    : SchemaIn<EndpointTable[K]['response']> | (AnswersEmpty<EndpointTable[K]> extends true ? null : never);
