// An S3-compatible server on this machine (s3rver, in-process) for tests of invoices in a bucket.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import type { S3Config } from '../config';

export interface TestS3 {
  s3: S3Config;
  close(): Promise<void>;
}

export async function startS3Server(bucket = 'tailwise-invoices'): Promise<TestS3> {
  const directory = await mkdtemp(path.join(os.tmpdir(), 'tailwise-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  return {
    // s3rver's built-in account.
    s3: {
      bucket,
      region: 'us-east-1',
      endpoint: `http://127.0.0.1:${port}`,
      prefix: 'test/',
      accessKeyId: 'S3RVER',
      secretAccessKey: 'S3RVER',
    },
    async close() {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
