// Starts (or reuses) the Firebase Auth emulator for the API tests, and checks PostgreSQL when
// DATABASE_URL asks for it: an unreachable database fails the run instead of skipping it.
import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startAuthEmulator } from '../../../scripts/lib/auth-emulator.mjs';
import pg from 'pg';

const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** How many test apps can hold a job schema at once (two jest workers, a few apps each). */
const JOB_SCHEMAS = 12;

/**
 * graphile-worker schemas for the test apps, migrated now, before any test runs: a migration NOTIFYs every worker
 * of the database (the channel is not per schema), and a worker told of a breaking one shuts down. Test apps take a
 * schema from this pool (harness.ts) instead of installing one while other files' workers run.
 */
async function prepareJobSchemas(databaseUrl) {
  const { runMigrations, Logger } = await import('graphile-worker');
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 2 });
  const prefix = `test_jobs_${process.pid}`;
  const table = `${prefix}_pool`;
  try {
    await pool.query(`create table public.${table} (name text primary key, taken boolean not null default false)`);
    const quiet = new Logger(() => () => undefined);
    for (let i = 0; i < JOB_SCHEMAS; i += 1) {
      const schema = `${prefix}_${i}`;
      await pool.query(`drop schema if exists ${schema} cascade`);
      await runMigrations({ pgPool: pool, schema, logger: quiet });
      await pool.query(`insert into public.${table} (name) values ($1)`, [schema]);
    }
  } finally {
    await pool.end();
  }
  process.env.TAILWISE_TEST_JOB_SCHEMAS = table;
  globalThis.__TAILWISE_JOB_SCHEMAS__ = { databaseUrl, prefix, table };
}

export default async function globalSetup() {
  const emulator = await startAuthEmulator();
  process.env.FIREBASE_AUTH_EMULATOR_HOST = emulator.host;
  globalThis.__TAILWISE_AUTH_EMULATOR__ = emulator;
  if (process.env.DATABASE_URL) {
    const client = new pg.Client({ connectionString: process.env.DATABASE_URL, connectionTimeoutMillis: 5000 });
    try {
      await client.connect();
      await client.query('select 1');
    } catch (err) {
      throw new Error(
        `DATABASE_URL is set but PostgreSQL cannot be reached (${err.message}). Start it, or unset DATABASE_URL to use PGlite.`,
      );
    } finally {
      await client.end().catch(() => undefined);
    }
    await prepareJobSchemas(process.env.DATABASE_URL);
    process.stdout.write(`\nAPI tests on PostgreSQL (${process.env.DATABASE_URL.replace(/\/\/[^@]*@/, '//')})\n`);
  } else {
    // One migrated, seeded database image for all test files: each loads it instead of running initdb.
    const dir = mkdtempSync(path.join(os.tmpdir(), 'tailwise-api-snapshot-'));
    const file = path.join(dir, 'pglite.tar');
    execFileSync(path.join(apiDir, '../node_modules/.bin/tsx'), ['src/test/make-pglite-snapshot.ts', file], {
      cwd: apiDir,
      stdio: 'inherit',
    });
    process.env.TAILWISE_PGLITE_SNAPSHOT = file;
    globalThis.__TAILWISE_SNAPSHOT_DIR__ = dir;
    process.stdout.write('\nAPI tests on PGlite (in memory)\n');
  }
}
