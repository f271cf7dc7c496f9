import {
  CancellationSchema,
  CardTokenRequestSchema,
  ClaimEstimateRequestSchema,
  ClaimFieldsSchema,
  InsuranceAgreementSchema,
  PaymentMethodCreateSchema,
  ApiErrorSchema,
  CheckoutPetSchema,
  ContactRequestSchema,
  duplicatePetFields,
  issuesToFields,
  LeadCreateSchema,
  PhoneSchema,
  PriceChangedErrorSchema,
  ProfileUpdateSchema,
  QuoteRequestSchema,
  SeatClaimRequestSchema,
} from '.';

const fieldsOf = (result: { success: boolean; error?: { issues: Parameters<typeof issuesToFields>[0] } }) =>
  result.success ? {} : issuesToFields(result.error?.issues ?? []);

test('form errors come out as one message per field path, unknown keys included', () => {
  const result = LeadCreateSchema.safeParse({ email: 'nope', zipCode: '12', referrer: { ri: '', foo: 1 }, bar: true });
  expect(fieldsOf(result)).toEqual({
    email: 'Enter a valid email address',
    zipCode: 'Enter a 5-digit ZIP code',
    'referrer.ri': expect.any(String),
    'referrer.foo': 'Unknown field',
    bar: 'Unknown field',
  });
  expect(fieldsOf(LeadCreateSchema.safeParse({}))).toEqual({ email: 'Required' });
});

test('emails are trimmed and lower-cased; phones normalised to +1', () => {
  expect(LeadCreateSchema.parse({ email: '  Pat@Example.COM ' }).email).toBe('pat@example.com');
  expect(PhoneSchema.parse('(215) 555-0100')).toBe('+12155550100');
  expect(PhoneSchema.parse('+1 215 555 0100')).toBe('+12155550100');
  expect(PhoneSchema.safeParse('555-0100').success).toBe(false);
});

test('card form: Luhn, brand-aware CVC, expiry', () => {
  const year = new Date().getUTCFullYear() + 1;
  expect(
    CardTokenRequestSchema.safeParse({ number: '4242 4242 4242 4242', expMonth: 1, expYear: year, cvc: '123' }).success,
  ).toBe(true);
  expect(
    fieldsOf(
      CardTokenRequestSchema.safeParse({ number: '4242 4242 4242 4241', expMonth: 1, expYear: year, cvc: '123' }),
    ),
  ).toEqual({ number: 'Your card number is invalid' });
  expect(
    fieldsOf(CardTokenRequestSchema.safeParse({ number: '378282246310005', expMonth: 1, expYear: year, cvc: '123' })),
  ).toHaveProperty('cvc');
  expect(
    fieldsOf(CardTokenRequestSchema.safeParse({ number: '4242424242424242', expMonth: 1, expYear: 2001, cvc: '123' })),
  ).toHaveProperty('expYear');
});

test('quote defaults and option values', () => {
  const q = QuoteRequestSchema.parse({ zipCode: '19102', pets: [{ petType: 0, breedId: 1, age: 2 }] });
  expect(q).toMatchObject({ billingInterval: 'month', isUncapped: false });
  expect(
    QuoteRequestSchema.safeParse({
      zipCode: '19102',
      pets: [{ petType: 0, breedId: 1, age: 2, insurance: { deductible: 750 } }],
    }).success,
  ).toBe(false);
  expect(
    QuoteRequestSchema.safeParse({
      zipCode: '19102',
      pets: [{ petType: 0, breedId: 1, age: 2, insurance: { coinsurancePercent: 30 } }],
    }).success,
  ).toBe(false);
});

test('cross-field rules: checkout pets, seat claims, business contact, empty profile update', () => {
  expect(CheckoutPetSchema.safeParse({ name: 'Rex', petType: 0, breedId: 1, age: 2, insurance: {} }).success).toBe(
    true,
  );
  expect(
    CheckoutPetSchema.safeParse({ uuid: '6f1c8d2e-1b2a-4c3d-8e9f-0a1b2c3d4e5f', wellnessPlanId: 'dog-classic' })
      .success,
  ).toBe(true);
  expect(fieldsOf(CheckoutPetSchema.safeParse({ name: 'Rex', petType: 0, breedId: 1, age: 2 }))).toEqual({
    insurance: expect.any(String),
  });
  expect(SeatClaimRequestSchema.safeParse({}).success).toBe(false);
  expect(SeatClaimRequestSchema.safeParse({ employeeId: 'FEN-0001' }).success).toBe(true);
  expect(
    fieldsOf(ContactRequestSchema.safeParse({ kind: 'BUSINESS', name: 'A', email: 'a@b.co', message: 'hi' })),
  ).toEqual({ company: 'Required' });
  expect(ProfileUpdateSchema.safeParse({}).success).toBe(false);
});

