// A claim's story in steps, worked out apart from the page so the words each step uses can be tested as they read.
import { CLAIM_REVIEW_WORKING_DAYS, type Claim, type ClaimStatus } from '@tailwise/shared/contract';
import { formatCents } from '@tailwise/shared/format';

export interface TimelineStep {
  /** The status the claim reached at this step; null for a step still to come. */
  status: ClaimStatus | null;
  /** What happened, in words: "Filed", "Approved · $162.00", "Paid to Visa ending 4242". */
  title: string;
  /** When it happened; null for a step still to come. */
  at: string | null;
  /** The API's words for the step, or for a step to come what to expect. */
  note: string | null;
}

type TimelineClaim = Pick<Claim, 'status' | 'history' | 'decision' | 'payout' | 'paidCents'>;

function reachedTitle(claim: TimelineClaim, status: ClaimStatus, previous: ClaimStatus | null): string {
  switch (status) {
    case 'SUBMITTED':
      return 'Filed';
    case 'IN_REVIEW':
      if (previous === 'DENIED') return 'Appeal received';
      if (previous === 'INFO_REQUESTED') return 'Documents received';
      return 'Passed to a person';
    case 'INFO_REQUESTED':
      return 'Information requested';
    case 'APPROVED': {
      // APPROVED leads only to PAID, so the latest decision is this approval.
      const approvedCents = claim.decision?.outcome === 'APPROVED' ? claim.decision.approvedCents : null;
      return approvedCents === null ? 'Approved' : `Approved · ${formatCents(approvedCents)}`;
    }
    case 'DENIED':
      return 'Denied';
    case 'PAID':
      if (claim.payout) return `Paid ${formatCents(claim.payout.amountCents)} to ${claim.payout.paidTo}`;
      // The deductible took the whole bill, or the yearly limit was used up: the claim closes with no payment.
      return claim.paidCents === 0 ? 'Closed: nothing to pay' : 'Paid';
  }
}

const next = (title: string, note: string | null = null): TimelineStep => ({ status: null, title, at: null, note });

/** What is still to come from where the claim stands; a denied or paid claim has nothing more. */
function stepsToCome(status: ClaimStatus): TimelineStep[] {
  switch (status) {
    case 'SUBMITTED':
      return [next('Decision', 'Most claims are decided in seconds.'), next('Payment')];
    case 'IN_REVIEW':
      return [next('Decision', `A person answers within ${CLAIM_REVIEW_WORKING_DAYS} working days.`), next('Payment')];
    case 'INFO_REQUESTED':
      return [next('Your documents', 'Send what we asked for, above.'), next('Decision'), next('Payment')];
    case 'APPROVED':
      return [next('Payment', 'On its way to you.')];
    case 'DENIED':
    case 'PAID':
      return [];
  }
}

/**
 * The API's notes often start with what the title already says ("Denied: …", "Appeal received: …", or the whole
 * "Paid $162.00 to Visa ending 4242"): the title says it once, the note keeps the rest.
 */
function withoutTitle(note: string | null, title: string): string | null {
  if (note === null || note === title) return null;
  const lead = `${title.split(' · ')[0]}: `;
  if (!note.startsWith(lead) || note.length === lead.length) return note;
  const rest = note.slice(lead.length);
  return rest.charAt(0).toUpperCase() + rest.slice(1);
}

/** Every step from the history, oldest first, then the ones still to come. */
export function timelineSteps(claim: TimelineClaim): TimelineStep[] {
  const done = claim.history.map((entry, index) => {
    const title = reachedTitle(claim, entry.status, claim.history[index - 1]?.status ?? null);
    return { status: entry.status, title, at: entry.at, note: withoutTitle(entry.note, title) };
  });
  return [...done, ...stepsToCome(claim.status)];
}
