// Fetches flags, service hours and the support phone from Firebase Remote Config. Loaded in its own chunk after first
// paint. Every failure (offline, blocked, slow) ends in the defaults, never in an unhandled rejection.
import type { FirebaseApp } from 'firebase/app';
import { fetchAndActivate, getRemoteConfig, getValue } from 'firebase/remote-config';
import {
  defaultFlagsState,
  defaultServiceHours,
  flagDefaults,
  flagNames,
  type FlagsFetchStatus,
  type FlagValues,
  type ServiceHours,
} from '@tailwise/shared';
import { parseServiceHours, parseSupportPhone } from '@tailwise/shared/service-hours';

export const MINIMUM_FETCH_INTERVAL_MS = 1000;
export const FETCH_TIMEOUT_MS = 10_000;
export const SERVICE_HOURS_KEY = 'customerServiceHours';
export const SUPPORT_PHONE_KEY = 'supportPhone';

export interface RemoteFlags {
  values: FlagValues;
  serviceHours: ServiceHours;
  supportPhone: string;
  status: FlagsFetchStatus;
}

const defaults = (status: FlagsFetchStatus): RemoteFlags => ({
  values: { ...flagDefaults },
  serviceHours: defaultServiceHours,
  supportPhone: defaultFlagsState.supportPhone,
  status,
});

/** Resolves to whichever comes first: the promise, or `onTimeout` after `ms`. Never rejects. */
export function raceWithTimeout<T>(promise: Promise<T>, ms: number, onTimeout: T): Promise<T> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(onTimeout), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      () => {
        clearTimeout(timer);
        resolve(onTimeout);
      },
    );
  });
}

export async function fetchRemoteFlags(app: FirebaseApp, timeoutMs = FETCH_TIMEOUT_MS): Promise<RemoteFlags> {
  if (typeof navigator !== 'undefined' && navigator.onLine === false) return defaults('failure');
  const rc = getRemoteConfig(app);
  rc.settings = { minimumFetchIntervalMillis: MINIMUM_FETCH_INTERVAL_MS, fetchTimeoutMillis: timeoutMs };
  rc.defaultConfig = {
    ...flagDefaults,
    [SERVICE_HOURS_KEY]: JSON.stringify(defaultServiceHours),
    [SUPPORT_PHONE_KEY]: defaultFlagsState.supportPhone,
  };
  // fetchTimeoutMillis does not cover the installations step, which can hang: race our own timer.
  const fetched = fetchAndActivate(rc).then(() => true);
  fetched.catch(() => {});
  const completed = await raceWithTimeout(fetched, timeoutMs, false);
  if (!completed) return defaults(rc.lastFetchStatus === 'throttle' ? 'throttle' : 'failure');
  const values = Object.fromEntries(flagNames.map((name) => [name, getValue(rc, name).asBoolean()])) as FlagValues;
  const serviceHours = parseServiceHours(getValue(rc, SERVICE_HOURS_KEY).asString()) ?? defaultServiceHours;
  const supportPhone = parseSupportPhone(getValue(rc, SUPPORT_PHONE_KEY).asString()) ?? defaultFlagsState.supportPhone;
  return { values, serviceHours, supportPhone, status: rc.lastFetchStatus };
}
