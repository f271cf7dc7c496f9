// "Why this price": each rating factor of a pet's quote in plain words, with the multiplier the API used.
// No insurer explains its price; we show the arithmetic. Words only describe what the factor says
// (higher or lower than our reference), never a cause the rating table does not know.
import { US_STATE_NAMES, type QuotedPet, type UsState } from '@tailwise/shared/contract';
import { formatCents, formatWholeDollars } from '@tailwise/shared/format';

export interface FactorLine {
  id: 'base' | 'breed' | 'age' | 'region' | 'deductible' | 'reimbursement' | 'limit';
  label: string;
  explanation: string;
  /** "×1.25"; the base line shows the starting price instead. */
  value: string;
}

export const formatFactor = (f: number): string => `×${f.toFixed(2)}`;

const species = (petType: 0 | 1) => (petType === 0 ? 'dog' : 'cat');

/** "Golden Retriever" → "Golden Retrievers", "Husky" → "Huskies", "Bichon Frise" → "Bichon Frises". */
export function pluralBreed(name: string): string {
  const n = name.trim();
  if (/(s|x|z|ch|sh)$/i.test(n)) return `${n}es`;
  if (/[^aeiou]y$/i.test(n)) return `${n.slice(0, -1)}ies`;
  return `${n}s`;
}

function compare(f: number, more: string, less: string, same: string): string {
  if (f > 1.0001) return more;
  if (f < 0.9999) return less;
  return same;
}

/** Kept under this name for the price screen; the table is the contract's. */
export const STATE_NAMES = US_STATE_NAMES;

/** The plain-words lines for one pet's insurance; empty when the pet has no insurance. */
export function explainFactors(pet: QuotedPet, state: UsState): FactorLine[] {
  const ins = pet.insurance;
  if (!ins) return [];
  const f = ins.factors;
  const kind = species(pet.petType);
  const breedIsMixed = /mixed|not sure|unknown/i.test(pet.breedName);
  const breedSubject = breedIsMixed ? `Mixed-breed ${kind}s` : pluralBreed(pet.breedName);
  const where = STATE_NAMES[state];
  const ageText = pet.age === 0 ? 'Under a year old' : `At ${pet.age} year${pet.age === 1 ? '' : 's'} old`;

  return [
    {
      id: 'base',
      label: 'Starting price',
      explanation: `Every ${kind} policy starts here, for a ${kind} of average breed and age.`,
      value: `${formatCents(f.baseMonthlyCents)}/mo`,
    },
    {
      id: 'breed',
      label: 'Breed',
      explanation: compare(
        f.breed,
        `${breedSubject} have more vet claims than the average ${kind}.`,
        `${breedSubject} have fewer vet claims than the average ${kind}.`,
        `${breedSubject} claim about as much as the average ${kind}.`,
      ),
      value: formatFactor(f.breed),
    },
    {
      id: 'age',
      label: 'Age',
      explanation: compare(
        f.age,
        `${ageText}, ${kind}s need the vet more often than at 4, our reference age.`,
        `${ageText}, ${kind}s need the vet less often than at 4, our reference age.`,
        `${ageText}, ${kind}s are at our reference age.`,
      ),
      value: formatFactor(f.age),
    },
    {
      id: 'region',
      label: 'Where you live',
      explanation: compare(
        f.region,
        `Vet care in ${where} costs more than the US average.`,
        `Vet care in ${where} costs less than the US average.`,
        `Vet care in ${where} costs about the US average.`,
      ),
      value: formatFactor(f.region),
    },
    {
      id: 'deductible',
      label: 'Deductible',
      explanation: compare(
        f.deductible,
        `With a ${formatWholeDollars(ins.deductible)} deductible we start paying sooner each year, so the premium is higher.`,
        `With a ${formatWholeDollars(ins.deductible)} deductible you pay more of each year's first bills, so the premium is lower.`,
        `You pay the first ${formatWholeDollars(ins.deductible)} of vet bills each year; this is our standard deductible.`,
      ),
      value: formatFactor(f.deductible),
    },
    {
      id: 'reimbursement',
      label: 'Reimbursement',
      explanation: compare(
        f.coinsurance,
        `We pay back ${ins.reimbursementPercent}% of each covered bill, more than our standard 90%.`,
        `We pay back ${ins.reimbursementPercent}% of each covered bill and you pay ${ins.coinsurancePercent}%, so the premium is lower.`,
        `We pay back ${ins.reimbursementPercent}% of each covered bill; you pay ${ins.coinsurancePercent}%.`,
      ),
      value: formatFactor(f.coinsurance),
    },
    {
      id: 'limit',
      label: 'Yearly limit',
      explanation:
        ins.isUncapped || ins.annualLimitCents === null
          ? 'No yearly limit on what we pay back, so the premium is higher.'
          : `We pay back up to ${formatCents(ins.annualLimitCents, { whole: true })} a year.`,
      value: formatFactor(f.annualLimit),
    },
  ];
}

/** The product of the factors times the base: the list price before discounts, for checking the lines add up. */
export function factorProductCents(pet: QuotedPet): number | null {
  const ins = pet.insurance;
  if (!ins) return null;
  const f = ins.factors;
  return Math.round(f.baseMonthlyCents * f.breed * f.age * f.region * f.deductible * f.coinsurance * f.annualLimit);
}
