// Feature flags (spec §9): every one is off unless Remote Config (or a local override outside
// production) turns it on. Two flags are known only by hashed keys; we keep them opaque.

export const HASHED_FLAG_A = 'flag_5e0c8a3d41';
export const HASHED_FLAG_B = 'flag_c27f9b16e8';

export const flagDefaults = {
  vetalkEnabled: false,
  isPromoQuizCheckoutEnabled: false,
  acaEnabled: false,
  [HASHED_FLAG_A]: false,
  [HASHED_FLAG_B]: false,
  isNewBenefitsEnrollmentEnabled: false,
  isWaitingPeriodToggleEnabled: false,
  isNewLayoutEnabled: false,
} as const satisfies Record<string, boolean>;

export type FlagName = keyof typeof flagDefaults;
export type FlagValues = Record<FlagName, boolean>;

export const flagNames = Object.keys(flagDefaults) as FlagName[];

export const isFlagName = (name: string): name is FlagName => name in flagDefaults;

/** Remote Config fetch status (spec §4). */
export type FlagsFetchStatus = 'success' | 'failure' | 'throttle' | 'no-fetch-yet';

// Customer-service hours, in New York time. Remote Config can replace them with the same JSON shape
// under the key "customerServiceHours".
/** 0 = Sunday ... 6 = Saturday. Times are "HH:MM", 24-hour, in New York time. */
export interface ServiceWindow {
  days: number[];
  open: string;
  close: string;
}

export type ServiceHours = ServiceWindow[];

/** Spec §1: Monday to Friday 9am-6pm, Saturday 11am-7:30pm (Eastern). */
export const defaultServiceHours: ServiceHours = [
  { days: [1, 2, 3, 4, 5], open: '09:00', close: '18:00' },
  { days: [6], open: '11:00', close: '19:30' },
];
