// Puts a returning customer's kept answers into the one QueryClient while Firebase restores their session, and keeps
// the answers of their queries as the API gives them. Loaded after the page has started: nothing here is needed to
// draw it, and React Query is only typed here, never imported.
import { nextVisitTag } from '@tailwise/shared/queries/next-visit';
import type { Query, QueryClient } from '@tanstack/react-query';
// In this chunk, not one of its own: a page being left has no time to load one, and each chunk adds to every page's
// first script (its name in the runtime's list).
import { keepLastPage } from './keep-last-page';
import {
  readLastVisit,
  isEntry,
  writeLastVisit,
  type LastVisit,
  type LastVisitEntry,
  type LastVisitUser,
} from './last-visit-store';

export { readLastVisit };

export interface Restoring {
  /** Whose answers they are. */
  user: LastVisitUser;
  /** Firebase has answered: the same customer gets every restored query fetched again, anyone else loses them. */
  settle(confirmedUid: string | null): void;
}

/**
 * Gives each query the page creates, or has created, the answer kept for it: only while nothing newer is there, and only
 * to a build of the same API contract (the tag). The answers keep their age, so they count as stale.
 */
export function restoreLastVisit(client: QueryClient, visit: LastVisit): Restoring {
  const kept = new Map(visit.entries.filter(isEntry).map((entry) => [entry.hash, entry]));
  const restored = new Set<string>();
  const cache = client.getQueryCache();
  const fill = (query: Query) => {
    const entry = kept.get(query.queryHash);
    if (!entry || query.state.data !== undefined || nextVisitTag(query.meta) !== entry.tag) return;
    kept.delete(query.queryHash);
    query.setData(entry.data, { updatedAt: entry.updatedAt, manual: true });
    restored.add(query.queryHash);
  };
  for (const query of cache.getAll()) fill(query);
  const unsubscribe = cache.subscribe((event) => {
    if (event.type === 'added') fill(event.query);
  });
  let settled = false;
  return {
    user: visit.user,
    settle(confirmedUid) {
      if (settled) return;
      settled = true;
      unsubscribe();
      if (confirmedUid === visit.user.uid) {
        void client.refetchQueries({ predicate: (query) => restored.has(query.queryHash) });
        return;
      }
      // Someone else, or no one: everything cached under the last customer's uid goes, kept answers and anything the
      // early page fetched. Each goes once its page lets go of it; removed while still shown, it would be fetched again.
      const lastUid = visit.user.uid;
      const drop = (query: Query) => {
        if (query.queryKey.includes(lastUid) && query.getObserversCount() === 0) cache.remove(query);
      };
      for (const query of cache.getAll()) drop(query);
      const stop = cache.subscribe((event) => {
        if (event.type === 'observerRemoved') drop(event.query);
        if (!cache.getAll().some((query) => query.queryKey.includes(lastUid))) stop();
      });
    },
  };
}

/** The kept answers among the cache's queries: successful, marked by their owner, and the customer's own (keyed by uid). */
export function keptEntries(client: QueryClient, uid: string): LastVisitEntry[] {
  return client
    .getQueryCache()
    .getAll()
    .flatMap((query) => {
      const tag = nextVisitTag(query.meta);
      const { data, dataUpdatedAt, status } = query.state;
      if (!tag || status !== 'success' || data === undefined || !query.queryKey.includes(uid)) return [];
      return [{ hash: query.queryHash, tag, data, updatedAt: dataUpdatedAt }];
    });
}

/**
 * Whether one of `uid`'s queries kept for the next visit has no answer to show: fetching its first, or failed at it
 * (as a fetch in flight does when the customer leaves: the browser cancels it before the page hides).
 */
export function awaitingKeptAnswer(client: QueryClient, uid: string): boolean {
  return client
    .getQueryCache()
    .getAll()
    .some(
      (query) =>
        nextVisitTag(query.meta) !== null &&
        query.queryKey.includes(uid) &&
        query.state.data === undefined &&
        (query.state.fetchStatus === 'fetching' || query.state.status === 'error'),
    );
}

/**
 * Keeps the confirmed customer's answers as they arrive (a burst of them is written once), and the dashboard page
 * they show (keep-last-page.ts): once those answers are drawn, and when the customer leaves or hides the page.
 * Returns the stop.
 */
export function recordLastVisit(client: QueryClient, user: LastVisitUser, delayMs = 500): () => void {
  let timer: ReturnType<typeof setTimeout> | null = null;
  let stopped = false;
  // Not while one of the customer's kept answers has not arrived: that page is not whole (the profile's banner still
  // to come), and a picture of it would be drawn on the next visit, then pushed down by the part the app adds once
  // that answer arrives. The last whole picture stays instead.
  const pageNow = () => {
    if (!stopped && !awaitingKeptAnswer(client, user.uid)) keepLastPage(user.uid, window.location.pathname);
  };
  const write = () => {
    timer = null;
    writeLastVisit(user, keptEntries(client, user.uid));
    pageNow();
  };
  const unsubscribe = client.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated' || event.action.type !== 'success') return;
    if (!nextVisitTag(event.query.meta) || !event.query.queryKey.includes(user.uid)) return;
    timer ??= setTimeout(write, delayMs);
  });
  // Leaving the page (another address, a reload, closing the tab, another app on a phone) keeps what arrived in the
  // last half second too, and the page as it is then.
  const flush = () => {
    if (timer === null) return pageNow();
    clearTimeout(timer);
    write();
  };
  const hidden = () => {
    if (document.visibilityState === 'hidden') flush();
  };
  window.addEventListener('pagehide', flush);
  document.addEventListener('visibilitychange', hidden);
  write();
  return () => {
    stopped = true;
    unsubscribe();
    window.removeEventListener('pagehide', flush);
    document.removeEventListener('visibilitychange', hidden);
    if (timer) clearTimeout(timer);
    timer = null;
  };
}
