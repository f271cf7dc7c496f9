// The calls every app makes (/me/, a lead, a group's promo, a partner), their answers parsed by the endpoint
// table's schemas. The requests and the spec §8 messages are the root's (catalogue.ts, in every shell); the parsing
// is bundled by each app (@tailwise/shared/fetchers) because zod stays out of the root, which every page loads first.
import {
  errorReporter,
  fetchGroupPromo as fetchGroupPromoAsSent,
  fetchLead as fetchLeadAsSent,
  fetchMe as fetchMeAsSent,
  fetchPartner as fetchPartnerAsSent,
  FAILED_TO_FETCH_LEAD,
  FAILED_TO_FETCH_ME,
  type ApiClient,
} from '@tailwise/shared';
import type { GroupPromo, Lead, Me, Partner } from '@tailwise/shared/contract';
import { parseEndpointResult } from './call-api';

export async function fetchMe(client: ApiClient, signedIn: boolean): Promise<Me> {
  const me = await fetchMeAsSent(client, signedIn);
  try {
    return parseEndpointResult('GET /me/', me);
  } catch (cause) {
    throw new Error(FAILED_TO_FETCH_ME, { cause });
  }
}

/** A lead by id (with its uuid as proof) or by uuid; a failure, an answer not understood too, is a warning. */
export async function fetchLead(client: ApiClient, id: number | string, uuid?: string | null): Promise<Lead> {
  const lead = await fetchLeadAsSent(client, id, uuid);
  try {
    return parseEndpointResult('GET /leads/:id', lead);
  } catch (cause) {
    errorReporter.captureMessage(FAILED_TO_FETCH_LEAD, 'warning', { extra: { id } });
    throw new Error(FAILED_TO_FETCH_LEAD, { cause });
  }
}

/** The group's promo, or null when it has none (204). */
export async function fetchGroupPromo(client: ApiClient, group: string): Promise<GroupPromo | null> {
  return parseEndpointResult('GET /payment_profiles/group/:group/promo/', await fetchGroupPromoAsSent(client, group));
}

export async function fetchPartner(client: ApiClient, ri: string): Promise<Partner> {
  return parseEndpointResult('GET /partners/:ri', await fetchPartnerAsSent(client, ri));
}
