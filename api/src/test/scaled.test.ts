// Two API instances on one PostgreSQL, one Redis and one bucket, as behind a load balancer: a rate limit holds
// across both, and an invoice filed through one downloads through the other. Runs when DATABASE_URL and
// REDIS_URL are set (CI sets both for npm test's API step); the bucket is s3rver, in-process.
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Claim } from '@tailwise/shared/contract';
import { buildApp, type BuiltApp } from '../app';
import { openDatabase } from '../db/client';
import { fileClaim, insuredPet } from './claim-helpers';
import { call, createTestApp, createUser, type TestApp } from './harness';
import { uniquePdf } from './multipart';
import { startS3Server, type TestS3 } from './s3-server';

const { DATABASE_URL, REDIS_URL } = process.env;
const describeScaled = DATABASE_URL && REDIS_URL ? describe : describe.skip;
if (!(DATABASE_URL && REDIS_URL)) {
  process.stdout.write(
    'scaled.test.ts skipped: it needs DATABASE_URL and REDIS_URL (CI sets both: TEST_DATABASE_URL, TEST_REDIS_URL)\n',
  );
}

describeScaled('two instances behind a load balancer', () => {
  const QUOTES_PER_MINUTE = 5;
  let s3: TestS3;
  let a: TestApp;
  let b: BuiltApp;
  let bUploads: string;
  beforeAll(async () => {
    s3 = await startS3Server();
    a = await createTestApp({
      redisUrl: REDIS_URL as string,
      // This run's own keys: other runs on the same Redis count elsewhere.
      redisPrefix: `tailwise:test:${randomUUID()}:`,
      s3: s3.s3,
      rateLimits: { quotes: { max: QUOTES_PER_MINUTE, timeWindowMs: 60_000 } },
    });
    // The second instance: the same settings and database schema, its own process state and its own disk.
    bUploads = await mkdtemp(path.join(os.tmpdir(), 'tailwise-api-b-'));
    const database = await openDatabase({
      databaseUrl: a.config.databaseUrl,
      pgliteDataDir: null,
      ...(a.schema ? { schema: a.schema } : {}),
      poolSize: 4,
    });
    b = await buildApp({
      config: { ...a.config, uploadDir: bUploads },
      database,
      ...(a.jobSchema ? { jobSchema: a.jobSchema } : {}),
    });
  });
  afterAll(async () => {
    await b?.app.close();
    await b?.database.close();
    await a?.close();
    await s3?.close();
    await rm(bUploads, { recursive: true, force: true });
  });

  test('a rate limit holds across both instances', async () => {
    const quote = (app: BuiltApp) => call(app.app, 'POST', '/quotes/', { body: {} });
    // Alternating, each instance alone sees at most 3 of the 5 allowed.
    for (let i = 0; i < QUOTES_PER_MINUTE; i += 1) {
      expect((await quote(i % 2 === 0 ? a : b)).statusCode).not.toBe(429);
    }
    const overB = await quote(b);
    expect(overB.statusCode).toBe(429);
    expect(overB.json()).toEqual({ error: expect.objectContaining({ code: 'RateLimited' }) });
    expect((await quote(a)).statusCode).toBe(429);
  });

  test('an invoice filed through one instance downloads through the other', async () => {
    const user = await createUser();
    const petUuid = await insuredPet(a, user);
    const pdf = uniquePdf();
    const filed = await fileClaim(a.app, user, petUuid, pdf);
    expect(filed.statusCode).toBe(201);
    const claim = filed.json<Claim>();
    const invoiceId = claim.invoices[0]?.id;
    const download = await call(b.app, 'GET', `/claims/${claim.uuid}/invoices/${invoiceId}`, { user });
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload).toEqual(pdf);
  });
});
