// Contract-typed test data. Each fixture is parsed with the contract's zod schema when built, so a
// fixture (or an override) that drifts from the API's shape fails the test that builds it.
import {
  MyReviewSchema,
  OpsReviewListSchema,
  OpsReviewSchema,
  ReviewEligibilitySchema,
  ReviewListSchema,
  ReviewSchema,
  type MyReview,
  type OpsReview,
  type OpsReviewList,
  type Review,
  type ReviewEligibility,
  type ReviewList,
  OpsClaimSchema,
  OpsQueueItemSchema,
  PayoutSettingsSchema,
  type OpsClaim,
  type OpsQueueItem,
  type PayoutSettings,
  BreedSchema,
  CardTokenSchema,
  CheckoutResultSchema,
  ClaimSchema,
  ContactReceiptSchema,
  GroupPromoSchema,
  GroupSchema,
  InsuranceAgreementSchema,
  InsuranceOptionsSchema,
  LeadSchema,
  MeSchema,
  PartnerSchema,
  PetSchema,
  PurchaseAgreementSchema,
  QuoteSchema,
  ReferralsSchema,
  SeatClaimSchema,
  WellnessPlanSchema,
  type Breed,
  type CardToken,
  type CheckoutResult,
  type Claim,
  type ContactReceipt,
  type Group,
  type GroupPromo,
  type InsuranceAgreement,
  type InsuranceOptions,
  type Lead,
  type Me,
  type Partner,
  type Pet,
  type PetType,
  type PurchaseAgreement,
  type Quote,
  type QuotedPet,
  type Referrals,
  type SeatClaim,
  type WellnessPlan,
} from '@tailwise/shared/contract';
import type { z } from 'zod';
import { coverDatesForPurchase, WAITING_PERIODS } from '../contract/cover';

const NOW = '2026-11-21T10:00:00.000Z';
const TODAY = '2026-11-21';

/** Builds a fixture: defaults, then overrides (shallow), checked against the schema. */
function build<T extends object>(schema: z.ZodType<T>, defaults: T, overrides: Partial<T> = {}): T {
  return schema.parse({ ...defaults, ...overrides });
}

// prettier-ignore
const BREEDS: ReadonlyArray<[number, string, PetType, Breed['riskClass']]> = [
  [12, 'Beagle', 0, 'STANDARD'],
  [58, 'Border Collie', 0, 'STANDARD'],
  [122, 'French Bulldog', 0, 'HIGH'],
  [124, 'German Shepherd Dog', 0, 'ELEVATED'],
  [130, 'Golden Retriever', 0, 'ELEVATED'],
  [177, 'Labrador Retriever', 0, 'ELEVATED'],
  [178, 'Labrador Retriever Mix', 0, 'STANDARD'],
  [202, 'Mixed Breed', 0, 'STANDARD'],
  [203, 'Mixed Breed (Large)', 0, 'ELEVATED'],
  [280, 'Not sure', 0, 'STANDARD'],
  [1029, 'Domestic Longhair', 1, 'LOW'],
  [1031, 'Domestic Shorthair', 1, 'LOW'],
  [1049, 'Maine Coon', 1, 'ELEVATED'],
  [1053, 'Mixed Breed', 1, 'LOW'],
  [1060, 'Not sure', 1, 'LOW'],
  [1070, 'Siamese', 1, 'STANDARD'],
];

/** Breeds of both species (or one), including each species' "Mixed Breed" and "Not sure". */
function breeds(petType?: PetType): Breed[] {
  return BREEDS.filter(([, , type]) => petType === undefined || type === petType).map(([id, name, type, riskClass]) =>
    BreedSchema.parse({ id, name, petType: type, riskClass }),
  );
}

function breed(overrides: Partial<Breed> = {}): Breed {
  return build(
    BreedSchema,
    breeds(0).find((b) => b.name === 'Labrador Retriever')!,
    overrides,
  );
}

const PLAN_PRICES: Record<WellnessPlan['code'], [number, number]> = {
  essential: [1499, 1299],
  classic: [2499, 1999],
  premium: [3999, 3499],
};

