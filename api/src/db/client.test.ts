import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { migrateToLatest, openDatabase } from './client';

test('an embedded database directory is locked to one process, and migrations are idempotent', async () => {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'tailwise-db-'));
  const dataDir = path.join(dir, 'pglite');
  try {
    const first = await openDatabase({ databaseUrl: null, pgliteDataDir: dataDir });
    expect(await readFile(`${dataDir}.lock`, 'utf8')).toBe(String(process.pid));
    await migrateToLatest(first.db);
    await migrateToLatest(first.db);
    const { rows } = await sql<{ n: number }>`select count(*)::int as n from kysely_migration`.execute(first.db);
    expect(rows[0]?.n).toBe(3);
    // A live owner other than us: refused.
    const { writeFile } = await import('node:fs/promises');
    await writeFile(`${dataDir}.lock`, String(process.ppid));
    await expect(openDatabase({ databaseUrl: null, pgliteDataDir: dataDir })).rejects.toThrow(/Another API process/);
    await writeFile(`${dataDir}.lock`, String(process.pid));
    await first.close();
    await expect(readFile(`${dataDir}.lock`, 'utf8')).rejects.toThrow();
    // Data persists across opens.
    const again = await openDatabase({ databaseUrl: null, pgliteDataDir: dataDir });
    await migrateToLatest(again.db);
    const tables = await sql<{ n: number }>`select count(*)::int as n from information_schema.tables where table_name = 'claims'`.execute(again.db);
    expect(tables.rows[0]?.n).toBe(1);
    await again.close();
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
});
