// GET /agreements/{uuid}/declarations.pdf: the policy's declarations page. A link cannot carry the
// Authorization header, so the PDF is fetched with the customer's token and saved from a blob.
import { API_BASE_PATH, useAuth } from '@tailwise/shared';
import { useMutation } from '@tanstack/react-query';

export const declarationsPath = (agreementUuid: string) =>
  `${API_BASE_PATH}/agreements/${encodeURIComponent(agreementUuid)}/declarations.pdf`;

export class DownloadError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'DownloadError';
  }
}

/** The server's file name (Content-Disposition), or ours. */
function fileNameOf(response: Response, fallback: string): string {
  const disposition = response.headers.get('content-disposition') ?? '';
  const match = /filename="?([^";]+)"?/i.exec(disposition);
  return match?.[1] ?? fallback;
}

export async function fetchDeclarations(
  agreementUuid: string,
  getIdToken: () => Promise<string | null>,
  fetchImpl: typeof fetch = (...args) => globalThis.fetch(...args),
): Promise<{ blob: Blob; fileName: string }> {
  const token = await getIdToken();
  if (!token) throw new DownloadError('Please sign in again to download your documents.');
  const response = await fetchImpl(declarationsPath(agreementUuid), {
    headers: { Accept: 'application/pdf', Authorization: `Token ${token}` },
    credentials: 'same-origin',
  });
  if (response.status === 404) throw new DownloadError('We could not find this document.');
  if (!response.ok) throw new DownloadError('We could not prepare your document. Please try again.');
  return { blob: await response.blob(), fileName: fileNameOf(response, `tailwise-declarations-${agreementUuid}.pdf`) };
}

/** Hands the blob to the browser as a download, then lets the object URL go. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 30_000);
}

/** A download changes nothing cached: no invalidation. */
export function useDownloadDeclarations() {
  const { getIdToken } = useAuth();
  return useMutation({
    mutationFn: async (agreementUuid: string) => {
      const { blob, fileName } = await fetchDeclarations(agreementUuid, getIdToken);
      saveBlob(blob, fileName);
      return fileName;
    },
  });
}