/** The three wellness tiers per species (essential, classic, premium). */
function wellnessPlans(petType?: PetType): WellnessPlan[] {
  const types: PetType[] = petType === undefined ? [0, 1] : [petType];
  return types.flatMap((type) =>
    (['essential', 'classic', 'premium'] as const).map((code) =>
      WellnessPlanSchema.parse({
        id: `${type === 0 ? 'dog' : 'cat'}-${code}`,
        code,
        name: code.charAt(0).toUpperCase() + code.slice(1),
        petType: type,
        monthlyPriceCents: PLAN_PRICES[code][type],
        allowances: [
          { service: 'WELLNESS_EXAM', label: 'Wellness exam', annualAllowanceCents: 6000 },
          { service: 'VACCINATIONS', label: 'Vaccinations', annualAllowanceCents: 5000 },
        ],
      }),
    ),
  );
}

/** Fixture agreements are dated by the contract's cover rule, as the API dates real ones. */
const BOUGHT_TODAY = coverDatesForPurchase(TODAY);
const BOUGHT_NEW_YEAR = coverDatesForPurchase('2026-01-01');

/** Options for a ZIP: a California ZIP (9xxxx) gets the restricted options and the 20% default (spec §5). */
function insuranceOptions(zipCode = '10001', overrides: Partial<InsuranceOptions> = {}): InsuranceOptions {
  const california = /^9[0-6]/.test(zipCode);
  return build(
    InsuranceOptionsSchema,
    {
      zipCode,
      state: california ? 'CA' : 'NY',
      restrictedState: california,
      deductibles: [250, 500, 1000],
      coinsurancePercents: california ? [10, 20] : [0, 10, 20],
      defaultDeductible: 1000,
      defaultCoinsurancePercent: california ? 20 : 10,
      cappedAnnualLimitCents: 1_000_000,
      waitingPeriods: WAITING_PERIODS,
    },
    overrides,
  );
}

function quotedPet(overrides: Partial<QuotedPet> = {}): QuotedPet {
  return {
    index: 0,
    name: 'Rex',
    petType: 0,
    breedId: 177,
    breedName: 'Labrador Retriever',
    age: 3,
    insurance: {
      deductible: 1000,
      coinsurancePercent: 10,
      reimbursementPercent: 90,
      isUncapped: false,
      annualLimitCents: 1_000_000,
      factors: {
        baseMonthlyCents: 4350,
        breed: 1.2,
        age: 0.94,
        region: 1.3,
        deductible: 1,
        coinsurance: 1,
        annualLimit: 1,
      },
      listMonthlyCents: 6379,
      listCents: 6379,
      discounts: [],
      priceCents: 6379,
    },
    wellness: null,
    totalCents: 6379,
    ...overrides,
  };
}

/** A one-dog monthly quote in New York ($63.79), consistent in its totals. */
function quote(overrides: Partial<Quote> = {}): Quote {
  const pets = overrides.pets ?? [quotedPet()];
  const subtotal = pets.reduce((sum, p) => sum + (p.insurance?.listCents ?? 0) + (p.wellness?.listCents ?? 0), 0);
  const total = pets.reduce((sum, p) => sum + p.totalCents, 0);
  return build(
    QuoteSchema,
    {
      currency: 'USD',
      billingInterval: 'month',
      zipCode: '10001',
      state: 'NY',
      restrictedState: false,
      isUncapped: false,
      promoCode: null,
      pets,
      discounts: [],
      subtotalCents: subtotal,
      discountTotalCents: subtotal - total,
      totalCents: total,
      waitingPeriods: WAITING_PERIODS,
    },
    overrides,
  );
}

function lead(overrides: Partial<Lead> = {}): Lead {
  return build(
    LeadSchema,
    {
      id: 41,
      uuid: '3f2b8c1e-9a4d-4e6f-8b2a-1c3d5e7f9a0b',
      email: 'ada@example.com',
      firstName: null,
      lastName: null,
      city: null,
      state: 'NY',
      zipCode: '10001',
      isUncapped: false,
      newsletterSubscriber: false,
      smsConsent: false,
      utm: {},
      referrer: {},
      createdAt: NOW,
    },
    overrides,
  );
}

const PET_UUID = '5b1d2c3e-4f5a-4b6c-8d7e-9f0a1b2c3d4e';

