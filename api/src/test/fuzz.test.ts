// Property test: thousands of random, mostly malformed requests across every route; none may be a 5xx,
// and every error must carry the one error shape. Routes come from the app's own registry.
import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import type { CheckoutResult, Claim, Lead } from '@tailwise/shared/contract';
import { addDays, isoDay } from '../features/agreements/mappers';
import {
  breedIds,
  buyInsurance,
  call,
  cardToken,
  createUser,
  json,
  SHIPPING_PA,
  type TestUser,
  useTestApp,
} from './harness';
import { multipartBody, PDF } from './multipart';

/** Any generated value as text. String() throws for objects whose toString is not a function. */
function asText(value: unknown): string {
  try {
    return String(value);
  } catch {
    return JSON.stringify(value, (_key, v: unknown) => (typeof v === 'bigint' ? v.toString() : v)) ?? '';
  }
}

const RUNS = Number(process.env.FUZZ_RUNS ?? 2500);

const t = useTestApp();
let user: TestUser;
let bought: CheckoutResult;
let claim: Claim;
let lead: Lead;
const validBodies = new Map<string, () => Promise<unknown>>();
const validParams: Record<string, string[]> = {};

beforeAll(async () => {
  user = await createUser();
  bought = await buyInsurance(t, user);
  const petUuid = bought.pets[0]?.uuid as string;
  const start = addDays(isoDay(new Date()), -60);
  await t.ctx.db
    .updateTable('insurance_agreements')
    .set({ start_date: start, accident_coverage_date: start, illness_coverage_date: start })
    .execute();
  const form = multipartBody(
    {
      petUuid,
      condition: 'ACCIDENT',
      dateOfService: addDays(isoDay(new Date()), -2),
      amountCents: '12345',
      description: 'Cut paw',
    },
    [{ field: 'invoices', fileName: 'i.pdf', contentType: 'application/pdf', data: PDF }],
  );
  claim = json<Claim>(
    await t.app.inject({
      method: 'POST',
      url: '/api/1.0/claims/',
      payload: form.body,
      headers: { 'content-type': form.contentType, ...user.auth },
    }),
  );
  lead = json<Lead>(await call(t.app, 'POST', '/leads/', { user, body: { email: user.email } }));
  const ids = breedIds(t);
  const pet = { name: 'Fuzz', petType: 0, breedId: ids.dog, age: 3 };
  validBodies.set('POST /leads/', async () => ({
    email: 'fuzz@example.com',
    firstName: 'F',
    state: 'PA',
    zipCode: '19102',
    utm: { source: 's' },
  }));
  validBodies.set('PUT /leads/sms-consent/', async () => ({ uuid: lead.uuid, phone: '2155550100', smsConsent: true }));
  validBodies.set('PUT /leads/:uuid/quote/', async () => ({
    savedQuote: {
      zipCode: '19102',
      promoCode: 'WELCOME5',
      pets: [{ ...pet, insurance: { isUncapped: true }, wellnessPlanId: 'dog-classic' }],
    },
  }));
  validBodies.set('POST /quotes/', async () => ({
    zipCode: '94105',
    billingInterval: 'year',
    pets: [{ ...pet, insurance: { coinsurancePercent: 20 } }],
  }));
  validBodies.set('POST /payments/tokens/', async () => ({
    number: '4242424242424242',
    expMonth: 12,
    expYear: 2040,
    cvc: '123',
  }));
  validBodies.set('POST /checkout/', async () => ({
    billingInterval: 'month',
    shippingAddress: SHIPPING_PA,
    payment: { provider: 'CARD', token: await cardToken(t.app, '4242424242424242', user) },
    pets: [{ ...pet, insurance: {} }],
  }));
  validBodies.set('POST /pets/', async () => pet);
  validBodies.set('POST /claims/estimate/', async () => ({
    petUuid,
    condition: 'ILLNESS',
    dateOfService: addDays(isoDay(new Date()), -1),
    amountCents: 25_000,
  }));
  validBodies.set('POST /me/payment-methods/', async () => ({
    token: await cardToken(t.app, '5555555555554444', user),
    isDefault: true,
  }));
  validBodies.set('PATCH /pets/:uuid', async () => ({ name: 'Renamed', age: 4 }));
  validBodies.set('PATCH /me/profile/', async () => ({ firstName: 'Fuzzy', shippingAddress: SHIPPING_PA }));
  validBodies.set('POST /groups/:groupId/seats/claim/', async () => ({
    employeeId: 'FEN-0001',
    dateOfBirth: '1961-06-15',
  }));
  validBodies.set('POST /contact/', async () => ({
    kind: 'BUSINESS',
    name: 'N',
    email: 'n@example.com',
    company: 'C',
    message: 'M',
  }));
  Object.assign(validParams, {
    uuid: [petUuid, claim.uuid, lead.uuid, bought.insuranceAgreements[0]?.uuid as string],
    id: [String(lead.id), lead.uuid, '1', '130'],
    code: ['a'.repeat(32)],
    invoiceId: [claim.invoices[0]?.id as string],
    groupId: ['fenwick', 'city-of-philadelphia'],
    group: ['fenwick', 'city-of-philadelphia'],
    ri: ['medmutual-pet'],
    paymentProviderId: [bought.payment.paymentProviderId, 'fenwick'],
  });
});

