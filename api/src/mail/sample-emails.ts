// One set of sample emails for the render tests (which assert on these values) and the preview script.
import { coverDatesForPurchase } from '@tailwise/shared/contract';
import type {
  CancellationData,
  ClaimApprovedData,
  ClaimDeniedData,
  ClaimInfoNeededData,
  ClaimInReviewData,
  ClaimPaidData,
  ClaimReceivedData,
  EmailAttachmentRef,
  EmailConfirmationData,
  EmailMessage,
  PaymentFailedData,
  PlanLapsedData,
  QuoteSavedData,
  ReceiptData,
  WelcomePolicyData,
  WelcomePolicyItem,
} from './messages';

export const APP = 'https://tailwise.example';
const to = 'dana@example.com';

export const quote = (data: Partial<QuoteSavedData> = {}): EmailMessage => ({
  template: 'quote-saved',
  to,
  data: {
    recipientVerified: true,
    firstName: 'Dana',
    billingInterval: 'month',
    pets: [
      {
        name: 'Rex',
        species: 'dog',
        breedName: 'Golden Retriever',
        insurance: { deductible: 500, reimbursementPercent: 80, isUncapped: true },
        wellness: { planName: 'Essential' },
        totalCents: 6432,
      },
      {
        name: 'Miso',
        species: 'cat',
        breedName: 'Siamese',
        insurance: { deductible: 250, reimbursementPercent: 90, isUncapped: false },
        wellness: null,
        totalCents: 3188,
      },
    ],
    totalCents: 9620,
    discountTotalCents: 505,
    quoteUrl: `${APP}/quote/resume?token=q_1&src=email`,
    ...data,
  },
});

/** A pet whose name a visitor typed, with a link in it: an email to an unproven address must not show it. */
export const untrustedPet: QuoteSavedData['pets'][number] = {
  name: 'Visit http://evil.example/x',
  species: 'dog',
  breedName: 'Golden Retriever',
  insurance: { deductible: 1000, reimbursementPercent: 70, isUncapped: false },
  wellness: null,
  totalCents: 48600,
};

export const confirmation = (data: Partial<EmailConfirmationData> = {}): EmailMessage => ({
  template: 'email-confirmation',
  to,
  data: { firstName: 'Dana', confirmUrl: `${APP}/confirm-email?token=ev_abc123`, expiresInHours: 24, ...data },
});

/** A purchase on Dec 1, 2026, dated by the one rule the API dates agreements with. */
const SAMPLE_COVER = coverDatesForPurchase('2026-12-01');

export const insuranceItem: WelcomePolicyItem = {
  petName: 'Rex',
  species: 'dog',
  kind: 'INSURANCE',
  planName: 'Accident & illness insurance',
  policyNumber: 'TW-2026-004817',
  priceCents: 6133,
  startDate: SAMPLE_COVER.start,
  accidentCoverageDate: SAMPLE_COVER.accident,
  illnessCoverageDate: SAMPLE_COVER.illness,
  cruciateCoverageDate: SAMPLE_COVER.cruciate,
  deductible: 500,
  reimbursementPercent: 80,
  annualLimitCents: 1_000_000,
};

/** The email reads only an attachment's kind and file name; the rest tells the worker where to find the PDF. */
export const declarations = {
  kind: 'declarations',
  filename: 'Tailwise-declarations-TW-2026-004817.pdf',
} as EmailAttachmentRef;

export const welcome = (
  data: Partial<WelcomePolicyData> = {},
  attachments?: EmailMessage['attachments'],
): EmailMessage => ({
  template: 'welcome-policy',
  to,
  ...(attachments ? { attachments } : {}),
  data: {
    firstName: 'Dana',
    billingInterval: 'month',
    chargedCents: 7632,
    paymentMethod: 'CARD',
    items: [
      insuranceItem,
      {
        ...insuranceItem,
        kind: 'WELLNESS',
        planName: 'Essential',
        policyNumber: 'TWW-2026-001209',
        priceCents: 1499,
        accidentCoverageDate: null,
        illnessCoverageDate: null,
        cruciateCoverageDate: null,
        deductible: null,
        reimbursementPercent: null,
        annualLimitCents: null,
      },
    ],
    dashboardUrl: `${APP}/dashboard`,
    ...data,
  },
});

export const receipt = (data: Partial<ReceiptData> = {}): EmailMessage => ({
  template: 'receipt',
  to,
  data: {
    firstName: 'Dana',
    receiptNumber: 'ch_3QxY7b2e',
    paidOn: '2026-12-01',
    amountCents: 7632,
    paymentMethod: 'CARD',
    cardBrand: 'visa',
    cardLast4: '4242',
    lines: [
      {
        description: "Rex's Accident & illness insurance",
        periodStart: '2026-12-01',
        periodEnd: '2026-12-31',
        amountCents: 6133,
      },
      {
        description: "Rex's Essential wellness plan",
        periodStart: '2026-12-01',
        periodEnd: '2026-12-31',
        amountCents: 1499,
      },
    ],
    billingUrl: `${APP}/dashboard/billing`,
    ...data,
  },
});

