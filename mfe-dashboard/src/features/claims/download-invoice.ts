// GET /claims/{uuid}/invoices/{invoiceId}: an invoice file needs the customer's token, so a plain link cannot fetch
// it. It comes through the API client, and the browser gets it as a download from a blob.
import { ApiError } from '@tailwise/shared';
import { callApi, type ApiCaller } from '@tailwise/shared/api-call';
import { saveBlob } from '../common/save-blob';

export interface DownloadRequest {
  claimId: string;
  invoiceId: string;
  fileName: string;
}

export async function downloadInvoice(client: ApiCaller, { claimId, invoiceId, fileName }: DownloadRequest) {
  let file: Blob;
  try {
    file = await callApi(client, 'GET /claims/:uuid/invoices/:invoiceId', { params: { uuid: claimId, invoiceId } });
  } catch (error) {
    const gone = error instanceof ApiError && error.status === 404;
    throw new Error(gone ? 'This invoice is no longer available.' : 'The download failed.', { cause: error });
  }
  saveBlob(file, fileName);
}
