// Opens the database: PostgreSQL when a URL is given, otherwise embedded PGlite; then migrates it.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, Migrator, sql } from 'kysely';
import pg from 'pg';
import { CurrentSchemaPostgresDialect } from './current-schema-introspector';
import { migrations } from './migrations';
import { PGliteDialect } from './pglite-dialect';
import type { Database } from './schema';

export type Db = Kysely<Database>;

export interface DatabaseOptions {
  databaseUrl: string | null;
  /** PGlite directory; null for an in-memory database. */
  pgliteDataDir: string | null;
  /** An in-memory PGlite starts from this dump (tests: skips initdb and migrations). */
  pgliteSnapshot?: Blob;
  /** PostgreSQL schema to use (created if missing); tests use a fresh one per run. */
  schema?: string;
  /** PostgreSQL pool size (DB_POOL_SIZE); default 10. */
  poolSize?: number;
  /** How long a query waits for a free pooled connection, or to connect, before failing (DB_POOL_TIMEOUT_MS); 0 waits. */
  poolTimeoutMs?: number;
  /** The server cancels a statement running longer (DB_STATEMENT_TIMEOUT_MS); 0 is no cap. */
  statementTimeoutMs?: number;
  /** Sees every query with its parameters (bench:data explains what each request ran). */
  onQuery?: (sql: string, parameters: readonly unknown[]) => void;
}

/** A PostgreSQL pool's use: `exhausted` when every connection is taken (new queries wait, then time out). */
export interface PoolStatus {
  max: number;
  total: number;
  idle: number;
  waiting: number;
  exhausted: boolean;
}

type PoolErrorListener = (err: Error) => void;
interface PoolHooks {
  status(): PoolStatus;
  listeners: Set<PoolErrorListener>;
}
/** Per database: its pool's status and error listeners (PGlite databases have none). */
const pools = new WeakMap<Db, PoolHooks>();

/** The pool's use, or null for PGlite (one in-process session, no pool). */
export function poolStatus(db: Db): PoolStatus | null {
  return pools.get(db)?.status() ?? null;
}

/**
 * Hears errors of idle pooled connections (the server restarted, a connection was killed). Until a listener is
 * added they go to stderr; they never crash the process, and the pool replaces the connection on the next query.
 */
export function onPoolError(db: Db, listener: PoolErrorListener): void {
  pools.get(db)?.listeners.add(listener);
}

export interface DatabaseHandle {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** The embedded database, when kind is 'pglite'. */
  pglite?: PGlite;
  close(): Promise<void>;
}

const DATE_OID = 1082;
const INT8_OID = 20;
const NUMERIC_OID = 1700;

/** Dates stay 'YYYY-MM-DD' strings (no time zone shifts); bigint counts become numbers. */
const pgTypes = {
  getTypeParser(oid: number, format?: 'text' | 'binary') {
    if (oid === DATE_OID) return (v: string) => v;
    if (oid === INT8_OID || oid === NUMERIC_OID) return (v: string) => Number(v);
    return pg.types.getTypeParser(oid, format as 'text');
  },
};

