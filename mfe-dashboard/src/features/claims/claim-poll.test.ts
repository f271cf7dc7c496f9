// How often a claim's page asks again, by status: every second while the engine or the payout moves it, every 30 s
// while a person has it (so their decision shows unasked), never once it is paid or denied.
import { ApiClient } from '@tailwise/shared';
import type { Query } from '@tanstack/react-query';
import { fixtures } from '@tailwise/shared/testing';
import type { Claim, ClaimStatus } from '@tailwise/shared/contract';
import { claimQueryOptions, MOVING_POLL_MS, WAITING_POLL_MS } from './api/claim';

const intervalFor = (status: ClaimStatus) => {
  const options = claimQueryOptions(new ApiClient(), 'uid', 'c');
  const refetch = options.refetchInterval as unknown as (q: Query<Claim>) => number | false;
  return refetch({ state: { data: fixtures.claim({ status }), dataUpdateCount: 1 } } as unknown as Query<Claim>);
};

test.each<[ClaimStatus, number | false]>([
  ['SUBMITTED', MOVING_POLL_MS],
  ['APPROVED', MOVING_POLL_MS],
  ['IN_REVIEW', WAITING_POLL_MS],
  ['INFO_REQUESTED', WAITING_POLL_MS],
  ['PAID', false],
  ['DENIED', false],
])('%s: %s', (status, expected) => {
  expect(intervalFor(status)).toBe(expected);
});
