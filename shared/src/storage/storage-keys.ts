// Every client-stored key of the product (spec §3), with its storage, its default and its group. The README's
// key table says what each holds; the spec's keys the product has no use for are kept (a Reload still clears
// them) and marked there as deliberately unused.
// "quiz" and "cart" keys hold an unfinished purchase; the Unexpected Error screen's Reload clears exactly those.
// "enrollment" keys are per group (tailwise.seatProof.{groupId}, @tailwise/shared/enrollment), so not listed here.

import { QUIZ_ANSWER_NAMES, QUIZ_FLOW_NAME, STORED_PREFIX } from './early-keys';

export type StorageArea = 'local' | 'session';
export type StorageGroup = 'quiz' | 'cart' | 'lead' | 'attribution' | 'enrollment';

export interface StorageKey<T> {
  readonly key: string;
  readonly area: StorageArea;
  readonly group: StorageGroup;
  readonly defaultValue: T;
}

function defineKey<T>(key: string, area: StorageArea, group: StorageGroup, defaultValue: T): StorageKey<T> {
  return { key: `${STORED_PREFIX}${key}`, area, group, defaultValue };
}

export interface UtmData {
  utm_source?: string;
  utm_medium?: string;
  utm_campaign?: string;
  utm_content?: string;
  utm_term?: string;
}

export interface ReferrerData {
  ri?: string;
  rt?: string;
  rpc?: string;
}

export type BillingInterval = 'month' | 'year';

/** How the price screen shows waiting periods: as lengths, or as the dates they end for a purchase today. */
export type WaitingPeriodView = 'lengths' | 'dates';

export const storageKeys = {
  // The quiz in progress.
  currentBreeds: defineKey<unknown[]>('currentBreeds', 'session', 'quiz', []),
  rehydrationMethod: defineKey<string | null>('rehydrationMethod', 'session', 'quiz', null),
  rehydrationVariant: defineKey<string | null>('rehydrationVariant', 'session', 'quiz', null),
  currentPets: defineKey<unknown[]>(QUIZ_ANSWER_NAMES.pets, 'local', 'quiz', []),
  currentPetIndex: defineKey<number>(QUIZ_ANSWER_NAMES.petIndex, 'local', 'quiz', 0),
  insuranceQuote: defineKey<unknown | null>('insuranceQuote', 'local', 'quiz', null),
  quoteLoading: defineKey<boolean>('quoteLoading', 'session', 'quiz', false),
  // The waiting-period toggle's choice (null: not chosen, shown as lengths).
  waitingPeriod: defineKey<WaitingPeriodView | null>('waitingPeriod', 'local', 'quiz', null),
  billingInterval: defineKey<BillingInterval>('billingInterval', 'local', 'quiz', 'month'),
  promoInput: defineKey<string>('promoInput', 'session', 'quiz', ''),
  // Which flow the stored answers belong to (flow id and, for benefits, the group), and the ZIP code.
  quizFlow: defineKey<{ flowId: string; groupId?: string } | null>(QUIZ_FLOW_NAME, 'local', 'quiz', null),
  zipCode: defineKey<string | null>(QUIZ_ANSWER_NAMES.zipCode, 'local', 'quiz', null),
  // Not in spec §3: the saved-quote link (/onboard?lid=…) already restored in this tab ("lead:<lid>"), so a
  // refresh or Back does not restore it over the visitor's edits.
  restoredLeadLink: defineKey<string | null>('restoredLeadLink', 'session', 'quiz', null),
  // The cart and checkout.
  petsCart: defineKey<unknown[]>('petsCart', 'local', 'cart', []),
  resetCartStatus: defineKey<boolean>('resetCartStatus', 'local', 'cart', false),
  shipping: defineKey<unknown | null>('shipping', 'local', 'cart', null),
  billing: defineKey<unknown | null>('billing', 'local', 'cart', null),
  matchShipping: defineKey<boolean>('matchShipping', 'local', 'cart', true),
  backupEmail: defineKey<string | null>(QUIZ_ANSWER_NAMES.email, 'local', 'cart', null),
  cid: defineKey<string | null>('cid', 'local', 'cart', null),
  checkoutSubmittedData: defineKey<unknown | null>('checkoutSubmittedData', 'session', 'cart', null),
  // Who the visitor is, kept across visits.
  leadId: defineKey<number>('leadId', 'local', 'lead', -1),
  leadUuid: defineKey<string | null>(QUIZ_ANSWER_NAMES.leadUuid, 'local', 'lead', null),
  // Where the visitor came from.
  promoCode: defineKey<string | null>('promoCode', 'local', 'attribution', null),
  marketingSource: defineKey<UtmData>('marketingSource', 'local', 'attribution', {}),
  referrerData: defineKey<ReferrerData>('referrerData', 'local', 'attribution', {}),
} as const;

export type StorageKeyName = keyof typeof storageKeys;

export const allStorageKeys: StorageKey<unknown>[] = Object.values(storageKeys);

/** The keys that hold an unfinished quiz or cart. */
export const quizAndCartKeys: StorageKey<unknown>[] = allStorageKeys.filter(
  (k) => k.group === 'quiz' || k.group === 'cart',
);
