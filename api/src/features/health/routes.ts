// Health check for orchestration: answers only when the database does.
import { HealthSchema } from '@tailwise/shared/contract';
import { sql } from 'kysely';
import type { AppContext } from '../../context';
import { ApiError } from '../../http/errors';
import { defineRoute, type AnyRoute } from '../../http/route';

export function healthRoutes(ctx: AppContext): AnyRoute[] {
  return [
    defineRoute({
      method: 'GET',
      url: '/health',
      summary: 'Health',
      description: 'Cheap: one `select 1`.',
      tags: ['Health'],
      auth: 'none',
      responses: {
        200: { description: 'Up, database reachable', schema: HealthSchema },
        503: { description: 'The database is not reachable' },
      },
      handler: async () => {
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
