// Contact form: consumer and business inquiries.
import { z } from 'zod';
import { EmailSchema, IsoDateTimeSchema, PersonNameSchema, PhoneSchema, UuidSchema } from './common';

export const ContactRequestSchema = z
  .strictObject({
    kind: z.enum(['CONSUMER', 'BUSINESS']),
    name: PersonNameSchema,
    email: EmailSchema,
    company: z.string().trim().min(1, 'Required').max(120, 'Use at most 120 characters').optional(),
    phone: PhoneSchema.optional(),
    message: z.string().trim().min(1, 'Required').max(5000, 'Use at most 5000 characters'),
  })
  .superRefine((v, ctx) => {
    if (v.kind === 'BUSINESS' && !v.company) ctx.addIssue({ code: 'custom', path: ['company'], message: 'Required' });
  })
  .meta({ id: 'ContactRequest' });
export type ContactRequest = z.input<typeof ContactRequestSchema>;

export const ContactReceiptSchema = z
  .strictObject({ id: UuidSchema, receivedAt: IsoDateTimeSchema })
  .meta({ id: 'ContactReceipt' });
export type ContactReceipt = z.infer<typeof ContactReceiptSchema>;

export const HealthSchema = z
  .strictObject({ status: z.literal('ok'), database: z.literal('ok'), version: z.string() })
  .meta({ id: 'Health' });
export type Health = z.infer<typeof HealthSchema>;
