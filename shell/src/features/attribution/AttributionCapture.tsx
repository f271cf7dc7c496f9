// On landing, captures lid, ri/rt/rpc and utm_* into their storage keys, and keeps the referrer
// data current: the signed-in member's group partner first, then the query, then what was stored.
// Render it inside a QueryScope (it reads /me/ and the group promo).
import { readStored, storageKeys, writeStored, type ReferrerData } from '@tailwise/shared';
import { useGroupPromo, useMe } from '@tailwise/shared/queries';
import { readLandingParams, resolveReferrer } from '@tailwise/shared/attribution';
import { useEffect, useState } from 'react';
import { LANDING_QUERY_KEY } from './landing-query';

export function captureLanding(search: string): ReferrerData | null {
  const landing = readLandingParams(search);
  if (landing.leadId !== undefined) writeStored(storageKeys.leadId, landing.leadId);
  if (landing.utm) writeStored(storageKeys.marketingSource, landing.utm);
  if (landing.referrer?.rpc) writeStored(storageKeys.promoCode, landing.referrer.rpc);
  // The query outranks what was stored; a group partner, known only once /me/ loads, outranks both.
  if (landing.referrer) writeStored(storageKeys.referrerData, landing.referrer);
  return landing.referrer ?? null;
}

/** The landing query: this address, or the one start.ts kept if the visitor moved on before the app started. */
function landingQuery(): string {
  let kept: string | null = null;
  try {
    kept = sessionStorage.getItem(LANDING_QUERY_KEY);
    sessionStorage.removeItem(LANDING_QUERY_KEY);
  } catch {
    // storage blocked
  }
  const current = window.location.search;
  return Object.keys(readLandingParams(current)).length > 0 || !kept ? current : kept;
}

export function AttributionCapture() {
  // Only the URL the visitor landed on counts as the query; in-app links carry no attribution.
  const [queryReferrer] = useState(() => captureLanding(landingQuery()));
  const me = useMe();
  const groupId =
    me.data?.wallet.paymentProviders.find((p) => p.paymentProvider === 'GROUP')?.paymentProviderId ?? null;
  const groupPromo = useGroupPromo(groupId);

  useEffect(() => {
    const promo = groupPromo.data;
    const groupPartner = promo ? { ri: promo.ri, rt: promo.rt, rpc: promo.promoCode?.code } : null;
    const next = resolveReferrer({ groupPartner, query: queryReferrer, stored: readStored(storageKeys.referrerData) });
    if (JSON.stringify(next) !== JSON.stringify(readStored(storageKeys.referrerData)))
      writeStored(storageKeys.referrerData, next);
  }, [groupPromo.data, queryReferrer]);

  return null;
}
