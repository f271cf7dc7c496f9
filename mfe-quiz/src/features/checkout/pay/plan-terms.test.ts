// What review and pay says is bought, per pet, and what is charged when: read off the quote the pay button
// charges, so the terms shown are the ones bought.
import { COVER_START_RULE, waitingPeriodsSentence } from '@tailwise/shared/contract/cover';
import { fixtures } from '@tailwise/shared/testing';
import { billingTerms, petTerms } from './plan-terms';

const wellness = (planId: string, name: string) => ({
  planId,
  code: name.toLowerCase(),
  name,
  listMonthlyCents: 2500,
  listCents: 2500,
  discounts: [],
  priceCents: 2500,
});
const insured = fixtures.quotedPet({
  index: 0,
  name: 'Rex',
  insurance: {
    ...fixtures.quotedPet().insurance!,
    deductible: 500,
    coinsurancePercent: 20,
    reimbursementPercent: 80,
    isUncapped: false,
    annualLimitCents: 1_000_000,
  },
  wellness: null,
  totalCents: 4000,
});
const uncappedWithWellness = fixtures.quotedPet({
  index: 1,
  name: 'Miso',
  insurance: { ...fixtures.quotedPet().insurance!, isUncapped: true, annualLimitCents: null, reimbursementPercent: 90 },
  wellness: wellness('cat-classic', 'Classic'),
  totalCents: 3876,
});
const wellnessOnly = fixtures.quotedPet({
  index: 2,
  insurance: null,
  wellness: wellness('dog-premium', 'Premium'),
  totalCents: 2000,
});
const quote = fixtures.quote({
  pets: [insured, uncappedWithWellness, wellnessOnly],
  waitingPeriods: { accidentDays: 3, illnessDays: 14, cruciateLigamentMonths: 6 },
  billingInterval: 'month',
});
const plans = fixtures.wellnessPlans();

describe('petTerms', () => {
  const terms = petTerms(quote, ['Rex', 'Miso', 'Pet 3'], plans);

  it('gives each insured pet its deductible, reimbursement, yearly limit and waiting periods', () => {
    expect(terms[0]).toEqual({
      name: 'Rex',
      rows: [
        { label: 'Deductible', value: '$500 a year' },
        { label: 'Reimbursement', value: '80%' },
        { label: 'Yearly limit', value: '$10,000' },
        { label: 'Waiting period, accidents', value: '3 days' },
        { label: 'Waiting period, illnesses', value: '14 days' },
        { label: 'Waiting period, cruciate ligament', value: '6 months' },
      ],
    });
  });

  it('says an uncapped plan has no yearly limit, and adds the wellness plan’s yearly allowance', () => {
    expect(terms[1]!.rows).toContainEqual({ label: 'Yearly limit', value: 'No limit' });
    expect(terms[1]!.rows.at(-1)).toEqual({
      label: 'Classic wellness allowance',
      value: '$110 a year',
      note: 'Routine care: wellness exam, vaccinations',
    });
  });

  it('shows a wellness-only pet its allowance and no insurance terms', () => {
    expect(terms[2]).toEqual({
      name: 'Pet 3',
      rows: [
        {
          label: 'Premium wellness allowance',
          value: '$110 a year',
          note: 'Routine care: wellness exam, vaccinations',
        },
      ],
    });
  });

  it('keeps an acronym’s capitals in the services an allowance covers', () => {
    const felv = plans.map((p) => ({
      ...p,
      allowances: [{ service: 'HEARTWORM_OR_FELV_TEST' as const, label: 'FeLV/FIV test', annualAllowanceCents: 4500 }],
    }));
    expect(petTerms(quote, ['Rex', 'Miso', 'Pet 3'], felv)[2]!.rows[0]!.note).toBe('Routine care: FeLV/FIV test');
  });

  it('still names the wellness plan while the tiers are loading', () => {
    expect(petTerms(quote, ['Rex', 'Miso', 'Pet 3'], undefined)[2]!.rows).toEqual([
      { label: 'Premium wellness allowance', value: 'Loading…' },
    ]);
  });
});

describe('billingTerms', () => {
  const today = new Date(2026, 0, 31, 15, 0);

  it('charges a card the total today, then the same total every interval, with cover from today', () => {
    expect(billingTerms(quote, { payroll: false, now: today })).toEqual({
      first: { label: 'First charge, today', value: '$98.76' },
      recurring: { label: 'Then', value: '$98.76 every month' },
      start: {
        label: 'Cover starts',
        value: 'Sat, Jan 31, 2026',
        note: `${COVER_START_RULE}. ${waitingPeriodsSentence()}.`,
      },
    });
  });

  it('takes payroll from pay, with nothing charged today', () => {
    const yearly = { ...quote, billingInterval: 'year' as const };
    expect(billingTerms(yearly, { payroll: true, now: today })).toEqual({
      first: { label: 'Today', value: 'Nothing to pay' },
      recurring: { label: 'From your pay', value: '$98.76 every year' },
      start: {
        label: 'Cover starts',
        value: 'Sat, Jan 31, 2026',
        note: `${COVER_START_RULE}. ${waitingPeriodsSentence()}.`,
      },
    });
  });
});
