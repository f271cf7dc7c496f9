import { existsSync, readFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { readGatewayConfig, type GatewayConfig } from '../config';
import { release } from '../release/cli';
import { repoRoot } from '../release/paths';
import { ReleaseStore } from '../release/release-store';
import { fakeBuild, tempStore } from '../release/test-builds';
import { buildGateway } from './gateway';
import { envelopeHeader, ingestUrl, parseDsn, sameDsn, TokenBuckets } from './monitoring-tunnel';
import { runtimeConfigFor } from './shell-document';
import { testGatewayConfig } from './test-support';

process.env.LOG_LEVEL = 'silent';

const DSN = 'http://publickey@127.0.0.1:8080/7';

/** The shared test configuration, with a DSN to accept and envelopes kept in a file in a fresh store. */
function config(overrides: Partial<GatewayConfig> = {}): GatewayConfig {
  const storeDir = tempStore();
  return testGatewayConfig(storeDir, {
    sentryDsn: DSN,
    monitoringFile: path.join(storeDir, 'monitoring', 'envelopes.jsonl'),
    monitoringMaxBytes: 10_000,
    monitoringForward: false,
    monitoringRatePerMinute: 1000,
    ...overrides,
  });
}

/** An envelope as the browser SDK sends it through a tunnel: header with the DSN, item header, item. */
function envelope(dsn: string | undefined = DSN, message = 'Failed GET: /wellness/plans') {
  const header = {
    event_id: '0123456789abcdef0123456789abcdef',
    sent_at: '2025-01-01T00:00:00.000Z',
    sdk: { name: 'sentry.javascript.react', version: '11.12.0' },
    ...(dsn === undefined ? {} : { dsn }),
  };
  const item = JSON.stringify({ exception: { values: [{ type: 'Error', value: message }] }, release: 'v2.0.36' });
  return `${JSON.stringify(header)}\n${JSON.stringify({ type: 'event', length: Buffer.byteLength(item) })}\n${item}`;
}

const post = (
  app: FastifyInstance,
  payload: string | Buffer,
  contentType: string | null = 'text/plain;charset=UTF-8',
  ip = '203.0.113.9',
) =>
  app.inject({
    method: 'POST',
    url: '/monitoring',
    payload,
    remoteAddress: ip,
    headers: contentType ? { 'content-type': contentType } : {},
  });

const storedLines = (file: string) =>
  existsSync(file)
    ? readFileSync(file, 'utf8')
        .trim()
        .split('\n')
        .filter(Boolean)
        .map((line) => JSON.parse(line) as { receivedAt: string; bytes: number; envelope: string; encoding?: string })
    : [];

function expectError(res: { statusCode: number; json: () => unknown }, status: number, code: string) {
  expect(res.statusCode).toBe(status);
  expect(res.json()).toEqual({ error: { code, message: expect.any(String), fields: expect.any(Object) } });
}

describe('/monitoring tunnel, keeping envelopes in the local file', () => {
  let app: FastifyInstance;
  let cfg: GatewayConfig;

  beforeEach(async () => {
    cfg = config();
    app = await buildGateway(cfg);
  });
  afterEach(() => app.close());

  it('appends one JSON line per accepted envelope, creating the folder', async () => {
    const body = envelope();
    const res = await post(app, body);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ id: '0123456789abcdef0123456789abcdef' });
    const [line, ...rest] = storedLines(cfg.monitoringFile);
    expect(rest).toHaveLength(0);
    expect(line).toEqual({
      receivedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      bytes: Buffer.byteLength(body),
      envelope: body,
    });
    expect(line!.envelope).toContain('Failed GET: /wellness/plans');
  });

  it('accepts application/x-sentry-envelope and untyped (compressed) bodies, keeping binary ones as base64', async () => {
    expect((await post(app, envelope(), 'application/x-sentry-envelope')).statusCode).toBe(200);
    const binary = Buffer.concat([
      Buffer.from(`${JSON.stringify({ dsn: DSN })}\n{"type":"replay_recording","length":4}\n`),
      Buffer.from([0x78, 0x9c, 0xff, 0xfe]),
    ]);
    expect((await post(app, binary, null)).statusCode).toBe(200);
    const lines = storedLines(cfg.monitoringFile);
    expect(lines).toHaveLength(2);
    expect(lines[1]).toMatchObject({ encoding: 'base64', bytes: binary.length });
    expect(Buffer.from(lines[1]!.envelope, 'base64').equals(binary)).toBe(true);
  });

  it('accepts the DSN written differently (a secret, a default port) but naming the same key and project', async () => {
    await app.close();
    cfg = config({ sentryDsn: 'https://publickey:secret@o1.ingest.example:443/7' });
    app = await buildGateway(cfg);
    expect((await post(app, envelope('https://publickey@o1.ingest.example/7'))).statusCode).toBe(200);
  });

  it('refuses another DSN with a JSON 400 and keeps nothing', async () => {
    for (const dsn of [
      'http://otherkey@127.0.0.1:8080/7',
      'http://publickey@127.0.0.1:8080/8',
      'http://publickey@evil.example:8080/7',
      'https://publickey@127.0.0.1:8080/7',
    ]) {
      const res = await post(app, envelope(dsn));
      expectError(res, 400, 'UNKNOWN_DSN');
      expect(res.json().error.fields).toHaveProperty('dsn');
    }
    expect(storedLines(cfg.monitoringFile)).toHaveLength(0);
  });

  it('refuses malformed envelopes with a JSON 400, never a 5xx', async () => {
    const bodies: (string | Buffer)[] = [
      'not json\n{}',
      '[1,2,3]\n{}',
      'null',
      `${JSON.stringify({ event_id: 'x' })}\n{}`, // no DSN
      `${JSON.stringify({ dsn: 42 })}\n{}`,
      `${JSON.stringify({ dsn: 'not a dsn' })}\n{}`,
      Buffer.from([0xff, 0xfe, 0x00, 0x0a]),
    ];
    for (const body of bodies)
      expectError(
        await post(app, body),
        400,
        expect.stringMatching(/^(BAD_ENVELOPE|UNKNOWN_DSN)$/) as unknown as string,
      );
    expectError(await post(app, ''), 400, 'BAD_ENVELOPE');
    const json = await post(app, JSON.stringify({ dsn: DSN }), 'application/json');
    expect(json.statusCode).toBe(200); // read as raw bytes here too: a header-only envelope
    expect(storedLines(cfg.monitoringFile)).toHaveLength(1);
  });

  it('caps the envelope size with a JSON 413', async () => {
    const res = await post(app, envelope(DSN, 'x'.repeat(cfg.monitoringMaxBytes)));
    expectError(res, 413, 'ENVELOPE_TOO_LARGE');
    expect(storedLines(cfg.monitoringFile)).toHaveLength(0);
  });

  it('accepts nothing when no DSN is configured', async () => {
    await app.close();
    cfg = config({ sentryDsn: null });
    app = await buildGateway(cfg);
    expectError(await post(app, envelope()), 400, 'UNKNOWN_DSN');
    expect(storedLines(cfg.monitoringFile)).toHaveLength(0);
  });

  it('rate-limits each client IP with a 429 and Retry-After', async () => {
    await app.close();
    cfg = config({ monitoringRatePerMinute: 3 });
    app = await buildGateway(cfg);
    for (let i = 0; i < 3; i++) expect((await post(app, envelope(), undefined, '198.51.100.1')).statusCode).toBe(200);
    const limited = await post(app, envelope(), undefined, '198.51.100.1');
    expectError(limited, 429, 'TOO_MANY_REPORTS');
    expect(Number(limited.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect((await post(app, envelope(), undefined, '198.51.100.2')).statusCode).toBe(200);
    expect(storedLines(cfg.monitoringFile)).toHaveLength(4);
  });

  it('leaves the rest of the gateway on its own body parsing', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/healthz',
      payload: 'x',
      headers: { 'content-type': 'text/plain' },
    });
    expect(res.statusCode).toBe(404);
  });
});

