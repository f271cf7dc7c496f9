// Background work after the sale (email, billing) on a job queue in our own database. A job is enqueued inside the
// transaction of the change it follows, so a rolled-back change queues nothing and a committed one is never lost.
// PostgreSQL runs graphile-worker; the embedded PGlite (one process, no wire connections) runs LocalQueue, an
// in-process runner with the same contract: keys, backoff, a dead state to list and re-run.
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema';

/** The database or an open transaction: jobs join whatever transaction the caller is in. */
export type DbOrTrx = Kysely<Database> | Transaction<Database>;

export interface JobSpec {
  task: string;
  payload: Record<string, unknown>;
  /**
   * Stable key of the work (receipt:<payment id>). While a job with this key waits, runs or is dead, another with
   * the same key is not added. Handlers still make their own effect idempotent (a finished job's key is free again).
   */
  key: string;
  runAt?: Date;
  maxAttempts?: number;
}

/**
 * Which ready job a free worker takes first (lower first; 0 for every task not named): a claim's decision and payout
 * before the emails queued beside them, because a customer is waiting on the money, and an email rendered a few
 * seconds later reads the same. Without it, a backlog of emails (15 to 25 ms of CPU each to render) holds back every
 * claim queued behind it. Both runners honour it; within one priority, jobs run in order of arrival.
 */
export const TASK_PRIORITY: Readonly<Record<string, number>> = {
  'claims:decide': -10,
  'claims:payout': -10,
};

export interface JobInfo {
  id: string;
  task: string;
  key: string | null;
  attempts: number;
  maxAttempts: number;
  lastError: string | null;
  runAt: Date;
  payload: unknown;
}

export interface JobHelpers {
  /** The job's id, attempt (1-based) and key, for logs and idempotency keys. */
  id: string;
  attempt: number;
  key: string | null;
}

export interface QueueDepth {
  task: string;
  pending: number;
  dead: number;
  oldestDueAgeSeconds: number;
}

export type TaskHandler = (payload: unknown, helpers: JobHelpers) => Promise<void>;
export type TaskList = Record<string, TaskHandler>;

export interface Runner {
  stop(): Promise<void>;
}

export interface JobQueue {
  readonly kind: 'graphile-worker' | 'local';
  /** Prepares the queue's tables (graphile-worker's schema); idempotent. */
  migrate(): Promise<void>;
  enqueue(db: DbOrTrx, job: JobSpec): Promise<void>;
  /** Starts working jobs in this process until stopped. */
  run(tasks: TaskList, options: { concurrency: number; workerId?: string }): Promise<Runner>;
  /** Jobs that used up their attempts: the dead state. */
  failed(): Promise<JobInfo[]>;
  /** Jobs waiting or running, oldest first (for the CLI and tests). */
  pending(): Promise<JobInfo[]>;
  /**
   * Per task: jobs waiting or running (not dead), how many are dead, and the age in seconds of the oldest that
   * is due (run_at passed; 0 when none is): what an operator graphs and alerts on (/metrics).
   */
  depth(): Promise<QueueDepth[]>;
  /** Runs a dead job again, with fresh attempts. False when there is no such job. */
  retry(id: string): Promise<boolean>;
  /**
   * Frees jobs locked longer than `olderThanMs`: their worker died (graphile-worker 0.16 would hold them 4 hours).
   * Safe because every task is idempotent: a job that was in fact still running does its work once anyway.
   * `tasks`: only jobs of these tasks (the quick ones, freed sooner: QUICK_TASK_STALE_MS).
   */
  releaseStale(olderThanMs: number, tasks?: readonly string[]): Promise<number>;
  close(): Promise<void>;
}

/** Default attempts before a job is dead: backoff exp(n) s reaches about 2 h at the 9th. */
export const DEFAULT_MAX_ATTEMPTS = 10;

/** Seconds to wait before the next attempt: graphile-worker's own curve, so both runners back off alike. */
/** A job locked this long belongs to a dead worker: no task of ours runs for minutes. */
export const STALE_LOCK_MS = 10 * 60 * 1000;

/**
 * A claim's decision or payout locked this long belongs to a dead worker: they take well under a second, and one
 * that runs twice at once still acts once (each locks its claim row and checks the claim's status; the payout
 * provider pays once per claim key). Freed after this, not STALE_LOCK_MS, so a claim a killed worker held is paid
 * within about 20 s instead of 10 minutes or more.
 */
export const QUICK_TASK_STALE_MS = 15_000;
/** How often a worker looks for quick tasks held by a dead worker. */
export const QUICK_TASK_SWEEP_MS = 5_000;

export const backoffSeconds = (attempts: number) => Math.exp(Math.min(attempts, 10));

/** A `depth()` row as both runners' SQL returns it. */
export const toDepth = (row: { task: string; pending: number; dead: number; oldest: number | null }): QueueDepth => ({
  task: row.task,
  pending: Number(row.pending),
  dead: Number(row.dead),
  oldestDueAgeSeconds: Math.max(0, Math.round(Number(row.oldest ?? 0))),
});
