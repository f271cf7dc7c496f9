import { act, screen } from '@testing-library/react';
import { ApiClient, ApiError, useApiClient, useAuth, useFlag, useSnackbar } from '@tailwise/shared';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { useEffect, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { apiError, createFakeApi, ENDPOINT_KEYS, fixtures, renderRemote, reply } from '@tailwise/shared/testing';

describe('createFakeApi', () => {
  const client = (api: ReturnType<typeof createFakeApi>) =>
    new ApiClient({ fetchImpl: api.fetch, reporter: { captureException() {}, captureMessage() {} } });

  it('matches path parameters, records calls and answers with the success status the API uses', async () => {
    const api = createFakeApi({
      'GET /leads/:id': ({ params, query }) =>
        fixtures.lead({ id: Number(params.id), email: `${query.uuid}@x.example` }),
      'POST /leads/': ({ body }) => fixtures.lead({ email: body.email }),
      'GET /payment_profiles/group/:group/promo/': null,
    });
    const lead = await client(api).get<{ id: number; email: string }>('/leads/42', { query: { uuid: 'abc' } });
    expect(lead).toMatchObject({ id: 42, email: 'abc@x.example' });
    await client(api).post('/leads/', { email: 'ada@example.com' });
    expect(await client(api).get('/payment_profiles/group/fenwick/promo/')).toBeUndefined();

    expect(api.calls.map((c) => `${c.route} ${c.status}`)).toEqual([
      'GET /leads/:id 200',
      'POST /leads/ 201',
      'GET /payment_profiles/group/:group/promo/ 204',
    ]);
    expect(api.callsTo('POST /leads/')[0]!.body).toEqual({ email: 'ada@example.com' });
    expect(api.callsTo('GET /leads/:id')[0]!.params).toEqual({ id: '42' });
  });

  it('answers errors in the API’s shape, so the client raises ApiError with the fields', async () => {
    const api = createFakeApi({
      'POST /quotes/': apiError(422, 'UnknownPromoCode', 'That code is not valid', { promoCode: 'Unknown code' }),
      'POST /contact/': () => ({
        status: 429,
        body: { error: { code: 'RateLimited', message: 'Slow down', fields: {} } },
      }),
    });
    const quoting = client(api).post('/quotes/', {});
    await expect(quoting).rejects.toBeInstanceOf(ApiError);
    await expect(quoting).rejects.toMatchObject({ status: 422, fields: { promoCode: 'Unknown code' } });
    await expect(client(api).post('/contact/', {})).rejects.toMatchObject({ status: 429, code: 'RateLimited' });
    api.setRoutes({ 'POST /contact/': reply(201, fixtures.contactReceipt()) });
    await expect(client(api).post('/contact/', {})).resolves.toEqual(fixtures.contactReceipt());
  });

  it('refuses an unmatched request loudly: 501, logged, listed, and assertAllMatched throws', async () => {
    const api = createFakeApi({ 'GET /breeds/': { breeds: [] } });
    const logged = jest.spyOn(console, 'error').mockImplementation(() => {});
    await expect(client(api).get('/breeds/7')).rejects.toThrow('Failed GET: /breeds/7');
    expect(logged).toHaveBeenCalledWith(expect.stringContaining('no route for GET /breeds/7'));
    logged.mockRestore();
    expect(api.unmatched.map((c) => c.path)).toEqual(['/breeds/7']);
    expect(() => api.assertAllMatched()).toThrow('unmatched requests: GET /breeds/7');
  });

  it('covers every endpoint in the API’s README table', () => {
    const readme = readFileSync(join(__dirname, '../../../api/README.md'), 'utf8');
    const documented = new Set<string>();
    for (const [, methods, paths] of readme.matchAll(/^\| ([A-Z, ]+) \| (`[^|]+`) \|/gm)) {
      for (const method of methods!.split(', ')) {
        for (const [, path] of paths!.matchAll(/`([^`?]+)[^`]*`/g)) {
          documented.add(`${method} ${path!.replace(/\{(\w+)\}/g, ':$1')}`);
        }
      }
    }
    expect(documented.size).toBeGreaterThan(25);
    expect([...ENDPOINT_KEYS].sort()).toEqual([...documented].sort());
  });
});