function quoteIdent(name: string): string {
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`Unsafe schema name: ${name}`);
  return `"${name}"`;
}

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    if (options.schema) {
      const admin = new pg.Client({ connectionString: options.databaseUrl });
      await admin.connect();
      try {
        await admin.query(`create schema if not exists ${quoteIdent(options.schema)}`);
      } finally {
        await admin.end();
      }
    }
    const max = options.poolSize ?? 10;
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max,
      // pg-pool applies this to a query queued for a free connection too: a full pool fails fast, never hangs.
      connectionTimeoutMillis: options.poolTimeoutMs ?? 0,
      ...(options.statementTimeoutMs ? { statement_timeout: options.statementTimeoutMs } : {}),
      types: pgTypes,
      ...(options.schema ? { options: `-c search_path=${quoteIdent(options.schema)}` } : {}),
    });
    const onQuery = options.onQuery;
    const db = new Kysely<Database>({
      dialect: new CurrentSchemaPostgresDialect({ pool }),
      ...(onQuery ? { log: (e) => void (e.level === 'query' && onQuery(e.query.sql, e.query.parameters)) } : {}),
    });
    const listeners = new Set<PoolErrorListener>();
    // A dropped connection must not crash the process (the next query reconnects), but it must be seen.
    pool.on('error', (err) => {
      if (listeners.size === 0) process.stderr.write(`database pool error: ${err.message}\n`);
      for (const listener of listeners) listener(err);
    });
    pools.set(db, {
      listeners,
      status: () => ({
        max,
        total: pool.totalCount,
        idle: pool.idleCount,
        waiting: pool.waitingCount,
        exhausted: pool.totalCount >= max && pool.idleCount === 0,
      }),
    });
    await sql`select 1`.execute(db);
    return { db, kind: 'postgres', close: () => db.destroy() };
  }

  const releaseLock = options.pgliteDataDir ? lockDataDir(options.pgliteDataDir) : () => undefined;
  const pglite = new PGlite({
    ...(options.pgliteDataDir ? { dataDir: options.pgliteDataDir } : {}),
    ...(options.pgliteSnapshot && !options.pgliteDataDir ? { loadDataDir: options.pgliteSnapshot } : {}),
    parsers: {
      [DATE_OID]: (v: string) => v,
      [INT8_OID]: (v: string) => Number(v),
      [NUMERIC_OID]: (v: string) => Number(v),
    },
  });
  try {
    await pglite.waitReady;
  } catch (err) {
    releaseLock();
    throw err;
  }
  const db = new Kysely<Database>({ dialect: new PGliteDialect(pglite) });
  return {
    db,
    kind: 'pglite',
    pglite,
    close: async () => {
      await db.destroy();
      releaseLock();
    },
  };
}

const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

/**
 * PGlite is one process's database: a second process on the same directory would corrupt it.
 * A lock file names the owner; a lock left by a dead process is taken over.
 */
function lockDataDir(dataDir: string): () => void {
  mkdirSync(dataDir, { recursive: true });
  const lockFile = `${dataDir}.lock`;
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      writeFileSync(lockFile, String(process.pid), { flag: 'wx' });
      return () => rmSync(lockFile, { force: true });
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      const owner = Number(readFileSync(lockFile, 'utf8'));
      if (Number.isInteger(owner) && owner > 0 && owner !== process.pid && isAlive(owner)) {
        throw new Error(
          `Another API process (pid ${owner}) is using the database in ${dataDir}. Stop it, or set API_DATA_DIR or DATABASE_URL.`,
        );
      }
      rmSync(lockFile, { force: true });
    }
  }
  throw new Error(`Could not lock ${dataDir}`);
}

export async function migrateToLatest(db: Db): Promise<void> {
  // Kysely looks for its bookkeeping table in any schema unless told which; name ours.
  const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(db);
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => migrations },
    migrationTableSchema: rows[0]?.schema ?? 'public',
  });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${String(error)}`);
  }
}

/** A dump of an in-memory PGlite database, to start others from. */
export async function dumpPglite(handle: DatabaseHandle): Promise<Blob> {
  if (handle.kind !== 'pglite') throw new Error('Only PGlite databases can be dumped');
  const { rows } = await sql<{ ok: number }>`select 1 as ok`.execute(handle.db);
  if (rows[0]?.ok !== 1) throw new Error('Database not ready');
  if (!handle.pglite) throw new Error('No PGlite instance');
  return handle.pglite.dumpDataDir('none');
}

/** Drops a test schema and everything in it. */
export async function dropSchema(databaseUrl: string, schema: string): Promise<void> {
  const admin = new pg.Client({ connectionString: databaseUrl });
  await admin.connect();
  try {
    await admin.query(`drop schema if exists ${quoteIdent(schema)} cascade`);
  } finally {
    await admin.end();
  }
}
