// What every email about a claim's decision shares: how it names the claim, and the rows that say which bill it is.
import type { ClaimInReviewData } from '../messages';
import { formatCents, formatDay, possessive } from './layout';
import type { FactRow } from './layout';
import { styles } from './theme';

/** The fields every claim decision's data carries (messages.ts's ClaimRef). */
export type ClaimRefData = Pick<
  ClaimInReviewData,
  'firstName' | 'petName' | 'claimNumber' | 'claimType' | 'amountCents' | 'dateOfService' | 'clinicName' | 'claimUrl'
>;

/** "Biscuit's claim CLM-1A2B3C4D", as subjects and sentences name it. */
export function claimName(data: ClaimRefData): string {
  return `${possessive(data.petName)} claim ${data.claimNumber}`;
}

/** The claim's name in a sentence of the body, its number kept on one line. */
export function ClaimName({ data }: { data: ClaimRefData }) {
  return (
    <>
      {possessive(data.petName)} claim <span style={styles.noWrap}>{data.claimNumber}</span>
    </>
  );
}

/** "the Mar 2, 2026 visit to Riverside Animal Hospital" (no clinic when the claim has none), the date on one line. */
export function Visit({ data }: { data: ClaimRefData }) {
  const clinic = data.clinicName?.trim();
  return (
    <>
      the <span style={styles.noWrap}>{formatDay(data.dateOfService)}</span> visit{clinic ? ` to ${clinic}` : ''}
    </>
  );
}

/** The bill the email is about: number, pet, kind, date, clinic and total. */
export function claimRows(data: ClaimRefData): FactRow[] {
  const clinic = data.clinicName?.trim();
  return [
    ['Claim number', data.claimNumber],
    ['Pet', data.petName],
    ['Type', data.claimType === 'INSURANCE' ? 'Insurance claim' : 'Wellness claim'],
    ['Date of service', formatDay(data.dateOfService)],
    clinic ? ['Clinic', clinic] : null,
    ['Bill total', formatCents(data.amountCents)],
  ];
}

export const CLAIM_REASON = "You're getting this email because of a claim filed from your Tailwise account.";
