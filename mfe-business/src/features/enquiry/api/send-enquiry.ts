// POST /business/enquiries/: an employer's or a broker's enquiry, stored for the benefits team.
import type { ApiClient } from '@tailwise/shared';
import type { BusinessEnquiryReceipt } from '@tailwise/shared/contract';
import type { EnquiryBody } from './enquiry-form-schema';

export const sendEnquiry = (client: ApiClient, body: EnquiryBody) =>
  client.post<BusinessEnquiryReceipt>('/business/enquiries/', body);
