// The in-process runner for the embedded PGlite database, where graphile-worker cannot connect: jobs live in the
// local_jobs table, so they are enqueued in the caller's transaction and survive a restart like graphile-worker's.
import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import type { Db } from '../db/client';
import {
  backoffSeconds,
  DEFAULT_MAX_ATTEMPTS,
  type DbOrTrx,
  type JobInfo,
  type JobQueue,
  type JobSpec,
  type QueueDepth,
  toDepth,
  type Runner,
  type TaskList,
  STALE_LOCK_MS,
  TASK_PRIORITY,
} from './queue';

interface LocalJobRow {
  id: number | string;
  task: string;
  payload: unknown;
  key: string | null;
  run_at: Date;
  attempts: number;
  max_attempts: number;
  last_error: string | null;
}

const toInfo = (r: LocalJobRow): JobInfo => ({
  id: String(r.id),
  task: r.task,
  key: r.key,
  attempts: r.attempts,
  maxAttempts: r.max_attempts,
  lastError: r.last_error,
  runAt: new Date(r.run_at),
  payload: r.payload,
});

/** TASK_PRIORITY as a sort key over the task column (no column of its own: the priorities live in code). */
const priorityOrder = sql`case task ${sql.join(
  Object.entries(TASK_PRIORITY).map(([task, priority]) => sql`when ${task} then ${priority}::int`),
  sql` `,
)} else 0 end`;

export class LocalQueue implements JobQueue {
  readonly kind = 'local' as const;
  private readonly wakers = new Set<() => void>();

  constructor(
    private readonly db: Db,
    private readonly pollMs = 250,
  ) {}

  async migrate(): Promise<void> {
    // The table comes with the app's migrations.
  }

  async enqueue(db: DbOrTrx, job: JobSpec): Promise<void> {
    await sql`insert into local_jobs (task, payload, key, run_at, max_attempts)
      values (${job.task}, ${JSON.stringify(job.payload)}::jsonb, ${job.key}, ${job.runAt ?? new Date()},
        ${job.maxAttempts ?? DEFAULT_MAX_ATTEMPTS})
      on conflict (key) do nothing`.execute(db);
    // The caller's transaction may not have committed yet; a runner that finds nothing polls again shortly.
    setImmediate(() => this.wakers.forEach((wake) => wake()));
  }

  private async claim(workerId: string): Promise<LocalJobRow | null> {
    const { rows } = await sql<LocalJobRow>`update local_jobs set locked_at = now(), locked_by = ${workerId},
        attempts = attempts + 1
      where id = (select id from local_jobs
        where run_at <= now() and attempts < max_attempts
          and (locked_at is null or locked_at < now() - ${`${STALE_LOCK_MS} milliseconds`}::interval)
        order by ${priorityOrder}, run_at, id limit 1 for update skip locked)
      returning id, task, payload, key, run_at, attempts, max_attempts, last_error`.execute(this.db);
    return rows[0] ?? null;
  }

  async run(tasks: TaskList, options: { concurrency: number; workerId?: string }): Promise<Runner> {
    const workerId = options.workerId ?? `local-${process.pid}-${randomBytes(3).toString('hex')}`;
    let stopping = false;
    const loops: Promise<void>[] = [];
    let wake: () => void = () => undefined;
    const waker = () => wake();
    this.wakers.add(waker);
    const sleep = () =>
      new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, this.pollMs);
        wake = () => {
          clearTimeout(timer);
          resolve();
        };
      });

    const loop = async () => {
      while (!stopping) {
        let job: LocalJobRow | null = null;
        try {
          job = await this.claim(workerId);
        } catch {
          // The database is closing or busy: try again after the poll interval.
        }
        if (!job) {
          await sleep();
          continue;
        }
        const handler = tasks[job.task];
        try {
          if (!handler) throw new Error(`No handler for task ${job.task}`);
          await handler(job.payload, { id: String(job.id), attempt: job.attempts, key: job.key });
          await sql`delete from local_jobs where id = ${job.id}`.execute(this.db);
        } catch (err) {
          const message = err instanceof Error ? err.message : String(err);
          const delayMs = Math.round(backoffSeconds(job.attempts) * 1000);
          await sql`update local_jobs set locked_at = null, locked_by = null, last_error = ${message},
              run_at = now() + ${`${delayMs} milliseconds`}::interval
            where id = ${job.id}`
            .execute(this.db)
            .catch(() => undefined);
        }
      }
    };
    for (let i = 0; i < Math.max(1, options.concurrency); i += 1) loops.push(loop());
    return {
      stop: async () => {
        stopping = true;
        this.wakers.delete(waker);
        wake();
        await Promise.all(loops);
      },
    };
  }

  async failed(): Promise<JobInfo[]> {
    const { rows } = await sql<LocalJobRow>`select * from local_jobs where attempts >= max_attempts
      order by id`.execute(this.db);
    return rows.map(toInfo);
  }

  async pending(): Promise<JobInfo[]> {
    const { rows } = await sql<LocalJobRow>`select * from local_jobs where attempts < max_attempts
      order by run_at, id`.execute(this.db);
    return rows.map(toInfo);
  }

  async depth(): Promise<QueueDepth[]> {
    const { rows } = await sql<{ task: string; pending: number; dead: number; oldest: number | null }>`
      select task, count(*) filter (where attempts < max_attempts)::int as pending,
             count(*) filter (where attempts >= max_attempts)::int as dead,
             extract(epoch from now() - min(run_at) filter (where attempts < max_attempts and run_at <= now()))::float8
               as oldest
        from local_jobs group by task order by task`.execute(this.db);
    return rows.map(toDepth);
  }

  async retry(id: string): Promise<boolean> {
    if (!/^\d+$/.test(id)) return false;
    const { rows } = await sql`update local_jobs set attempts = 0, run_at = now(), locked_at = null,
        locked_by = null where id = ${Number(id)} and attempts >= max_attempts returning id`.execute(this.db);
    return rows.length > 0;
  }

  async releaseStale(olderThanMs: number, tasks?: readonly string[]): Promise<number> {
    if (tasks?.length === 0) return 0;
    const { rows } = await sql`update local_jobs set locked_at = null, locked_by = null
      where locked_at < now() - ${`${olderThanMs} milliseconds`}::interval
        ${tasks ? sql`and task in (${sql.join(tasks)})` : sql``}
      returning id`.execute(this.db);
    return rows.length;
  }

  async close(): Promise<void> {
    this.wakers.clear();
  }
}