function insuranceAgreement(overrides: Partial<InsuranceAgreement> = {}): InsuranceAgreement {
  return build(
    InsuranceAgreementSchema,
    {
      uuid: '6c2e3d4f-5a6b-4c7d-8e9f-0a1b2c3d4e5f',
      status: 'ACTIVE',
      pet: PET_UUID,
      billingInterval: 'month',
      deductible: 1000,
      coinsurancePercent: 10,
      reimbursementPercent: 90,
      isUncapped: false,
      annualLimitCents: 1_000_000,
      priceCents: 6379,
      startDate: TODAY,
      accidentCoverageDate: BOUGHT_TODAY.accident,
      illnessCoverageDate: BOUGHT_TODAY.illness,
      cruciateLigamentCoverageDate: BOUGHT_TODAY.cruciate,
    },
    overrides,
  );
}

function purchaseAgreement(overrides: Partial<PurchaseAgreement> = {}): PurchaseAgreement {
  return build(
    PurchaseAgreementSchema,
    {
      uuid: '7d3f4e5a-6b7c-4d8e-9f0a-1b2c3d4e5f6a',
      status: 'ACTIVE',
      pet: PET_UUID,
      billingInterval: 'month',
      wellnessPlanId: 'dog-classic',
      wellnessPlanName: 'Classic',
      priceCents: 2499,
      startDate: TODAY,
    },
    overrides,
  );
}

function pet(overrides: Partial<Pet> = {}): Pet {
  return build(
    PetSchema,
    {
      uuid: PET_UUID,
      name: 'Rex',
      breed: 177,
      breedName: 'Labrador Retriever',
      petType: 0,
      age: 3,
      birthDate: null,
      quiz: { wellnessOffering: null, coinsurancePercent: 10, deductible: 1000 },
      insurance: null,
      wellness: null,
      createdAt: NOW,
    },
    overrides,
  );
}

/** A signed-in customer with no pets or agreements yet; override to add some. */
function me(overrides: Partial<Me> = {}): Me {
  return build(
    MeSchema,
    {
      id: '8e4a5f6b-7c8d-4e9f-a0b1-c2d3e4f5a6b7',
      email: 'ada@example.com',
      emailVerified: false,
      firstName: 'Ada',
      lastName: 'Lovelace',
      phone: null,
      shippingAddress: null,
      wallet: { paymentProviders: [] },
      purchaseAgreements: [],
      insuranceAgreements: [],
      interestedIn: [],
      nextPayment: null,
      createdAt: NOW,
    },
    overrides,
  );
}

function cardToken(overrides: Partial<CardToken> = {}): CardToken {
  return build(
    CardTokenSchema,
    {
      token: 'tok_test_4242',
      card: { brand: 'visa', last4: '4242', expMonth: 12, expYear: 2030 },
      createdAt: NOW,
    },
    overrides,
  );
}

/** A completed card purchase of insurance for one dog. */
function checkoutResult(overrides: Partial<CheckoutResult> = {}): CheckoutResult {
  const insurance = insuranceAgreement();
  return build(
    CheckoutResultSchema,
    {
      purchaseId: '9f5b6a7c-8d9e-4fa0-b1c2-d3e4f5a6b7c8',
      status: 'COMPLETED',
      billingInterval: 'month',
      chargedCents: 6379,
      currency: 'USD',
      payment: { paymentProvider: 'CARD', paymentProviderId: 'card_test_1', brand: 'visa', last4: '4242' },
      pets: [pet({ insurance })],
      insuranceAgreements: [insurance],
      purchaseAgreements: [],
      quote: quote(),
    },
    overrides,
  );
}

function group(overrides: Partial<Group> = {}): Group {
  return build(
    GroupSchema,
    {
      id: 'fenwick',
      name: 'Fenwick & Co.',
      logoUrl: null,
      seatLookup: 'WORK_EMAIL',
      employeeIdCheck: null,
      products: ['INSURANCE', 'WELLNESS'],
      payrollDeduction: true,
      enrollmentOpen: true,
      hasPromo: true,
    },
    overrides,
  );
}

function groupPromo(overrides: Partial<GroupPromo> = {}): GroupPromo {
  return build(
    GroupPromoSchema,
    {
      ri: 'fenwick',
      rt: 'GROUP',
      groupId: 'fenwick',
      promoCode: { code: 'FENWICK10', percentOff: 10, description: 'Fenwick benefit: 10% off', expiresAt: null },
    },
    overrides,
  );
}

function seatClaim(overrides: Partial<SeatClaim> = {}): SeatClaim {
  return build(
    SeatClaimSchema,
    {
      groupId: 'fenwick',
      seatId: 'seat-1',
      status: 'CLAIMED',
      claimedAt: NOW,
      paymentProvider: { paymentProvider: 'GROUP', paymentProviderId: 'fenwick' },
    },
    overrides,
  );
}

