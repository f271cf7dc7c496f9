// callApi against the fake API: paths and queries built from the table, every answer parsed by its schema.
import { ClaimSchema, FILE_RESPONSE, LeadSchema, MeSchema } from '@tailwise/shared/contract';
import { createFakeApi, FakeXhr, fixtures, installFakeXhr, reply, restoreXhr } from '@tailwise/shared/testing';
import { setErrorReporter, type ErrorReporter } from '../monitoring/error-reporter';
import { ApiClient } from './api-client';
import {
  callApi,
  callEndpoint,
  endpointPath,
  parseResponse,
  UnexpectedResponseError,
  type ApiCaller,
} from './call-api';

const reporter: jest.Mocked<ErrorReporter> = { captureException: jest.fn(), captureMessage: jest.fn() };
beforeAll(() => setErrorReporter(reporter));
afterAll(() => setErrorReporter(null));
beforeEach(() => jest.clearAllMocks());

const clientFor = (api: { fetch: typeof fetch }) =>
  new ApiClient({ fetchImpl: api.fetch, reporter, getIdToken: async () => 'id-token' });

describe('callApi', () => {
  it('fills in and encodes the path parameters, and gives the parsed response', async () => {
    const claim = fixtures.claim();
    const api = createFakeApi({ 'GET /claims/:uuid': claim });
    const result = await callApi(clientFor(api), 'GET /claims/:uuid', { params: { uuid: 'a b/c' } });
    expect(result).toEqual(claim);
    expect(api.calls[0]!.path).toBe('/claims/a%20b%2Fc');
    expect(api.calls[0]!.headers.authorization).toBe('Token id-token');
  });

  it('sends the query and the JSON body', async () => {
    const lead = fixtures.lead();
    const api = createFakeApi({ 'GET /leads/:id': lead, 'PATCH /pets/:uuid': fixtures.pet() });
    await callApi(clientFor(api), 'GET /leads/:id', { params: { id: 42 }, query: { uuid: lead.uuid } });
    expect(api.calls[0]).toMatchObject({ path: '/leads/42', query: { uuid: lead.uuid } });
    await callApi(clientFor(api), 'PATCH /pets/:uuid', { params: { uuid: 'p' }, body: { name: 'Rex' } });
    expect(api.calls[1]).toMatchObject({ method: 'PATCH', body: { name: 'Rex' } });
  });

  it('rejects a response that breaks its schema, naming the endpoint and the field, and reports it', async () => {
    const api = createFakeApi({ 'GET /claims/:uuid': reply(200, { ...fixtures.claim(), amountCents: 'lots' }) });
    const error = await callApi(clientFor(api), 'GET /claims/:uuid', { params: { uuid: 'c' } }).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(UnexpectedResponseError);
    expect((error as Error).message).toMatch(/^Unexpected response from GET \/claims\/:uuid: /);
    expect((error as Error).message).toContain('amountCents');
    expect(reporter.captureException).toHaveBeenCalledWith(error, expect.anything());
  });

  it('drops fields an API released after this app adds, at any depth, but still rejects a wrong one beside them', async () => {
    const claim = fixtures.claim();
    const newer = {
      ...claim,
      fraudScore: 3,
      estimate: { ...claim.estimate, model: 'v2' },
      history: claim.history.map((step) => ({ ...step, actor: 'engine' })),
    };
    const api = createFakeApi({ 'GET /claims/:uuid': reply(200, newer) });
    const result = await callApi(clientFor(api), 'GET /claims/:uuid', { params: { uuid: 'c' } });
    expect(result).toEqual(claim);
    expect(result).not.toHaveProperty('fraudScore');
    expect(reporter.captureException).not.toHaveBeenCalled();

    const broken = createFakeApi({ 'GET /claims/:uuid': reply(200, { ...newer, amountCents: 'lots' }) });
    await expect(callApi(clientFor(broken), 'GET /claims/:uuid', { params: { uuid: 'c' } })).rejects.toThrow(
      /amountCents/,
    );
  });

  it('reads a file endpoint as a Blob, showing its response to onResponse', async () => {
    const api = createFakeApi({
      'GET /claims/:uuid/invoices/:invoiceId': reply(200, '%PDF-1.4', { 'content-type': 'application/pdf' }),
    });
    let contentType: string | null = null;
    const file = await callApi(clientFor(api), 'GET /claims/:uuid/invoices/:invoiceId', {
      params: { uuid: 'c', invoiceId: 'i' },
      onResponse: (response) => (contentType = response.headers.get('content-type')),
    });
    expect(contentType).toBe('application/pdf');
    expect(await file.text()).toBe('%PDF-1.4');
    expect(file.type).toBe('application/pdf');
    expect(api.calls[0]!.headers.accept).toBe('*/*');
  });

  it('gives null where the endpoint may answer 204, and undefined for a 204-only endpoint', async () => {
    const api = createFakeApi({
      'GET /payment_profiles/group/:group/promo/': null,
      'POST /dev/groups/:groupId/seat-codes/expire': null,
    });
    const client = clientFor(api);
    await expect(
      callApi(client, 'GET /payment_profiles/group/:group/promo/', { params: { group: 'acme' } }),
    ).resolves.toBeNull();
    await expect(
      callApi(client, 'POST /dev/groups/:groupId/seat-codes/expire', {
        params: { groupId: 'acme' },
        body: { workEmail: 'a@acme.example' },
      }),
    ).resolves.toBeUndefined();
  });

  it('keeps the client’s failures: ApiError for a 4xx', async () => {
    const api = createFakeApi({ 'GET /claims/:uuid': reply(404, { error: { code: 'NotFound', message: 'No' } }) });
    await expect(callApi(clientFor(api), 'GET /claims/:uuid', { params: { uuid: 'c' } })).rejects.toMatchObject({
      status: 404,
      code: 'NotFound',
    });
  });

  it('refuses to call a path with a missing parameter', () => {
    expect(() => endpointPath('GET /claims/:uuid', {})).toThrow(
      'GET /claims/:uuid: the path parameter "uuid" is missing',
    );
  });

  it('callEndpoint: the same call with the response named at the call, so a bundle holds only that schema', async () => {
    const claim = fixtures.claim();
    const api = createFakeApi({
      'GET /claims/:uuid': claim,
      'GET /claims/:uuid/invoices/:invoiceId': reply(200, '%PDF', { 'content-type': 'application/pdf' }),
    });
    const client = clientFor(api);
    await expect(callEndpoint(client, 'GET /claims/:uuid', ClaimSchema, { params: { uuid: 'c' } })).resolves.toEqual(
      claim,
    );
    const file = await callEndpoint(client, 'GET /claims/:uuid/invoices/:invoiceId', FILE_RESPONSE, {
      params: { uuid: 'c', invoiceId: 'i' },
    });
    expect(await file.text()).toBe('%PDF');
    api.setRoutes({ 'GET /claims/:uuid': reply(200, { uuid: 'c' }) });
    await expect(
      callEndpoint(client, 'GET /claims/:uuid', ClaimSchema, { params: { uuid: 'c' } }),
    ).rejects.toBeInstanceOf(UnexpectedResponseError);
  });

  describe('uploads', () => {
    beforeEach(installFakeXhr);
    afterEach(restoreXhr);

    it('travel by XMLHttpRequest with progress, and are parsed', async () => {
      const claim = fixtures.claim();
      const progress: number[] = [];
      const data = new FormData();
      const answer = callApi(clientFor(createFakeApi()), 'POST /claims/:uuid/documents/', {
        params: { uuid: claim.uuid },
        body: data,
        onProgress: (loaded) => progress.push(loaded),
      });
      for (let i = 0; i < 10 && FakeXhr.sent.length === 0; i += 1) await Promise.resolve();
      const xhr = FakeXhr.sent[0]!;
      expect(xhr.url).toBe(`/api/1.0/claims/${claim.uuid}/documents/`);
      expect(xhr.body).toBe(data);
      xhr.progress(5, 10);
      await xhr.respond(200, claim);
      await expect(answer).resolves.toEqual(claim);
      expect(progress).toEqual([5]);
    });

    it('hand request() the FormData and the transport, which a shell’s client without transports ignores', async () => {
      const claim = fixtures.claim();
      const request = jest.fn(async () => claim);
      const olderClient = { request } as unknown as ApiCaller;
      const data = new FormData();
      await expect(callApi(olderClient, 'POST /claims/', { body: data, onProgress: () => {} })).resolves.toEqual(claim);
      expect(request).toHaveBeenCalledWith(
        'POST',
        '/claims/',
        expect.objectContaining({ body: data, transport: expect.any(Function) }),
      );
      expect(FakeXhr.sent).toHaveLength(0);
    });
  });
});

