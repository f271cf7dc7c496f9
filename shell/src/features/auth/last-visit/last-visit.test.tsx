// A returning customer's page draws from their last visit while Firebase restores the session: the kept answers
// show at once, nothing is asked of the API until Firebase answers, and then the same customer's answers are fetched
// again; anyone else never sees them, and signing out leaves nothing behind.
import { act, render, screen, waitFor } from '@testing-library/react';
import { ApiClient, ApiClientProvider, loadQueryClient, QueryScope, useApiClient, useAuth } from '@tailwise/shared';
import { keepForNextVisit } from '@tailwise/shared/queries/next-visit';
import { useQuery } from '@tanstack/react-query';
import { fakeAuthService } from '../fake-auth-service';
import { RequireSignIn } from '../RequireSignIn';
import { ShellAuthProvider } from '../ShellAuthProvider';
import { LAST_VISIT_KEY } from './last-visit-key';
import { readLastVisit, writeLastVisit, type LastVisitEntry } from './last-visit-store';

const ada = { uid: 'uid-ada', email: 'ada@example.com', emailVerified: true };
/** What the test builds tag their kept answers with (setup-globals' __CONTRACT_VERSION__). */
const TAG = keepForNextVisit.keepForNextVisit;

/** The pets card of a dashboard page: its key holds the uid, as every customer query's does. */
function PetsPage() {
  const api = useApiClient();
  const { user } = useAuth();
  const uid = user?.uid ?? null;
  const pets = useQuery({
    queryKey: ['shared', 'pets', uid],
    queryFn: () => api.get<{ pets: string[] }>('/pets/').then((body) => body.pets),
    enabled: uid !== null,
    meta: keepForNextVisit,
  });
  return <p data-testid="pets">{pets.data ? pets.data.join(', ') : 'Loading your pets…'}</p>;
}

function setUp(firebaseUser: typeof ada | null, petsAnswer = ['Pepper', 'Rex']) {
  const requests: Array<{ url: string; auth?: string }> = [];
  const apiClient = new ApiClient({
    fetchImpl: (async (url: RequestInfo | URL, init?: RequestInit) => {
      requests.push({ url: String(url), auth: (init?.headers as Record<string, string>)?.Authorization });
      return new Response(JSON.stringify({ pets: petsAnswer }), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      });
    }) as typeof fetch,
  });
  const service = fakeAuthService({}, firebaseUser);
  let release!: () => void;
  const loaded = new Promise<void>((resolve) => (release = resolve));
  render(
    <ApiClientProvider client={apiClient}>
      <ShellAuthProvider apiClient={apiClient} loadService={() => loaded.then(() => service)}>
        <RequireSignIn>
          <QueryScope fallback={<p>Loading the page</p>}>
            <PetsPage />
          </QueryScope>
        </RequireSignIn>
      </ShellAuthProvider>
    </ApiClientProvider>,
  );
  const petsRequests = () => requests.filter((r) => r.url.endsWith('/pets/'));
  return { petsRequests, service, release: () => act(async () => release()) };
}

function keepPepper(tag: string = TAG) {
  localStorage.setItem('tailwise.signedInHint', '1');
  writeLastVisit(ada, [{ hash: '["shared","pets","uid-ada"]', tag, data: ['Pepper'], updatedAt: Date.now() - 60_000 }]);
}

beforeEach(async () => {
  localStorage.clear();
  (await loadQueryClient()).clear();
});

