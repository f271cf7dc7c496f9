// The contact step's form: ZIP and email are required (the last two of the six questions before the
// price); a mobile number is optional and texts need an explicit yes.
import { EmailSchema, PhoneSchema, ZipCodeSchema } from '@tailwise/shared/contract';
import { z } from 'zod';

export const PHONE_FOR_TEXTS = 'Enter a mobile number for texts, or untick the box';

export const ContactStepSchema = z
  .object({
    zipCode: ZipCodeSchema,
    email: EmailSchema,
    // Blank is no phone; anything typed must be a US number (normalised to +1XXXXXXXXXX).
    phone: z.string().transform((value, ctx) => {
      if (value.trim() === '') return '';
      const parsed = PhoneSchema.safeParse(value);
      if (parsed.success) return parsed.data;
      for (const issue of parsed.error.issues) ctx.addIssue({ code: 'custom', message: issue.message });
      return z.NEVER;
    }),
    smsConsent: z.boolean(),
  })
  .superRefine((v, ctx) => {
    if (v.smsConsent && v.phone === '') ctx.addIssue({ code: 'custom', path: ['phone'], message: PHONE_FOR_TEXTS });
  });

export type ContactStepValues = z.output<typeof ContactStepSchema>;
