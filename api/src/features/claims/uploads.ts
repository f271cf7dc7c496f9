// Reads the multipart claim form: text fields into an object, files streamed to a temp folder while
// their size, SHA-256 and first bytes are taken. The type is judged by content, not the declared type.
import { createHash, randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { CLAIM_UPLOAD_LIMITS } from '@tailwise/shared/contract';
import type { FastifyRequest } from 'fastify';
import { ApiError } from '../../http/errors';
import type { StoredUpload } from './claim-service';

export function sniffContentType(head: Buffer): StoredUpload['contentType'] | null {
  if (head.subarray(0, 5).toString('latin1') === '%PDF-') return 'application/pdf';
  if (head.length >= 8 && head.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])))
    return 'image/png';
  if (head.length >= 3 && head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return 'image/jpeg';
  return null;
}

export function safeFileName(name: string | undefined, fallback: string): string {
  const base = path
    .basename((name ?? '').replace(/\\/g, '/'))
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u001f\u007f"<>|:*?]/g, '')
    .trim();
  return (base || fallback).slice(0, 200);
}

const invalidUploadIn = (field: string) => (message: string) =>
  new ApiError(422, 'InvalidUpload', message, { [field]: message });

export interface ParsedClaimForm {
  fields: Record<string, string>;
  uploads: StoredUpload[];
  /** Removes the temp files that were not moved into place. */
  cleanup(): Promise<void>;
}

/** `fileField`: "invoices" on a new claim, "documents" for what an adjuster asked for later. */
export async function readClaimForm(
  request: FastifyRequest,
  uploadDir: string,
  fileField: string = CLAIM_UPLOAD_LIMITS.fileField,
): Promise<ParsedClaimForm> {
  const invalidUpload = invalidUploadIn(fileField);
  if (!request.isMultipart()) {
    throw new ApiError(415, 'UnsupportedMediaType', 'Send the claim as multipart/form-data');
  }
  const tmpDir = path.join(uploadDir, 'tmp');
  await mkdir(tmpDir, { recursive: true });
  const fields: Record<string, string> = {};
  const uploads: StoredUpload[] = [];
  const tmpFiles: string[] = [];
  const cleanup = async () => {
    await Promise.all(tmpFiles.map((f) => rm(f, { force: true })));
  };
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        if (part.fieldname in fields)
          throw new ApiError(400, 'ValidationError', 'A field was sent twice', { [part.fieldname]: 'Send once' });
        fields[part.fieldname] = typeof part.value === 'string' ? part.value : String(part.value);
        continue;
      }
      if (part.fieldname !== fileField) {
        part.file.resume();
        throw new ApiError(400, 'ValidationError', 'Unexpected file field', {
          [part.fieldname]: `Send files in "${fileField}"`,
        });
      }
      const tmpPath = path.join(tmpDir, randomUUID());
      tmpFiles.push(tmpPath);
      const hash = createHash('sha256');
      let head = Buffer.alloc(0);
      let size = 0;
      const inspect = new Transform({
        transform(chunk: Buffer, _enc, done) {
          hash.update(chunk);
          size += chunk.length;
          if (head.length < 8) head = Buffer.concat([head, chunk.subarray(0, 8 - head.length)]);
          done(null, chunk);
        },
      });
      await pipeline(part.file, inspect, createWriteStream(tmpPath));
      if (part.file.truncated) throw new ApiError(413, 'PayloadTooLarge', 'An invoice file is too large');
      const contentType = sniffContentType(head);
      if (size === 0) throw invalidUpload('An invoice file is empty');
      if (!contentType) throw invalidUpload('Upload invoices as PDF, JPEG or PNG files');
      uploads.push({
        tmpPath,
        fileName: safeFileName(part.filename, `invoice-${uploads.length + 1}.${contentType.split('/')[1]}`),
        contentType,
        sizeBytes: size,
        sha256: hash.digest('hex'),
      });
    }
  } catch (err) {
    await cleanup();
    if (err instanceof ApiError) throw err;
    const status = (err as { statusCode?: number }).statusCode;
    if (status && status >= 400 && status < 500) throw err;
    // busboy's parse errors (bad boundary, truncated body) have no status: the form is malformed.
    throw new ApiError(400, 'InvalidUpload', 'The multipart form could not be read', { [fileField]: 'Malformed form' });
  }
  if (uploads.length === 0) {
    await cleanup();
    throw invalidUpload(
      fileField === CLAIM_UPLOAD_LIMITS.fileField ? 'Attach at least one invoice' : 'Attach at least one file',
    );
  }
  return { fields, uploads, cleanup };
}
