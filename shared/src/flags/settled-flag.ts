// A page that decides on a flag (redirects, or hides itself) must wait for Remote Config: until it has
// answered, "off" is only the default. Bundled as @tailwise/shared/settled-flag on the root's flag hooks, so
// it needs no shell release.
import { useFlag, useFlagsStatus, type FlagName, type FlagsFetchStatus } from '@tailwise/shared';

/**
 * A flag's value once it is known, else undefined. Every default is off, so "on" is final at once (Remote
 * Config or a local override said so); "off" is final once the fetch has ended, in success, failure or throttle.
 */
export function settledFlag(value: boolean, status: FlagsFetchStatus): boolean | undefined {
  if (value) return true;
  return status === 'no-fetch-yet' ? undefined : false;
}

/** The flag's settled value (see settledFlag): undefined while Remote Config has not answered. */
export function useSettledFlag(name: FlagName): boolean | undefined {
  return settledFlag(useFlag(name), useFlagsStatus());
}
