// The home page's call to action: "Get your quote" for visitors, "Finish buying Pepper’s plan" for a signed-in
// customer with a quote left unfinished (read after the page has rendered, never while signed out).
import { notifyRouteRendered } from '@tailwise/shared';
import { createFakeApi, createFakeAuth, renderRemote } from '@tailwise/shared/testing';
import { act, screen, waitFor } from '@testing-library/react';
import { HomeQuoteCta } from './HomeQuoteCta';

const LEAD = '0f3c2b1a-4d5e-4f60-8a7b-9c8d7e6f5a4b';
const unfinished = {
  unfinishedQuote: {
    leadUuid: LEAD,
    petNames: ['Pepper'],
    petCount: 1,
    resumePath: `/onboard?lid=${LEAD}`,
    savedAt: '2026-11-27T10:00:00.000Z',
  },
};

function renderCta(
  auth: ReturnType<typeof createFakeAuth>,
  body: typeof unfinished | { unfinishedQuote: null } = unfinished,
) {
  const api = createFakeApi({ 'GET /me/unfinished-quote/': body });
  renderRemote({ ui: <HomeQuoteCta />, route: '/', api, auth, queryScope: 'page' });
  // The unfinished quote is read only once the page has rendered (as the shell says when it has).
  act(() => notifyRouteRendered());
  return api;
}

afterEach(() => delete document.documentElement.dataset.routeRendered);

it('waits for the page to render before asking', () => {
  const api = createFakeApi({ 'GET /me/unfinished-quote/': unfinished });
  renderRemote({ ui: <HomeQuoteCta />, route: '/', api, auth: createFakeAuth({ user: {} }), queryScope: 'page' });
  expect(screen.getByRole('link', { name: 'Get your quote' })).toBeInTheDocument();
  expect(api.calls).toHaveLength(0);
});

it('offers a signed-in customer to finish their quote where it resumes', async () => {
  const api = renderCta(createFakeAuth({ user: { email: 'ada@example.com' } }));
  const link = await screen.findByRole('link', { name: 'Finish buying Pepper’s plan' });
  expect(link).toHaveAttribute('href', `/onboard?lid=${LEAD}`);
  expect(api.callsTo('GET /me/unfinished-quote/')).toHaveLength(1);
  expect(screen.queryByRole('link', { name: 'Get your quote' })).toBeNull();
});

it('keeps "Get your quote" for a customer with nothing unfinished', async () => {
  const api = renderCta(createFakeAuth({ user: { email: 'ada@example.com' } }), { unfinishedQuote: null });
  await waitFor(() => expect(api.callsTo('GET /me/unfinished-quote/')).toHaveLength(1));
  expect(screen.getByRole('link', { name: 'Get your quote' })).toHaveAttribute('href', '/start');
});

it('asks nothing for a visitor who is signed out', async () => {
  const api = renderCta(createFakeAuth('signed-out'));
  expect(screen.getByRole('link', { name: 'Get your quote' })).toHaveAttribute('href', '/start');
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(api.calls).toHaveLength(0);
});
