// Marks a query whose last answer the shell keeps for the customer's next visit, so their page draws it while
// Firebase restores the session and the API answers again. The tag names the API contract the reading build was made
// with (every response is in its shapes): a kept answer is only given back to a build of the same contract, whichever
// app it is (the dashboard keeps the pets the upsell reads), so a release that changes a shape never reads an old one.
export const NEXT_VISIT_META_KEY = 'keepForNextVisit';

/** `meta` for a query kept for the next visit. Only for one customer's own, small, read-only data. */
export const keepForNextVisit = { [NEXT_VISIT_META_KEY]: `contract@${__CONTRACT_VERSION__}` } as const;

/** The tag a query's meta carries, or null when the query is not kept. */
export function nextVisitTag(meta: Readonly<Record<string, unknown>> | undefined): string | null {
  const tag = meta?.[NEXT_VISIT_META_KEY];
  return typeof tag === 'string' && tag !== '' ? tag : null;
}
