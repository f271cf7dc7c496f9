// Test harness: a real app on a fresh database (PGlite in memory, or a new PostgreSQL schema when
// DATABASE_URL is set), and real Firebase users from the Auth emulator.
import { randomBytes, randomUUID } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { buildApp, type BuiltApp } from '../app';
import { loadConfig, type ApiConfig } from '../config';
import { dropSchema, openDatabase } from '../db/client';
import { drainJobs } from '../jobs/drain';
import { STAFF_ROLE } from '@tailwise/shared/contract';

export interface TestApp extends BuiltApp {
  config: ApiConfig;
  logs: string[];
  /** The PostgreSQL schema this app owns (dropped on close); undefined on PGlite. A second instance can open it. */
  schema: string | undefined;
  /** Its graphile-worker schema on PostgreSQL: a second instance of the same app shares it. */
  jobSchema: string | undefined;
  close(): Promise<void>;
}

const HIGH = { max: 100_000, timeWindowMs: 60_000 };

/** Settings to change for one test file; rate limits name only the ones the test lowers. */
export type TestOverrides = Partial<Omit<ApiConfig, 'rateLimits'>> & { rateLimits?: Partial<ApiConfig['rateLimits']> };

/**
 * A migrated graphile-worker schema of the run's pool (global-setup.mjs), emptied, for this app alone: installing
 * one here would NOTIFY other files' workers of a breaking migration and stop them.
 */
async function takeJobSchema(databaseUrl: string): Promise<string> {
  const table = process.env.TAILWISE_TEST_JOB_SCHEMAS;
  if (!table || !/^[a-z0-9_]+$/.test(table)) throw new Error('No job schema pool: run the API tests through jest');
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    for (let tries = 0; tries < 600; tries += 1) {
      const { rows } = await client.query<{ name: string }>(
        `update public.${table} set taken = true where name = (select name from public.${table}
           where not taken order by name limit 1 for update skip locked) returning name`,
      );
      const name = rows[0]?.name;
      if (name) {
        await client.query(`delete from ${name}._private_jobs`);
        await client.query(`delete from ${name}._private_job_queues`);
        return name;
      }
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error('Every test job schema is taken');
  } finally {
    await client.end();
  }
}

async function releaseJobSchema(databaseUrl: string, name: string): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(`update public.${process.env.TAILWISE_TEST_JOB_SCHEMAS} set taken = false where name = $1`, [
      name,
    ]);
  } finally {
    await client.end();
  }
}

/** Each test app's context, so reading the outbox can first let the queued emails go out. */
const contexts = new WeakMap<FastifyInstance, BuiltApp['ctx']>();

export async function createTestApp(overrides: TestOverrides = {}): Promise<TestApp> {
  const uploadDir = await mkdtemp(path.join(os.tmpdir(), 'tailwise-api-test-'));
  const base = loadConfig(process.env);
  const config: ApiConfig = {
    ...base,
    pgliteDataDir: null,
    uploadDir,
    logLevel: 'info',
    validateResponses: true,
    seedDemo: false,
    // Single-machine state unless a test asks otherwise: counters in one shared Redis would mix test files.
    redisUrl: null,
    s3: null,
    smtpUrl: null,
    // Background work runs when a test drains the queue (drainJobs), so each test decides when it happens.
    worker: 'off',
    billingScanMs: 0,
    // Every limit out of the way; a test that checks one lowers it.
    ...overrides,
    rateLimits: {
      ...(Object.fromEntries(Object.keys(base.rateLimits).map((k) => [k, HIGH])) as ApiConfig['rateLimits']),
      ...overrides.rateLimits,
    },
  };
  const schema = config.databaseUrl ? `api_test_${process.pid}_${randomBytes(4).toString('hex')}` : undefined;
  const snapshotFile = process.env.TAILWISE_PGLITE_SNAPSHOT;
  const pgliteSnapshot = !config.databaseUrl && snapshotFile ? new Blob([await readFile(snapshotFile)]) : undefined;
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    pgliteDataDir: null,
    ...(schema ? { schema } : {}),
    ...(pgliteSnapshot ? { pgliteSnapshot } : {}),
    poolSize: 4,
    poolTimeoutMs: config.db.poolTimeoutMs,
  });
  const logs: string[] = [];
  const logStream = new PassThrough();
  logStream.on('data', (chunk: Buffer) => logs.push(...chunk.toString('utf8').split('\n').filter(Boolean)));
  const jobSchema = config.databaseUrl ? await takeJobSchema(config.databaseUrl) : undefined;
  const built = await buildApp({
    config,
    database,
    logStream,
    prepared: Boolean(pgliteSnapshot),
    ...(jobSchema ? { jobSchema } : {}),
  });
  contexts.set(built.app, built.ctx);
  return {
    ...built,
    config,
    logs,
    schema,
    jobSchema,
    async close() {
      await built.app.close();
      // A test may have closed the database already (to see the API without it).
      await database.close().catch(() => undefined);
      if (schema && config.databaseUrl) await dropSchema(config.databaseUrl, schema);
      if (jobSchema && config.databaseUrl) await releaseJobSchema(config.databaseUrl, jobSchema);
      await rm(uploadDir, { recursive: true, force: true });
    },
  };
}

