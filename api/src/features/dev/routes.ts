// Local development and tests only: the sandbox outbox over HTTP, so a saved-quote or verification link can be
// followed without an inbox. Never registered in production (404 there, like any unknown path).
import { OutboxQuerySchema, OutboxSchema } from '@tailwise/shared/contract';
import type { AppContext } from '../../context';
import { defineRoute, type AnyRoute } from '../../http/route';

export function devRoutes(ctx: AppContext): AnyRoute[] {
  if (ctx.config.production) return [];
  return [
    defineRoute({
      method: 'GET',
      url: '/dev/outbox',
      summary: 'Latest sandbox emails (not in production)',
      description:
        'The emails the sandbox mailer sent since the API started (at most 200 kept), newest first, with their links. ' +
        '`?to=` keeps one address. Not registered in production.',
      tags: ['Development'],
      auth: 'none',
      query: OutboxQuerySchema,
      responses: { 200: { description: 'Newest first', schema: OutboxSchema } },
      handler: async ({ query }) => ({
        status: 200,
        body: {
          emails: (ctx.mailer.recent?.({ to: query.to, limit: query.limit }) ?? []).map((m) => ({
            to: m.to,
            subject: m.subject,
            text: m.text,
            links: m.links,
            sentAt: m.sentAt.toISOString(),
          })),
        },
      }),
    }),
  ];
}
