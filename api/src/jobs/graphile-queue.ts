// The job queue on PostgreSQL: graphile-worker. It wakes on LISTEN/NOTIFY (a job starts within milliseconds of its
// commit, which paying a claim in seconds needs), backs off exp(attempts) seconds, keeps dead jobs for a person to
// re-run, and its add_job() is plain SQL, so a job joins the transaction of the change it follows.
import { sql } from 'kysely';
import pg from 'pg';
import { Logger, run, runMigrations, type Task } from 'graphile-worker';
import {
  DEFAULT_MAX_ATTEMPTS,
  TASK_PRIORITY,
  type DbOrTrx,
  type JobInfo,
  type JobQueue,
  type JobSpec,
  type QueueDepth,
  toDepth,
  type Runner,
  type TaskList,
} from './queue';

interface GraphileJobRow {
  id: string | number;
  task_identifier: string;
  key: string | null;
  attempts: number;
  max_attempts: number;
  last_error: string | null;
  run_at: Date;
  payload?: unknown;
}

const toInfo = (r: GraphileJobRow): JobInfo => ({
  id: String(r.id),
  task: r.task_identifier,
  key: r.key,
  attempts: r.attempts,
  maxAttempts: r.max_attempts,
  lastError: r.last_error,
  runAt: new Date(r.run_at),
  payload: r.payload ?? null,
});

/** graphile-worker's own lines: warnings and errors only (a job's failure is also kept on the job). */
const quietLogger = new Logger(() => (level, message) => {
  if (level === 'error' || level === 'warning') process.stderr.write(`job queue ${level}: ${message}\n`);
});

export class GraphileQueue implements JobQueue {
  readonly kind = 'graphile-worker' as const;
  private readonly pool: pg.Pool;

  /** `schema`: where graphile-worker keeps its tables (one per test schema, so test files never share jobs). */
  constructor(
    databaseUrl: string,
    private readonly schema = 'graphile_worker',
    poolSize = 4,
  ) {
    if (!/^[a-z_][a-z0-9_]*$/.test(schema)) throw new Error(`Unsafe job schema name: ${schema}`);
    this.pool = new pg.Pool({ connectionString: databaseUrl, max: poolSize });
    this.pool.on('error', (err) => process.stderr.write(`job queue pool error: ${err.message}\n`));
  }

  async migrate(): Promise<void> {
    // Instances starting together (stack:scaled, a deploy) would race to create the schema: one at a time.
    const lock = await this.pool.connect();
    try {
      await lock.query('select pg_advisory_lock(hashtext($1))', [`tailwise:jobs:${this.schema}`]);
      await runMigrations({ pgPool: this.pool, schema: this.schema, logger: quietLogger });
    } finally {
      await lock
        .query('select pg_advisory_unlock(hashtext($1))', [`tailwise:jobs:${this.schema}`])
        .catch(() => undefined);
      lock.release();
    }
  }

  async enqueue(db: DbOrTrx, job: JobSpec): Promise<void> {
    // unsafe_dedupe: a job with this key that waits, runs or is dead keeps it; the new one is dropped.
    await sql`select ${sql.id(this.schema)}.add_job(
      identifier => ${job.task},
      payload => ${JSON.stringify(job.payload)}::json,
      run_at => ${job.runAt ?? null}::timestamptz,
      max_attempts => ${job.maxAttempts ?? DEFAULT_MAX_ATTEMPTS},
      priority => ${TASK_PRIORITY[job.task] ?? 0}::int,
      job_key => ${job.key},
      job_key_mode => 'unsafe_dedupe')`.execute(db);
  }

  async run(tasks: TaskList, options: { concurrency: number; workerId?: string }): Promise<Runner> {
    const taskList: Record<string, Task> = Object.fromEntries(
      Object.entries(tasks).map(([name, handler]) => [
        name,
        (payload, helpers) =>
          handler(payload, { id: String(helpers.job.id), attempt: helpers.job.attempts, key: helpers.job.key }),
      ]),
    );
    const runner = await run({
      pgPool: this.pool,
      schema: this.schema,
      taskList,
      concurrency: options.concurrency,
      noHandleSignals: true,
      pollInterval: 1000,
      logger: quietLogger,
    });
    let stopping = false;
    // graphile-worker stops itself when another process runs a breaking migration of its schema (a newer release):
    // say so loudly; the process manager restarts this process with the release that migrated.
    runner.promise.then(
      () => {
        if (!stopping)
          process.stderr.write('job queue error: the worker stopped on its own (schema migrated by a newer release)\n');
      },
      (err: unknown) => process.stderr.write(`job queue error: the worker failed: ${String(err)}\n`),
    );
    return {
      stop: async () => {
        stopping = true;
        await runner.stop().catch((err: unknown) => {
          if (!String(err).includes('already stopped')) throw err;
        });
      },
    };
  }

  async failed(): Promise<JobInfo[]> {
    const { rows } = await this.pool.query<GraphileJobRow>(
      `select j.id, j.task_identifier, j.key, j.attempts, j.max_attempts, j.last_error, j.run_at, p.payload
         from ${this.schema}.jobs j join ${this.schema}._private_jobs p on p.id = j.id
        where j.attempts >= j.max_attempts order by j.id`,
    );
    return rows.map(toInfo);
  }

  async pending(): Promise<JobInfo[]> {
    const { rows } = await this.pool.query<GraphileJobRow>(
      `select j.id, j.task_identifier, j.key, j.attempts, j.max_attempts, j.last_error, j.run_at, p.payload
         from ${this.schema}.jobs j join ${this.schema}._private_jobs p on p.id = j.id
        where j.attempts < j.max_attempts order by j.run_at, j.id`,
    );
    return rows.map(toInfo);
  }

  async depth(): Promise<QueueDepth[]> {
    const { rows } = await this.pool.query<{ task: string; pending: number; dead: number; oldest: number | null }>(
      `select task_identifier as task, count(*) filter (where attempts < max_attempts)::int as pending,
              count(*) filter (where attempts >= max_attempts)::int as dead,
              extract(epoch from now() - min(run_at) filter (where attempts < max_attempts and run_at <= now()))::float8
                as oldest
         from ${this.schema}.jobs group by task_identifier order by task_identifier`,
    );
    return rows.map(toDepth);
  }

  async retry(id: string): Promise<boolean> {
    if (!/^\d+$/.test(id)) return false;
    const { rows } = await this.pool.query(
      `select 1 from ${this.schema}.jobs where id = $1 and attempts >= max_attempts`,
      [id],
    );
    if (rows.length === 0) return false;
    // Straight to SQL: workerUtils.rescheduleJobs reads `attempts: 0` as "leave it" (0 || null) in this version.
    await this.pool.query(
      `select * from ${this.schema}.reschedule_jobs(array[$1]::bigint[], run_at := now(), attempts := 0)`,
      [id],
    );
    return true;
  }

  async releaseStale(olderThanMs: number, tasks?: readonly string[]): Promise<number> {
    const { rowCount } = await this.pool.query(
      `update ${this.schema}._private_jobs set locked_at = null, locked_by = null
        where locked_at < now() - make_interval(secs => $1::double precision / 1000)
          and ($2::text[] is null
            or task_id in (select id from ${this.schema}._private_tasks where identifier = any($2::text[])))`,
      [olderThanMs, tasks ?? null],
    );
    return rowCount ?? 0;
  }

  async close(): Promise<void> {
    await this.pool.end();
  }

  /** Drops the queue's schema (test schemas only). */
  async dropSchema(): Promise<void> {
    await this.pool.query(`drop schema if exists ${this.schema} cascade`);
  }
}
