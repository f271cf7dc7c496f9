const MINUTE = 60_000;

/** Default staleness (spec §9). */
export const DEFAULT_STALE_TIME = 2 * MINUTE;
/** Profile and group queries stay fresh longer (spec §9). */
export const LONG_STALE_TIME = 10 * MINUTE;