function partner(overrides: Partial<Partner> = {}): Partner {
  return build(
    PartnerSchema,
    {
      ri: 'phillypets',
      displayName: 'Philly Pets',
      logoUrl: null,
      products: ['INSURANCE', 'WELLNESS'],
      promoCode: null,
      hidePrices: false,
      coBranded: true,
      enrollmentPath: '/start',
      defaultBillingInterval: 'month',
    },
    overrides,
  );
}

function claim(overrides: Partial<Claim> = {}): Claim {
  return build(
    ClaimSchema,
    {
      uuid: 'a06c7b8d-9eaf-4b01-82c3-d4e5f6a7b8c9',
      pet: PET_UUID,
      petName: 'Rex',
      status: 'SUBMITTED',
      claimType: 'INSURANCE',
      condition: 'ILLNESS',
      wellnessService: null,
      dateOfService: TODAY,
      amountCents: 42_000,
      clinic: 'Bay Animal Hospital',
      description: 'Ear infection',
      estimate: { deductibleAppliedCents: 0, coinsurancePercent: 10, estimatedReimbursementCents: 37_800, note: null },
      decision: null,
      review: null,
      infoRequest: null,
      appeal: null,
      canAppeal: false,
      payout: null,
      paidCents: null,
      createdAt: NOW,
      updatedAt: NOW,
      invoices: [],
      history: [{ status: 'SUBMITTED', note: null, at: NOW }],
    },
    overrides,
  );
}

function referrals(overrides: Partial<Referrals> = {}): Referrals {
  return build(
    ReferralsSchema,
    {
      ri: 'cust-ada',
      rt: 'CUSTOMER',
      rpc: 'ADA10',
      percentOff: 10,
      link: 'http://localhost:8080/?ri=cust-ada&rt=CUSTOMER&rpc=ADA10',
      signups: 0,
      rewards: [],
      rewardsEarnedCents: 0,
    },
    overrides,
  );
}

function contactReceipt(overrides: Partial<ContactReceipt> = {}): ContactReceipt {
  return build(ContactReceiptSchema, { id: '7c9e6679-7425-40de-944b-e07fc1f90ae7', receivedAt: NOW }, overrides);
}

function review(overrides: Partial<Review> = {}): Review {
  return build(
    ReviewSchema,
    {
      uuid: '5a1d3c2b-7e4f-4a6b-9c8d-0e1f2a3b4c5d',
      stars: 5,
      text: 'The claim for Rex’s ear infection was paid in three days.',
      firstName: 'Ada',
      state: 'PA',
      verifiedCustomer: true,
      sample: false,
      publishedOn: '2026-10-02',
    },
    overrides,
  );
}

/** One page of reviews; the summary counts the given reviews unless overridden. */
function reviewList(overrides: Partial<ReviewList> = {}): ReviewList {
  const reviews = overrides.reviews ?? [review()];
  const count = reviews.length;
  const total = reviews.reduce((s, r) => s + r.stars, 0);
  return build(
    ReviewListSchema,
    {
      summary: {
        count,
        averageStars: count === 0 ? 0 : Math.round((total / count) * 10) / 10,
        distribution: [5, 4, 3, 2, 1].map((stars) => ({
          stars,
          count: reviews.filter((r) => r.stars === stars).length,
        })),
        sampleCount: reviews.filter((r) => r.sample).length,
      },
      reviews,
      page: 1,
      perPage: 12,
    },
    overrides,
  );
}

/** The customer's own review, as eligibility and POST /me/reviews/ answer it: published unless overridden. */
function myReview(overrides: Partial<MyReview> = {}): MyReview {
  return build(MyReviewSchema, { ...review(), status: 'PUBLISHED', hiddenOn: null, hiddenReason: null }, overrides);
}

/** A review as staff see it: a real customer's, published unless overridden. */
function opsReview(overrides: Partial<OpsReview> = {}): OpsReview {
  return build(
    OpsReviewSchema,
    {
      ...review(),
      status: 'PUBLISHED',
      customer: { uuid: '0c2b7f5e-3d4a-4b8c-9e1f-2a3b4c5d6e7f', email: 'ada@example.com' },
      updatedAt: NOW,
      hidden: null,
      restored: null,
    },
    overrides,
  );
}

