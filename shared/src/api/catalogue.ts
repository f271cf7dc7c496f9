// The spec's error catalogue (§8) for the calls every app makes, word for word.
import type { GroupPromo, Lead, Me, Partner } from '../contract';
import { SUPPORT_EMAIL } from '../brand/brand';
import { errorReporter } from '../monitoring/error-reporter';
import { ApiError, type ApiClient } from './api-client';

export const NOT_LOGGED_IN = 'User not logged in';
export const FAILED_TO_FETCH_ME = 'Failed to fetch me';
export const FAILED_TO_FETCH_LEAD = 'Failed to fetch lead by id';
export const GROUP_PROMO_SERVER_ERROR = 'InternalServerError: Unable to get group promo code';
export const GROUP_SEAT_NOT_FOUND = 'GroupSeatNotFoundError';

export async function fetchMe(client: ApiClient, signedIn: boolean): Promise<Me> {
  if (!signedIn) throw new Error(NOT_LOGGED_IN);
  try {
    return await client.get<Me>('/me/');
  } catch (cause) {
    throw new Error(FAILED_TO_FETCH_ME, { cause });
  }
}

/** A lead by id (with its uuid as proof) or by uuid; a failure is a warning, not an error. */
export async function fetchLead(client: ApiClient, id: number | string, uuid?: string | null): Promise<Lead> {
  try {
    return await client.get<Lead>(`/leads/${encodeURIComponent(String(id))}`, { query: { uuid: uuid ?? undefined } });
  } catch (cause) {
    errorReporter.captureMessage(FAILED_TO_FETCH_LEAD, 'warning', { extra: { id } });
    throw new Error(FAILED_TO_FETCH_LEAD, { cause });
  }
}

const isServerError = (error: unknown) =>
  !(error instanceof ApiError) && error instanceof Error && /^Failed [A-Z]+: /.test(error.message);

/** The group's promo, or null when it has none (204). */
export async function fetchGroupPromo(client: ApiClient, group: string): Promise<GroupPromo | null> {
  try {
    return (
      (await client.get<GroupPromo | undefined>(`/payment_profiles/group/${encodeURIComponent(group)}/promo/`)) ?? null
    );
  } catch (error) {
    if (isServerError(error)) throw new Error(GROUP_PROMO_SERVER_ERROR, { cause: error });
    throw error;
  }
}

export async function fetchPartner(client: ApiClient, ri: string): Promise<Partner> {
  try {
    return await client.get<Partner>(`/partners/${encodeURIComponent(ri)}`);
  } catch (error) {
    if (isServerError(error)) throw new Error(GROUP_PROMO_SERVER_ERROR, { cause: error });
    throw error;
  }
}

/** The message to show for a failed seat claim: GroupSeatNotFoundError gains the support address. */
export function seatClaimErrorMessage(error: unknown): string {
  if (error instanceof ApiError && error.code === GROUP_SEAT_NOT_FOUND) {
    return `${error.message}, or contact support at ${SUPPORT_EMAIL}.`;
  }
  return error instanceof Error ? error.message : 'Something went wrong. Please try again.';
}
