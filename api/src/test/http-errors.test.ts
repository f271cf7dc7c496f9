// Malformed requests are 4xx with the one error shape, never 5xx.
import { call, createUser, json, useTestApp } from './harness';

const t = useTestApp();

const post = (
  url: string,
  payload: string | Buffer,
  contentType = 'application/json',
  headers: Record<string, string> = {},
) =>
  t.app.inject({
    method: 'POST',
    url: `/api/1.0${url}`,
    payload,
    headers: { 'content-type': contentType, ...headers },
  });

function expectError(res: { statusCode: number; json: () => unknown }, status: number, code?: string) {
  expect(res.statusCode).toBe(status);
  const body = res.json() as { error: { code: string; message: string; fields: Record<string, string> } };
  expect(body).toEqual({
    error: { code: code ?? expect.any(String), message: expect.any(String), fields: expect.any(Object) },
  });
}

test('malformed JSON is 400 MalformedJson', async () => {
  expectError(await post('/leads/', '{"email": '), 400, 'MalformedJson');
  expectError(await post('/quotes/', '{}}'), 400, 'MalformedJson');
  expectError(await post('/contact/', ''), 400, 'MalformedJson');
});

test('wrong types and unknown fields are 400 ValidationError naming the fields', async () => {
  const res = await call(t.app, 'POST', '/leads/', { body: { email: 42, extra: true } });
  expectError(res, 400, 'ValidationError');
  expect(json<{ error: { fields: object } }>(res).error.fields).toEqual({
    email: expect.any(String),
    extra: 'Unknown field',
  });
  expectError(await call(t.app, 'POST', '/leads/', { body: [1, 2] }), 400, 'ValidationError');
  expectError(await post('/leads/', '"email"'), 400, 'ValidationError');
  expectError(await post('/leads/', 'null'), 400, 'ValidationError');
  expectError(await post('/leads/', 'email=a@b.co', 'text/plain'), 400, 'ValidationError');
});

test('prototype poisoning is refused', async () => {
  const res = await post('/leads/', '{"email":"a@b.co","__proto__":{"admin":true}}');
  expect(res.statusCode).toBe(400);
  const ctor = await post('/leads/', '{"email":"a@b.co","constructor":{"prototype":{"admin":true}}}');
  expect(ctor.statusCode).toBe(400);
});

test('oversized bodies are 413 PayloadTooLarge', async () => {
  expectError(
    await post(
      '/contact/',
      JSON.stringify({ kind: 'CONSUMER', name: 'x', email: 'a@b.co', message: 'x'.repeat(200_000) }),
    ),
    413,
    'PayloadTooLarge',
  );
});

test('unsupported content types are 415', async () => {
  expectError(await post('/leads/', Buffer.from([1, 2, 3]), 'application/octet-stream'), 415, 'UnsupportedMediaType');
  expectError(await post('/leads/', '<a/>', 'application/xml'), 415, 'UnsupportedMediaType');
});

test('unknown routes and methods are JSON 404s', async () => {
  expectError(await call(t.app, 'GET', '/nothing-here'), 404, 'NotFound');
  expectError(await call(t.app, 'DELETE', '/me/'), 404, 'NotFound');
  expectError(await t.app.inject({ method: 'GET', url: '/elsewhere' }), 404, 'NotFound');
});

test('protected routes answer a JSON 401 without a valid token', async () => {
  const forged = `${Buffer.from('{"alg":"none"}').toString('base64url')}.${Buffer.from('{"sub":"x"}').toString('base64url')}.`;
  for (const authorization of ['', 'Token', 'Token abc.def.ghi', `Bearer ${forged}`, 'Token \u0000']) {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/1.0/pets/',
      headers: authorization ? { authorization } : {},
    });
    expectError(res, 401, 'Unauthorized');
  }
  const user = await createUser();
  expect((await call(t.app, 'GET', '/pets/', { user })).statusCode).toBe(200);
});

test('an invalid token on a public route is 401, no token is fine', async () => {
  expectError(
    await call(t.app, 'POST', '/leads/', { body: { email: 'a@b.co' }, headers: { authorization: 'Token garbage' } }),
    401,
    'Unauthorized',
  );
  expect((await call(t.app, 'POST', '/leads/', { body: { email: 'a@b.co' } })).statusCode).toBe(201);
});

test('paths work with and without the trailing slash', async () => {
  expect((await call(t.app, 'GET', '/breeds')).statusCode).toBe(200);
  expect((await call(t.app, 'GET', '/breeds/')).statusCode).toBe(200);
  expect((await call(t.app, 'GET', '/health/')).statusCode).toBe(200);
});
