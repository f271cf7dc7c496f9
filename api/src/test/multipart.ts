// Builds multipart/form-data bodies and tiny PDF, PNG and JPEG files for tests.
import { randomBytes } from 'node:crypto';

export interface FormFile {
  field: string;
  fileName: string;
  contentType: string;
  data: Buffer;
}

export function multipartBody(
  fields: Record<string, string>,
  files: FormFile[],
): { body: Buffer; contentType: string } {
  const boundary = `----tailwise${randomBytes(8).toString('hex')}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  for (const f of files) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${f.field}"; filename="${f.fileName}"\r\nContent-Type: ${f.contentType}\r\n\r\n`,
      ),
    );
    parts.push(f.data, Buffer.from('\r\n'));
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { body: Buffer.concat(parts), contentType: `multipart/form-data; boundary=${boundary}` };
}

export const PDF = Buffer.from('%PDF-1.4\n1 0 obj\n<< >>\nendobj\ntrailer\n<< >>\n%%EOF\n', 'latin1');
export const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), randomBytes(64)]);
export const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), randomBytes(64)]);

/** A valid PDF whose bytes (and sha256) differ on every call: each test invoice is a new bill. */
export function uniquePdf(): Buffer {
  return Buffer.concat([PDF, Buffer.from(`% ${randomBytes(8).toString('hex')}\n`, 'latin1')]);
}
