// Local development only: the sandbox mailer's outbox, readable over HTTP so people and tests can follow links.
import { z } from 'zod';
import { EmailSchema, IsoDateSchema, IsoDateTimeSchema } from './common';

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
    template: z.string().describe("Which of the product's emails this is (receipt, payment-failed, ...)"),
    html: z.string().describe('The HTML part'),
    attachments: z
      .array(z.strictObject({ filename: z.string(), contentType: z.string(), bytes: z.int().min(0) }))
      .describe('Files sent with it, e.g. the declarations PDF'),
    sentAt: IsoDateTimeSchema,
  })
  .meta({ id: 'OutboxEmail' });
export type OutboxEmail = z.infer<typeof OutboxEmailSchema>;

export const OutboxSchema = z
  .strictObject({ emails: z.array(OutboxEmailSchema).describe('Newest first') })
  .meta({ id: 'Outbox' });
export type Outbox = z.infer<typeof OutboxSchema>;

/** Moves the clock billing and reminders read, outside production: a month of billing runs in seconds. */
export const DevClockRequestSchema = z
  .strictObject({
    advanceDays: z.int().min(0).max(3660).optional().describe('Move the clock this many days ahead of where it is'),
    asOf: IsoDateSchema.optional().describe('Set the clock to this day (the current time of day is kept)'),
    reset: z.literal(true).optional().describe('Back to real time'),
  })
  .refine((b) => [b.advanceDays, b.asOf, b.reset].filter((v) => v !== undefined).length === 1, {
    message: 'Give exactly one of advanceDays, asOf or reset',
    path: ['advanceDays'],
  })
  .meta({ id: 'DevClockRequest' });
export type DevClockRequest = z.infer<typeof DevClockRequestSchema>;

export const DevClockSchema = z
  .strictObject({
    now: IsoDateTimeSchema.describe('What the product takes as now'),
    today: IsoDateSchema,
    offsetMs: z.int().describe('How far the clock is from real time'),
  })
  .meta({ id: 'DevClock' });
export type DevClock = z.infer<typeof DevClockSchema>;