/** One page of the staff list; `total` is the reviews given unless overridden. */
function opsReviewList(overrides: Partial<OpsReviewList> = {}): OpsReviewList {
  const reviews = overrides.reviews ?? [opsReview()];
  return build(OpsReviewListSchema, { reviews, page: 1, perPage: 20, total: reviews.length }, overrides);
}

function reviewEligibility(overrides: Partial<ReviewEligibility> = {}): ReviewEligibility {
  return build(ReviewEligibilitySchema, { eligible: true, reason: null, eligibleOn: null, review: null }, overrides);
}

function opsQueueItem(overrides: Partial<OpsQueueItem> = {}): OpsQueueItem {
  return build(
    OpsQueueItemSchema,
    {
      uuid: 'b17d8c9e-0fa1-4c12-93d4-e5f6a7b8c9d0',
      claimNumber: 'CLM-B17D8C9E',
      status: 'IN_REVIEW',
      petName: 'Rex',
      customerName: 'Ada Lovelace',
      claimType: 'INSURANCE',
      condition: 'ACCIDENT',
      wellnessService: null,
      amountCents: 375_000,
      dateOfService: TODAY,
      clinic: 'Bay Animal Hospital',
      reasons: [
        { code: 'AMOUNT_ABOVE_THRESHOLD', text: 'The bill is over $1,000.00: a person checks every large bill' },
      ],
      proposedCents: 328_500,
      filedAt: NOW,
      waitingSince: NOW,
    },
    overrides,
  );
}

function opsClaim(overrides: Partial<OpsClaim> = {}): OpsClaim {
  return build(
    OpsClaimSchema,
    {
      ...opsQueueItem(),
      description: 'Hit by a bicycle: X-rays and a splint',
      signsBeforeCover: false,
      customerEmail: 'ada@example.com',
      species: 'dog',
      invoices: [
        {
          id: 'c28e9daf-1ab2-4d23-a4e5-f6a7b8c9d0e1',
          fileName: 'invoice.pdf',
          contentType: 'application/pdf',
          sizeBytes: 48_213,
          kind: 'INVOICE',
          addedAt: NOW,
        },
      ],
      terms: {
        kind: 'INSURANCE',
        policyNumber: 'TW-100042',
        status: 'ACTIVE',
        startDate: BOUGHT_NEW_YEAR.start,
        endsOn: null,
        accidentCoverageDate: BOUGHT_NEW_YEAR.accident,
        illnessCoverageDate: BOUGHT_NEW_YEAR.illness,
        cruciateCoverageDate: BOUGHT_NEW_YEAR.cruciate,
        policyYear: { from: '2026-01-01', to: '2027-01-01' },
        deductibleCents: 25_000,
        deductibleLeftCents: 10_000,
        coinsurancePercent: 10,
        annualLimitCents: 1_000_000,
        limitLeftCents: 900_000,
      },
      maxApprovableCents: 328_500,
      proposalText: 'Bill $3,750.00, deductible left $100.00, then 90 %: $3,285.00',
      petClaims: [],
      appeal: null,
      infoRequest: null,
      history: [
        { status: 'SUBMITTED', note: null, at: NOW },
        { status: 'IN_REVIEW', note: 'A person checks every bill over $1,000.00', at: NOW },
      ],
      audit: [
        {
          at: NOW,
          actor: 'engine',
          action: 'ENGINE_REVIEW',
          note: 'The bill is over $1,000.00',
          statusBefore: 'SUBMITTED',
          statusAfter: 'IN_REVIEW',
          amountBeforeCents: null,
          amountAfterCents: 328_500,
        },
      ],
    },
    overrides,
  );
}

function payoutSettings(overrides: Partial<PayoutSettings> = {}): PayoutSettings {
  return build(
    PayoutSettingsSchema,
    { method: { kind: 'CARD', brand: 'visa', last4: '4242' }, describe: 'Visa ending 4242' },
    overrides,
  );
}

export const fixtures = {
  opsQueueItem,
  opsClaim,
  payoutSettings,
  breeds,
  breed,
  wellnessPlans,
  insuranceOptions,
  quotedPet,
  quote,
  lead,
  me,
  pet,
  insuranceAgreement,
  purchaseAgreement,
  cardToken,
  checkoutResult,
  group,
  groupPromo,
  seatClaim,
  partner,
  claim,
  referrals,
  contactReceipt,
  review,
  myReview,
  opsReview,
  opsReviewList,
  reviewList,
  reviewEligibility,
};
