// What a saved quote's link (/onboard?lid=…) asks for, readable without the restore's own code (React Query,
// zod): the page and the preload decide from it alone whether to load the restore at all.
import { readStored, storageKeys } from '@tailwise/shared';

/** The query parameter a saved quote's link carries its lead id in. */
export const LEAD_LINK_PARAM = 'lid';

/** The lead id in the link: a numeric id or the lead's uuid (the form GET /leads/{id} accepts). */
export function leadIdFromSearch(search: string): string | null {
  const lid = new URLSearchParams(search).get(LEAD_LINK_PARAM)?.trim();
  return lid && /^(\d{1,10}|[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12})$/.test(lid)
    ? lid
    : null;
}

/** The marker for a link already handled in this tab, so a refresh or Back does not restore over edits. */
export const restoredMarkerFor = (lid: string) => `lead:${lid.toLowerCase()}`;

/** The link's lead id while it still has to be restored in this tab, else null. */
export function leadToRestore(search: string): string | null {
  const lid = leadIdFromSearch(search);
  return lid !== null && readStored(storageKeys.restoredLeadLink) !== restoredMarkerFor(lid) ? lid : null;
}
