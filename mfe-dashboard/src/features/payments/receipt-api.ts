// GET /me/payments/{id}/receipt: a paid period's receipt, the email as it was sent, as an HTML page. It needs the
// customer's token, so a plain link cannot open it: it comes through the shared API client and opens from a blob
// (in the tab the click opened, or as a download when the browser gave us none). 404 until the email has gone out.
import { ApiError, useApiClient, type ApiClient } from '@tailwise/shared';
import { useMutation } from '@tanstack/react-query';
import { saveBlob } from '../common/save-blob';

export async function fetchReceipt(client: ApiClient, paymentId: string): Promise<Blob> {
  const html = await client.get<unknown>(`/me/payments/${encodeURIComponent(paymentId)}/receipt`, {
    headers: { Accept: 'text/html' },
  });
  if (typeof html !== 'string' || html === '') throw new Error('The receipt came back empty.');
  return new Blob([html], { type: 'text/html;charset=utf-8' });
}

/**
 * A tab for the receipt, opened while the click still counts as the customer's (a tab opened after the fetch would
 * be blocked as a pop-up). It cannot reach this page, and says what it is waiting for.
 */
export function openReceiptTab(): Window | null {
  const tab = window.open('', '_blank');
  if (!tab) return null;
  tab.opener = null;
  try {
    tab.document.title = 'Your receipt';
    tab.document.body.textContent = 'Loading your receipt…';
  } catch {
    // Not every browser lets us write into the blank tab; it just stays blank until the receipt arrives.
  }
  return tab;
}

export function receiptErrorMessage(error: unknown): string {
  if (error instanceof ApiError && error.status === 404) {
    return 'Your receipt isn’t ready yet: we email it shortly after the payment. Try again in a few minutes.';
  }
  return 'We couldn’t open your receipt just now. Please try again.';
}

/** Fetching a receipt changes nothing cached: no invalidation. */
export function useOpenReceipt() {
  const client = useApiClient();
  return useMutation({
    mutationFn: async ({ paymentId, fileName, tab }: { paymentId: string; fileName: string; tab: Window | null }) => {
      try {
        const blob = await fetchReceipt(client, paymentId);
        if (!tab) {
          saveBlob(blob, fileName);
          return;
        }
        const url = URL.createObjectURL(blob);
        tab.location.href = url;
        // The tab has loaded it long before this; a reload afterwards asks for the receipt again.
        setTimeout(() => URL.revokeObjectURL(url), 60_000);
      } catch (error) {
        tab?.close();
        throw error;
      }
    },
  });
}
