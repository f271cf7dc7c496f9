// The OpenAPI document covers every route, from the same zod schemas the routes validate with.
import { call, json, useTestApp } from './harness';

const t = useTestApp();

interface Doc {
  openapi: string;
  paths: Record<
    string,
    Record<
      string,
      {
        summary: string;
        operationId: string;
        responses: Record<string, unknown>;
        security?: unknown;
        requestBody?: unknown;
      }
    >
  >;
  components: { schemas: Record<string, unknown> };
}

test('every registered route is documented with its responses', async () => {
  const res = await call(t.app, 'GET', '/openapi.json');
  expect(res.statusCode).toBe(200);
  const doc = json<Doc>(res);
  expect(doc.openapi).toBe('3.1.0');
  expect(t.routes.length).toBeGreaterThanOrEqual(28);
  for (const route of t.routes) {
    const path = `/api/1.0${route.url.replace(/:([A-Za-z_]+)/g, '{$1}')}`;
    const op = doc.paths[path]?.[route.method.toLowerCase()];
    expect({ path, method: route.method, documented: Boolean(op) }).toEqual({
      path,
      method: route.method,
      documented: true,
    });
    expect(op?.summary).toBeTruthy();
    expect(Object.keys(op?.responses ?? {})).toEqual(expect.arrayContaining(Object.keys(route.responses)));
    if (route.auth === 'required') expect(op?.security).toEqual([{ firebaseToken: [] }]);
    if (route.body || route.multipart) expect(op?.requestBody).toBeTruthy();
  }
});

test('the spec §7 calls are there, with shared schemas as components', async () => {
  const doc = json<Doc>(await call(t.app, 'GET', '/openapi.json'));
  for (const [path, method] of [
    ['/api/1.0/me/', 'get'],
    ['/api/1.0/me/profile/', 'patch'],
    ['/api/1.0/me/verify_email/{code}/', 'get'],
    ['/api/1.0/leads/', 'post'],
    ['/api/1.0/leads/{id}', 'get'],
    ['/api/1.0/leads/sms-consent/', 'put'],
    ['/api/1.0/payment_profiles/group/{group}/promo/', 'get'],
    ['/api/1.0/partners/{ri}', 'get'],
  ] as const) {
    expect(doc.paths[path]?.[method]).toBeDefined();
  }
  for (const name of [
    'Me',
    'Lead',
    'LeadCreate',
    'Pet',
    'Quote',
    'QuoteRequest',
    'CheckoutRequest',
    'CheckoutResult',
    'Claim',
    'ApiError',
    'ShippingAddress',
    'Partner',
    'GroupPromo',
  ]) {
    expect(Object.keys(doc.components.schemas)).toContain(name);
  }
  expect(JSON.stringify(doc)).not.toContain('#/$defs/');
  const operationIds = Object.values(doc.paths).flatMap((ops) => Object.values(ops).map((op) => op.operationId));
  expect(new Set(operationIds).size).toBe(operationIds.length);
});

test('the docs page loads Swagger UI', async () => {
  const page = await call(t.app, 'GET', '/docs');
  expect(page.statusCode).toBe(200);
  expect(page.headers['content-type']).toContain('text/html');
  expect(page.body).toContain('swagger-ui-bundle.js');
  const bundle = await call(t.app, 'GET', '/docs/swagger-ui-bundle.js');
  expect(bundle.statusCode).toBe(200);
  expect(bundle.body.length).toBeGreaterThan(100_000);
  expect((await call(t.app, 'GET', '/docs/init.js')).body).toContain('/api/1.0/openapi.json');
});
