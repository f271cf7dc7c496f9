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