/**
 * The file's app: created before its first test and closed after its last, so a file pays for one app however many
 * tests it has. Its tests share the database, so each makes its own users and rows. Overrides given as a function
 * are read when the app is created (after the hooks registered before this call, e.g. a server the app talks to).
 */
export function useTestApp(overrides: TestOverrides | (() => TestOverrides) = {}): TestApp {
  let current: TestApp | undefined;
  beforeAll(async () => {
    current = await createTestApp(typeof overrides === 'function' ? overrides() : overrides);
  });
  afterAll(async () => {
    await current?.close();
  });
  return new Proxy({} as TestApp, {
    get(_, key) {
      if (!current) throw new Error('The test app exists from beforeAll to afterAll: use it inside tests and hooks');
      const value: unknown = Reflect.get(current, key);
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(current) : value;
    },
  });
}

export interface TestUser {
  uid: string;
  email: string;
  idToken: string;
  password: string;
  auth: { authorization: string };
}

const emulatorHost = () => process.env.FIREBASE_AUTH_EMULATOR_HOST ?? '127.0.0.1:9099';

/**
 * POSTs to the Auth emulator's REST API, each request on a connection of its own (no keep-alive). A pooled
 * connection the emulator had just closed failed requests before they were read ("other side closed"), and a
 * retry could draw another such connection from the same pool.
 */
