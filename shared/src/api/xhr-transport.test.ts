// The upload transport: progress from XMLHttpRequest, while the client's request() still writes the token and maps
// every failure exactly as it does for fetch.
import { FakeXhr, installFakeXhr, restoreXhr } from '@tailwise/shared/testing';
import type { ErrorReporter } from '../monitoring/error-reporter';
import { ApiClient, ApiError } from './api-client';
import { UPLOAD_INTERRUPTED, xhrTransport } from './xhr-transport';

/** A client whose uploads never reach fetch: the transport under test carries them. */
function setup(token: string | null = null) {
  const reporter: jest.Mocked<ErrorReporter> = { captureException: jest.fn(), captureMessage: jest.fn() };
  const fetchImpl = jest.fn(async () => {
    throw new Error('an upload went by fetch, not the transport');
  }) as unknown as typeof fetch;
  return { client: new ApiClient({ fetchImpl, reporter, getIdToken: async () => token }), reporter };
}

const upload = (
  client: ApiClient,
  path: string,
  data: FormData,
  { onProgress, signal }: { onProgress?: (loaded: number, total: number) => void; signal?: AbortSignal } = {},
) => client.request<unknown>('POST', path, { body: data, signal, transport: xhrTransport(onProgress) });

describe('uploads through the XMLHttpRequest transport', () => {
  beforeEach(installFakeXhr);
  afterEach(restoreXhr);

  const form = () => {
    const data = new FormData();
    data.append('petUuid', 'p');
    data.append('invoices', new Blob(['%PDF']), 'invoice.pdf');
    return data;
  };
  /** The request once sent: the token is read before it opens. */
  const sent = async () => {
    for (let i = 0; i < 10 && FakeXhr.sent.length === 0; i += 1) await Promise.resolve();
    return FakeXhr.sent[0]!;
  };

  it('sends the body with the token to /api/1.0, reports progress, and resolves the JSON answer', async () => {
    const { client } = setup('id-token-123');
    const progress: Array<[number, number]> = [];
    const data = form();
    const answer = upload(client, '/claims/', data, { onProgress: (loaded, total) => progress.push([loaded, total]) });
    const xhr = await sent();
    expect(xhr.method).toBe('POST');
    expect(xhr.url).toBe('/api/1.0/claims/');
    expect(xhr.headers).toEqual({ Accept: 'application/json', Authorization: 'Token id-token-123' });
    expect(xhr.body).toBe(data);
    xhr.progress(10, 40);
    xhr.progress(40, 40);
    expect(progress).toEqual([
      [10, 40],
      [40, 40],
    ]);
    await xhr.respond(201, { uuid: 'c' });
    await expect(answer).resolves.toEqual({ uuid: 'c' });
  });

  it('fails a 4xx as request() does: ApiError with the fields, reported as information', async () => {
    const { client, reporter } = setup();
    const answer = upload(client, '/claims/', form()).catch((e: unknown) => e);
    await (
      await sent()
    ).respond(422, { error: { code: 'InvalidUpload', message: 'Check the files', fields: { invoices: 'Too big' } } });
    const error = await answer;
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 422, code: 'InvalidUpload', fields: { invoices: 'Too big' } });
    expect(reporter.captureMessage).toHaveBeenCalledWith(
      'API Error',
      'info',
      expect.objectContaining({ extra: expect.objectContaining({ status: 422, method: 'POST', path: '/claims/' }) }),
    );
    expect(reporter.captureException).not.toHaveBeenCalled();
  });

  it('fails a 5xx as request() does: "Failed POST: {path}", reported as an exception', async () => {
    const { client, reporter } = setup();
    const answer = upload(client, '/claims/c/documents/', form()).catch((e: unknown) => e);
    await (await sent()).respond(503, { error: { message: 'down' } });
    const error = await answer;
    expect(error).not.toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ message: 'Failed POST: /claims/c/documents/' });
    expect(reporter.captureException).toHaveBeenCalledWith(
      expect.objectContaining({ message: 'Failed POST: /claims/c/documents/' }),
      expect.anything(),
    );
  });

  it('says when the connection dropped, and stops when its signal aborts', async () => {
    const { client } = setup();
    const dropped = upload(client, '/claims/', form()).catch((e: unknown) => e);
    (await sent()).onerror?.();
    expect(await dropped).toMatchObject({ message: UPLOAD_INTERRUPTED });

    FakeXhr.sent = [];
    const controller = new AbortController();
    const cancelled = upload(client, '/claims/', form(), { signal: controller.signal }).catch((e: unknown) => e);
    await sent();
    controller.abort();
    expect(await cancelled).toMatchObject({ name: 'AbortError' });
  });
});
