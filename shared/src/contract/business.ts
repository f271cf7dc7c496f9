// Enquiries from employers and brokers (the business site's contact and broker forms): who they are,
// how big the team is and where, so the benefits team can answer with a proposal.
import { z } from 'zod';
import { EmailSchema, IsoDateTimeSchema, PersonNameSchema, PhoneSchema, UsStateSchema, UuidSchema } from './common';

/** Personal mailboxes: an employer or broker enquiry comes from a work address, which we answer with a proposal. */
export const PERSONAL_EMAIL_DOMAINS = [
  'gmail.com',
  'googlemail.com',
  'yahoo.com',
  'ymail.com',
  'hotmail.com',
  'outlook.com',
  'live.com',
  'msn.com',
  'icloud.com',
  'me.com',
  'aol.com',
  'proton.me',
  'protonmail.com',
  'gmx.com',
  'mail.com',
] as const;

export const WorkEmailSchema = EmailSchema.refine(
  (email) => !(PERSONAL_EMAIL_DOMAINS as readonly string[]).includes(email.split('@')[1] ?? ''),
  'Use your work email address, not a personal one',
);

/** Headcount bands, as HR knows them: what decides the group terms, without asking for an exact number. */
export const EMPLOYEE_COUNT_BANDS = ['1-49', '50-249', '250-999', '1000-4999', '5000+'] as const;
export const EmployeeCountSchema = z.enum(EMPLOYEE_COUNT_BANDS, { error: 'Choose how many employees' });
export type EmployeeCount = z.infer<typeof EmployeeCountSchema>;

export const BusinessEnquiryKindSchema = z.enum(['EMPLOYER', 'BROKER']);
export type BusinessEnquiryKind = z.infer<typeof BusinessEnquiryKindSchema>;

export const BusinessEnquiryRequestSchema = z
  .strictObject({
    kind: BusinessEnquiryKindSchema.describe('EMPLOYER (the business contact form) or BROKER (the broker form)'),
    company: z
      .string()
      .trim()
      .min(1, 'Required')
      .max(120, 'Use at most 120 characters')
      .describe('The employer, or the broker’s agency'),
    name: PersonNameSchema,
    workEmail: WorkEmailSchema,
    phone: PhoneSchema.optional(),
    employeeCount: EmployeeCountSchema.optional().describe(
      'Employees at the company (required for EMPLOYER); for BROKER, the size of a typical client',
    ),
    state: UsStateSchema.describe('Where the company (or the agency) is based'),
    message: z.string().trim().min(1, 'Required').max(5000, 'Use at most 5000 characters'),
  })
  .superRefine((v, ctx) => {
    if (v.kind === 'EMPLOYER' && !v.employeeCount)
      ctx.addIssue({ code: 'custom', path: ['employeeCount'], message: 'Choose how many employees' });
  })
  .meta({ id: 'BusinessEnquiryRequest' });
export type BusinessEnquiryRequest = z.input<typeof BusinessEnquiryRequestSchema>;

export const BusinessEnquiryReceiptSchema = z
  .strictObject({ id: UuidSchema, kind: BusinessEnquiryKindSchema, receivedAt: IsoDateTimeSchema })
  .meta({ id: 'BusinessEnquiryReceipt' });
export type BusinessEnquiryReceipt = z.infer<typeof BusinessEnquiryReceiptSchema>;
