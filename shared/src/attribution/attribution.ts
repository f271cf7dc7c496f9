// Where a visitor came from (spec §2 "Query parameters read", §4 referrer precedence).
import { UTM_PARAMS } from '../contract/utm-params';
import type { ReferrerData, UtmData } from '../storage/storage-keys';

export { UTM_PARAMS };
const MAX_VALUE = 200;

/** Spec §4 keeps ri, rt and rpc each on its own: any one of them is referrer data. */
const hasReferrer = (r: ReferrerData | null | undefined): r is ReferrerData => Boolean(r && (r.ri || r.rt || r.rpc));

const clean = (value: string | null) => {
  const v = value?.trim();
  return v ? v.slice(0, MAX_VALUE) : undefined;
};

export interface LandingParams {
  leadId?: number;
  utm?: UtmData;
  referrer?: ReferrerData;
}

/** Reads lid, ri/rt/rpc and utm_* from a landing URL's query string; anything malformed is ignored. */
export function readLandingParams(search: string): LandingParams {
  const params = new URLSearchParams(search);
  const result: LandingParams = {};
  const lid = clean(params.get('lid'));
  if (lid && /^\d{1,10}$/.test(lid) && Number(lid) > 0) result.leadId = Number(lid);
  const utm: UtmData = {};
  for (const name of UTM_PARAMS) {
    const value = clean(params.get(name));
    if (value) utm[name] = value;
  }
  if (Object.keys(utm).length > 0) result.utm = utm;
  const referrer: ReferrerData = {};
  for (const name of ['ri', 'rt', 'rpc'] as const) {
    const value = clean(params.get(name));
    if (value) referrer[name] = value;
  }
  if (hasReferrer(referrer)) result.referrer = referrer;
  return result;
}

/** Spec §4: the group partner first, else the query, else what localStorage already holds. */
export function resolveReferrer(sources: {
  groupPartner?: ReferrerData | null;
  query?: ReferrerData | null;
  stored?: ReferrerData | null;
}): ReferrerData {
  if (hasReferrer(sources.groupPartner)) return sources.groupPartner;
  if (hasReferrer(sources.query)) return sources.query;
  return hasReferrer(sources.stored) ? sources.stored : {};
}