describe('fixtures', () => {
  it('are valid contract objects, with both species’ pinned breeds and the California rule', () => {
    expect(fixtures.breeds(1).map((b) => b.petType)).not.toContain(0);
    expect(fixtures.breeds(0).filter((b) => /^(mixed breed|not sure)$/i.test(b.name))).toHaveLength(2);
    expect(fixtures.insuranceOptions('90210')).toMatchObject({ state: 'CA', defaultCoinsurancePercent: 20 });
    expect(fixtures.insuranceOptions().coinsurancePercents).toEqual([0, 10, 20]);
    expect(fixtures.quote().totalCents).toBe(6379);
    expect(fixtures.checkoutResult().pets[0]!.insurance?.status).toBe('ACTIVE');
    expect(fixtures.me({ firstName: 'Grace' }).firstName).toBe('Grace');
  });

  it('refuse overrides the contract would refuse', () => {
    expect(() => fixtures.lead({ state: 'XX' as never })).toThrow();
    expect(() => fixtures.quote({ totalCents: -1 })).toThrow();
    expect(() => fixtures.me({ extra: 1 } as never)).toThrow();
  });
});

function LeadPage() {
  const { id } = useParams();
  const client = useApiClient();
  const auth = useAuth();
  const promo = useFlag('isPromoQuizCheckoutEnabled');
  const snackbar = useSnackbar();
  const [email, setEmail] = useState<string | null>(null);
  useEffect(() => {
    void client.get<{ email: string }>(`/leads/${id}`).then((lead) => setEmail(lead.email));
  }, [client, id]);
  return (
    <main>
      <h1>{email ?? 'Loading'}</h1>
      <p>{`${auth.status} ${auth.user?.email ?? '-'} promo=${promo}`}</p>
      <button onClick={() => snackbar.show('Saved', { tone: 'success' })}>Save</button>
      <button onClick={() => void auth.signOut()}>Sign out</button>
      <Link to="/start/checkout?step=2">Checkout</Link>
    </main>
  );
}

describe('renderRemote', () => {
  it('renders a remote’s routes at a URL inside the shell’s providers, with fake auth, flags and snackbar', async () => {
    const { api, auth, user, snackbar, path, location } = renderRemote({
      routes: [
        { path: '/onboard/:id', Page: LeadPage },
        { path: '/start/checkout', Page: () => <h1>Checkout</h1> },
      ],
      route: '/onboard/41?lid=41',
      api: { 'GET /leads/:id': fixtures.lead({ email: 'grace@example.com' }) },
      auth: { user: { email: 'grace@example.com' } },
      flags: { isPromoQuizCheckoutEnabled: true },
    });
    expect(await screen.findByRole('heading', { name: 'grace@example.com' })).toBeInTheDocument();
    expect(screen.getByText('signed-in grace@example.com promo=true')).toBeInTheDocument();
    expect(location().search).toBe('?lid=41');
    expect(api.callsTo('GET /leads/:id')[0]!.headers.authorization).toBe('Token fake-token-uid-grace@example.com');

    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(snackbar).toEqual([{ text: 'Saved', tone: 'success' }]);
    await user.click(screen.getByRole('button', { name: 'Sign out' }));
    expect(auth.calls.signOut).toHaveLength(1);
    expect(await screen.findByText('signed-out - promo=true')).toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: 'Checkout' }));
    expect(await screen.findByRole('heading', { name: 'Checkout' })).toBeInTheDocument();
    expect(path()).toBe('/start/checkout?step=2');
  });

  it('renders an element signed out by default, and lets the test sign someone in', async () => {
    function Who() {
      const { status, user } = useAuth();
      return <p>{`${status}:${user?.email ?? ''}`}</p>;
    }
    const { auth } = renderRemote({ ui: <Who /> });
    expect(await screen.findByText('signed-out:')).toBeInTheDocument();
    act(() => auth.signInAs({ email: 'ada@example.com' }));
    expect(screen.getByText('signed-in:ada@example.com')).toBeInTheDocument();
  });
});
