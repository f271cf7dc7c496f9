import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import pg from 'pg';
import { dropSchema, migrateToLatest, onPoolError, openDatabase, poolStatus } from './client';
import { migrations } from './migrations';

test('an embedded database directory is locked to one process, and migrations are idempotent', async () => {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'tailwise-db-'));
  const dataDir = path.join(dir, 'pglite');
  try {
    const first = await openDatabase({ databaseUrl: null, pgliteDataDir: dataDir });
    expect(await readFile(`${dataDir}.lock`, 'utf8')).toBe(String(process.pid));
    await migrateToLatest(first.db);
    await migrateToLatest(first.db);
    const { rows } = await sql<{ n: number }>`select count(*)::int as n from kysely_migration`.execute(first.db);
    expect(rows[0]?.n).toBe(Object.keys(migrations).length);
    // A live owner other than us: refused.
    await writeFile(`${dataDir}.lock`, String(process.ppid));
    await expect(openDatabase({ databaseUrl: null, pgliteDataDir: dataDir })).rejects.toThrow(/Another API process/);
    await writeFile(`${dataDir}.lock`, String(process.pid));
    await first.close();
    await expect(readFile(`${dataDir}.lock`, 'utf8')).rejects.toThrow();
    // Data persists across opens.
    const again = await openDatabase({ databaseUrl: null, pgliteDataDir: dataDir });
    await migrateToLatest(again.db);
    const tables = await sql<{
      n: number;
    }>`select count(*)::int as n from information_schema.tables where table_name = 'claims'`.execute(again.db);
    expect(tables.rows[0]?.n).toBe(1);
    await again.close();
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
});

// PostgreSQL only (CI's second API run sets DATABASE_URL): other processes create and drop
// schemas in the same database while we migrate, as parallel test workers do.
const onPostgres = process.env.DATABASE_URL ? describe : describe.skip;
onPostgres('on PostgreSQL', () => {
  const url = process.env.DATABASE_URL as string;
  const suffix = `${process.pid}_${Date.now().toString(36)}`;

  test('migrations and introspection see only the current schema while others are dropped', async () => {
    const churn = new pg.Client({ connectionString: url });
    await churn.connect();
    let churning = true;
    const churnLoop = (async () => {
      for (let i = 0; churning; i += 1) {
        const name = `churn_${suffix}_${i % 3}`;
        await churn.query(
          `create schema if not exists ${name}; create table if not exists ${name}.t (id serial primary key)`,
        );
        await churn.query(`drop schema ${name} cascade`);
      }
    })();
    const schemas = [0, 1, 2, 3].map((n) => `migrate_${suffix}_${n}`);
    try {
      for (const schema of schemas) {
        const handle = await openDatabase({ databaseUrl: url, pgliteDataDir: null, schema, poolSize: 2 });
        try {
          await migrateToLatest(handle.db);
          const tables = await handle.db.introspection.getTables({ withInternalKyselyTables: true });
          expect(new Set(tables.map((t) => t.schema))).toEqual(new Set([schema]));
          expect(tables.map((t) => t.name)).toEqual(expect.arrayContaining(['claims', 'kysely_migration']));
          expect(tables.find((t) => t.name === 'claims')?.columns.length).toBeGreaterThan(3);
        } finally {
          await handle.close();
        }
      }
    } finally {
      churning = false;
      await churnLoop;
      await churn.end();
      await Promise.all(schemas.map((schema) => dropSchema(url, schema)));
    }
  });
});

// The pool's limits come from config (DB_POOL_SIZE, DB_POOL_TIMEOUT_MS, DB_STATEMENT_TIMEOUT_MS), and its errors
// reach the logs. PostgreSQL only: PGlite is one in-process session with no pool.
onPostgres('PostgreSQL pool', () => {
  const url = process.env.DATABASE_URL as string;
  const schema = `pool_${process.pid}_${Date.now().toString(36)}`;
  afterAll(() => dropSchema(url, schema));

  test('a full pool fails a query after the pool timeout instead of queueing forever; slow statements are cut', async () => {
    const handle = await openDatabase({
      databaseUrl: url,
      pgliteDataDir: null,
      schema,
      poolSize: 1,
      poolTimeoutMs: 200,
      statementTimeoutMs: 300,
    });
    try {
      let release!: () => void;
      const held = handle.db.connection().execute(async (conn) => {
        await sql`select 1`.execute(conn);
        await new Promise<void>((r) => {
          release = r;
        });
      });
      while (!release) await new Promise((r) => setTimeout(r, 5));
      expect(poolStatus(handle.db)).toMatchObject({ max: 1, total: 1, idle: 0, exhausted: true });
      await expect(sql`select 1`.execute(handle.db)).rejects.toThrow(/timeout/i);
      release();
      await held;
      expect(poolStatus(handle.db)).toMatchObject({ exhausted: false });
      await expect(sql`select pg_sleep(2)`.execute(handle.db)).rejects.toMatchObject({ code: '57014' });
      expect((await sql<{ ok: number }>`select 1 as ok`.execute(handle.db)).rows[0]?.ok).toBe(1);
    } finally {
      await handle.close();
    }
  });

  test('a pool error (a connection killed while idle) is logged, and the pool recovers', async () => {
    const errors: string[] = [];
    const handle = await openDatabase({ databaseUrl: url, pgliteDataDir: null, schema, poolSize: 1 });
    onPoolError(handle.db, (err) => errors.push(err.message));
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    try {
      const { rows } = await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(handle.db);
      await admin.query('select pg_terminate_backend($1)', [rows[0]?.pid]);
      while (errors.length === 0) await new Promise((r) => setTimeout(r, 10));
      expect(errors[0]).toMatch(/terminat/i);
      expect((await sql<{ ok: number }>`select 1 as ok`.execute(handle.db)).rows[0]?.ok).toBe(1);
    } finally {
      await admin.end();
      await handle.close();
    }
  });
});
