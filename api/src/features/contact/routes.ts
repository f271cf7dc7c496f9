// Contact form: consumer and business inquiries, stored and rate-limited per IP.
import { randomUUID } from 'node:crypto';
import { ContactReceiptSchema, ContactRequestSchema } from '@tailwise/shared/contract';
import type { AppContext } from '../../context';
import { defineRoute, type AnyRoute } from '../../http/route';

export function contactRoutes(ctx: AppContext): AnyRoute[] {
  return [
    defineRoute({
      method: 'POST',
      url: '/contact/',
      summary: 'Send an inquiry',
      description:
        'Consumer or business inquiry (business needs a company). Stored for the support team. Rate-limited per IP.',
      tags: ['Contact'],
      auth: 'none',
      body: ContactRequestSchema,
      rateLimit: ctx.config.rateLimits.contact,
      responses: { 201: { description: 'Received', schema: ContactReceiptSchema } },
      handler: async ({ body }) => {
        const row = await ctx.db
          .insertInto('contact_messages')
          .values({
            uuid: randomUUID(),
            kind: body.kind,
            name: body.name,
            email: body.email,
            company: body.company ?? null,
            phone: body.phone ?? null,
            message: body.message,
          })
          .returning(['uuid', 'created_at'])
          .executeTakeFirstOrThrow();
        ctx.log.info({ contactId: row.uuid, kind: body.kind }, 'contact message stored');
        return { status: 201, body: { id: row.uuid, receivedAt: row.created_at.toISOString() } };
      },
    }),
  ];
}
