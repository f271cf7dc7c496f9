// GET /claims/{uuid}/invoices/{invoiceId}: an invoice file needs the customer's token, so a plain link
// cannot fetch it. Fetch it with the token, hand the browser the file as an object URL, and let it go.
import { API_BASE_PATH } from '@tailwise/shared';

export interface DownloadRequest {
  claimId: string;
  invoiceId: string;
  fileName: string;
  token: string | null;
  fetchImpl?: typeof fetch;
}

export async function downloadInvoice({
  claimId,
  invoiceId,
  fileName,
  token,
  fetchImpl = (...args) => globalThis.fetch(...args),
}: DownloadRequest): Promise<void> {
  const response = await fetchImpl(
    `${API_BASE_PATH}/claims/${encodeURIComponent(claimId)}/invoices/${encodeURIComponent(invoiceId)}`,
    { headers: token ? { Authorization: `Token ${token}` } : {}, credentials: 'same-origin' },
  );
  if (!response.ok) {
    throw new Error(response.status === 404 ? 'This invoice is no longer available.' : 'The download failed.');
  }
  const url = URL.createObjectURL(await response.blob());
  try {
    const link = document.createElement('a');
    link.href = url;
    link.download = fileName;
    link.rel = 'noopener';
    document.body.appendChild(link);
    link.click();
    link.remove();
  } finally {
    // Give the browser a moment to start the download before the URL goes.
    setTimeout(() => URL.revokeObjectURL(url), 30_000);
  }
}
