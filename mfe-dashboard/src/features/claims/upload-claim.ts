// POST /claims/ and /claims/{uuid}/documents/ through XMLHttpRequest rather than the shared fetch client: fetch
// cannot report how much of a request body has been sent, and the forms show a real progress bar per file. It sends
// what the API client would (the same Authorization header, the contract's multipart field names) and fails the same
// way (ApiError for a 4xx, an error report for a 5xx).
import { API_BASE_PATH, ApiError, errorReporter } from '@tailwise/shared';
import { CLAIM_UPLOAD_LIMITS, ClaimFieldsSchema, ClaimSchema, type Claim } from '@tailwise/shared/contract';
import type { z } from 'zod';

/** The claim's text fields as the schema leaves them; on the wire each is its string (true is "true"). */
export type ClaimFieldValues = z.output<typeof ClaimFieldsSchema>;

export interface UploadRequest extends MultipartOptions {
  fields: ClaimFieldValues;
  invoices: readonly File[];
}

export function claimFormData(fields: ClaimFieldValues, invoices: readonly File[]): FormData {
  const data = new FormData();
  // Text fields first: the server reads them before it streams the files.
  for (const [name, value] of Object.entries(fields)) {
    if (value !== undefined) data.append(name, String(value));
  }
  for (const file of invoices) data.append(CLAIM_UPLOAD_LIMITS.fileField, file, file.name);
  return data;
}

function parseJson(text: string): unknown {
  try {
    return text ? JSON.parse(text) : undefined;
  } catch {
    return undefined;
  }
}

/** How a multipart request to the claims API is sent: who sends it, how far it has got, and how to stop it. */
export interface MultipartOptions {
  /** The signed-in customer's ID token (useAuth().getIdToken()). */
  token: string | null;
  /** Bytes of the whole request body sent so far, and its total. */
  onProgress?: (loaded: number, total: number) => void;
  signal?: AbortSignal;
}

/**
 * POSTs a multipart body to a claims path that answers the claim (/claims/, /claims/{uuid}/documents/), with
 * the API client's headers and failures, and upload progress.
 */
export function postClaimMultipart(
  path: string,
  data: FormData,
  { token, onProgress, signal }: MultipartOptions,
): Promise<Claim> {
  return new Promise<Claim>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `${API_BASE_PATH}${path}`);
    xhr.setRequestHeader('Accept', 'application/json');
    if (token) xhr.setRequestHeader('Authorization', `Token ${token}`);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress?.(event.loaded, event.total);
    };
    xhr.onload = () => {
      const body = parseJson(xhr.responseText);
      if (xhr.status >= 500) {
        const error = new Error(`Failed POST: ${path}`);
        errorReporter.captureException(error, { extra: { status: xhr.status, method: 'POST', path } });
        reject(error);
      } else if (xhr.status < 200 || xhr.status >= 300) {
        reject(
          new ApiError(
            xhr.status,
            body as ConstructorParameters<typeof ApiError>[1],
            `Request failed with status ${xhr.status}`,
          ),
        );
      } else {
        const claim = ClaimSchema.safeParse(body);
        if (claim.success) resolve(claim.data);
        else reject(new Error('The files were sent, but the answer was not understood'));
      }
    };
    xhr.onerror = () => reject(new Error('The upload was interrupted. Check your connection and try again.'));
    xhr.onabort = () => reject(new DOMException('The upload was cancelled', 'AbortError'));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(data);
  });
}

export function uploadClaim({ fields, invoices, ...options }: UploadRequest): Promise<Claim> {
  return postClaimMultipart('/claims/', claimFormData(fields, invoices), options);
}

/**
 * Each file's share of the bytes sent so far. The multipart body is the text fields, then the files in
 * order, each behind a short part header; the overhead (total minus the files' sizes) is counted as
 * sent before the first file, so a bar never runs ahead of its file.
 */
export function perFileProgress(sizes: readonly number[], loaded: number, total: number): number[] {
  const filesBytes = sizes.reduce((sum, s) => sum + s, 0);
  const overhead = Math.max(0, total - filesBytes);
  let start = overhead;
  return sizes.map((size) => {
    const done = size === 0 ? (loaded >= start ? 1 : 0) : Math.min(1, Math.max(0, (loaded - start) / size));
    start += size;
    return done;
  });
}
