// POST /business/enquiries/: an employer's or a broker's enquiry, stored for the benefits team. The pages with the
// form load no React Query (they fetch nothing to show), so this write is a plain hook rather than a useMutation:
// it caches nothing and invalidates nothing.
import { useApiClient, type ApiClient } from '@tailwise/shared';
import { BusinessEnquiryReceiptSchema, type BusinessEnquiryReceipt } from '@tailwise/shared/contract';
import { useCallback } from 'react';
import type { EnquiryBody } from '../enquiry-form-schema';

export async function sendEnquiry(client: ApiClient, body: EnquiryBody): Promise<BusinessEnquiryReceipt> {
  return BusinessEnquiryReceiptSchema.parse(await client.post<unknown>('/business/enquiries/', body));
}

export function useSendEnquiry() {
  const client = useApiClient();
  return useCallback((body: EnquiryBody) => sendEnquiry(client, body), [client]);
}
