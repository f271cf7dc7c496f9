// The API's /metrics says what happened: requests by route pattern, each charge by outcome, the queue's backlog;
// and it answers only on its own port.
import { randomUUID } from 'node:crypto';
import { metricsPortFromEnv, startMetricsServer } from '@tailwise/server/metrics';
import { breedIds, buyInsurance, call, cardToken, createUser, SHIPPING_PA, useTestApp } from '../test/harness';

/** The value of the series `name` whose labels include `labels`, or undefined when there is none. */
function sample(text: string, name: string, labels: Record<string, string>): number | undefined {
  for (const line of text.split('\n')) {
    const match = /^([a-z_]+)\{([^}]*)\} (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const has = Object.fromEntries([...match[2]!.matchAll(/([a-z_]+)="([^"]*)"/g)].map((m) => [m[1], m[2]]));
    if (Object.entries(labels).every(([k, v]) => has[k] === v)) return Number(match[3]);
  }
  return undefined;
}

const t = useTestApp();

test('counts requests per route pattern, charges by outcome, and reads the queue backlog when scraped', async () => {
  const user = await createUser();
  await buyInsurance(t, user);
  const declined = await call(t.app, 'POST', '/checkout/', {
    user: await createUser(),
    headers: { 'idempotency-key': `key-${randomUUID()}` },
    body: {
      billingInterval: 'month',
      shippingAddress: SHIPPING_PA,
      payment: { provider: 'CARD', token: await cardToken(t.app, '4000000000000002') },
      pets: [{ name: 'Rex', petType: 0, breedId: breedIds(t).dog, age: 2, insurance: {} }],
    },
  });
  expect(declined.statusCode).toBe(422);
  // Two different claims: one route pattern, never the raw URL.
  for (const id of [randomUUID(), randomUUID()]) await call(t.app, 'GET', `/claims/${id}`, { user });

  const text = await t.metrics.registry.metrics();
  expect(sample(text, 'payments_charges_total', { service: 'api', kind: 'token', outcome: 'succeeded' })).toBe(1);
  expect(sample(text, 'payments_charges_total', { kind: 'token', outcome: 'declined' })).toBe(1);
  expect(sample(text, 'http_requests_total', { method: 'POST', route: '/api/1.0/checkout/', status_code: '201' })).toBe(
    1,
  );
  expect(sample(text, 'http_requests_total', { method: 'POST', route: '/api/1.0/checkout/', status_code: '422' })).toBe(
    1,
  );
  expect(sample(text, 'http_requests_total', { method: 'GET', route: '/api/1.0/claims/:uuid' })).toBe(2);
  expect(text).not.toMatch(/route="\/api\/1\.0\/claims\/[0-9a-f]{8}-/);
  expect(sample(text, 'http_request_duration_seconds_count', { route: '/api/1.0/checkout/', status_code: '201' })).toBe(
    1,
  );
  // The purchase queued its emails; the worker is off in tests, so they wait.
  const pending = [...text.matchAll(/^jobs_pending\{[^}]*\} (\d+)$/gm)].map((m) => Number(m[1]));
  expect(pending.reduce((a, b) => a + b, 0)).toBeGreaterThan(0);
  expect(text).toMatch(/^jobs_oldest_due_age_seconds\{/m);
});

test('serves /metrics on a port of its own and nothing else there; never on the public port', async () => {
  const server = await startMetricsServer(t.metrics.registry, 0, '127.0.0.1');
  try {
    const metrics = await fetch(`http://127.0.0.1:${server.port}/metrics`);
    expect(metrics.status).toBe(200);
    expect(metrics.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(await metrics.text()).toMatch(/^# TYPE http_requests_total counter$/m);
    expect((await fetch(`http://127.0.0.1:${server.port}/api/1.0/health`)).status).toBe(404);
  } finally {
    await server.close();
  }
  // The public app has no /metrics.
  expect((await t.app.inject({ url: '/metrics' })).statusCode).toBe(404);
  expect(() => metricsPortFromEnv('8081', 8081)).toThrow(/must not be the public port/);
  expect(() => metricsPortFromEnv('http', 8081)).toThrow(/not a port/);
  expect(metricsPortFromEnv(undefined, 8081)).toBeNull();
  expect(metricsPortFromEnv('9464', 8081)).toBe(9464);
});
