// What POST /leads/ carries: the contact step's answers with where the visitor came from (the stored
// utm_* and referrer data, spec §2/§4, and the lead id they arrived with or had before), in the contract's shape.
import type { ReferrerData, UtmData } from '@tailwise/shared';
import type { LeadCreate, Referrer, Utm } from '@tailwise/shared/contract';

/** utm_source … utm_term as stored on landing, to the contract's { source … term }. */
export function toUtm(stored: UtmData | null | undefined): Utm | undefined {
  if (!stored) return undefined;
  const utm: Utm = {};
  if (stored.utm_source) utm.source = stored.utm_source;
  if (stored.utm_medium) utm.medium = stored.utm_medium;
  if (stored.utm_campaign) utm.campaign = stored.utm_campaign;
  if (stored.utm_content) utm.content = stored.utm_content;
  if (stored.utm_term) utm.term = stored.utm_term;
  return Object.keys(utm).length > 0 ? utm : undefined;
}

export function toReferrer(stored: ReferrerData | null | undefined): Referrer | undefined {
  if (!stored) return undefined;
  const referrer: Referrer = {};
  if (stored.ri) referrer.ri = stored.ri;
  if (stored.rt) referrer.rt = stored.rt;
  if (stored.rpc) referrer.rpc = stored.rpc;
  return Object.keys(referrer).length > 0 ? referrer : undefined;
}

export interface LeadAnswers {
  email: string;
  zipCode: string;
  utm?: UtmData | null;
  referrer?: ReferrerData | null;
  /** storageKeys.leadId: the ?lid= the visitor landed with, or their earlier lead; -1 when none. */
  lid?: number | null;
}

export function buildLeadPayload({ email, zipCode, utm, referrer, lid }: LeadAnswers): LeadCreate {
  const payload: LeadCreate = { email, zipCode };
  if (lid && Number.isInteger(lid) && lid > 0) payload.lid = lid;
  const u = toUtm(utm);
  const r = toReferrer(referrer);
  if (u) payload.utm = u;
  if (r) payload.referrer = r;
  return payload;
}

/**
 * The stored lead is this visitor's with these answers: Back and Continue again (or a second pet) must
 * not create another lead. A different email or ZIP is a new lead.
 */
export function reusableLead(
  stored: { leadId: number; leadUuid: string | null; email: string | null; zipCode: string | null },
  answers: { email: string; zipCode: string },
): boolean {
  return (
    stored.leadId > 0 &&
    Boolean(stored.leadUuid) &&
    stored.email?.toLowerCase() === answers.email.toLowerCase() &&
    stored.zipCode === answers.zipCode
  );
}
