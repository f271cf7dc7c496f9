// Local development and tests only: the outbox over HTTP, so a saved-quote or verification link can be followed
// without an inbox, and the clock billing reads, moved so a month of billing runs in seconds. Never registered in
// production (404 there, like any unknown path), and the clock itself refuses to move there (clock.ts).
import {
  DevClockRequestSchema,
  DevClockSchema,
  OutboxQuerySchema,
  OutboxSchema,
  type OutboxEmail,
} from '@tailwise/shared/contract';
import type { AppContext } from '../../context';
import { defineRoute, type AnyRoute } from '../../http/route';
import { enqueueBilling } from '../billing/billing-service';

async function clockBody(ctx: AppContext) {
  const offsetMs = await ctx.clock.offsetMs();
  const now = new Date(Date.now() + offsetMs);
  return { now: now.toISOString(), today: now.toISOString().slice(0, 10), offsetMs };
}

export function devRoutes(ctx: AppContext): AnyRoute[] {
  if (ctx.config.production) return [];
  return [
    defineRoute({
      method: 'GET',
      url: '/dev/outbox',
      summary: 'Latest sandbox emails (not in production)',
      description:
        'The emails sent, newest first, with their links: the queued product emails (kept in the database, whichever ' +
        "process sent them) and the sandbox mailer's direct ones since the API started. `?to=` keeps one address. " +
        'Not registered in production.',
      tags: ['Development'],
      auth: 'none',
      query: OutboxQuerySchema,
      responses: { 200: { description: 'Newest first', schema: OutboxSchema } },
      handler: async ({ query }) => {
        let q = ctx.db
          .selectFrom('emails')
          .selectAll()
          .where('status', '=', 'SENT')
          .orderBy('id', 'desc')
          .limit(query.limit);
        if (query.to) q = q.where((eb) => eb(eb.fn('lower', ['recipient']), '=', query.to!.toLowerCase()));
        const queued: OutboxEmail[] = (await q.execute()).map((m) => ({
          to: m.recipient,
          subject: m.subject,
          text: m.text_body,
          links: m.links,
          template: m.template,
          html: m.html_body,
          attachments: m.attachments,
          sentAt: new Date(m.sent_at ?? m.created_at).toISOString(),
        }));
        const direct: OutboxEmail[] = (ctx.mailer.recent?.({ to: query.to, limit: query.limit }) ?? []).map((m) => ({
          to: m.to,
          subject: m.subject,
          text: m.text,
          links: m.links,
          template: 'direct',
          html: '',
          attachments: [],
          sentAt: m.sentAt.toISOString(),
        }));
        const emails = [...queued, ...direct].sort((a, b) => b.sentAt.localeCompare(a.sentAt)).slice(0, query.limit);
        return { status: 200, body: { emails } };
      },
    }),
    defineRoute({
      method: 'GET',
      url: '/dev/clock',
      summary: 'What the product takes as now (not in production)',
      description: 'The clock billing and reminders read, and how far it is moved from real time.',
      tags: ['Development'],
      auth: 'none',
      responses: { 200: { description: 'The clock', schema: DevClockSchema } },
      handler: async () => ({ status: 200, body: await clockBody(ctx) }),
    }),
    defineRoute({
      method: 'POST',
      url: '/dev/clock',
      summary: 'Move the clock (not in production)',
      description:
        'Moves what the product takes as now, for every API and worker process on this database, then queues a ' +
        'billing run for the new day: premiums due by then are charged within seconds. Not registered in production.',
      tags: ['Development'],
      auth: 'none',
      body: DevClockRequestSchema,
      responses: { 200: { description: 'The clock as moved', schema: DevClockSchema } },
      handler: async ({ body }) => {
        const current = await ctx.clock.offsetMs();
        let offset = current;
        if (body.reset) offset = 0;
        else if (body.advanceDays !== undefined) offset = current + body.advanceDays * 86_400_000;
        else if (body.asOf) {
          const now = new Date(Date.now() + current);
          const target = new Date(`${body.asOf}T${now.toISOString().slice(11)}`);
          offset = target.getTime() - Date.now();
        }
        await ctx.clock.setOffset(offset);
        await enqueueBilling(ctx);
        return { status: 200, body: await clockBody(ctx) };
      },
    }),
  ];
}
