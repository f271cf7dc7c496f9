import type { FastifyInstance } from 'fastify';
import type { GatewayConfig } from '../config';
import { release } from '../release/cli';
import { ReleaseStore } from '../release/release-store';
import { fakeBuild, tempStore } from '../release/test-builds';
import { buildGateway } from './gateway';
import { testGatewayConfig } from './test-support';

process.env.LOG_LEVEL = 'silent';

const shellHtml = `<!doctype html><html><head><!--tailwise:config--><style>${'body{margin:0}'.repeat(100)}</style></head><body><div id="root"></div></body></html>`;

/** The shared test configuration; the odd remote timeout shows it reaches the page's runtime config. */
const config = (storeDir: string, overrides: Partial<GatewayConfig> = {}): GatewayConfig =>
  testGatewayConfig(storeDir, { remoteTimeoutMs: 1234, ...overrides });

describe('gateway', () => {
  let app: FastifyInstance;
  let storeDir: string;

  beforeAll(async () => {
    storeDir = tempStore();
    const store = new ReleaseStore(storeDir);
    await release(
      store,
      'shell',
      fakeBuild('shell', '1.0.0', { 'index.html': shellHtml, 'main.0123abcd.js': 'console.log("main")'.repeat(100) }),
    );
    const marketing = fakeBuild('mfe-marketing', '3.1.0', {
      'remoteEntry.js': 'var tailwise_marketing;',
      '77.89abcdef.js': 'chunk',
      '_xo/images/dog.txt': 'woof',
    });
    await release(store, 'mfe-marketing', marketing);
    app = await buildGateway(config(storeDir));
  });
  afterAll(() => app.close());

  it('serves remotes.json from the live manifest, uncached and private to the visitor', async () => {
    const res = await app.inject('/remotes.json');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-cache');
    expect(res.headers.vary).toMatch(/Cookie/);
    expect(res.json().remotes).toEqual({
      marketing: { version: '3.1.0', entry: '/mfe-marketing/3.1.0/remoteEntry.js' },
    });
  });

  it('serves the live shell document for any page route, with the runtime config, private to the visitor and no-cache', async () => {
    for (const url of ['/', '/dashboard/claims', '/start/checkout?utm_source=x', '/no/such/page']) {
      const res = await app.inject(url);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      // It carries the visitor's release set (document-releases.ts): their cohort's, revalidated every load.
      expect(res.headers['cache-control']).toBe('private, no-cache');
      expect(res.headers.vary).toMatch(/Cookie/);
      const config = JSON.parse(
        res.body.match(/<script type="application\/json" id="tailwise-config">(.*?)<\/script>/)![1]!,
      );
      expect(config).toMatchObject({ environment: 'test', remoteTimeoutMs: 1234, release: 'v2.0.36' });
    }
  });

  it('caches hashed chunks forever and revalidates entries', async () => {
    const chunk = await app.inject('/mfe-marketing/3.1.0/77.89abcdef.js');
    expect(chunk.statusCode).toBe(200);
    expect(chunk.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const entry = await app.inject('/mfe-marketing/3.1.0/remoteEntry.js');
    expect(entry.headers['cache-control']).toBe('no-cache');
  });

  it('serves precompressed files when the browser accepts them', async () => {
    const res = await app.inject({ url: '/shell/1.0.0/main.0123abcd.js', headers: { 'accept-encoding': 'br, gzip' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
  });

  it('never serves the store internals', async () => {
    for (const url of [
      '/history.jsonl',
      '/remotes.json.tmp',
      '/mfe-marketing/3.1.0/release.json',
      '/shell/1.0.0/index.html',
      '/.lock',
    ]) {
      const res = await app.inject(url);
      expect(res.statusCode).toBe(404);
      expect(res.body).not.toContain('"action"');
      expect(res.body).not.toContain('"files"');
    }
  });

  it('serves /_xo assets from the live releases and rejects traversal', async () => {
    const ok = await app.inject('/_xo/images/dog.txt');
    expect(ok.statusCode).toBe(200);
    expect(ok.body).toBe('woof');
    // Encoded separators keep these under /_xo, so they reach the asset handler itself.
    for (const url of [
      '/_xo/images/..%2f..%2fhistory.jsonl',
      '/_xo/%2e%2e%2f%2e%2e%2fhistory.jsonl',
      '/_xo/images/%2e%2e%2fdog.txt',
      '/_xo/missing.png',
    ]) {
      const res = await app.inject(url);
      expect(res.statusCode).toBe(404);
      expect(res.body).not.toContain('"action"');
    }
  });

  it('answers /api/1.0 with a JSON 503 while the API is unreachable', async () => {
    const res = await app.inject('/api/1.0/me/');
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ error: { code: 'API_UNAVAILABLE', message: expect.any(String), fields: {} } });
  });

  it('sends the security headers, with a CSP that allows no inline script and no framing', async () => {
    const res = await app.inject('/');
    const csp = res.headers['content-security-policy'] as string;
    const scriptSrc = csp
      .split(';')
      .map((d) => d.trim())
      .find((d) => d.startsWith('script-src'))!;
    expect(scriptSrc).not.toContain('unsafe-inline');
    expect(csp).toContain("frame-ancestors 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });

  it('does not allow developer origins in production', async () => {
    const prod = await buildGateway(config(storeDir, { environment: 'production' }));
    const csp = (await prod.inject('/')).headers['content-security-policy'] as string;
    expect(csp).not.toContain('localhost');
    await prod.close();
  });

  it('answers 404 JSON for missing files rather than the page', async () => {
    const res = await app.inject('/mfe-marketing/3.1.0/missing.abcdef12.js');
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe('NOT_FOUND');
  });

  it('compresses the page document', async () => {
    const res = await app.inject({ url: '/', headers: { 'accept-encoding': 'gzip' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('gzip');
  });

  it('answers 503 with a hint before any shell is released', async () => {
    const empty = await buildGateway(config(tempStore()));
    const res = await empty.inject('/');
    expect(res.statusCode).toBe(503);
    expect(res.body).toContain('npm start');
    await empty.close();
  });
});

describe('gateway API proxy', () => {
  it('passes the visitor’s address to the API, not one the visitor claims', async () => {
    const http = await import('node:http');
    const seen: Array<Record<string, string | string[] | undefined>> = [];
    const upstream = http.createServer((req, res) => {
      seen.push(req.headers);
      res.setHeader('content-type', 'application/json');
      res.end('{"ok":true}');
    });
    await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
    const { port } = upstream.address() as { port: number };
    const storeDir = tempStore();
    const gateway = await buildGateway(config(storeDir, { apiUrl: `http://127.0.0.1:${port}` }));
    const res = await gateway.inject({
      url: '/api/1.0/breeds/',
      headers: { 'x-forwarded-for': '6.6.6.6' },
      remoteAddress: '203.0.113.9',
    });
    expect(res.statusCode).toBe(200);
    expect(seen[0]!['x-forwarded-for']).toBe('203.0.113.9');
    await gateway.close();
    upstream.close();
  });

  it('behind a proxy TRUST_PROXY names, passes the visitor’s address that proxy saw; from anyone else, the peer’s', async () => {
    const http = await import('node:http');
    const seen: Array<string | string[] | undefined> = [];
    const upstream = http.createServer((req, res) => {
      seen.push(req.headers['x-forwarded-for']);
      res.setHeader('content-type', 'application/json');
      res.end('{"ok":true}');
    });
    await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
    const { port } = upstream.address() as { port: number };
    const gateway = await buildGateway(
      config(tempStore(), { apiUrl: `http://127.0.0.1:${port}`, trustProxy: '10.0.0.0/8' }),
    );
    // The CDN (10.1.2.3) appends the visitor's address to whatever the visitor wrote.
    const headers = { 'x-forwarded-for': '6.6.6.6, 203.0.113.9' };
    await gateway.inject({ url: '/api/1.0/breeds/', headers, remoteAddress: '10.1.2.3' });
    await gateway.inject({ url: '/api/1.0/breeds/', headers, remoteAddress: '198.51.100.4' });
    expect(seen).toEqual(['203.0.113.9', '198.51.100.4']);
    await gateway.close();
    upstream.close();
  });
});
