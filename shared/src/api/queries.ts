// Query hooks for the calls every app shares, with the spec's freshness (§9). A subpath import
// (@tailwise/shared/queries) so the shared singleton itself does not need React Query; use them
// inside a QueryScope. One QueryClient serves every app, so these keys start with 'shared' and the
// apps change them only through the named invalidators below, never by writing the keys themselves.
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
// By package name: this module is bundled by each app that uses it, while the contexts and the
// client must come from the one shared instance.
// /me/, leads, promos and partners come through the root's fetchers, typed but not parsed: the shell reads /me/ on
// every signed-in page, and parsing it there would add zod (about 25 KB gzip) to each one's first render. The
// parsing versions are @tailwise/shared/fetchers, for code that already carries zod.
import {
  fetchGroupPromo,
  fetchLead,
  fetchMe,
  fetchPartner,
  LONG_STALE_TIME,
  useApiClient,
  useAuthUser,
  type ApiClient,
} from '@tailwise/shared';
import { GroupSchema, MyUnfinishedQuoteSchema, type Group, type UnfinishedQuote } from '@tailwise/shared/contract';
import { keepForNextVisit } from '../query/next-visit';
import { parseResponse } from './call-api';

export { keepForNextVisit, nextVisitTag } from '../query/next-visit';

export const sharedKeys = {
  all: ['shared'] as const,
  me: (uid: string | null) => ['shared', 'me', uid] as const,
  leads: ['shared', 'lead'] as const,
  lead: (id: number | string, uuid: string | null | undefined) => ['shared', 'lead', String(id), uuid ?? null] as const,
  groupPromo: (group: string) => ['shared', 'group-promo', group] as const,
  partner: (ri: string) => ['shared', 'partner', ri] as const,
  group: (groupId: string) => ['shared', 'group', groupId] as const,
  pets: (uid: string | null) => ['shared', 'pets', uid] as const,
  unfinishedQuote: (uid: string | null) => ['shared', 'unfinished-quote', uid] as const,
  /** Searches stay per app (the business remote and the quiz each keep their own), so this key starts with the app. */
  employerSearch: (app: string, q: string) => [app, 'employer-search', q] as const,
};

/** The wallet, profile or cover changed (a card, a seat, a cancellation, a verified email). */
export const invalidateMe = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ queryKey: sharedKeys.me(null).slice(0, 2) });

/** A pet was added or edited: every app's list of the customer's pets. */
export const invalidatePets = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ queryKey: sharedKeys.pets(null).slice(0, 2) });

/** A lead was saved: every cached lead, by id or by uuid. */
export const invalidateLeads = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ queryKey: sharedKeys.leads });

/** A cart was kept on a lead: the quote the dashboard and the home page offer to finish. */
export const invalidateUnfinishedQuote = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ queryKey: sharedKeys.unfinishedQuote(null).slice(0, 2) });

/** A purchase or a cancellation: the profile (agreements, wallet), the pets' cover and any unfinished quote changed. */
export const invalidateAfterPurchase = (queryClient: QueryClient) =>
  Promise.all([invalidateMe(queryClient), invalidatePets(queryClient), invalidateUnfinishedQuote(queryClient)]);

/** /me/ for the signed-in user; profile queries stay fresh ten minutes. */
export const meQueryOptions = (client: ApiClient, uid: string | null) =>
  queryOptions({
    queryKey: sharedKeys.me(uid),
    queryFn: () => fetchMe(client, uid !== null),
    enabled: uid !== null,
    staleTime: LONG_STALE_TIME,
    meta: keepForNextVisit,
  });

export function useMe() {
  const client = useApiClient();
  const user = useAuthUser();
  return useQuery(meQueryOptions(client, user?.uid ?? null));
}

const isLeadId = (id: number | string | null | undefined): id is number | string =>
  id !== null && id !== undefined && id !== -1 && id !== '';

