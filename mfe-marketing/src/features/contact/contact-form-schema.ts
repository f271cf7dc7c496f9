import { ContactRequestSchema } from '@tailwise/shared/contract';
import { z } from 'zod';

/** What the form holds: every field a string, so inputs stay controlled and keep what was typed. */
export interface ContactFormValues {
  kind: 'CONSUMER' | 'BUSINESS';
  name: string;
  email: string;
  phone: string;
  company: string;
  message: string;
}

export const emptyContactForm: ContactFormValues = {
  kind: 'CONSUMER',
  name: '',
  email: '',
  phone: '',
  company: '',
  message: '',
};

export const CONTACT_FIELDS = ['kind', 'name', 'email', 'phone', 'company', 'message'] as const;
export type ContactField = (typeof CONTACT_FIELDS)[number];
export const isContactField = (key: string): key is ContactField => (CONTACT_FIELDS as readonly string[]).includes(key);

/**
 * The API's own ContactRequest schema, after dropping what the request must not carry: blank optional
 * fields, and the company unless the inquiry is about a business. The form validates with exactly
 * the rules the server applies.
 */
export const ContactFormSchema = z.preprocess((input) => {
  const values = { ...(input as ContactFormValues) };
  const out: Record<string, string> = {
    kind: values.kind,
    name: values.name,
    email: values.email,
    message: values.message,
  };
  if (values.phone.trim()) out.phone = values.phone;
  if (values.kind === 'BUSINESS' && values.company.trim()) out.company = values.company;
  return out;
}, ContactRequestSchema);

export type ContactRequestBody = z.output<typeof ContactFormSchema>;
