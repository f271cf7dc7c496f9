// The one rule for when cover starts and when each waiting period ends. The API dates every agreement with it
// (start date and coverage dates, which billing and the claims decision read), and every page, email, the
// declarations PDF and the FAQ state it from here, so no screen promises a day the claims decision won't keep.
// Its own subpath (@tailwise/shared/contract/cover), outside the contract's index, so a prerendered page that
// states the rule loads no schema with it.

/** How long after cover starts each kind of insurance claim is covered. */
export const WAITING_PERIODS = { accidentDays: 3, illnessDays: 14, cruciateLigamentMonths: 6 } as const;

export interface WaitingPeriodLengths {
  accidentDays: number;
  illnessDays: number;
  cruciateLigamentMonths: number;
}

/** A wellness plan pays for routine care from the day cover starts. */
export const WELLNESS_WAITING_DAYS = 0;

/** The day a purchase made at `at` is recorded on: its calendar day in UTC (isoDate), as the API dates agreements. */
export const purchaseIsoDate = (at: Date): string => at.toISOString().slice(0, 10);

/**
 * Cover starts on the day of purchase, from its first moment: a vet visit that day is inside the cover (only
 * the waiting periods below apply), and the agreement's start date is that day.
 */
export const coverStart = (purchaseDay: string): string => purchaseDay;

/** An isoDate plus whole days. */
export function addIsoDays(isoDate: string, days: number): string {
  const d = new Date(`${isoDate}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** An isoDate plus whole months, clamped to the month's last day (Aug 31 + 6 months = Feb 28). */
export function addIsoMonths(isoDate: string, months: number): string {
  const d = new Date(`${isoDate}T00:00:00Z`);
  const day = d.getUTCDate();
  d.setUTCDate(1);
  d.setUTCMonth(d.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0)).getUTCDate();
  d.setUTCDate(Math.min(day, lastDay));
  return d.toISOString().slice(0, 10);
}

/** The first day each kind of claim is covered (isoDates). */
export interface CoverDates {
  start: string;
  accident: string;
  illness: string;
  cruciate: string;
  wellness: string;
}

/** When each waiting period ends, for cover starting on `startIsoDate`: the first day that kind of claim is paid. */
export function waitingPeriodEnds(startIsoDate: string, periods: WaitingPeriodLengths = WAITING_PERIODS): CoverDates {
  return {
    start: startIsoDate,
    accident: addIsoDays(startIsoDate, periods.accidentDays),
    illness: addIsoDays(startIsoDate, periods.illnessDays),
    cruciate: addIsoMonths(startIsoDate, periods.cruciateLigamentMonths),
    wellness: addIsoDays(startIsoDate, WELLNESS_WAITING_DAYS),
  };
}

/** Every date of cover for a purchase on `purchaseDay` (isoDate). */
export const coverDatesForPurchase = (purchaseDay: string, periods: WaitingPeriodLengths = WAITING_PERIODS) =>
  waitingPeriodEnds(coverStart(purchaseDay), periods);

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/** The rule in words, for the one who buys ('you') or, on the employer's pages, for their employees ('they'). */
export const coverStartRule = (who: 'you' | 'they' = 'you') => `Cover starts on the day ${who} buy`;
/** Written out (a test keeps it equal to coverStartRule()), so a page's first render carries a string, not the code. */
export const COVER_START_RULE = 'Cover starts on the day you buy';
/** The start day named where a date is shown beside it ("Nov 27, 2026, the day of purchase"). */
export const COVER_START_DAY = 'the day of purchase';

/** Each insurance waiting period as a length ("14 days"), with the kind of claim it holds back. */
export function waitingPeriodRows(periods: WaitingPeriodLengths = WAITING_PERIODS) {
  return [
    { kind: 'ACCIDENT', label: 'Accidents', length: plural(periods.accidentDays, 'day') },
    { kind: 'ILLNESS', label: 'Illnesses', length: plural(periods.illnessDays, 'day') },
    {
      kind: 'CRUCIATE_LIGAMENT',
      label: 'Cruciate ligament',
      length: plural(periods.cruciateLigamentMonths, 'month'),
    },
  ] as const;
}

/** "Accidents are covered after 3 days, illnesses after 14 days and cruciate ligament conditions after 6 months". */
export function waitingPeriodsSentence(periods: WaitingPeriodLengths = WAITING_PERIODS): string {
  const [accident, illness, cruciate] = waitingPeriodRows(periods);
  return (
    `Accidents are covered after ${accident.length}, illnesses after ${illness.length} and cruciate ligament ` +
    `conditions after ${cruciate.length}`
  );
}

/** waitingPeriodsSentence() for our waiting periods, written out (a test keeps them equal) for the home page's first render. */
export const WAITING_PERIODS_SENTENCE =
  'Accidents are covered after 3 days, illnesses after 14 days and cruciate ligament conditions after 6 months';

/** The whole rule in two sentences: when cover starts, then the waiting periods counted from that day. */
export function coverRuleText(periods: WaitingPeriodLengths = WAITING_PERIODS): string {
  return `${COVER_START_RULE}. ${waitingPeriodsSentence(periods)}, counted from that day; wellness plans have no waiting period.`;
}
