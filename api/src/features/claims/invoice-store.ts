// Where claim invoices live once a claim is filed: the local disk for one machine, or a bucket behind
// the S3 API (S3_BUCKET) so that every instance behind a load balancer serves every invoice.
import { createReadStream } from 'node:fs';
import { access, mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import type { ApiConfig, S3Config } from '../../config';

export interface InvoiceStore {
  readonly kind: 'disk' | 's3';
  /** Moves a finished temp file into the store under `key` (e.g. `claims/<claim>/<id>.pdf`). */
  put(key: string, file: string, contentType: string): Promise<void>;
  /** Stores bytes made in memory (the demo's invoices). */
  putBytes(key: string, bytes: Buffer, contentType: string): Promise<void>;
  /** The stored bytes, or null when nothing is stored under `key`. */
  get(key: string): Promise<Readable | null>;
  delete(key: string): Promise<void>;
  close?(): void;
}

/** Keys are written by the API (uuids and an extension), but a key never leaves its root all the same. */
function checkedKey(key: string): string {
  const normal = path.posix.normalize(key.replace(/\\/g, '/'));
  if (normal.startsWith('/') || normal.startsWith('..') || normal.includes('/../')) {
    throw new Error(`Invalid invoice key: ${key}`);
  }
  return normal;
}

export class DiskInvoiceStore implements InvoiceStore {
  readonly kind = 'disk';

  constructor(private readonly root: string) {}

  private file(key: string) {
    return path.join(this.root, checkedKey(key));
  }

  async put(key: string, file: string): Promise<void> {
    const target = this.file(key);
    await mkdir(path.dirname(target), { recursive: true });
    // Temp files are written under the same root, so this is a rename on one file system.
    await rename(file, target);
  }

  async putBytes(key: string, bytes: Buffer): Promise<void> {
    const target = this.file(key);
    await mkdir(path.dirname(target), { recursive: true });
    await writeFile(target, bytes);
  }

  async get(key: string): Promise<Readable | null> {
    const file = this.file(key);
    try {
      await access(file);
    } catch {
      return null;
    }
    return createReadStream(file);
  }

  async delete(key: string): Promise<void> {
    await rm(this.file(key), { force: true });
  }
}

export class S3InvoiceStore implements InvoiceStore {
  readonly kind = 's3';
  private readonly client: S3Client;

  constructor(private readonly s3: S3Config) {
    this.client = new S3Client({
      region: s3.region,
      // S3-compatible servers take path-style URLs, and not all of them read the SDK's default
      // checksum trailers (aws-chunked uploads): checksums only where S3 requires them.
      ...(s3.endpoint
        ? {
            endpoint: s3.endpoint,
            forcePathStyle: true,
            requestChecksumCalculation: 'WHEN_REQUIRED' as const,
            responseChecksumValidation: 'WHEN_REQUIRED' as const,
          }
        : {}),
      ...(s3.accessKeyId && s3.secretAccessKey
        ? { credentials: { accessKeyId: s3.accessKeyId, secretAccessKey: s3.secretAccessKey } }
        : {}),
    });
  }

  private key(key: string) {
    return `${this.s3.prefix}${checkedKey(key)}`;
  }

  async put(key: string, file: string, contentType: string): Promise<void> {
    const { size } = await stat(file);
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.s3.bucket,
        Key: this.key(key),
        Body: createReadStream(file),
        ContentLength: size,
        ContentType: contentType,
      }),
    );
    await rm(file, { force: true });
  }

  async putBytes(key: string, bytes: Buffer, contentType: string): Promise<void> {
    await this.client.send(
      new PutObjectCommand({ Bucket: this.s3.bucket, Key: this.key(key), Body: bytes, ContentType: contentType }),
    );
  }

  async get(key: string): Promise<Readable | null> {
    try {
      const object = await this.client.send(new GetObjectCommand({ Bucket: this.s3.bucket, Key: this.key(key) }));
      return (object.Body as Readable | undefined) ?? null;
    } catch (err) {
      if (err instanceof NoSuchKey || (err instanceof S3ServiceException && err.$metadata.httpStatusCode === 404)) {
        return null;
      }
      throw err;
    }
  }

  async delete(key: string): Promise<void> {
    await this.client.send(new DeleteObjectCommand({ Bucket: this.s3.bucket, Key: this.key(key) }));
  }

  close(): void {
    this.client.destroy();
  }
}

export function createInvoiceStore(config: Pick<ApiConfig, 's3' | 'uploadDir'>): InvoiceStore {
  return config.s3 ? new S3InvoiceStore(config.s3) : new DiskInvoiceStore(config.uploadDir);
}
