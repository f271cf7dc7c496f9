import type { ErrorReporter } from '../monitoring/error-reporter';
import { ApiClient, ApiError, buildQueryString, toSnakeCase } from './api-client';

function setup(response: { status: number; body?: unknown; contentType?: string }, token: string | null = null) {
  const calls: Array<{ url: string; init: RequestInit }> = [];
  const fetchImpl = jest.fn(async (url: RequestInfo | URL, init?: RequestInit) => {
    calls.push({ url: String(url), init: init ?? {} });
    const body =
      response.body === undefined
        ? null
        : typeof response.body === 'string'
          ? response.body
          : JSON.stringify(response.body);
    return new Response(response.status === 204 ? null : body, {
      status: response.status,
      headers: { 'content-type': response.contentType ?? 'application/json' },
    });
  }) as unknown as typeof fetch;
  const reporter: jest.Mocked<ErrorReporter> = { captureException: jest.fn(), captureMessage: jest.fn() };
  const client = new ApiClient({ fetchImpl, reporter, getIdToken: async () => token });
  return { client, calls, reporter };
}

describe('ApiClient', () => {
  it('calls /api/1.0 with JSON and no Authorization header when signed out', async () => {
    const { client, calls } = setup({ status: 200, body: { ok: 1 } });
    await expect(client.post('/leads/', { email: 'a@b.co' })).resolves.toEqual({ ok: 1 });
    expect(calls[0]!.url).toBe('/api/1.0/leads/');
    const headers = calls[0]!.init.headers as Record<string, string>;
    expect(headers['Content-Type']).toBe('application/json');
    expect(headers.Authorization).toBeUndefined();
    expect(calls[0]!.init.body).toBe('{"email":"a@b.co"}');
  });

  it('sends Authorization: Token <id token> when signed in', async () => {
    const { client, calls } = setup({ status: 200, body: {} }, 'id-token-123');
    await client.get('/me/');
    expect((calls[0]!.init.headers as Record<string, string>).Authorization).toBe('Token id-token-123');
  });

  it('takes the token source the shell installs later', async () => {
    const { client, calls } = setup({ status: 200, body: {} });
    client.setIdTokenSource(async () => 'later-token');
    await client.get('/me/');
    expect((calls[0]!.init.headers as Record<string, string>).Authorization).toBe('Token later-token');
  });

  it('holds requests until released, then sends them with the token source installed meanwhile', async () => {
    const { client, calls } = setup({ status: 200, body: {} });
    const release = client.holdRequests();
    const pending = client.get('/me/');
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(calls).toHaveLength(0);
    client.setIdTokenSource(async () => 'confirmed-token');
    release();
    await pending;
    expect(calls).toHaveLength(1);
    expect((calls[0]!.init.headers as Record<string, string>).Authorization).toBe('Token confirmed-token');
    // Released means released: later requests go at once, and a stale release cannot clear a newer hold.
    const releaseAgain = client.holdRequests();
    release();
    const second = client.get('/me/');
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(calls).toHaveLength(1);
    releaseAgain();
    await second;
    expect(calls).toHaveLength(2);
  });

  it('converts camelCase query parameter names to snake_case and skips empty values', async () => {
    const { client, calls } = setup({ status: 200, body: {} });
    await client.get('/breeds/', {
      query: { petType: 0, searchTerm: 'lab', zipCode: undefined, isUncapped: null, ids: [1, 2] },
    });
    expect(calls[0]!.url).toBe('/api/1.0/breeds/?pet_type=0&search_term=lab&ids=1&ids=2');
  });

  it('passes FormData through untouched and lets the browser set its content type', async () => {
    const { client, calls } = setup({ status: 201, body: { id: 1 } });
    const form = new FormData();
    form.append('invoice', new Blob(['%PDF']), 'invoice.pdf');
    await client.post('/claims/', form);
    expect(calls[0]!.init.body).toBe(form);
    expect((calls[0]!.init.headers as Record<string, string>)['Content-Type']).toBeUndefined();
  });

  it('throws "Failed {method}: {path}" for a 5xx and reports it as an exception', async () => {
    const { client, reporter } = setup({ status: 502, body: 'bad gateway', contentType: 'text/plain' });
    await expect(client.patch('/me/profile/', { phone: '1' })).rejects.toThrow('Failed PATCH: /me/profile/');
    expect(reporter.captureException).toHaveBeenCalledWith(
      expect.objectContaining({ message: 'Failed PATCH: /me/profile/' }),
      expect.anything(),
    );
    expect(reporter.captureMessage).not.toHaveBeenCalled();
  });

  it('reports any other non-ok status only as an "API Error" info report, with the server\'s field errors on the error', async () => {
    const { client, reporter } = setup({
      status: 422,
      body: { error: { code: 'VALIDATION', message: 'Check the form', fields: { email: 'Enter a valid email' } } },
    });
    const error = await client.post('/contact/', {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 422,
      code: 'VALIDATION',
      message: 'Check the form',
      fields: { email: 'Enter a valid email' },
    });
    expect(reporter.captureMessage).toHaveBeenCalledWith(
      'API Error',
      'info',
      expect.objectContaining({ extra: expect.objectContaining({ status: 422 }) }),
    );
    expect(reporter.captureException).not.toHaveBeenCalled();
  });

  it('reads a file as a Blob with the token, and a refused file as the JSON error catalogue', async () => {
    const pdf = setup({ status: 200, body: '%PDF-1.4 bill', contentType: 'application/pdf' }, 'id-token-123');
    const blob = await pdf.client.getBlob('/ops/claims/c/invoices/i');
    expect(blob.type).toBe('application/pdf');
    expect(await blob.text()).toBe('%PDF-1.4 bill');
    expect((pdf.calls[0]!.init.headers as Record<string, string>).Authorization).toBe('Token id-token-123');
    const refused = setup({ status: 403, body: { error: { code: 'Forbidden', message: 'Staff only', fields: {} } } });
    await expect(refused.client.getBlob('/ops/claims/c/invoices/i')).rejects.toMatchObject({
      status: 403,
      code: 'Forbidden',
    });
  });

  it('shows a successful response to onResponse before reading it (a download’s file name), and a refused one not', async () => {
    const seen: Array<string | null> = [];
    const onResponse = (response: Response) => seen.push(response.headers.get('content-type'));
    const pdf = setup({ status: 200, body: '%PDF', contentType: 'application/pdf' });
    await pdf.client.request('GET', '/agreements/a/declarations.pdf', { responseType: 'blob', onResponse });
    const refused = setup({ status: 404, body: { error: { code: 'NotFound', message: 'No' } } });
    await refused.client.getBlob('/agreements/a/declarations.pdf', { onResponse }).catch(() => undefined);
    expect(seen).toEqual(['application/pdf']);
  });

  it('resolves undefined for 204', async () => {
    const { client } = setup({ status: 204 });
    await expect(client.get('/payment_profiles/group/x/promo/')).resolves.toBeUndefined();
  });
});

describe('query string helpers', () => {
  it.each([
    ['petType', 'pet_type'],
    ['zipCode', 'zip_code'],
    ['utm_source', 'utm_source'],
    ['isUncapped', 'is_uncapped'],
    ['leadID', 'lead_id'],
    ['a', 'a'],
  ])('%s -> %s', (input, output) => expect(toSnakeCase(input)).toBe(output));

  it('builds nothing for no parameters', () => {
    expect(buildQueryString(undefined)).toBe('');
    expect(buildQueryString({ a: undefined })).toBe('');
  });
});