const weirdString = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 20 }),
  fc.constantFrom(
    '',
    ' ',
    '0',
    '-1',
    '1e309',
    'NaN',
    'null',
    'true',
    '../../etc/passwd',
    '%00',
    '<script>',
    "' or 1=1 --",
    '9'.repeat(30),
    'é漢字🐶',
  ),
  fc.uuid().map(String),
  fc.integer().map(String),
  fc.string({ maxLength: 600 }).map((s) => s.repeat(3)),
);
const jsonValue = fc.jsonValue({ maxDepth: 3 });
const anyValue = fc.oneof(
  jsonValue,
  weirdString,
  fc.constantFrom(null, true, false, 0, -1, 2 ** 31, 2 ** 53, 1.5, -0.0001, [], {}),
);

/** Changes one thing in a valid body: drops, retypes or adds a key, at the top or one level down. */
function mutate(body: unknown, pick: number, value: unknown, extraKey: string): unknown {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) return value;
  const copy: Record<string, unknown> = JSON.parse(JSON.stringify(body));
  const keys = Object.keys(copy);
  const key = keys[pick % keys.length] as string;
  switch (pick % 5) {
    case 0:
      delete copy[key];
      break;
    case 1:
      copy[key] = value;
      break;
    case 2:
      copy[extraKey || 'extra'] = value;
      break;
    case 3: {
      const inner = copy[key];
      copy[key] = Array.isArray(inner)
        ? [mutate(inner[0], pick >> 3, value, extraKey)]
        : mutate(inner, pick >> 3, value, extraKey);
      break;
    }
    default:
      return [copy];
  }
  return copy;
}

const request = fc.record({
  route: fc.nat(),
  paramChoice: fc.array(
    fc.oneof(
      fc.nat().map((n) => ({ valid: n })),
      weirdString.map((s) => ({ raw: s })),
    ),
    { minLength: 3, maxLength: 3 },
  ),
  bodyKind: fc.constantFrom('valid', 'mutated', 'mutated', 'random', 'none', 'text', 'bytes', 'multipart'),
  pick: fc.nat(),
  value: anyValue,
  extraKey: fc.string({ maxLength: 12 }),
  randomBody: anyValue,
  bytes: fc.uint8Array({ maxLength: 256 }),
  query: fc.dictionary(
    fc.oneof(fc.constantFrom('pet_type', 'search', 'zip_code', 'uuid'), fc.string({ maxLength: 8 })),
    weirdString,
    { maxKeys: 3 },
  ),
  auth: fc.constantFrom('none', 'valid', 'valid', 'garbage', 'bearer-random'),
  idempotencyKey: fc.option(weirdString, { nil: undefined }),
  contentType: fc.constantFrom(
    'application/json',
    'application/json',
    'text/plain',
    'application/x-www-form-urlencoded',
    'multipart/form-data; boundary=zz',
    'application/json; charset=latin1',
    '',
  ),
});