test('duplicate pets: the same existing uuid (any case), or the same new pet by name, species, breed and age', () => {
  const uuid = '6f1c8d2e-1b2a-4c3d-8e9f-0a1b2c3d4e5f';
  expect(duplicatePetFields([{ uuid }, { uuid: uuid.toUpperCase() }])).toEqual({
    'pets.1.uuid': 'This pet is already in the cart',
  });
  const rex = { name: 'Rex', petType: 0 as const, breedId: 1, age: 2 };
  expect(duplicatePetFields([rex, { ...rex, name: '  rex ' }, rex])).toEqual({
    'pets.1.name': 'This pet is already in the cart',
    'pets.2.name': 'This pet is already in the cart',
  });
  expect(
    duplicatePetFields([rex, { ...rex, name: 'Max' }, { ...rex, age: 3 }, { ...rex, breedId: 2 }, { uuid }]),
  ).toEqual({});
});

test('error bodies may carry typed details; PriceChanged always does', () => {
  const base = { code: 'PriceChanged', message: 'm', fields: {} };
  expect(ApiErrorSchema.safeParse({ error: base }).success).toBe(true);
  expect(ApiErrorSchema.safeParse({ error: { ...base, details: { totalCents: 1 } } }).success).toBe(true);
  expect(PriceChangedErrorSchema.safeParse({ error: base }).success).toBe(false);
});

test('agreements: the cancellation fields are optional on the wire, and typed when present', () => {
  const agreement = {
    uuid: '2b1f7c1e-4a3b-4c5d-8e9f-0a1b2c3d4e5f',
    status: 'ACTIVE',
    pet: '3b1f7c1e-4a3b-4c5d-8e9f-0a1b2c3d4e5f',
    billingInterval: 'month',
    deductible: 500,
    coinsurancePercent: 10,
    reimbursementPercent: 90,
    isUncapped: false,
    annualLimitCents: 1_000_000,
    priceCents: 4500,
    startDate: '2026-01-10',
    accidentCoverageDate: '2026-01-13',
    illnessCoverageDate: '2026-01-24',
    cruciateLigamentCoverageDate: '2026-07-10',
  };
  expect(InsuranceAgreementSchema.safeParse(agreement).success).toBe(true);
  expect(
    InsuranceAgreementSchema.safeParse({ ...agreement, policyNumber: 'TW-I-000001', cancelledAt: null, endsOn: null })
      .success,
  ).toBe(true);
  expect(fieldsOf(InsuranceAgreementSchema.safeParse({ ...agreement, endsOn: '10/02/2026' }))).toEqual({
    endsOn: 'Use the format YYYY-MM-DD',
  });
  expect(CancellationSchema.safeParse({ agreement: agreement.uuid, kind: 'INSURANCE' }).success).toBe(false);
});

test('wallet and estimate requests: a card token, not card data; the estimate takes no description', () => {
  expect(PaymentMethodCreateSchema.safeParse({ token: 'tok_abc', isDefault: true }).success).toBe(true);
  expect(fieldsOf(PaymentMethodCreateSchema.safeParse({ token: '4242424242424242' }))).toEqual({
    token: 'Not a card token: get one from POST /payments/tokens/',
  });
  const estimate = {
    petUuid: '2b1f7c1e-4a3b-4c5d-8e9f-0a1b2c3d4e5f',
    condition: 'ILLNESS',
    dateOfService: '2026-03-01',
    amountCents: '12345',
  };
  expect(ClaimEstimateRequestSchema.parse(estimate)).toEqual({
    ...estimate,
    claimType: 'INSURANCE',
    amountCents: 12345,
  });
  expect(fieldsOf(ClaimEstimateRequestSchema.safeParse({ ...estimate, description: 'x', amountCents: 0 }))).toEqual({
    description: 'Unknown field',
    amountCents: 'Must be more than zero',
  });
});

test('a claim names its type: an insurance claim a condition, a wellness claim a service, and not the other', () => {
  const base = {
    petUuid: '2b1f7c1e-4a3b-4c5d-8e9f-0a1b2c3d4e5f',
    dateOfService: '2026-03-01',
    amountCents: '5000',
    clinic: '  Oak Vets ',
    description: 'Yearly exam',
  };
  expect(ClaimFieldsSchema.parse({ ...base, claimType: 'WELLNESS', wellnessService: 'WELLNESS_EXAM' })).toEqual({
    ...base,
    clinic: 'Oak Vets',
    claimType: 'WELLNESS',
    wellnessService: 'WELLNESS_EXAM',
    amountCents: 5000,
  });
  expect(fieldsOf(ClaimFieldsSchema.safeParse({ ...base, claimType: 'WELLNESS', condition: 'ILLNESS' }))).toEqual({
    wellnessService: 'Required',
    condition: 'Only for insurance claims',
  });
  expect(fieldsOf(ClaimFieldsSchema.safeParse({ ...base, wellnessService: 'VACCINATIONS' }))).toEqual({
    condition: 'Required',
    wellnessService: 'Only for wellness claims',
  });
  expect(fieldsOf(ClaimFieldsSchema.safeParse({ ...base, condition: 'ACCIDENT', clinic: 'x'.repeat(121) }))).toEqual({
    clinic: 'Use at most 120 characters',
  });
  expect(fieldsOf(ClaimEstimateRequestSchema.safeParse({ ...base, claimType: 'WELLNESS' }))).toMatchObject({
    clinic: 'Unknown field',
  });
});
