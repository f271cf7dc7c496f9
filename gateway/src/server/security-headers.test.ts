import Fastify from 'fastify';
import { tempStore } from '../release/test-builds';
import { cspReports, loggableUrl } from './csp-reports';
import { buildGateway } from './gateway';
import { contentSecurityPolicy, CSP_REPORT_ROUTE } from './security-headers';
import { capturedLogs, testGatewayConfig } from './test-support';

const UUID = '0b8e7c6d-5a4f-4e3d-8c2b-1a0f9e8d7c6b';
const FIREBASE_BASE = { apiKey: 'k', projectId: 'tailwise-prod', authDomain: 'tailwise-prod.firebaseapp.com' };

function directives(csp: string): Record<string, string[]> {
  return Object.fromEntries(
    csp.split(';').map((d) => {
      const [name, ...values] = d.trim().split(/\s+/);
      return [name!, values];
    }),
  );
}

const hostsOf = (csp: string) => Object.values(directives(csp)).flat();

describe('Content-Security-Policy', () => {
  it('leaves Tag Manager and Google Analytics out unless Analytics is configured', () => {
    for (const firebase of [null, FIREBASE_BASE, { ...FIREBASE_BASE, appId: '1:2:web:3' }]) {
      const csp = contentSecurityPolicy({ environment: 'production', firebase });
      expect(csp).not.toContain('googletagmanager');
      expect(csp).not.toContain('google-analytics');
      expect(csp).not.toContain('analytics.google.com');
    }
    const withAnalytics = directives(
      contentSecurityPolicy({
        environment: 'production',
        firebase: { ...FIREBASE_BASE, appId: '1:2:web:3', measurementId: 'G-ABC123' },
      }),
    );
    expect(withAnalytics['script-src']).toContain('https://www.googletagmanager.com');
    expect(withAnalytics['connect-src']).toEqual(
      expect.arrayContaining(['https://*.google-analytics.com', 'https://firebase.googleapis.com']),
    );
  });

  it('names the Firebase hosts instead of every *.googleapis.com host', () => {
    const full = contentSecurityPolicy({
      environment: 'production',
      firebase: { ...FIREBASE_BASE, appId: '1:2:web:3', measurementId: 'G-ABC123' },
    });
    expect(full).not.toContain('*.googleapis.com');
    expect(directives(full)['connect-src']).toEqual(
      expect.arrayContaining([
        'https://identitytoolkit.googleapis.com',
        'https://securetoken.googleapis.com',
        'https://firebaseremoteconfig.googleapis.com',
        'https://firebaseinstallations.googleapis.com',
      ]),
    );
    // No Firebase configured: no Google host at all.
    expect(hostsOf(contentSecurityPolicy({ environment: 'production', firebase: null }))).not.toEqual(
      expect.arrayContaining([expect.stringContaining('google')]),
    );
    // Auth alone (no app id): no Remote Config hosts.
    expect(contentSecurityPolicy({ environment: 'production', firebase: FIREBASE_BASE })).not.toContain(
      'firebaseremoteconfig',
    );
  });

  it('frames only this origin and object URLs the page made (the invoice preview), and no plugins', () => {
    const csp = directives(contentSecurityPolicy({ environment: 'production', firebase: null }));
    expect(csp['frame-src']).toEqual(["'self'", 'blob:']);
    expect(csp['object-src']).toEqual(["'none'"]);
    expect(csp['frame-ancestors']).toEqual(["'none'"]);
  });

  it('reports violations to the gateway, by report-to and report-uri', () => {
    const csp = directives(contentSecurityPolicy({ environment: 'production', firebase: null }));
    expect(csp['report-uri']).toEqual([CSP_REPORT_ROUTE]);
    expect(csp['report-to']).toEqual(['csp']);
  });
});

const legacyReport = {
  'csp-report': {
    'document-uri': `https://tailwise.example/onboard?lid=${UUID}`,
    referrer: '',
    'violated-directive': 'script-src-elem',
    'effective-directive': 'script-src-elem',
    'original-policy': "default-src 'self'",
    disposition: 'enforce',
    'blocked-uri': 'https://evil.example/x.js?token=abc',
    'status-code': 200,
  },
};

