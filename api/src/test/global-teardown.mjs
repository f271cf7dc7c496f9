// Stops the Auth emulator if this run started it, removes the database image and the job schemas.
import { rmSync } from 'node:fs';

import pg from 'pg';

export default async function globalTeardown() {
  const jobs = globalThis.__TAILWISE_JOB_SCHEMAS__;
  if (jobs) {
    const client = new pg.Client({ connectionString: jobs.databaseUrl });
    await client.connect();
    try {
      const { rows } = await client.query(`select name from public.${jobs.table}`);
      for (const { name } of rows) await client.query(`drop schema if exists ${name} cascade`);
      await client.query(`drop table if exists public.${jobs.table}`);
    } finally {
      await client.end();
    }
  }
  await globalThis.__TAILWISE_AUTH_EMULATOR__?.stop();
  if (globalThis.__TAILWISE_SNAPSHOT_DIR__)
    rmSync(globalThis.__TAILWISE_SNAPSHOT_DIR__, { recursive: true, force: true });
}
