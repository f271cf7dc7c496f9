// The one rule for the start of cover and the end of each waiting period, as every page, email and PDF states it.
import {
  COVER_START_RULE,
  coverDatesForPurchase,
  coverRuleText,
  coverStart,
  coverStartRule,
  purchaseIsoDate,
  WAITING_PERIODS,
  WAITING_PERIODS_SENTENCE,
  waitingPeriodEnds,
  waitingPeriodsSentence,
} from './cover';

describe('cover start', () => {
  it('is the day of purchase, not the day after', () => {
    expect(coverStart('2026-11-27')).toBe('2026-11-27');
  });

  it('takes the purchase day as the API records it: the UTC calendar day', () => {
    expect(purchaseIsoDate(new Date('2026-11-27T23:59:59Z'))).toBe('2026-11-27');
    expect(purchaseIsoDate(new Date('2026-11-28T00:00:00Z'))).toBe('2026-11-28');
  });
});

describe('waiting periods', () => {
  it('end 3 days (accidents), 14 days (illnesses) and 6 months (cruciate) after the start; wellness at once', () => {
    expect(WAITING_PERIODS).toEqual({ accidentDays: 3, illnessDays: 14, cruciateLigamentMonths: 6 });
    expect(coverDatesForPurchase('2026-12-01')).toEqual({
      start: '2026-12-01',
      accident: '2026-12-04',
      illness: '2026-12-15',
      cruciate: '2027-06-01',
      wellness: '2026-12-01',
    });
  });

  it('cross a month and a year, and clamp months to a shorter month', () => {
    expect(waitingPeriodEnds('2025-12-30')).toMatchObject({ accident: '2026-01-02', illness: '2026-01-13' });
    expect(waitingPeriodEnds('2025-08-31').cruciate).toBe('2026-02-28');
    expect(waitingPeriodEnds('2023-08-31').cruciate).toBe('2024-02-29');
  });
});

it('states the rule in words every page uses', () => {
  expect(COVER_START_RULE).toBe('Cover starts on the day you buy');
  expect(COVER_START_RULE).toBe(coverStartRule('you'));
  expect(coverStartRule('they')).toBe('Cover starts on the day they buy');
  expect(WAITING_PERIODS_SENTENCE).toBe(waitingPeriodsSentence(WAITING_PERIODS));
  expect(coverRuleText()).toBe(
    'Cover starts on the day you buy. Accidents are covered after 3 days, illnesses after 14 days and cruciate ' +
      'ligament conditions after 6 months, counted from that day; wellness plans have no waiting period.',
  );
});
