// POST /claims/: a claim's fields and invoices as one multipart body, sent through the API client's upload (its token,
// its failures: ApiError for a 4xx, a reported error for a 5xx) with progress for the form's bar per file.
import { callApi, type ApiCaller } from '@tailwise/shared/api-call';
import { CLAIM_UPLOAD_LIMITS, ClaimFieldsSchema, type Claim } from '@tailwise/shared/contract';
import type { z } from 'zod';

/** The claim's text fields as the schema leaves them; on the wire each is its string (true is "true"). */
export type ClaimFieldValues = z.output<typeof ClaimFieldsSchema>;

/** How a multipart request is followed and stopped. */
export interface UploadProgressOptions {
  /** Bytes of the whole request body sent so far, and its total. */
  onProgress?: (loaded: number, total: number) => void;
  signal?: AbortSignal;
}

export interface UploadRequest extends UploadProgressOptions {
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

export function uploadClaim(
  client: ApiCaller,
  { fields, invoices, onProgress, signal }: UploadRequest,
): Promise<Claim> {
  return callApi(client, 'POST /claims/', { body: claimFormData(fields, invoices), onProgress, signal });
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
