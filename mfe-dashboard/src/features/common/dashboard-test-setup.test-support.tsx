// What the dashboard's tests share: the remote's own routes rendered signed in against the fake API,
// a fixed "today" (only Date is faked, so timers and user events run as usual), and a few fixtures.
import { configure } from '@testing-library/react';
import { createFakeApi, fixtures, renderRemote, type FakeRoutes } from '@tailwise/shared/testing';
import type { ClaimSummary, Pet } from '@tailwise/shared/contract';
import { dashboardRoutes } from '../../routes';
import { json, withExtraRoutes, type ExtraRoutes } from './extra-routes.test-support';

// Pages load lazily and the machine is shared: give each wait room.
configure({ asyncUtilTimeout: 8000 });
jest.setTimeout(40_000);

export const TODAY = '2026-11-28';

/** Fakes only Date (not timers), so `new Date()` is noon UTC on `day`. */
export function fixToday(day = TODAY) {
  jest.useFakeTimers({
    now: new Date(`${day}T12:00:00Z`),
    doNotFake: [
      'setTimeout',
      'clearTimeout',
      'setInterval',
      'clearInterval',
      'setImmediate',
      'clearImmediate',
      'nextTick',
      'queueMicrotask',
      'requestAnimationFrame',
      'cancelAnimationFrame',
      'requestIdleCallback',
      'cancelIdleCallback',
      'performance',
      'hrtime',
    ],
  });
}

export const SIGNED_IN = { user: { uid: 'uid-ada', email: 'ada@example.com', emailVerified: false } };

/** Routes the shared fake API's typed table does not list yet: the profile page's payment history (none). */
const notYetInTheTable: ExtraRoutes = {
  'GET /me/payments/': () => json(200, { payments: [], pastDueCents: 0 }),
};

export function renderDashboard(route: string, api: FakeRoutes) {
  return renderRemote({
    routes: dashboardRoutes,
    route,
    // The profile page asks where claims are paid, the overview whether a review is offered; a test that cares says so.
    api: withExtraRoutes(
      createFakeApi({
        'GET /me/payout-method/': fixtures.payoutSettings(),
        'GET /me/reviews/eligibility': fixtures.reviewEligibility({ eligible: false, reason: 'NO_PLAN' }),
        // The overview offers an unfinished quote; a test that cares gives one.
        'GET /me/unfinished-quote/': { unfinishedQuote: null },
        ...api,
      }),
      notYetInTheTable,
    ),
    auth: SIGNED_IN,
  });
}

export const REX_UUID = '5b1d2c3e-4f5a-4b6c-8d7e-9f0a1b2c3d4e';
export const MISO_UUID = '1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d';

/** Rex: insured from Nov 21 2026 ($500 deductible, 90%, $10,000 a year), with the Classic wellness plan. */
export const rexPolicy = fixtures.insuranceAgreement({
  deductible: 500,
  coinsurancePercent: 10,
  reimbursementPercent: 90,
});
export const rexWellness = fixtures.purchaseAgreement({
  allowance: {
    yearFrom: '2026-11-21',
    yearTo: '2027-11-21',
    totalCents: 11_000,
    usedCents: 0,
    leftCents: 11_000,
    services: [
      { service: 'WELLNESS_EXAM', label: 'Wellness exam', annualAllowanceCents: 6000, usedCents: 0, leftCents: 6000 },
      { service: 'VACCINATIONS', label: 'Vaccinations', annualAllowanceCents: 5000, usedCents: 0, leftCents: 5000 },
    ],
  },
});
export const rex: Pet = fixtures.pet({ insurance: rexPolicy, wellness: rexWellness });
/** Miso: a cat with no cover at all. */
export const miso: Pet = fixtures.pet({
  uuid: MISO_UUID,
  name: 'Miso',
  petType: 1,
  breed: 1031,
  breedName: 'Domestic Shorthair',
  age: 2,
});

export function claimSummary(overrides: Partial<ClaimSummary> & { uuid: string }): ClaimSummary {
  const { invoices: _i, history: _h, ...summary } = fixtures.claim(overrides);
  return summary;
}