function emulatorPost(method: string, body: object): Promise<Response> {
  const payload = JSON.stringify(body);
  const [hostname, port = '9099'] = emulatorHost().split(':');
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      {
        hostname,
        port: Number(port),
        path: `/identitytoolkit.googleapis.com/v1/${method}?key=any`,
        method: 'POST',
        agent: false,
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve(new Response(Buffer.concat(chunks), { status: res.statusCode ?? 500 })));
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

/** Signs up a real account in the Auth emulator and returns its ID token. */
export async function createUser(email = `user-${randomUUID()}@test.tailwise.example`): Promise<TestUser> {
  const password = `pw-${randomBytes(8).toString('hex')}`;
  const res = await emulatorPost('accounts:signUp', { email, password, returnSecureToken: true });
  if (!res.ok) throw new Error(`Emulator sign-up failed: ${res.status} ${await res.text()}`);
  const { localId } = (await res.json()) as { localId: string };
  // The token comes from a sign-in, not the sign-up: the emulator's sign-up stamps the token's auth_time before it
  // stamps the account's validSince, so across a second's boundary (seen under CI's load) the sign-up's own token
  // predates validSince and every write that checks revocation answers 401.
  const idToken = await signIn(email, password);
  return {
    uid: localId,
    email,
    idToken,
    password,
    auth: { authorization: `Token ${idToken}` },
  };
}

/** Signs in with email and password through the emulator's REST API. */
export async function signIn(email: string, password: string): Promise<string> {
  const res = await emulatorPost('accounts:signInWithPassword', { email, password, returnSecureToken: true });
  if (!res.ok) throw new Error(`Emulator sign-in failed: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { idToken: string }).idToken;
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface CallOptions {
  user?: TestUser | null;
  body?: unknown;
  headers?: Record<string, string>;
}

/**
 * One request through fastify's inject; paths are relative to /api/1.0. Reading the outbox (GET /dev/outbox) first
 * works the queue until it is idle, as a person opening their inbox a moment later would find the email there.
 */
export async function call(
  app: FastifyInstance,
  method: Method,
  url: string,
  options: CallOptions = {},
): Promise<LightMyRequestResponse> {
  const headers: Record<string, string> = { ...(options.user ? options.user.auth : {}), ...options.headers };
  const req: InjectOptions = { method, url: `/api/1.0${url}`, headers };
  const ctx = contexts.get(app);
  if (ctx && method === 'GET' && url.startsWith('/dev/outbox')) await drainJobs(ctx);
  if (options.body !== undefined) req.payload = options.body as InjectOptions['payload'];
  return app.inject(req);
}

export const json = <T = Record<string, unknown>>(res: LightMyRequestResponse): T => res.json() as T;

export const SHIPPING_PA = {
  firstName: 'Alex',
  lastName: 'Rivera',
  address: '200 S Broad St',
  city: 'Philadelphia',
  state: 'PA',
  zipCode: '19102',
} as const;

/** Tokenizes a card through the API (sandbox) and returns the token. */
export async function cardToken(
  app: FastifyInstance,
  number = '4242424242424242',
  user: TestUser | null = null,
): Promise<string> {
  const res = await call(app, 'POST', '/payments/tokens/', {
    user,
    body: {
      number,
      expMonth: 12,
      expYear: new Date().getUTCFullYear() + 2,
      cvc: number.startsWith('3') ? '1234' : '123',
    },
  });
  if (res.statusCode !== 201) throw new Error(`tokenize failed: ${res.body}`);
  return (res.json() as { token: string }).token;
}

/** Golden Retriever and Domestic Shorthair ids from the catalogue. */
export function breedIds(app: BuiltApp): { dog: number; cat: number; smallDog: number } {
  const find = (name: string, petType: number) => {
    const b = app.ctx.catalog.breedList.find((x) => x.name === name && x.petType === petType);
    if (!b) throw new Error(`No breed ${name}`);
    return b.id;
  };
  return { dog: find('Golden Retriever', 0), cat: find('Domestic Shorthair', 1), smallDog: find('Chihuahua', 0) };
}

/** Buys insurance for one new dog with a 4242 card; returns the checkout result. */
export async function buyInsurance(t: BuiltApp, user: TestUser, extra: Record<string, unknown> = {}) {
  const token = await cardToken(t.app);
  const res = await call(t.app, 'POST', '/checkout/', {
    user,
    headers: { 'idempotency-key': `key-${randomUUID()}` },
    body: {
      billingInterval: 'month',
      shippingAddress: SHIPPING_PA,
      payment: { provider: 'CARD', token },
      pets: [{ name: 'Rex', petType: 0, breedId: breedIds(t).dog, age: 2, insurance: {} }],
      ...extra,
    },
  });
  if (res.statusCode !== 201) throw new Error(`checkout failed: ${res.statusCode} ${res.body}`);
  return res.json() as import('@tailwise/shared/contract').CheckoutResult;
}

/**
 * Changes the account's email as a signed-in client can (accounts:update with its ID token), the way an attacker
 * would move an account onto someone else's address. The emulator clears emailVerified and returns a new token;
 * the old one still passes where revocation is not checked (reads) until it expires.
 */
export async function changeEmail(user: TestUser, newEmail: string): Promise<TestUser> {
  const res = await emulatorPost('accounts:update', {
    idToken: user.idToken,
    email: newEmail,
    returnSecureToken: true,
  });
  if (!res.ok) throw new Error(`Emulator email change failed: ${res.status} ${await res.text()}`);
  const idToken = ((await res.json()) as { idToken: string }).idToken;
  return { ...user, email: newEmail, idToken, auth: { authorization: `Token ${idToken}` } };
}

/** The newest email to `to` (of one template, when given), once the queue has sent what was waiting. */
export async function latestEmailTo(
  app: FastifyInstance,
  to: string,
  template?: string,
): Promise<import('@tailwise/shared/contract').OutboxEmail | undefined> {
  const res = await call(app, 'GET', `/dev/outbox?to=${encodeURIComponent(to)}&limit=200`);
  const { emails } = res.json() as { emails: import('@tailwise/shared/contract').OutboxEmail[] };
  return emails.find((m) => template === undefined || m.template === template);
}

/** The verification code in the newest confirmation email to `to`. */
export async function verificationCodeFor(app: FastifyInstance, to: string): Promise<string> {
  const mail = await latestEmailTo(app, to, 'email-confirmation');
  return new URL(mail?.links[0] ?? '').searchParams.get('verify_email') as string;
}

/** A claims adjuster: a new account given the staff role, signed in again so its token carries the claim. */
export async function createStaffUser(t: BuiltApp): Promise<TestUser> {
  const user = await createUser(`adjuster-${randomUUID()}@test.tailwise.example`);
  await t.ctx.identity.setRole(user.uid, STAFF_ROLE);
  const idToken = await signIn(user.email, user.password);
  return { ...user, idToken, auth: { authorization: `Token ${idToken}` } };
}
