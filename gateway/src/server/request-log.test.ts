import http from 'node:http';
import type { FastifyInstance } from 'fastify';
import type { GatewayConfig } from '../config';
import { tempStore } from '../release/test-builds';
import { buildGateway } from './gateway';
import { capturedLogs, testGatewayConfig } from './test-support';

const UUID = '6d1f0a52-8c3e-4b7a-9f21-0e5d4c3b2a19';

/** A gateway whose log lines land in `lines`, in front of an API stub that records request headers. */
async function gatewayWithLogs(overrides: Partial<GatewayConfig> = {}) {
  const seen: http.IncomingHttpHeaders[] = [];
  const api = http.createServer((req, res) => {
    seen.push(req.headers);
    res.setHeader('content-type', 'application/json');
    res.end('{}');
  });
  await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
  const { port } = api.address() as { port: number };
  const { lines, log } = capturedLogs();
  const app = await buildGateway(
    testGatewayConfig(tempStore(), { apiUrl: `http://127.0.0.1:${port}`, ...overrides }),
    log,
  );
  return {
    app,
    lines,
    seen,
    close: async () => {
      await app.close();
      api.close();
    },
  };
}

const loggedPaths = (lines: Array<Record<string, unknown>>) =>
  lines.map((l) => (l.req as { path?: string } | undefined)?.path).filter((p): p is string => !!p);

describe('gateway request logs', () => {
  let g: Awaited<ReturnType<typeof gatewayWithLogs>>;
  beforeAll(async () => {
    g = await gatewayWithLogs();
  });
  afterAll(() => g.close());

  it('log paths without query strings, and without lead uuids or verification codes', async () => {
    const app: FastifyInstance = g.app;
    await app.inject(`/onboard?lid=${UUID}&utm_source=mail`);
    await app.inject('/dashboard/profile?verify_email=55512345');
    await app.inject(`/api/1.0/leads/${UUID}`);
    await app.inject({ method: 'POST', url: '/api/1.0/me/verify_email/55512345/', payload: {} });
    await app.inject(`/api/1.0/leads/${UUID}/quote/?x=1`);
    const text = JSON.stringify(g.lines);
    expect(text).not.toContain(UUID);
    expect(text).not.toContain('55512345');
    expect(text).not.toContain('utm_source');
    expect(loggedPaths(g.lines)).toEqual(
      expect.arrayContaining([
        '/onboard',
        '/dashboard/profile',
        '/api/1.0/leads/:redacted',
        '/api/1.0/me/verify_email/:redacted/',
        '/api/1.0/leads/:redacted/quote/',
      ]),
    );
  });

  it('never takes a visitor’s x-request-id: it logs and forwards its own', async () => {
    const before = g.seen.length;
    const res = await g.app.inject({
      url: '/api/1.0/breeds/',
      headers: { 'x-request-id': 'visitor-chosen' },
      remoteAddress: '203.0.113.9',
    });
    expect(res.statusCode).toBe(200);
    const forwarded = g.seen[before]!['x-request-id'];
    expect(forwarded).toEqual(expect.stringMatching(/^[0-9a-f-]{36}$/));
    expect(JSON.stringify(g.lines)).not.toContain('visitor-chosen');
    expect(g.lines.some((l) => l.reqId === forwarded)).toBe(true);
  });
});

describe('request ids behind a trusted proxy', () => {
  it('keeps the id a trusted proxy sends, and only that proxy’s', async () => {
    const g = await gatewayWithLogs({ trustProxy: '10.0.0.0/8' });
    try {
      await g.app.inject({ url: '/api/1.0/breeds/', headers: { 'x-request-id': 'lb-42' }, remoteAddress: '10.0.0.7' });
      expect(g.seen.at(-1)!['x-request-id']).toBe('lb-42');
      await g.app.inject({
        url: '/api/1.0/breeds/',
        headers: { 'x-request-id': 'lb-43' },
        remoteAddress: '203.0.113.9',
      });
      expect(g.seen.at(-1)!['x-request-id']).not.toBe('lb-43');
    } finally {
      await g.close();
    }
  });
});
