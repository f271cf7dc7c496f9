// Health check for orchestration: answers only when the database does, and its pool has a connection to spare
// (a load balancer then sends traffic to another instance instead of queueing it here).
import { HealthSchema } from '@tailwise/shared/contract';
import { sql } from 'kysely';
import type { AppContext } from '../../context';
import { poolStatus } from '../../db/client';
import { ApiError } from '../../http/errors';
import { defineRoute, type AnyRoute } from '../../http/route';

export function healthRoutes(ctx: AppContext): AnyRoute[] {
  return [
    defineRoute({
      method: 'GET',
      url: '/health',
      summary: 'Health',
      description: 'Cheap: one `select 1`. 503 when the database does not answer or every pooled connection is taken.',
      tags: ['Health'],
      auth: 'none',
      responses: {
        200: { description: 'Up, database reachable', schema: HealthSchema },
        503: { description: 'The database is not reachable, or its connection pool is exhausted' },
      },
      handler: async () => {
        // Checked before the query, which would queue behind the others until the pool timeout.
        const pool = poolStatus(ctx.db);
        if (pool?.exhausted) {
          ctx.log.warn({ pool }, 'health: database pool exhausted');
          throw new ApiError(503, 'ServiceUnavailable', 'The database connection pool is exhausted');
        }
        try {
          await sql`select 1`.execute(ctx.db);
        } catch {
          throw new ApiError(503, 'ServiceUnavailable', 'The database is not reachable');
        }
        return { status: 200, body: { status: 'ok' as const, database: 'ok' as const, version: ctx.config.version } };
      },
    }),
  ];
}