// Types: the table decides what a call needs and what it gives.
export async function typeChecks(client: ApiCaller) {
  // @ts-expect-error: a path parameter is required
  await callApi(client, 'GET /claims/:uuid');
  // @ts-expect-error: not an endpoint
  await callApi(client, 'GET /claims/:uuid/nothing', { params: { uuid: 'c' } });
  // @ts-expect-error: the body is the endpoint's schema's input
  await callApi(client, 'PATCH /pets/:uuid', { params: { uuid: 'p' }, body: { name: 42 } });
  const me: { email: string | null } | { email: string } = await callApi(client, 'GET /me/');
  const file: Blob = await callApi(client, 'GET /agreements/:uuid/declarations.pdf', { params: { uuid: 'a' } });
  const promo: { promoCode: { code: string } } | null = await callApi(
    client,
    'GET /payment_profiles/group/:group/promo/',
    {
      params: { group: 'g' },
    },
  );
  // @ts-expect-error: callEndpoint takes only the table's response for the endpoint
  await callEndpoint(client, 'GET /me/', LeadSchema);
  // @ts-expect-error: parseResponse takes only the table's schema for the endpoint
  parseResponse('GET /me/', LeadSchema, {});
  const parsedMe: { email: string | null } | { email: string } = parseResponse('GET /me/', MeSchema, {});
  return { me, file, promo, parsedMe };
}
