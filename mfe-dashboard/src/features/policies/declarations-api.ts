// GET /agreements/{uuid}/declarations.pdf: the policy's declarations page. A link cannot carry the customer's
// token, so the PDF comes through the API client and is saved from a blob under the server's file name.
import { ApiError, API_BASE_PATH, useApiClient } from '@tailwise/shared';
import { callApi, endpointPath, type ApiCaller } from '@tailwise/shared/api-call';
import { useMutation } from '@tanstack/react-query';
import { saveBlob } from '../common/save-blob';

export const declarationsPath = (agreementUuid: string) =>
  `${API_BASE_PATH}${endpointPath('GET /agreements/:uuid/declarations.pdf', { uuid: agreementUuid })}`;

export class DownloadError extends Error {
  constructor(message: string, options?: ErrorOptions) {
    super(message, options);
    this.name = 'DownloadError';
  }
}

/** The server's file name (Content-Disposition), or ours. */
function fileNameOf(response: Response, fallback: string): string {
  const disposition = response.headers.get('content-disposition') ?? '';
  const match = /filename="?([^";]+)"?/i.exec(disposition);
  return match?.[1] ?? fallback;
}

function downloadErrorMessage(error: unknown): string {
  const status = error instanceof ApiError ? error.status : null;
  if (status === 401) return 'Please sign in again to download your documents.';
  if (status === 404) return 'We could not find this document.';
  return 'We could not prepare your document. Please try again.';
}

export async function fetchDeclarations(
  client: ApiCaller,
  agreementUuid: string,
): Promise<{ blob: Blob; fileName: string }> {
  // A shell whose client shows no response keeps our name.
  let fileName = `tailwise-declarations-${agreementUuid}.pdf`;
  try {
    const blob = await callApi(client, 'GET /agreements/:uuid/declarations.pdf', {
      params: { uuid: agreementUuid },
      onResponse: (response) => (fileName = fileNameOf(response, fileName)),
    });
    return { blob, fileName };
  } catch (error) {
    throw new DownloadError(downloadErrorMessage(error), { cause: error });
  }
}

/** A download changes nothing cached: no invalidation. */
export function useDownloadDeclarations() {
  const client = useApiClient();
  return useMutation({
    mutationFn: async (agreementUuid: string) => {
      const { blob, fileName } = await fetchDeclarations(client, agreementUuid);
      saveBlob(blob, fileName);
      return fileName;
    },
  });
}