/** A lead by id (with its uuid as proof) or by uuid; -1 or an empty id fetches nothing. */
export const leadQueryOptions = (client: ApiClient, id: number | string | null | undefined, uuid?: string | null) =>
  queryOptions({
    queryKey: sharedKeys.lead(id ?? '', uuid),
    queryFn: () => fetchLead(client, id!, uuid),
    enabled: isLeadId(id),
  });

export function useLead(id: number | string | null | undefined, uuid?: string | null) {
  return useQuery(leadQueryOptions(useApiClient(), id, uuid));
}

/** Group queries stay fresh ten minutes; an empty group fetches nothing. */
export const groupPromoQueryOptions = (client: ApiClient, group: string | null | undefined) =>
  queryOptions({
    queryKey: sharedKeys.groupPromo(group ?? ''),
    queryFn: () => fetchGroupPromo(client, group!),
    enabled: Boolean(group),
    staleTime: LONG_STALE_TIME,
  });

export function useGroupPromo(group: string | null | undefined) {
  return useQuery(groupPromoQueryOptions(useApiClient(), group));
}

/** A partner's flags stay fresh ten minutes, as groups do; an empty ri fetches nothing. */
export const partnerQueryOptions = (client: ApiClient, ri: string | null | undefined) =>
  queryOptions({
    queryKey: sharedKeys.partner(ri ?? ''),
    queryFn: () => fetchPartner(client, ri!),
    enabled: Boolean(ri),
    staleTime: LONG_STALE_TIME,
  });

export function usePartner(ri: string | null | undefined) {
  return useQuery(partnerQueryOptions(useApiClient(), ri));
}

/** GET /groups/{groupId}: an employer group (name, logo, products, whether enrollment is open). */
export async function fetchGroup(client: ApiClient, groupId: string): Promise<Group> {
  const group = await client.get<unknown>(`/groups/${encodeURIComponent(groupId)}`);
  return parseResponse('GET /groups/:groupId', GroupSchema, group);
}

/** Group queries stay fresh ten minutes; an empty id fetches nothing. */
export const groupQueryOptions = (client: ApiClient, groupId: string) =>
  queryOptions({
    queryKey: sharedKeys.group(groupId),
    queryFn: () => fetchGroup(client, groupId),
    staleTime: LONG_STALE_TIME,
    enabled: groupId !== '',
  });

export function useGroup(groupId: string) {
  const client = useApiClient();
  return useQuery(groupQueryOptions(client, groupId));
}

/** "Finish buying Pepper’s plan": the words the dashboard's card and the home page's call to action share. */
export function finishBuyingLabel(quote: Pick<UnfinishedQuote, 'petNames' | 'petCount'>): string {
  const names = quote.petNames;
  if (names.length === 0)
    return quote.petCount > 1 ? 'Finish buying your pets’ plans' : 'Finish buying your pet’s plan';
  if (names.length === 1 && quote.petCount === 1) return `Finish buying ${names[0]}’s plan`;
  const list = names.length === 1 ? names[0]! : `${names.slice(0, -1).join(', ')} and ${names.at(-1)!}`;
  return `Finish buying plans for ${list}`;
}

/** GET /me/unfinished-quote/: the cart the signed-in customer left before paying, or null. */
export async function fetchUnfinishedQuote(client: ApiClient): Promise<UnfinishedQuote | null> {
  const body = await client.get<unknown>('/me/unfinished-quote/');
  return parseResponse('GET /me/unfinished-quote/', MyUnfinishedQuoteSchema, body).unfinishedQuote;
}

/** The dashboard's overview and the home page's call to action both offer it; signed out, nothing is fetched. */
export const unfinishedQuoteQueryOptions = (client: ApiClient, uid: string | null) =>
  queryOptions({
    queryKey: sharedKeys.unfinishedQuote(uid),
    queryFn: () => fetchUnfinishedQuote(client),
    enabled: uid !== null,
    meta: keepForNextVisit,
  });

export function useUnfinishedQuote() {
  const client = useApiClient();
  const user = useAuthUser();
  return useQuery(unfinishedQuoteQueryOptions(client, user?.uid ?? null));
}
