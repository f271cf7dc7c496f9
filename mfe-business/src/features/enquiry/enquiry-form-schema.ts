// The employer and broker forms' schema: what the form holds (every field a string, so inputs keep what
// was typed) and, through the API's BusinessEnquiryRequest schema, what it sends: the form validates with
// exactly the rules the server applies.
import {
  BusinessEnquiryRequestSchema,
  EMPLOYEE_COUNT_BANDS,
  US_STATE_NAMES,
  US_STATES,
  type BusinessEnquiryKind,
  type EmployeeCount,
} from '@tailwise/shared/contract';
import { z } from 'zod';

const EnquiryFormFields = z.object({
  kind: z.enum(['EMPLOYER', 'BROKER']),
  company: z.string(),
  name: z.string(),
  workEmail: z.string(),
  phone: z.string(),
  employeeCount: z.string(),
  state: z.string(),
  message: z.string(),
});

export type EnquiryFormValues = z.input<typeof EnquiryFormFields>;

export const emptyEnquiry = (kind: BusinessEnquiryKind): EnquiryFormValues => ({
  kind,
  company: '',
  name: '',
  workEmail: '',
  phone: '',
  employeeCount: '',
  state: '',
  message: '',
});

/** Blank optional fields are left out of the request; the API's schema then checks the rest. */
export const EnquiryFormSchema = EnquiryFormFields.transform(({ phone, employeeCount, ...rest }) => ({
  ...rest,
  ...(phone.trim() ? { phone } : {}),
  ...(employeeCount ? { employeeCount } : {}),
})).pipe(BusinessEnquiryRequestSchema);

export type EnquiryBody = z.output<typeof EnquiryFormSchema>;

const BAND_LABELS: Record<EmployeeCount, string> = {
  '1-49': '1 to 49',
  '50-249': '50 to 249',
  '250-999': '250 to 999',
  '1000-4999': '1,000 to 4,999',
  '5000+': '5,000 or more',
};

export const employeeCountOptions = EMPLOYEE_COUNT_BANDS.map((band) => ({ value: band, label: BAND_LABELS[band] }));
export const stateOptions = US_STATES.map((state) => ({ value: state, label: US_STATE_NAMES[state] }));