describe('/monitoring tunnel, forwarding upstream', () => {
  let upstream: http.Server;
  let received: { method?: string; url?: string; contentType?: string; body: string }[];
  let answer: { status: number; headers?: Record<string, string>; body: string };
  let upstreamDsn: string;

  beforeAll(async () => {
    upstream = http.createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        received.push({
          method: req.method,
          url: req.url,
          contentType: req.headers['content-type'],
          body: Buffer.concat(chunks).toString('utf8'),
        });
        res.writeHead(answer.status, { 'content-type': 'application/json', ...answer.headers }).end(answer.body);
      });
    });
    await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
    upstreamDsn = `http://publickey@127.0.0.1:${(upstream.address() as AddressInfo).port}/42`;
  });
  afterAll(() => new Promise<void>((resolve) => upstream.close(() => resolve())));
  beforeEach(() => {
    received = [];
    answer = { status: 200, body: '{"id":"0123456789abcdef0123456789abcdef"}' };
  });

  it("posts the envelope to the DSN's ingest URL and answers with the upstream's status", async () => {
    const cfg = config({ sentryDsn: upstreamDsn, monitoringForward: true });
    const app = await buildGateway(cfg);
    const body = envelope(upstreamDsn);
    const res = await post(app, body);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ id: '0123456789abcdef0123456789abcdef' });
    expect(received).toEqual([
      { method: 'POST', url: '/api/42/envelope/', contentType: 'application/x-sentry-envelope', body },
    ]);
    expect(storedLines(cfg.monitoringFile)).toHaveLength(0);

    answer = {
      status: 429,
      headers: { 'retry-after': '60', 'x-sentry-rate-limits': '60:error:organization' },
      body: '{}',
    };
    const limited = await post(app, body);
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['x-sentry-rate-limits']).toBe('60:error:organization');

    expectError(await post(app, envelope(DSN)), 400, 'UNKNOWN_DSN');
    expect(received).toHaveLength(2);
    await app.close();
  });

  it('answers 502 JSON while the upstream is unreachable', async () => {
    const app = await buildGateway(config({ sentryDsn: 'http://publickey@127.0.0.1:9/42', monitoringForward: true }));
    expectError(await post(app, envelope('http://publickey@127.0.0.1:9/42')), 502, 'MONITORING_UPSTREAM_UNAVAILABLE');
    await app.close();
  });
});

