// POST /contact/: a visitor's message for the support team; answers a receipt whose id the thank-you note quotes.
// The contact page loads no React Query (it fetches nothing to show), so this write is a plain hook rather than a
// useMutation: it caches nothing and invalidates nothing.
import { useApiClient, type ApiClient } from '@tailwise/shared';
import { ContactReceiptSchema, type ContactReceipt } from '@tailwise/shared/contract';
import { useCallback } from 'react';
import type { ContactRequestBody } from '../contact-form-schema';

export async function sendContact(client: ApiClient, body: ContactRequestBody): Promise<ContactReceipt> {
  return ContactReceiptSchema.parse(await client.post<unknown>('/contact/', body));
}

export function useSendContact() {
  const client = useApiClient();
  return useCallback((body: ContactRequestBody) => sendContact(client, body), [client]);
}
