// Employer and broker enquiries (the business site's contact and broker forms), stored for the benefits
// team and rate-limited per IP like the consumer contact form.
import { randomUUID } from 'node:crypto';
import { BusinessEnquiryReceiptSchema, BusinessEnquiryRequestSchema } from '@tailwise/shared/contract';
import type { AppContext } from '../../context';
import { defineRoute, type AnyRoute } from '../../http/route';

export function businessEnquiryRoutes(ctx: AppContext): AnyRoute[] {
  return [
    defineRoute({
      method: 'POST',
      url: '/business/enquiries/',
      summary: 'Send an employer or broker enquiry',
      description:
        'From an employer (needs employeeCount) or a broker, with a work email (personal mailboxes are refused) and state. Stored for the benefits team. Rate-limited per IP.',
      tags: ['Contact'],
      auth: 'none',
      body: BusinessEnquiryRequestSchema,
      rateLimit: ctx.config.rateLimits.contact,
      responses: { 201: { description: 'Received', schema: BusinessEnquiryReceiptSchema } },
      handler: async ({ body }) => {
        const row = await ctx.db
          .insertInto('business_enquiries')
          .values({
            uuid: randomUUID(),
            kind: body.kind,
            company: body.company,
            name: body.name,
            work_email: body.workEmail,
            phone: body.phone ?? null,
            employee_count: body.employeeCount ?? null,
            state: body.state,
            message: body.message,
          })
          .returning(['uuid', 'created_at'])
          .executeTakeFirstOrThrow();
        ctx.log.info({ enquiryId: row.uuid, kind: body.kind }, 'business enquiry stored');
        return { status: 201, body: { id: row.uuid, kind: body.kind, receivedAt: row.created_at.toISOString() } };
      },
    }),
  ];
}
