// The decision engine's rules one by one, then its money properties over any sequence of claims (fast-check).
import fc from 'fast-check';
import {
  DEFAULT_ENGINE_CONFIG,
  decide,
  payableFor,
  type EngineClaim,
  type InsuranceTerms,
  type OtherClaim,
  type WellnessTerms,
} from './engine';

const policy = (over: Partial<InsuranceTerms> = {}): InsuranceTerms => ({
  kind: 'INSURANCE',
  startDate: '2026-01-01',
  endsOn: null,
  endedBy: null,
  accidentCoverageDate: '2026-01-04',
  illnessCoverageDate: '2026-01-15',
  cruciateCoverageDate: '2026-07-01',
  deductibleCents: 25_000,
  coinsurancePercent: 10,
  annualLimitCents: 500_000,
  ...over,
});

const wellness = (over: Partial<WellnessTerms> = {}): WellnessTerms => ({
  kind: 'WELLNESS',
  planName: 'Classic',
  startDate: '2026-01-01',
  endsOn: null,
  endedBy: null,
  planYearTo: '2027-01-01',
  allowances: [
    { service: 'WELLNESS_EXAM', label: 'Wellness exam', annualAllowanceCents: 6_000 },
    { service: 'VACCINATIONS', label: 'Vaccines', annualAllowanceCents: 8_000 },
  ],
  ...over,
});

const claim = (over: Partial<EngineClaim> = {}): EngineClaim => ({
  id: 1,
  petName: 'Rex',
  condition: 'ILLNESS',
  wellnessService: null,
  dateOfService: '2026-03-02',
  amountCents: 42_000,
  clinic: 'Bay Animal Hospital',
  signsBeforeCover: false,
  filedOn: '2026-03-03',
  ...over,
});

const older = (over: Partial<OtherClaim> = {}): OtherClaim => ({
  id: 2,
  status: 'PAID',
  dateOfService: '2026-02-10',
  amountCents: 9_000,
  clinic: 'Bay Animal Hospital',
  filedOn: '2026-02-11',
  ...over,
});

const none = { deductibleCents: 0, paidCents: 0 };

describe('approves with the terms’ amount', () => {
  test('deductible, then the reimbursement share', () => {
    const d = decide(policy(), claim(), none, [older()]);
    expect(d).toMatchObject({ outcome: 'APPROVE', deductibleAppliedCents: 25_000, amountCents: 15_300 });
  });

  test('the deductible is taken only once a year', () => {
    const d = decide(policy(), claim(), { deductibleCents: 25_000, paidCents: 20_000 }, [older()]);
    expect(d).toMatchObject({ outcome: 'APPROVE', deductibleAppliedCents: 0, amountCents: 37_800 });
  });

  test('capped by the yearly limit left, and says so', () => {
    const d = decide(policy(), claim({ amountCents: 90_000 }), { deductibleCents: 25_000, paidCents: 480_000 }, [
      older(),
    ]);
    expect(d).toMatchObject({ outcome: 'APPROVE', amountCents: 20_000 });
    expect(d.outcome === 'APPROVE' && d.text).toContain('yearly limit');
  });

  test('a wellness item in full within its allowance, and what is left of it beyond', () => {
    const item = claim({ condition: null, wellnessService: 'WELLNESS_EXAM', amountCents: 5_500 });
    expect(decide(wellness(), item, none, [])).toMatchObject({ outcome: 'APPROVE', amountCents: 5_500 });
    expect(decide(wellness(), item, { deductibleCents: 0, paidCents: 4_000 }, [])).toMatchObject({
      outcome: 'APPROVE',
      amountCents: 2_000,
    });
  });
});

describe('denies only on facts the customer can check', () => {
  test('before the cover started', () => {
    expect(decide(policy(), claim({ dateOfService: '2025-12-31' }), none, [])).toMatchObject({
      outcome: 'DENY',
      reason: 'BEFORE_COVER',
    });
  });

  test('inside the waiting period of the condition, naming the day cover starts', () => {
    const d = decide(policy(), claim({ dateOfService: '2026-01-10' }), none, [older()]);
    expect(d).toMatchObject({ outcome: 'DENY', reason: 'WAITING_PERIOD' });
    expect(d.outcome === 'DENY' && d.text).toBe(
      'The visit on Jan 10, 2026 was inside the waiting period for illnesses, which are covered from Jan 15, 2026.',
    );
    // The same day is past the accident waiting period.
    expect(
      decide(policy(), claim({ dateOfService: '2026-01-10', condition: 'ACCIDENT' }), none, [older()]).outcome,
    ).not.toBe('DENY');
  });

  test('after the plan was cancelled or lapsed', () => {
    const lapsed = policy({ endsOn: '2026-02-28', endedBy: 'LAPSED' });
    const d = decide(lapsed, claim(), none, [older()]);
    expect(d).toMatchObject({ outcome: 'DENY', reason: 'AFTER_COVER_ENDED' });
    expect(d.outcome === 'DENY' && d.text).toContain('lapsed');
    expect(decide(lapsed, claim({ dateOfService: '2026-02-28' }), none, [older()]).outcome).toBe('APPROVE');
  });

  test('a wellness item the plan lacks, or whose allowance is used up', () => {
    expect(decide(wellness(), claim({ condition: null, wellnessService: 'DENTAL_CLEANING' }), none, [])).toMatchObject({
      outcome: 'DENY',
      reason: 'NOT_IN_PLAN',
    });
    const exam = claim({ condition: null, wellnessService: 'WELLNESS_EXAM', amountCents: 3_000 });
    expect(decide(wellness(), exam, { deductibleCents: 0, paidCents: 6_000 }, [])).toMatchObject({
      outcome: 'DENY',
      reason: 'ALLOWANCE_USED_UP',
    });
  });
});