describe('the last visit', () => {
  it("draws a returning customer's kept answers before Firebase answers, then fetches them again with their token", async () => {
    keepPepper();
    const { petsRequests, release } = setUp(ada);
    await waitFor(() => expect(screen.getByTestId('pets')).toHaveTextContent(/^Pepper$/));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(petsRequests()).toEqual([]);
    await release();
    await waitFor(() => expect(screen.getByTestId('pets')).toHaveTextContent('Pepper, Rex'));
    expect(petsRequests()).toEqual([{ url: '/api/1.0/pets/', auth: 'Token token-for-uid-ada' }]);
  });

  it('keeps the answers of the confirmed customer for their next visit', async () => {
    keepPepper();
    const { release } = setUp(ada);
    await release();
    await waitFor(() => expect(screen.getByTestId('pets')).toHaveTextContent('Pepper, Rex'));
    const keptPets = () =>
      ((readLastVisit()?.entries ?? []) as LastVisitEntry[]).find((e) => e.hash === '["shared","pets","uid-ada"]')
        ?.data;
    await waitFor(() => expect(keptPets()).toEqual(['Pepper', 'Rex']), { timeout: 3000 });
    expect(readLastVisit()?.user).toEqual(ada);
  });

  it('gives nothing to a page built with another contract than the one that kept it', async () => {
    keepPepper('contract@an-older-contract');
    const { petsRequests, release } = setUp(ada);
    expect(await screen.findByTestId('pets')).toHaveTextContent('Loading your pets…');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getByTestId('pets')).toHaveTextContent('Loading your pets…');
    await release();
    await waitFor(() => expect(screen.getByTestId('pets')).toHaveTextContent('Pepper, Rex'));
    expect(petsRequests()).toHaveLength(1);
  });

  it('drops the kept answers when Firebase names another customer, who gets their own', async () => {
    keepPepper();
    const bo = { uid: 'uid-bo', email: 'bo@example.com', emailVerified: true };
    const { release } = setUp(bo, ['Biscuit']);
    await waitFor(() => expect(screen.getByTestId('pets')).toHaveTextContent(/^Pepper$/));
    await release();
    await waitFor(() => expect(screen.getByTestId('pets')).toHaveTextContent('Biscuit'));
    const client = await loadQueryClient();
    expect(client.getQueryData(['shared', 'pets', 'uid-ada'])).toBeUndefined();
    await waitFor(() => expect(readLastVisit()?.user.uid).toBe('uid-bo'), { timeout: 3000 });
    expect(JSON.stringify(readLastVisit())).not.toContain('Pepper');
  });

  it('leaves nothing in the browser when the session has ended, and nothing in the cache', async () => {
    keepPepper();
    const { release, petsRequests } = setUp(null);
    await waitFor(() => expect(screen.getByTestId('pets')).toHaveTextContent(/^Pepper$/));
    await release();
    expect(await screen.findByRole('heading', { name: 'Sign in to your account' })).toBeInTheDocument();
    expect(localStorage.getItem(LAST_VISIT_KEY)).toBeNull();
    expect((await loadQueryClient()).getQueryData(['shared', 'pets', 'uid-ada'])).toBeUndefined();
    expect(petsRequests()).toEqual([]);
  });

  it('forgets the kept answers when the customer signs out', async () => {
    keepPepper();
    const { release, service } = setUp(ada);
    await release();
    await waitFor(() => expect(screen.getByTestId('pets')).toHaveTextContent('Pepper, Rex'));
    await act(() => service.signOut());
    expect(await screen.findByRole('heading', { name: 'Sign in to your account' })).toBeInTheDocument();
    expect(localStorage.getItem(LAST_VISIT_KEY)).toBeNull();
  });

  it('keeps answers that arrived just before the page is left, without waiting for the half second', async () => {
    const client = await loadQueryClient();
    const { recordLastVisit } = await import('./last-visit-cache');
    const stop = recordLastVisit(client, ada, 60_000);
    client.setQueryData(['shared', 'pets', 'uid-ada'], ['Pepper']);
    // setQueryData is a success like a fetch's; its meta comes from the query's options, so give it the tag first.
    client
      .getQueryCache()
      .find({ queryKey: ['shared', 'pets', 'uid-ada'] })!
      .setOptions({
        queryKey: ['shared', 'pets', 'uid-ada'],
        meta: keepForNextVisit,
      });
    client.setQueryData(['shared', 'pets', 'uid-ada'], ['Pepper', 'Rex']);
    expect(readLastVisit()?.entries ?? []).toEqual([]);
    window.dispatchEvent(new Event('pagehide'));
    expect((readLastVisit()?.entries as LastVisitEntry[]).map((e) => e.data)).toEqual([['Pepper', 'Rex']]);
    stop();
  });
  it('keeps no picture of the page while one of the customer’s kept answers has not arrived (on its way or failed)', async () => {
    const client = await loadQueryClient();
    const { recordLastVisit } = await import('./last-visit-cache');
    window.history.pushState(null, '', '/dashboard');
    document.body.innerHTML = '<div id="app"><main><h1>Hi, Ada</h1><p>Pepper</p></main></div>';
    writeLastVisit(ada, []);
    let answer!: (me: { email: string }) => void;
    const me = client.fetchQuery({
      queryKey: ['shared', 'me', 'uid-ada'],
      queryFn: () => new Promise<{ email: string }>((resolve) => (answer = resolve)),
      meta: keepForNextVisit,
    });
    const stop = recordLastVisit(client, ada, 0);
    window.dispatchEvent(new Event('pagehide'));
    const keptPagesByPath = () =>
      (JSON.parse(localStorage.getItem(LAST_VISIT_KEY)!) as { pages?: Record<string, { html: string }> }).pages ?? {};
    const keptPages = () => Object.keys(keptPagesByPath());
    expect(keptPages()).toEqual([]);

    // The profile answers (the page draws its banner): the page is whole, and kept.
    document
      .querySelector('main')!
      .insertAdjacentHTML('afterbegin', '<section><h2>Please confirm your email address</h2></section>');
    await act(async () => {
      answer({ email: 'ada@example.com' });
      await me;
    });
    await waitFor(() => expect(keptPages()).toEqual(['/dashboard']));
    expect(keptPagesByPath()['/dashboard']?.html).toContain('Please confirm your email address');

    // Leaving while a first answer is on its way cancels its fetch before the page hides: failed, it keeps none either.
    localStorage.removeItem(LAST_VISIT_KEY);
    writeLastVisit(ada, []);
    await client
      .fetchQuery({
        queryKey: ['shared', 'claims', 'uid-ada'],
        queryFn: () => Promise.reject(new TypeError('Failed to fetch')),
        meta: keepForNextVisit,
      })
      .catch(() => undefined);
    window.dispatchEvent(new Event('pagehide'));
    expect(keptPages()).toEqual([]);
    window.history.pushState(null, '', '/');
    stop();
  });
});
