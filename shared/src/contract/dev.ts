// Local development only: the sandbox mailer's outbox, readable over HTTP so people and tests can follow links.
import { z } from 'zod';
import { EmailSchema, IsoDateTimeSchema } from './common';

export const OutboxQuerySchema = z.strictObject({
  to: EmailSchema.optional().describe('Only messages to this address (case-insensitive)'),
  limit: z.coerce.number().int().min(1).max(200).default(50).describe('How many, newest first; default 50'),
});
export type OutboxQuery = z.input<typeof OutboxQuerySchema>;

export const OutboxEmailSchema = z
  .strictObject({
    to: z.string(),
    subject: z.string(),
    text: z.string(),
    links: z.array(z.string()).describe('Every link the message carries, e.g. a saved quote or verification link'),
    sentAt: IsoDateTimeSchema,
  })
  .meta({ id: 'OutboxEmail' });
export type OutboxEmail = z.infer<typeof OutboxEmailSchema>;

export const OutboxSchema = z
  .strictObject({ emails: z.array(OutboxEmailSchema).describe('Newest first') })
  .meta({ id: 'Outbox' });
export type Outbox = z.infer<typeof OutboxSchema>;