const modernReports = [
  {
    type: 'csp-violation',
    age: 10,
    url: `https://tailwise.example/api/1.0/leads/${UUID}`,
    user_agent: 'Mozilla/5.0',
    body: {
      documentURL: `https://tailwise.example/dashboard/profile?verify_email=90817263`,
      effectiveDirective: 'connect-src',
      blockedURL: 'https://tracker.example/collect',
      disposition: 'enforce',
      sourceFile: 'https://tailwise.example/shell/1.0.0/main.js',
      lineNumber: 12,
      sample: '',
    },
  },
  { type: 'deprecation', body: { id: 'x' } },
];

describe('POST /csp-report through the gateway', () => {
  async function gateway() {
    const { lines, log } = capturedLogs();
    const app = await buildGateway(testGatewayConfig(tempStore(), { environment: 'production' }), log);
    return { app, lines };
  }

  it('sends Reporting-Endpoints with the policy, naming the gateway’s own route', async () => {
    const { app } = await gateway();
    const res = await app.inject('/healthz');
    expect(res.headers['reporting-endpoints']).toBe(`csp="${CSP_REPORT_ROUTE}"`);
    expect(res.headers['content-security-policy']).toContain('report-to csp');
    await app.close();
  });

  it('logs violations in both formats, with no lead uuid, code or query string', async () => {
    const { app, lines } = await gateway();
    const legacy = await app.inject({
      method: 'POST',
      url: CSP_REPORT_ROUTE,
      headers: { 'content-type': 'application/csp-report' },
      payload: JSON.stringify(legacyReport),
    });
    expect(legacy.statusCode).toBe(204);
    const modern = await app.inject({
      method: 'POST',
      url: CSP_REPORT_ROUTE,
      headers: { 'content-type': 'application/reports+json' },
      payload: JSON.stringify(modernReports),
    });
    expect(modern.statusCode).toBe(204);
    const violations = lines.filter((l) => l.msg === 'csp violation').map((l) => l.csp);
    expect(violations).toEqual([
      expect.objectContaining({
        directive: 'script-src-elem',
        documentUrl: 'https://tailwise.example/onboard',
        blockedUrl: 'https://evil.example/x.js',
      }),
      expect.objectContaining({
        directive: 'connect-src',
        documentUrl: 'https://tailwise.example/dashboard/profile',
        blockedUrl: 'https://tracker.example/collect',
        line: 12,
      }),
    ]);
    const text = JSON.stringify(lines);
    expect(text).not.toContain(UUID);
    expect(text).not.toContain('90817263');
    expect(text).not.toContain('token=abc');
    await app.close();
  });

  it('refuses what is not a report', async () => {
    const { app } = await gateway();
    const post = (payload: string, type = 'application/csp-report') =>
      app.inject({ method: 'POST', url: CSP_REPORT_ROUTE, headers: { 'content-type': type }, payload });
    expect((await post('not json')).statusCode).toBe(400);
    expect((await post('{"hello":1}')).json().error.fields).toHaveProperty('report');
    expect((await post('{}', 'text/plain')).statusCode).toBe(415);
    await app.close();
  });
});

describe('CSP report limits', () => {
  it('answers 413 above the size cap and 429 with Retry-After above the rate', async () => {
    const app = Fastify();
    await app.register(cspReports, { maxBytes: 2000, ratePerMinute: 3, now: () => 1_000 });
    const post = (payload: string, remoteAddress = '198.51.100.7') =>
      app.inject({
        method: 'POST',
        url: CSP_REPORT_ROUTE,
        headers: { 'content-type': 'application/csp-report' },
        payload,
        remoteAddress,
      });
    const big = JSON.stringify({ 'csp-report': { 'document-uri': `https://x.example/${'a'.repeat(3000)}` } });
    expect((await post(big)).statusCode).toBe(413);
    const small = JSON.stringify(legacyReport);
    expect((await post(small)).statusCode).toBe(204);
    expect((await post(small)).statusCode).toBe(204);
    const limited = await post(small);
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect((await post(small, '198.51.100.8')).statusCode).toBe(204);
    await app.close();
  });

  it('keeps keywords and cuts URLs to origin and path', () => {
    expect(loggableUrl('inline')).toBe('inline');
    expect(loggableUrl('data:image/png;base64,xyz')).toBe('data:');
    expect(loggableUrl(`https://a.example/leads/${UUID}?q=1#f`)).toBe('https://a.example/leads/:redacted');
    expect(loggableUrl('not a url at all, with spaces')).toBe('[unreadable]');
  });
});
