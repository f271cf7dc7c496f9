// Invoices on the local disk and in a bucket behind the S3 API (s3rver, an S3-compatible server in-process):
// the same store contract, and a claim filed and downloaded through the API with S3_BUCKET set.
import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import type { Claim } from '@tailwise/shared/contract';
import { fileClaim, insuredPet } from '../../test/claim-helpers';
import { call, createTestApp, createUser, type TestApp } from '../../test/harness';
import { uniquePdf } from '../../test/multipart';
import { startS3Server, type TestS3 } from '../../test/s3-server';
import { DiskInvoiceStore, S3InvoiceStore, type InvoiceStore } from './invoice-store';

async function bytes(stream: Readable | null): Promise<Buffer | null> {
  if (!stream) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

let s3: TestS3;
let dir: string;
beforeAll(async () => {
  s3 = await startS3Server();
  dir = await mkdtemp(path.join(os.tmpdir(), 'tailwise-invoices-'));
});
afterAll(async () => {
  await s3.close();
  await rm(dir, { recursive: true, force: true });
});

describe.each([
  ['disk', () => new DiskInvoiceStore(path.join(dir, 'store'))],
  ['S3', () => new S3InvoiceStore(s3.s3)],
])('%s store', (_kind, make: () => InvoiceStore) => {
  test('puts a temp file, reads it back, deletes it; an unknown key is null', async () => {
    const store = make();
    const pdf = uniquePdf();
    const tmp = path.join(dir, `tmp-${Math.random()}`);
    await writeFile(tmp, pdf);
    await store.put('claims/c1/a.pdf', tmp, 'application/pdf');
    // The temp file is consumed either way.
    await expect(readdir(dir)).resolves.not.toContain(path.basename(tmp));
    expect(await bytes(await store.get('claims/c1/a.pdf'))).toEqual(pdf);
    await store.putBytes('claims/c1/b.pdf', pdf, 'application/pdf');
    expect(await bytes(await store.get('claims/c1/b.pdf'))).toEqual(pdf);
    expect(await store.get('claims/c1/missing.pdf')).toBeNull();
    await store.delete('claims/c1/a.pdf');
    expect(await store.get('claims/c1/a.pdf')).toBeNull();
    store.close?.();
  });

  test('a key never leaves the store', async () => {
    await expect(make().get('../../etc/passwd')).rejects.toThrow(/Invalid invoice key/);
  });
});

describe('claims with S3_BUCKET set', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ s3: s3.s3 });
  });
  afterAll(async () => {
    await t.close();
  });

  test('a filed invoice goes to the bucket, not the disk, and downloads byte for byte', async () => {
    const user = await createUser();
    const petUuid = await insuredPet(t, user);
    const pdf = uniquePdf();
    const res = await fileClaim(t.app, user, petUuid, pdf);
    expect(res.statusCode).toBe(201);
    const claim = res.json<Claim>();
    const invoice = claim.invoices[0];
    expect(invoice).toBeDefined();
    const download = await call(t.app, 'GET', `/claims/${claim.uuid}/invoices/${invoice?.id}`, { user });
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload).toEqual(pdf);
    expect(download.headers['content-type']).toBe('application/pdf');
    // Nothing stayed on this instance's disk but the (empty) temp folder.
    expect((await readdir(t.config.uploadDir)).filter((f) => f !== 'tmp')).toEqual([]);
    expect(await readdir(path.join(t.config.uploadDir, 'tmp'))).toEqual([]);
  });
});
