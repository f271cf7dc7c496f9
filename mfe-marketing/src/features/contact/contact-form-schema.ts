// The contact form's schema: what the form holds (every field a string) and, through the API's own
// ContactRequest schema, what it sends, so the form validates with exactly the rules the server applies.
import { ContactRequestSchema } from '@tailwise/shared/contract';
import { z } from 'zod';

/** What the form holds: every field a string, so inputs stay controlled and keep what was typed. */
const ContactFormFields = z.object({
  kind: z.enum(['CONSUMER', 'BUSINESS']),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  company: z.string(),
  message: z.string(),
});

export type ContactFormValues = z.input<typeof ContactFormFields>;

export const emptyContactForm: ContactFormValues = {
  kind: 'CONSUMER',
  name: '',
  email: '',
  phone: '',
  company: '',
  message: '',
};

/**
 * The form's values, after dropping what the request must not carry (blank optional fields, and the
 * company unless the inquiry is about a business), checked by the API's ContactRequest schema.
 */
export const ContactFormSchema = ContactFormFields.transform(({ kind, name, email, phone, company, message }) => ({
  kind,
  name,
  email,
  message,
  ...(phone.trim() ? { phone } : {}),
  ...(kind === 'BUSINESS' && company.trim() ? { company } : {}),
})).pipe(ContactRequestSchema);

export type ContactRequestBody = z.output<typeof ContactFormSchema>;