describe('passes anything uncertain to a person, with the proposal', () => {
  test('a bill above the threshold', () => {
    const d = decide(policy(), claim({ amountCents: 100_001 }), none, [older()]);
    expect(d).toMatchObject({ outcome: 'REVIEW', reasons: [{ code: 'AMOUNT_ABOVE_THRESHOLD' }] });
    expect(d.outcome === 'REVIEW' && d.proposal.amountCents).toBe(Math.round(((100_001 - 25_000) * 90) / 100));
    expect(decide(policy(), claim({ amountCents: 100_000 }), none, [older()]).outcome).toBe('APPROVE');
  });

  test('the pet’s first insurance claim within 30 days of the start, not a wellness item', () => {
    const early = claim({ condition: 'ACCIDENT', dateOfService: '2026-01-30' });
    expect(decide(policy(), early, none, [])).toMatchObject({
      outcome: 'REVIEW',
      reasons: [{ code: 'FIRST_CLAIM_SOON_AFTER_START' }],
    });
    expect(decide(policy(), claim({ condition: 'ACCIDENT', dateOfService: '2026-01-31' }), none, []).outcome).toBe(
      'APPROVE',
    );
    expect(decide(policy(), early, none, [older()]).outcome).toBe('APPROVE');
    const item = claim({
      condition: null,
      wellnessService: 'WELLNESS_EXAM',
      amountCents: 5_000,
      dateOfService: '2026-01-02',
    });
    expect(decide(wellness(), item, none, []).outcome).toBe('APPROVE');
  });

  test('the same pet, day, amount and clinic as a claim not denied: a possible duplicate', () => {
    const same = older({ dateOfService: '2026-03-02', amountCents: 42_000, clinic: ' bay animal  HOSPITAL ' });
    expect(decide(policy(), claim(), none, [same])).toMatchObject({
      outcome: 'REVIEW',
      reasons: [{ code: 'POSSIBLE_DUPLICATE' }],
    });
    expect(decide(policy(), claim(), none, [{ ...same, status: 'DENIED' }]).outcome).toBe('APPROVE');
    expect(decide(policy(), claim(), none, [{ ...same, amountCents: 42_001 }]).outcome).toBe('APPROVE');
    expect(decide(policy(), claim(), none, [{ ...same, clinic: 'Other Vets' }]).outcome).toBe('APPROVE');
  });

  test('several claims for the pet within a week, on other days of service', () => {
    const recent = [1, 2, 3].map((i) =>
      older({ id: 10 + i, dateOfService: `2026-02-2${i}`, filedOn: `2026-03-0${i}`, amountCents: 1000 * i }),
    );
    expect(decide(policy(), claim(), none, recent)).toMatchObject({
      outcome: 'REVIEW',
      reasons: [{ code: 'MANY_RECENT_CLAIMS' }],
    });
    expect(decide(policy(), claim(), none, recent.slice(0, 2)).outcome).toBe('APPROVE');
    // Items of the visit itself (same day of service) are one visit, not several claims.
    const sameVisit = recent.map((o) => ({ ...o, dateOfService: '2026-03-02' }));
    expect(decide(policy(), claim(), none, sameVisit).outcome).toBe('APPROVE');
  });

  test('signs before the cover started', () => {
    expect(decide(policy(), claim({ signsBeforeCover: true }), none, [older()])).toMatchObject({
      outcome: 'REVIEW',
      reasons: [{ code: 'POSSIBLY_PRE_EXISTING' }],
    });
  });

  test('a denial on a checkable fact comes before any review', () => {
    const d = decide(policy(), claim({ dateOfService: '2026-01-10', amountCents: 500_000 }), none, []);
    expect(d.outcome).toBe('DENY');
  });
});

// --- Properties over any sequence of claims on one policy ---------------------------------------------------------

const insuranceTerms = fc.record({
  deductibleCents: fc.constantFrom(0, 10_000, 25_000, 50_000, 75_000, 100_000),
  coinsurancePercent: fc.constantFrom(0, 10, 20, 30),
  annualLimitCents: fc.option(fc.integer({ min: 100_000, max: 2_000_000 }), { nil: null }),
});

const insuranceClaims = fc.array(
  fc.record({
    condition: fc.constantFrom('ACCIDENT' as const, 'ILLNESS' as const, 'CRUCIATE_LIGAMENT' as const),
    amountCents: fc.integer({ min: 1, max: 800_000 }),
    day: fc.integer({ min: 0, max: 364 }),
    // What an adjuster does with a claim the engine passes on: approve the proposal, approve less, or deny.
    adjuster: fc.constantFrom('PROPOSAL' as const, 'HALF' as const, 'DENY' as const),
  }),
  { minLength: 1, maxLength: 40 },
);