export const paymentFailed = (data: Partial<PaymentFailedData> = {}): EmailMessage => ({
  template: 'payment-failed',
  to,
  data: {
    firstName: 'Dana',
    petName: 'Rex',
    planName: 'Accident & illness insurance',
    amountCents: 7632,
    periodStart: '2026-12-01',
    declineMessage: 'Your card has insufficient funds.',
    cardBrand: 'mastercard',
    cardLast4: '5454',
    nextAttemptOn: '2026-12-04',
    lapsesOn: '2026-12-30',
    coverEndsOn: '2026-12-22',
    updateCardUrl: `${APP}/dashboard/billing/card`,
    ...data,
  },
});

export const planLapsed = (data: Partial<PlanLapsedData> = {}): EmailMessage => ({
  template: 'plan-lapsed',
  to,
  data: {
    firstName: 'Dana',
    petName: 'Rex',
    planName: 'Accident & illness insurance',
    policyNumber: 'TW-2026-004817',
    lapsedOn: '2026-12-30',
    amountDueCents: 7632,
    dashboardUrl: `${APP}/dashboard`,
    ...data,
  },
});

export const cancellation = (data: Partial<CancellationData> = {}): EmailMessage => ({
  template: 'cancellation',
  to,
  data: {
    firstName: 'Dana',
    petName: 'Rex',
    planName: 'Accident & illness insurance',
    policyNumber: 'TW-2026-004817',
    endsOn: '2026-12-30',
    refundCents: 4210,
    refundExpectedBy: '2027-01-08',
    freeLook: false,
    dashboardUrl: `${APP}/dashboard`,
    ...data,
  },
});

export const claim = (data: Partial<ClaimReceivedData> = {}): EmailMessage => ({
  template: 'claim-received',
  to,
  data: {
    firstName: 'Dana',
    petName: 'Rex',
    claimNumber: 'CL-2026-018342',
    claimType: 'INSURANCE',
    amountCents: 48250,
    dateOfService: '2026-12-18',
    clinicName: 'Riverside Animal Hospital',
    claimUrl: `${APP}/dashboard/claims/CL-2026-018342`,
    ...data,
  },
});

/** The bill every claim decision sample is about: Biscuit's $420.00 visit, claim CLM-1A2B3C4D. */
export const CLAIM_URL = `${APP}/dashboard/claims/1a2b3c4d-7e21-4c5a-9b3f-6d8e0a2c4f11`;
const decidedClaim = {
  firstName: 'Dana',
  petName: 'Biscuit',
  claimNumber: 'CLM-1A2B3C4D',
  claimType: 'INSURANCE',
  amountCents: 42000,
  dateOfService: '2026-12-18',
  clinicName: 'Riverside Animal Hospital',
  claimUrl: CLAIM_URL,
} as const;

/** $420.00 bill, the last $100.00 of the yearly deductible, then 80% of the rest: $256.00. */
const breakdown = [
  'Bill: $420.00',
  'Deductible applied: $100.00 (your deductible for this policy year is now met)',
  'We pay 80% of the remaining $320.00: $256.00',
];

export const claimInReview = (data: Partial<ClaimInReviewData> = {}): EmailMessage => ({
  template: 'claim-in-review',
  to,
  data: {
    ...decidedClaim,
    reasons: [
      'This is the first claim in the first 30 days of the policy: a person checks each of these',
      'The vet notes mention an ear problem, and we check it started after the cover began',
    ],
    appeal: false,
    answerBy: '2026-12-22',
    ...data,
  },
});

export const PAYOUT_SETTINGS_URL = `${APP}/dashboard/profile#payouts`;

export const claimApproved = (data: Partial<ClaimApprovedData> = {}): EmailMessage => ({
  template: 'claim-approved',
  to,
  data: {
    ...decidedClaim,
    approvedCents: 25600,
    deductibleAppliedCents: 10000,
    breakdown,
    payoutSettingsUrl: PAYOUT_SETTINGS_URL,
    ...data,
  },
});

export const claimDenied = (data: Partial<ClaimDeniedData> = {}): EmailMessage => ({
  template: 'claim-denied',
  to,
  data: {
    ...decidedClaim,
    reason:
      'The visit was on Dec 18, 2026, inside the 14-day waiting period for illnesses: illnesses are covered from Dec 20, 2026.',
    canAppeal: true,
    appealWithinDays: 60,
    ...data,
  },
});

export const claimPaid = (data: Partial<ClaimPaidData> = {}): EmailMessage => ({
  template: 'claim-paid',
  to,
  data: {
    ...decidedClaim,
    paidCents: 25600,
    deductibleAppliedCents: 10000,
    breakdown,
    paidTo: 'Visa ending 4242',
    payoutReference: 'po_7Hq2Lx9Vd3',
    paidOn: '2026-12-19',
    arrives: 'within 1 to 2 business days',
    ...data,
  },
});

export const claimInfoNeeded = (data: Partial<ClaimInfoNeededData> = {}): EmailMessage => ({
  template: 'claim-info-needed',
  to,
  data: {
    ...decidedClaim,
    request:
      "Please send Biscuit's full medical history from Riverside Animal Hospital for the last 12 months.\nThe invoice alone doesn't say when the ear infection started.",
    ...data,
  },
});
