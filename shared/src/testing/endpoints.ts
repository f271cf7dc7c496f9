// The API's endpoints (api/README.md) as one TypeScript map, with request and response types from
// the contract: the fake API's route table is typed by it, so a fake cannot answer with a shape
// the real API would not. Add an endpoint here when the API gains one.
import type {
  OpsApproveRequest,
  OpsClaim,
  OpsDenyRequest,
  OpsInfoRequest,
  OpsQueue,
  PayoutMethodRequest,
  PayoutSettings,
  Breed,
  BusinessEnquiryReceipt,
  BusinessEnquiryRequest,
  Cancellation,
  DevClock,
  DevClockRequest,
  BreedList,
  BreedListQuery,
  CardToken,
  CardTokenRequest,
  CheckoutRequest,
  CheckoutResult,
  Claim,
  ClaimAppealRequest,
  ClaimEstimatePreview,
  ClaimEstimateRequest,
  ClaimList,
  ContactReceipt,
  ContactRequest,
  Group,
  GroupPromo,
  GroupSearch,
  GroupSearchQuery,
  Health,
  InsuranceOptions,
  Lead,
  LeadCreate,
  Me,
  Outbox,
  PaymentHistory,
  OutboxQuery,
  Partner,
  Pet,
  PetCreate,
  PetList,
  PetUpdate,
  PaymentMethodCreate,
  ProfileUpdate,
  Quote,
  QuoteRequest,
  Referrals,
  SaveLeadQuote,
  SeatClaim,
  SeatClaimRequest,
  SeatCodeRequest,
  SeatCodeSent,
  SmsConsent,
  VerifyEmailResult,
  Wallet,
  WalletPaymentProvider,
  VerifyEmailSent,
  WellnessPlanList,
} from '@tailwise/shared/contract';

interface Endpoint<Body, Response, Query extends Record<string, string | undefined> = Record<string, string>> {
  body: Body;
  response: Response;
  query: Query;
}

type NoBody = undefined;

export interface Endpoints {
  'GET /health': Endpoint<NoBody, Health>;
  'GET /me/': Endpoint<NoBody, Me>;
  'PATCH /me/profile/': Endpoint<ProfileUpdate, Me>;
  'POST /me/verify_email/': Endpoint<NoBody, VerifyEmailSent>;
  'GET /me/verify_email/:code/': Endpoint<NoBody, VerifyEmailResult>;
  'POST /leads/': Endpoint<LeadCreate, Lead>;
  'GET /leads/:id': Endpoint<NoBody, Lead, { uuid?: string }>;
  'PUT /leads/sms-consent/': Endpoint<SmsConsent, Lead>;
  'PUT /leads/:uuid/quote/': Endpoint<SaveLeadQuote, Lead>;
  'GET /breeds/': Endpoint<NoBody, BreedList, BreedListQuery>;
  'GET /breeds/:id': Endpoint<NoBody, Breed>;
  'GET /wellness-plans/': Endpoint<NoBody, WellnessPlanList, { pet_type?: '0' | '1' }>;
  'POST /quotes/': Endpoint<QuoteRequest, Quote>;
  'GET /insurance/options/': Endpoint<NoBody, InsuranceOptions, { zip_code: string }>;
  'POST /payments/tokens/': Endpoint<CardTokenRequest, CardToken>;
  'POST /checkout/': Endpoint<CheckoutRequest, CheckoutResult>;
  'GET /pets/': Endpoint<NoBody, PetList>;
  'POST /pets/': Endpoint<PetCreate, Pet>;
  'GET /pets/:uuid': Endpoint<NoBody, Pet>;
  'PATCH /pets/:uuid': Endpoint<PetUpdate, Pet>;
  'POST /claims/': Endpoint<FormData, Claim>;
  'POST /claims/estimate/': Endpoint<ClaimEstimateRequest, ClaimEstimatePreview>;
  'GET /claims/': Endpoint<NoBody, ClaimList>;
  'GET /claims/:uuid': Endpoint<NoBody, Claim>;
  'GET /claims/:uuid/invoices/:invoiceId': Endpoint<NoBody, Blob | string>;
  'GET /referrals/': Endpoint<NoBody, Referrals>;
  'GET /agreements/:uuid/declarations.pdf': Endpoint<NoBody, Blob | string>;
  'GET /agreements/:uuid/cancellation/': Endpoint<NoBody, Cancellation>;
  'POST /agreements/:uuid/cancel/': Endpoint<NoBody, Cancellation>;
  /** 201 for a new card, 200 when the card is already in the wallet. */
  'POST /me/payment-methods/': Endpoint<PaymentMethodCreate, WalletPaymentProvider>;
  'PUT /me/payment-methods/:paymentProviderId/default/': Endpoint<NoBody, Wallet>;
  'DELETE /me/payment-methods/:paymentProviderId/': Endpoint<NoBody, Wallet>;
  'GET /groups/': Endpoint<NoBody, GroupSearch, { [K in keyof GroupSearchQuery]?: string }>;
  'GET /groups/:groupId': Endpoint<NoBody, Group>;
  /** 202 whatever the address: the API never says whether it has a seat. */
  'POST /groups/:groupId/seats/code/': Endpoint<SeatCodeRequest, SeatCodeSent>;
  'POST /groups/:groupId/seats/claim/': Endpoint<SeatClaimRequest, SeatClaim>;
  /** null answers 204: the group has no promo. */
  'GET /payment_profiles/group/:group/promo/': Endpoint<NoBody, GroupPromo | null>;
  'GET /partners/:ri': Endpoint<NoBody, Partner>;
  'POST /contact/': Endpoint<ContactRequest, ContactReceipt>;
  'POST /business/enquiries/': Endpoint<BusinessEnquiryRequest, BusinessEnquiryReceipt>;
  /** Outside production only: a seat code expires at once. */
  'POST /dev/groups/:groupId/seat-codes/expire': Endpoint<SeatCodeRequest, null>;
  /** Outside production only: the sandbox emails. */
  'GET /dev/outbox': Endpoint<NoBody, Outbox, { [K in keyof OutboxQuery]?: string }>;
  /** Outside production only: the product's clock, and moving it (which queues billing). */
  'GET /dev/clock': Endpoint<NoBody, DevClock>;
  'POST /dev/clock': Endpoint<DevClockRequest, DevClock>;
  'GET /me/payments/': Endpoint<NoBody, PaymentHistory>;
  'POST /me/payments/:id/pay/': Endpoint<NoBody, PaymentHistory>;
  /** The receipt email as sent (HTML). */
  'GET /me/payments/:id/receipt': Endpoint<NoBody, Blob | string>;
  'POST /claims/:uuid/appeal/': Endpoint<ClaimAppealRequest, Claim>;
  'POST /claims/:uuid/documents/': Endpoint<FormData, Claim>;
  'GET /me/payout-method/': Endpoint<NoBody, PayoutSettings>;
  'PUT /me/payout-method/': Endpoint<PayoutMethodRequest, PayoutSettings>;
  'GET /ops/claims/': Endpoint<NoBody, OpsQueue, { status?: string }>;
  'GET /ops/claims/:uuid': Endpoint<NoBody, OpsClaim>;
  /** The file inline, for the adjuster's preview. */
  'GET /ops/claims/:uuid/invoices/:invoiceId': Endpoint<NoBody, Blob | string>;
  'POST /ops/claims/:uuid/approve/': Endpoint<OpsApproveRequest, OpsClaim>;
  'POST /ops/claims/:uuid/deny/': Endpoint<OpsDenyRequest, OpsClaim>;
  'POST /ops/claims/:uuid/request-info/': Endpoint<OpsInfoRequest, OpsClaim>;
}

