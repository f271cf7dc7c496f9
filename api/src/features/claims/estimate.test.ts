import { estimateReimbursement, policyYear, type EstimatePolicy } from './estimate';

const policy: EstimatePolicy = {
  startDate: '2025-01-10',
  accidentCoverageDate: '2025-01-13',
  illnessCoverageDate: '2025-01-24',
  cruciateCoverageDate: '2025-07-10',
  deductibleDollars: 500,
  coinsurancePercent: 10,
  annualLimitCents: 1_000_000,
};
const none = { deductibleCents: 0, reimbursedCents: 0 };

test('the deductible comes off first, then the coinsurance', () => {
  expect(
    estimateReimbursement(policy, { condition: 'ILLNESS', dateOfService: '2025-03-01', amountCents: 80_000 }, none),
  ).toEqual({
    deductibleAppliedCents: 50_000,
    coinsurancePercent: 10,
    estimatedReimbursementCents: 27_000,
    note: null,
  });
});

test('only the deductible left this policy year applies', () => {
  const used = { deductibleCents: 40_000, reimbursedCents: 0 };
  expect(
    estimateReimbursement(policy, { condition: 'ACCIDENT', dateOfService: '2025-03-01', amountCents: 30_000 }, used),
  ).toMatchObject({
    deductibleAppliedCents: 10_000,
    estimatedReimbursementCents: 18_000,
  });
  const spent = { deductibleCents: 50_000, reimbursedCents: 0 };
  expect(
    estimateReimbursement(policy, { condition: 'ACCIDENT', dateOfService: '2025-03-01', amountCents: 30_000 }, spent),
  ).toMatchObject({
    deductibleAppliedCents: 0,
    estimatedReimbursementCents: 27_000,
  });
});

test('a bill smaller than the deductible left is all deductible', () => {
  expect(
    estimateReimbursement(policy, { condition: 'ACCIDENT', dateOfService: '2025-03-01', amountCents: 12_000 }, none),
  ).toMatchObject({
    deductibleAppliedCents: 12_000,
    estimatedReimbursementCents: 0,
  });
});

test('waiting periods: accident 3 days, illness 14 days, cruciate 6 months', () => {
  const at = (condition: 'ACCIDENT' | 'ILLNESS' | 'CRUCIATE_LIGAMENT', dateOfService: string) =>
    estimateReimbursement(
      policy,
      { condition, dateOfService, amountCents: 100_000 },
      { deductibleCents: 50_000, reimbursedCents: 0 },
    );
  expect(at('ACCIDENT', '2025-01-12')).toMatchObject({ estimatedReimbursementCents: 0, note: 'WAITING_PERIOD' });
  expect(at('ACCIDENT', '2025-01-13')).toMatchObject({ estimatedReimbursementCents: 90_000, note: null });
  expect(at('ILLNESS', '2025-01-20')).toMatchObject({ note: 'WAITING_PERIOD' });
  expect(at('CRUCIATE_LIGAMENT', '2025-06-30')).toMatchObject({ note: 'WAITING_PERIOD' });
  expect(at('CRUCIATE_LIGAMENT', '2025-07-10')).toMatchObject({ note: null });
});

test('a capped yearly limit stops the estimate; uncapped does not', () => {
  const used = { deductibleCents: 50_000, reimbursedCents: 990_000 };
  expect(
    estimateReimbursement(policy, { condition: 'ACCIDENT', dateOfService: '2025-05-01', amountCents: 100_000 }, used),
  ).toMatchObject({
    estimatedReimbursementCents: 10_000,
    note: 'ANNUAL_LIMIT_REACHED',
  });
  expect(
    estimateReimbursement(
      { ...policy, annualLimitCents: null },
      { condition: 'ACCIDENT', dateOfService: '2025-05-01', amountCents: 100_000 },
      used,
    ),
  ).toMatchObject({ estimatedReimbursementCents: 90_000, note: null });
});

test('policy years run from the start date', () => {
  expect(policyYear('2025-01-10', '2025-01-10')).toEqual({ from: '2025-01-10', to: '2026-01-10' });
  expect(policyYear('2025-01-10', '2026-01-09')).toEqual({ from: '2025-01-10', to: '2026-01-10' });
  expect(policyYear('2025-01-10', '2027-03-01')).toEqual({ from: '2027-01-10', to: '2028-01-10' });
});