const dayAfter = (start: string, days: number) =>
  new Date(Date.parse(`${start}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

test('property: over any sequence of insurance claims, the year never pays more than the limit, the deductible is taken once, and each payout is the formula', () => {
  fc.assert(
    fc.property(insuranceTerms, insuranceClaims, (t, claims) => {
      const terms = policy({ ...t });
      let deductibleTaken = 0;
      let paid = 0;
      let coveredBills = 0;
      const others: OtherClaim[] = [];
      claims.forEach((c, i) => {
        const item = claim({
          id: i + 1,
          condition: c.condition,
          amountCents: c.amountCents,
          dateOfService: dayAfter(terms.startDate, c.day),
          filedOn: dayAfter(terms.startDate, c.day),
          clinic: `Clinic ${i}`,
        });
        const d = decide(terms, item, { deductibleCents: deductibleTaken, paidCents: paid }, others);
        let approved: { amountCents: number; deductibleAppliedCents: number } | null = null;
        if (d.outcome === 'APPROVE') approved = d;
        if (d.outcome === 'REVIEW' && c.adjuster !== 'DENY') {
          // An adjuster may approve at most the proposal (payableFor), which is what the API enforces.
          const max = payableFor(terms, item, { deductibleCents: deductibleTaken, paidCents: paid });
          expect(d.proposal).toEqual(max);
          approved = {
            amountCents: c.adjuster === 'HALF' ? Math.floor(max.amountCents / 2) : max.amountCents,
            deductibleAppliedCents: max.deductibleAppliedCents,
          };
        }
        if (d.outcome === 'DENY') expect(d.reason).toBe('WAITING_PERIOD');
        others.push({
          ...older(),
          id: item.id,
          status: approved ? 'PAID' : 'DENIED',
          dateOfService: item.dateOfService,
        });
        if (!approved) return;
        // The formula, written out independently: deductible left, then the share rounded half up, then the limit.
        const expectedDeductible = Math.min(c.amountCents, Math.max(0, terms.deductibleCents - deductibleTaken));
        const share = (c.amountCents - expectedDeductible) * (100 - terms.coinsurancePercent);
        const byShare = Math.floor((share + 50) / 100);
        const limitLeft = terms.annualLimitCents === null ? Infinity : terms.annualLimitCents - paid;
        expect(approved.deductibleAppliedCents).toBe(expectedDeductible);
        if (d.outcome === 'APPROVE' || c.adjuster === 'PROPOSAL') {
          expect(approved.amountCents).toBe(Math.min(byShare, limitLeft));
        }
        deductibleTaken += approved.deductibleAppliedCents;
        paid += approved.amountCents;
        coveredBills += c.amountCents;
      });
      if (terms.annualLimitCents !== null) expect(paid).toBeLessThanOrEqual(terms.annualLimitCents);
      // Taken once: never more than the deductible, and all of it before anything is reimbursed.
      expect(deductibleTaken).toBe(Math.min(terms.deductibleCents, coveredBills));
    }),
    { numRuns: 300 },
  );
});

test('property: over any sequence of wellness items, no item ever pays more than its allowance', () => {
  const services = ['WELLNESS_EXAM', 'VACCINATIONS', 'DENTAL_CLEANING'] as const;
  fc.assert(
    fc.property(
      fc.array(fc.record({ service: fc.constantFrom(...services), amountCents: fc.integer({ min: 1, max: 12_000 }) }), {
        minLength: 1,
        maxLength: 30,
      }),
      (items) => {
        const terms = wellness();
        const used: Record<string, number> = {};
        items.forEach((it, i) => {
          const item = claim({ id: i + 1, condition: null, wellnessService: it.service, amountCents: it.amountCents });
          const before = used[it.service] ?? 0;
          const d = decide(terms, item, { deductibleCents: 0, paidCents: before }, []);
          const allowance = terms.allowances.find((a) => a.service === it.service);
          if (!allowance) {
            expect(d).toMatchObject({ outcome: 'DENY', reason: 'NOT_IN_PLAN' });
            return;
          }
          if (before >= allowance.annualAllowanceCents) {
            expect(d).toMatchObject({ outcome: 'DENY', reason: 'ALLOWANCE_USED_UP' });
            return;
          }
          expect(d.outcome).toBe('APPROVE');
          const amount = d.outcome === 'APPROVE' ? d.amountCents : 0;
          expect(amount).toBe(Math.min(it.amountCents, allowance.annualAllowanceCents - before));
          used[it.service] = before + amount;
        });
        for (const a of terms.allowances) expect(used[a.service] ?? 0).toBeLessThanOrEqual(a.annualAllowanceCents);
      },
    ),
    { numRuns: 300 },
  );
});

test('the default threshold is $1,000', () => {
  expect(DEFAULT_ENGINE_CONFIG.autoApproveMaxCents).toBe(100_000);
});
