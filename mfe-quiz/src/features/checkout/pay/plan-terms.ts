// What review and pay says is bought and when it is paid, as rows of text, from the quote the pay button
// charges: each pet's deductible, reimbursement, yearly limit, waiting periods and wellness allowance, then
// the first charge, the recurring amount and the day cover starts. Pure, so every case has a test.
import type { Quote, WellnessPlan } from '@tailwise/shared/contract';
import { COVER_START_RULE, waitingPeriodsSentence } from '@tailwise/shared/contract/cover';
import { formatCents, formatLocalDateWithWeekday, formatWholeDollars } from '@tailwise/shared/format';
import { coverDates, plural } from '../../price/cover-dates';
import { intervalWord } from '../../price/money';

export interface TermRow {
  label: string;
  value: string;
  /** A line under the row, across its width (what a wellness allowance covers). */
  note?: string;
}

export interface PetTerms {
  name: string;
  rows: TermRow[];
}

/** One wellness plan's yearly allowances, summed, with the services they cover. */
function allowanceRow(name: string, plan: WellnessPlan | undefined): TermRow {
  const label = `${name} wellness allowance`;
  if (!plan) return { label, value: 'Loading…' };
  const totalCents = plan.allowances.reduce((sum, a) => sum + a.annualAllowanceCents, 0);
  // Mid-sentence, an ordinary first word is lower-cased; an acronym ("FeLV/FIV test") keeps its capitals.
  const services = plan.allowances.map((a) => a.label.replace(/^[A-Z](?=[a-z]*\b)/, (c) => c.toLowerCase())).join(', ');
  return { label, value: `${formatCents(totalCents, { whole: true })} a year`, note: `Routine care: ${services}` };
}

/**
 * Each pet's terms, in the quote's order. `wellnessPlans` are the tiers (undefined while they load: the
 * allowance row is then in place, its figure loading).
 */
export function petTerms(
  quote: Quote,
  names: readonly string[],
  wellnessPlans: readonly WellnessPlan[] | undefined,
): PetTerms[] {
  const waiting = quote.waitingPeriods;
  return quote.pets.map((pet, i) => {
    const rows: TermRow[] = [];
    const insurance = pet.insurance;
    if (insurance) {
      rows.push(
        { label: 'Deductible', value: `${formatWholeDollars(insurance.deductible)} a year` },
        { label: 'Reimbursement', value: `${insurance.reimbursementPercent}%` },
        {
          label: 'Yearly limit',
          value:
            insurance.isUncapped || insurance.annualLimitCents === null
              ? 'No limit'
              : formatCents(insurance.annualLimitCents, { whole: true }),
        },
        { label: 'Waiting period, accidents', value: plural(waiting.accidentDays, 'day') },
        { label: 'Waiting period, illnesses', value: plural(waiting.illnessDays, 'day') },
        { label: 'Waiting period, cruciate ligament', value: plural(waiting.cruciateLigamentMonths, 'month') },
      );
    }
    if (pet.wellness) {
      const planId = pet.wellness.planId;
      rows.push(
        allowanceRow(
          pet.wellness.name,
          wellnessPlans?.find((p) => p.id === planId),
        ),
      );
    }
    return { name: names[i] ?? pet.name ?? `Pet ${i + 1}`, rows };
  });
}

export interface BillingTerms {
  first: TermRow;
  recurring: TermRow;
  start: TermRow;
}

/**
 * What is paid today and after, and when cover starts. A card pays the total today and the same total each
 * interval after (billing charges every period what checkout charged); payroll takes it from pay instead.
 */
export function billingTerms(
  quote: Quote,
  { payroll, now = new Date() }: { payroll: boolean; now?: Date },
): BillingTerms {
  const every = `${formatCents(quote.totalCents)} every ${intervalWord(quote.billingInterval)}`;
  return {
    first: payroll
      ? { label: 'Today', value: 'Nothing to pay' }
      : { label: 'First charge, today', value: formatCents(quote.totalCents) },
    recurring: payroll ? { label: 'From your pay', value: every } : { label: 'Then', value: every },
    // The one rule (the contract's), beside the date it gives, so review and pay says it as every page does.
    start: {
      label: 'Cover starts',
      value: formatLocalDateWithWeekday(coverDates(quote.waitingPeriods, now).start),
      note: `${COVER_START_RULE}. ${waitingPeriodsSentence(quote.waitingPeriods)}.`,
    },
  };
}