describe('monitoring helpers', () => {
  it('parses DSNs and builds the ingest URL', () => {
    const dsn = parseDsn('https://abc:secret@o1.ingest.sentry.io:443/sub/123')!;
    expect(dsn).toEqual({
      protocol: 'https:',
      publicKey: 'abc',
      host: 'o1.ingest.sentry.io',
      pathPrefix: '/sub',
      projectId: '123',
    });
    expect(ingestUrl(dsn)).toBe('https://o1.ingest.sentry.io/sub/api/123/envelope/');
    expect(ingestUrl(parseDsn(DSN)!)).toBe('http://127.0.0.1:8080/api/7/envelope/');
    for (const bad of [
      '',
      'nonsense',
      'ftp://k@h/1',
      'https://h/1',
      'https://tailwise-local@h/1',
      'https://k@h/abc',
      'https://k@h/1?x=1',
    ])
      expect(parseDsn(bad)).toBeNull();
    expect(sameDsn(parseDsn('http://k@h:80/1')!, parseDsn('http://k@h/1')!)).toBe(true);
    expect(sameDsn(parseDsn('http://k@h/1')!, parseDsn('http://k@h:8080/1')!)).toBe(false);
  });

  it('reads the envelope header from the first line only', () => {
    expect(envelopeHeader(Buffer.from('{"dsn":"x"}\n{"type":"event"}\n{}'))).toEqual({ dsn: 'x' });
    expect(envelopeHeader(Buffer.from('{"dsn":"x"}'))).toEqual({ dsn: 'x' });
    expect(envelopeHeader(Buffer.from('\n{"dsn":"x"}'))).toBeNull();
    expect(envelopeHeader(Buffer.from('"text"\n'))).toBeNull();
  });

  it('refills token buckets over time and forgets idle ones', () => {
    const buckets = new TokenBuckets(2, 60_000, 2);
    expect(buckets.take('a', 0).ok).toBe(true);
    expect(buckets.take('a', 0).ok).toBe(true);
    expect(buckets.take('a', 0)).toEqual({ ok: false, retryAfterSeconds: 30 });
    expect(buckets.take('a', 30_000).ok).toBe(true);
    expect(buckets.take('b', 30_000).ok).toBe(true);
    expect(buckets.take('c', 200_000).ok).toBe(true); // a and b had refilled: pruned, c fits
    expect(buckets.take('a', 200_000).ok).toBe(true);
  });
});

describe('runtime configuration for the browser SDK', () => {
  const saved = { ...process.env };
  afterEach(() => {
    process.env = { ...saved };
  });

  it('reports under the product release from the root package.json', async () => {
    const { version } = JSON.parse(readFileSync(path.join(repoRoot, 'package.json'), 'utf8')) as { version: string };
    expect(runtimeConfigFor(config()).release).toBe(`v${version}`);
    expect(runtimeConfigFor(config()).release).toMatch(/^v\d+\.\d+\.\d+$/);

    const store = new ReleaseStore(tempStore());
    await release(
      store,
      'shell',
      fakeBuild('shell', '1.0.0', { 'index.html': '<html><head><!--tailwise:config--></head></html>' }),
    );
    const app = await buildGateway(config({ storeDir: store.root, sentrySampleRate: 1 }));
    const page = await app.inject('/pet-wellness-plans');
    const json = JSON.parse(page.body.match(/id="tailwise-config">(.*?)<\/script>/)![1]!);
    expect(json).toMatchObject({ release: `v${version}`, sentryDsn: DSN, sentrySampleRate: 1 });
    await app.close();
  });

  it('reads the monitoring variables, and ignores SENTRY_SAMPLE_RATE in production', () => {
    Object.assign(process.env, {
      APP_ENV: 'test',
      SENTRY_DSN: DSN,
      SENTRY_SAMPLE_RATE: '1',
      MONITORING_FORWARD: 'true',
      MONITORING_RATE_LIMIT: '30',
    });
    delete process.env.FIREBASE_AUTH_EMULATOR_HOST;
    expect(readGatewayConfig()).toMatchObject({
      sentryDsn: DSN,
      sentrySampleRate: 1,
      monitoringForward: true,
      monitoringRatePerMinute: 30,
    });

    process.env.SENTRY_SAMPLE_RATE = '7';
    expect(readGatewayConfig().sentrySampleRate).toBeNull();

    Object.assign(process.env, { APP_ENV: 'production', SENTRY_SAMPLE_RATE: '1', COHORT_SECRET: 'k'.repeat(32) });
    delete process.env.MONITORING_FORWARD;
    expect(readGatewayConfig()).toMatchObject({ sentrySampleRate: null, monitoringForward: true });

    Object.assign(process.env, { APP_ENV: 'local' });
    expect(readGatewayConfig().monitoringForward).toBe(false);
  });
});
