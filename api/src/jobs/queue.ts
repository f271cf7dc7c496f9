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
  /** Runs a dead job again, with fresh attempts. False when there is no such job. */
  retry(id: string): Promise<boolean>;
  /**
   * Frees jobs locked longer than `olderThanMs`: their worker died (graphile-worker 0.16 would hold them 4 hours).
   * Safe because every task is idempotent: a job that was in fact still running does its work once anyway.
   */
  releaseStale(olderThanMs: number): Promise<number>;
  close(): Promise<void>;
}

/** Default attempts before a job is dead: backoff exp(n) s reaches about 2 h at the 9th. */
export const DEFAULT_MAX_ATTEMPTS = 10;

/** Seconds to wait before the next attempt: graphile-worker's own curve, so both runners back off alike. */
/** A job locked this long belongs to a dead worker: no task of ours runs for minutes. */
export const STALE_LOCK_MS = 10 * 60 * 1000;

export const backoffSeconds = (attempts: number) => Math.exp(Math.min(attempts, 10));
