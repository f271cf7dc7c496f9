// A checkout left unfinished comes back: checkout keeps the visitor's cart on their lead once per account and cart,
// signed out too (the lead then waits for its verified email), and again once they sign in (which ties the lead).
import { notifyRouteRendered, storageKeys, writeStored } from '@tailwise/shared';
import type { QuoteRequest } from '@tailwise/shared/contract';
import { createFakeApi, createFakeAuth, fixtures, renderRemote } from '@tailwise/shared/testing';
import { screen, waitFor } from '@testing-library/react';
import {
  biscuit,
  catalogRoutes,
  flowContext,
  LEAD_UUID,
  seedQuoteAtCheckout,
} from '../price/testing/quiz-test-setup.test-support';
import type { CartChoice } from '../flow/state/quiz-model';
import { CheckoutPage } from './CheckoutPage';

jest.setTimeout(30_000);

const cart: CartChoice[] = [
  {
    petKey: biscuit.key,
    insurance: { deductible: 500, coinsurancePercent: 20, isUncapped: false },
    wellnessPlanId: null,
  },
];

function renderCheckout(auth = createFakeAuth({ user: { email: 'ada@example.com' } })) {
  const api = createFakeApi({ ...catalogRoutes(), 'GET /me/': fixtures.me() });
  const view = renderRemote({
    ui: <CheckoutPage ctx={flowContext()} />,
    route: '/start/checkout?utm_source=test',
    api,
    auth,
  });
  return { ...view, auth };
}

const seenRequest = () =>
  (JSON.parse(localStorage.getItem(storageKeys.insuranceQuote.key) ?? 'null') as { request: QuoteRequest }).request;

beforeEach(() => {
  // The page has rendered (RemoteApp says so in the app): what waits for it may start.
  notifyRouteRendered();
  seedQuoteAtCheckout(cart);
  writeStored(storageKeys.leadUuid, LEAD_UUID);
});

it('keeps a signed-in visitor’s cart on the lead, once', async () => {
  const { api } = renderCheckout();
  expect(await screen.findByRole('heading', { level: 1, name: 'Your details' })).toBeInTheDocument();
  await waitFor(() => expect(api.callsTo('PUT /leads/:uuid/cart/')).toHaveLength(1));
  const [kept] = api.callsTo('PUT /leads/:uuid/cart/');
  const request = seenRequest();
  expect(kept!.params).toEqual({ uuid: LEAD_UUID });
  expect(kept!.body).toEqual({
    savedQuote: {
      zipCode: request.zipCode,
      billingInterval: request.billingInterval,
      isUncapped: request.isUncapped,
      pets: request.pets,
    },
  });
  expect(kept!.body.savedQuote.pets[0]).toMatchObject({
    name: 'Biscuit',
    insurance: { deductible: 500, coinsurancePercent: 20 },
  });
});

it('keeps a signed-out visitor’s cart on the lead, then once more when they make their account', async () => {
  const { api, user } = renderCheckout(createFakeAuth('signed-out'));
  expect(await screen.findByRole('heading', { level: 1, name: 'Create your account' })).toBeInTheDocument();
  await waitFor(() => expect(api.callsTo('PUT /leads/:uuid/cart/')).toHaveLength(1));
  const [kept] = api.callsTo('PUT /leads/:uuid/cart/');
  expect(kept!.params).toEqual({ uuid: LEAD_UUID });
  expect(kept!.headers.authorization).toBeUndefined();
  expect(kept!.body.savedQuote.pets[0]).toMatchObject({ name: 'Biscuit' });
  await user.type(screen.getByLabelText('Create a password'), 'biscuit2024');
  await user.click(screen.getByRole('button', { name: 'Create account and continue' }));
  expect(await screen.findByRole('heading', { level: 1, name: 'Your details' })).toBeInTheDocument();
  await waitFor(() => expect(api.callsTo('PUT /leads/:uuid/cart/')).toHaveLength(2));
});

it('keeps nothing without a lead', async () => {
  localStorage.removeItem(storageKeys.leadUuid.key);
  const { api } = renderCheckout();
  expect(await screen.findByRole('heading', { level: 1, name: 'Your details' })).toBeInTheDocument();
  await waitFor(() => expect(api.callsTo('GET /me/').length).toBeGreaterThan(0));
  expect(api.callsTo('PUT /leads/:uuid/cart/')).toHaveLength(0);
});

it('keeps the cart only once checkout has rendered, so it never slows the first paint', async () => {
  delete document.documentElement.dataset.routeRendered;
  const { api } = renderCheckout(createFakeAuth('signed-out'));
  expect(await screen.findByRole('heading', { level: 1, name: 'Create your account' })).toBeInTheDocument();
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(api.callsTo('PUT /leads/:uuid/cart/')).toHaveLength(0);
  notifyRouteRendered();
  await waitFor(() => expect(api.callsTo('PUT /leads/:uuid/cart/')).toHaveLength(1));
});
