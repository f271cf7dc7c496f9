// Picks the job queue for the database: graphile-worker on PostgreSQL, the in-process runner on PGlite.
import type { ApiConfig } from '../config';
import type { DatabaseHandle } from '../db/client';
import { GraphileQueue } from './graphile-queue';
import { LocalQueue } from './local-queue';
import type { JobQueue } from './queue';

/** `schema`: graphile-worker's schema on PostgreSQL (tests give each app its own). */
export function createJobQueue(
  database: DatabaseHandle,
  config: Pick<ApiConfig, 'databaseUrl' | 'workerConcurrency'>,
  schema?: string,
): JobQueue {
  if (database.kind === 'postgres' && config.databaseUrl) {
    // A connection for each job's fetch and completion, plus graphile-worker's LISTEN one, which it keeps: with only
    // as many as jobs at once, the jobs took turns for a connection.
    return new GraphileQueue(config.databaseUrl, schema, config.workerConcurrency + 2);
  }
  return new LocalQueue(database.db);
}
