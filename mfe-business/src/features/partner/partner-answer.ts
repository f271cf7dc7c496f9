// The partner's flags (GET /partners/{ri}) as a promise the landing page suspends on (React's `use`): the page
// counts as rendered only once its content, whose size those flags decide, is on screen, so nothing drawn
// before it (the footer) is pushed down. It is the page's only call, so it needs no React Query.
import { fetchPartner, LONG_STALE_TIME, type ApiClient } from '@tailwise/shared';
import type { Partner } from '@tailwise/shared/contract';

/** The partner whose landing page is /enroll/medmutual-pet (its `ri`). */
export const PARTNER_RI = 'medmutual-pet';

export type PartnerAnswer = { partner: Partner; error?: undefined } | { partner?: undefined; error: Error };

interface Entry {
  answer: Promise<PartnerAnswer>;
  askedAt: number;
  failed: boolean;
}

// Per API client, as React Query's cache was per app: tests each bring their own client and answers.
const answers = new WeakMap<ApiClient, Map<string, Entry>>();

/** The same promise for a partner while its answer is fresh (ten minutes, as for groups), so a suspended render can retry. */
export function partnerAnswer(client: ApiClient, ri: string, now = Date.now()): Promise<PartnerAnswer> {
  let byRi = answers.get(client);
  if (!byRi) answers.set(client, (byRi = new Map()));
  const known = byRi.get(ri);
  if (known && now - known.askedAt < LONG_STALE_TIME) return known.answer;
  const entry: Entry = {
    askedAt: now,
    failed: false,
    answer: fetchPartner(client, ri).then(
      (partner) => ({ partner }),
      (error: unknown) => {
        entry.failed = true;
        return { error: error instanceof Error ? error : new Error('Something went wrong') };
      },
    ),
  };
  byRi.set(ri, entry);
  return entry.answer;
}

/** Once a failure has been shown: the next visit asks again instead of showing it from memory. */
export function forgetFailedPartner(client: ApiClient, ri: string): void {
  const byRi = answers.get(client);
  if (byRi?.get(ri)?.failed) byRi.delete(ri);
}