test(`${RUNS} random malformed requests across every route: zero 5xx`, async () => {
  const seen = new Set<string>();
  const statuses = new Map<number, number>();
  await fc.assert(
    fc.asyncProperty(request, async (r) => {
      const route = t.routes[r.route % t.routes.length];
      if (!route) return;
      const routeKey = `${route.method} ${route.url}`;
      seen.add(routeKey);
      let i = 0;
      const path = route.url.replace(/:([A-Za-z_]+)/g, (_m: string, name: string) => {
        const choice = r.paramChoice[i++ % r.paramChoice.length] as { valid?: number; raw?: string };
        const options = validParams[name] ?? ['x'];
        return choice.raw !== undefined
          ? encodeURIComponent(choice.raw)
          : (options[(choice.valid ?? 0) % options.length] as string);
      });
      const qs = new URLSearchParams(r.query).toString();
      const headers: Record<string, string> = {};
      if (r.auth === 'valid') headers.authorization = `Token ${user.idToken}`;
      if (r.auth === 'garbage') headers.authorization = `Token ${r.extraKey}x`;
      if (r.auth === 'bearer-random') headers.authorization = `Bearer ${Buffer.from(r.extraKey).toString('base64')}`;
      if (r.idempotencyKey !== undefined)
        headers['idempotency-key'] = r.idempotencyKey.replace(/[^\x20-\x7e]/g, '') || 'k';
      else if (r.pick % 2 === 0) headers['idempotency-key'] = `fuzz-${randomUUID()}`;

      let payload: string | Buffer | undefined;
      const sample = validBodies.get(routeKey);
      if (route.method !== 'GET') {
        if (r.bodyKind === 'valid' && sample) payload = JSON.stringify(await sample());
        else if (r.bodyKind === 'mutated' && sample)
          payload = JSON.stringify(mutate(await sample(), r.pick, r.value, r.extraKey));
        else if (r.bodyKind === 'random') payload = JSON.stringify(r.randomBody) ?? 'null';
        else if (r.bodyKind === 'text') payload = asText(r.value);
        else if (r.bodyKind === 'bytes') payload = Buffer.from(r.bytes);
        else if (r.bodyKind === 'multipart') {
          const form = multipartBody({ petUuid: asText(r.value), amountCents: r.extraKey }, [
            {
              field: r.pick % 3 === 0 ? 'invoices' : r.extraKey || 'f',
              fileName: r.extraKey,
              contentType: 'application/pdf',
              data: r.pick % 2 ? PDF : Buffer.from(r.bytes),
            },
          ]);
          payload = form.body;
          headers['content-type'] = r.pick % 4 === 0 ? form.contentType : r.contentType || form.contentType;
        }
        if (payload !== undefined && !headers['content-type'] && r.contentType) headers['content-type'] = r.contentType;
      }
      const res = await t.app.inject({
        method: route.method,
        url: `/api/1.0${path}${qs ? `?${qs}` : ''}`,
        headers,
        ...(payload !== undefined ? { payload } : {}),
      });
      statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1);
      if (res.statusCode >= 500) {
        throw new Error(
          `${res.statusCode} for ${route.method} ${path} (${r.bodyKind}): ${res.body.slice(0, 500)}\n${t.logs
            .filter((l) => l.includes('"level":50'))
            .slice(-2)
            .join('\n')}`,
        );
      }
      if (res.statusCode >= 400) {
        const body = res.json() as { error?: { code?: unknown; message?: unknown; fields?: unknown } };
        expect(typeof body.error?.code).toBe('string');
        expect(typeof body.error?.message).toBe('string');
        expect(typeof body.error?.fields).toBe('object');
      }
    }),
    // FUZZ_SEED replays a failing run (fast-check prints the seed).
    { numRuns: RUNS, endOnFailure: true, ...(process.env.FUZZ_SEED ? { seed: Number(process.env.FUZZ_SEED) } : {}) },
  );
  // Every route was exercised, and the run reached past validation into the handlers.
  expect([...seen].sort()).toEqual(t.routes.map((r) => `${r.method} ${r.url}`).sort());
  const ok = [...statuses.entries()].filter(([s]) => s < 300).reduce((n, [, c]) => n + c, 0);
  expect(ok).toBeGreaterThan(RUNS / 20);
}, 300_000);