export type EndpointKey = keyof Endpoints;

/** The status the real API answers with on success, where it is not 200. */
export const SUCCESS_STATUS: Partial<Record<EndpointKey, number>> = {
  'POST /leads/': 201,
  'POST /payments/tokens/': 201,
  'POST /checkout/': 201,
  'POST /pets/': 201,
  'POST /claims/': 201,
  'POST /contact/': 201,
  'POST /business/enquiries/': 201,
  'POST /me/payment-methods/': 201,
  'POST /me/verify_email/': 202,
  'POST /groups/:groupId/seats/code/': 202,
  'POST /dev/groups/:groupId/seat-codes/expire': 204,
};

/** Every endpoint key, so tests can check the map covers the API's table. */
export const ENDPOINT_KEYS: readonly EndpointKey[] = [
  'GET /health',
  'GET /me/',
  'PATCH /me/profile/',
  'POST /me/verify_email/',
  'GET /me/verify_email/:code/',
  'POST /leads/',
  'GET /leads/:id',
  'PUT /leads/sms-consent/',
  'PUT /leads/:uuid/quote/',
  'GET /breeds/',
  'GET /breeds/:id',
  'GET /wellness-plans/',
  'POST /quotes/',
  'GET /insurance/options/',
  'POST /payments/tokens/',
  'POST /checkout/',
  'GET /pets/',
  'POST /pets/',
  'GET /pets/:uuid',
  'PATCH /pets/:uuid',
  'POST /claims/',
  'POST /claims/estimate/',
  'GET /claims/',
  'GET /claims/:uuid',
  'GET /claims/:uuid/invoices/:invoiceId',
  'GET /referrals/',
  'GET /agreements/:uuid/declarations.pdf',
  'GET /agreements/:uuid/cancellation/',
  'POST /agreements/:uuid/cancel/',
  'POST /me/payment-methods/',
  'PUT /me/payment-methods/:paymentProviderId/default/',
  'DELETE /me/payment-methods/:paymentProviderId/',
  'GET /groups/',
  'GET /groups/:groupId',
  'POST /groups/:groupId/seats/code/',
  'POST /groups/:groupId/seats/claim/',
  'GET /payment_profiles/group/:group/promo/',
  'GET /partners/:ri',
  'POST /contact/',
  'POST /business/enquiries/',
  'POST /dev/groups/:groupId/seat-codes/expire',
  'GET /dev/outbox',
  'GET /dev/clock',
  'POST /dev/clock',
  'GET /me/payments/',
  'POST /me/payments/:id/pay/',
  'GET /me/payments/:id/receipt',
  'POST /claims/:uuid/appeal/',
  'POST /claims/:uuid/documents/',
  'GET /me/payout-method/',
  'PUT /me/payout-method/',
  'GET /ops/claims/',
  'GET /ops/claims/:uuid',
  'GET /ops/claims/:uuid/invoices/:invoiceId',
  'POST /ops/claims/:uuid/approve/',
  'POST /ops/claims/:uuid/deny/',
  'POST /ops/claims/:uuid/request-info/',
];
