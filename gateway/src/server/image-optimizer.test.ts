import { existsSync, mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import sharp from 'sharp';
import type { GatewayConfig } from '../config';
import { release } from '../release/cli';
import { ReleaseStore } from '../release/release-store';
import { fakeBuild, tempStore } from '../release/test-builds';
import { buildGateway } from './gateway';
import { DEVICE_WIDTHS, IMAGE_WIDTHS, imageOptimizer, negotiateFormat, parseImageQuery } from './image-optimizer';

process.env.LOG_LEVEL = 'silent';

const SOURCE = { width: 2400, height: 1600 };
const image = (query: string, accept?: string) => ({
  method: 'GET' as const,
  url: `/_next/image?${query}`,
  headers: accept ? { accept } : {},
});

async function jpeg(width: number, height: number): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 11, g: 93, b: 87 } } })
    .jpeg({ quality: 90 })
    .toBuffer();
}

/** Releases a marketing build whose public/_xo holds a real JPEG and PNG. */
async function storeWithImages(): Promise<string> {
  const storeDir = tempStore();
  const dist = fakeBuild('mfe-marketing', '4.0.0', {
    'remoteEntry.js': 'var tailwise_marketing;',
    '_xo/images/hero.jpg': '',
    '_xo/images/badge.png': '',
    '_xo/images/notes.txt': 'not an image',
  });
  writeFileSync(path.join(dist, '_xo/images/hero.jpg'), await jpeg(SOURCE.width, SOURCE.height));
  writeFileSync(
    path.join(dist, '_xo/images/badge.png'),
    await sharp({ create: { width: 300, height: 200, channels: 4, background: '#f2a541' } })
      .png()
      .toBuffer(),
  );
  await release(new ReleaseStore(storeDir), 'mfe-marketing', dist);
  return storeDir;
}

describe('image optimizer: /_next/image', () => {
  let app: FastifyInstance;
  let cacheDir: string;

  beforeAll(async () => {
    const storeDir = await storeWithImages();
    cacheDir = mkdtempSync(path.join(os.tmpdir(), 'image-cache-'));
    app = Fastify();
    await app.register(imageOptimizer, { store: new ReleaseStore(storeDir), cacheDir });
  });
  afterAll(() => app.close());

  it.each([16, 64, 384, 640, 1080, 1920])('resizes to w=%i keeping the aspect ratio', async (w) => {
    const res = await app.inject(image(`url=/_xo/images/hero.jpg&w=${w}&q=60`));
    expect(res.statusCode).toBe(200);
    const meta = await sharp(res.rawPayload).metadata();
    expect(meta.width).toBe(w);
    expect(meta.height).toBe(Math.round((w * SOURCE.height) / SOURCE.width));
  });

  it('never upscales: a width above the source gives the source width', async () => {
    const res = await app.inject(image('url=/_xo/images/hero.jpg&w=3840'));
    expect(res.statusCode).toBe(200);
    expect((await sharp(res.rawPayload).metadata()).width).toBe(SOURCE.width);
    const small = await app.inject(image('url=/_xo/images/badge.png&w=640'));
    expect((await sharp(small.rawPayload).metadata()).width).toBe(300);
  });

  it('answers AVIF, then WebP, then the source format by Accept, and varies on Accept', async () => {
    const avif = await app.inject(
      image('url=/_xo/images/hero.jpg&w=640', 'image/avif,image/webp,image/apng,*/*;q=0.8'),
    );
    expect(avif.headers['content-type']).toBe('image/avif');
    expect((await sharp(avif.rawPayload).metadata()).format).toBe('heif');
    expect(avif.headers.vary).toBe('Accept');

    const webp = await app.inject(image('url=/_xo/images/hero.jpg&w=640', 'image/webp,*/*'));
    expect(webp.headers['content-type']).toBe('image/webp');
    expect((await sharp(webp.rawPayload).metadata()).format).toBe('webp');

    const plain = await app.inject(image('url=/_xo/images/hero.jpg&w=640', '*/*'));
    expect(plain.headers['content-type']).toBe('image/jpeg');
    const png = await app.inject(image('url=/_xo/images/badge.png&w=128'));
    expect(png.headers['content-type']).toBe('image/png');
  });

  it('caches renditions on disk by content hash, width, quality and format, and sends long cache headers', async () => {
    const first = await app.inject(image('url=/_xo/images/hero.jpg&w=750', 'image/webp'));
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toMatch(/public, max-age=\d{6,}/);
    const files = readdirSync(cacheDir).filter((f) => f.endsWith('-w750-q75.webp'));
    expect(files).toHaveLength(1);
    expect(first.headers.etag).toBe(`"${files[0]}"`);

    const again = await app.inject(image('url=/_xo/images/hero.jpg&w=750', 'image/webp'));
    expect(again.rawPayload.equals(first.rawPayload)).toBe(true);
    const revalidated = await app.inject({
      ...image('url=/_xo/images/hero.jpg&w=750', 'image/webp'),
      headers: { accept: 'image/webp', 'if-none-match': first.headers.etag as string },
    });
    expect(revalidated.statusCode).toBe(304);
  });

  it('uses quality 75 by default and honours q', async () => {
    const low = await app.inject(image('url=/_xo/images/hero.jpg&w=1200&q=10', '*/*'));
    const normal = await app.inject(image('url=/_xo/images/hero.jpg&w=1200', '*/*'));
    expect(low.statusCode).toBe(200);
    expect(existsSync(path.join(cacheDir, String(normal.headers.etag).replace(/"/g, '')))).toBe(true);
    expect(String(normal.headers.etag)).toContain('-q75.');
    expect(String(low.headers.etag)).toContain('-q10.');
  });

  const rejected: Array<[string, string, 'url' | 'w' | 'q']> = [
    ['an unlisted width', 'url=/_xo/images/hero.jpg&w=1024', 'w'],
    ['a width that is not a number', 'url=/_xo/images/hero.jpg&w=big', 'w'],
    ['a missing width', 'url=/_xo/images/hero.jpg', 'w'],
    ['a foreign URL', 'url=https%3A%2F%2Fevil.example%2Fcat.jpg&w=640', 'url'],
    ['a protocol-relative URL', 'url=%2F%2Fevil.example%2Fcat.jpg&w=640', 'url'],
    ['a path outside /_xo', 'url=%2Fmfe-marketing%2F4.0.0%2FremoteEntry.js&w=640', 'url'],
    ['a path traversal', 'url=%2F_xo%2F..%2Fmfe-marketing%2F4.0.0%2Frelease.json&w=640', 'url'],
    ['an encoded path traversal', 'url=%2F_xo%2Fimages%2F%252e%252e%2F%252e%252e%2Fremotes.json&w=640', 'url'],
    ['a backslash traversal', 'url=%2F_xo%2Fimages%2F..%5C..%5Cremotes.json&w=640', 'url'],
    ['a file that is not an image', 'url=/_xo/images/notes.txt&w=640', 'url'],
    ['a missing url', 'w=640', 'url'],
    ['q below 1', 'url=/_xo/images/hero.jpg&w=640&q=0', 'q'],
    ['q above 100', 'url=/_xo/images/hero.jpg&w=640&q=101', 'q'],
    ['q that is not an integer', 'url=/_xo/images/hero.jpg&w=640&q=7.5', 'q'],
    ['a repeated parameter', 'url=/_xo/images/hero.jpg&w=640&w=750', 'w'],
  ];

  it.each(rejected)('answers 400 for %s', async (_name, query, field) => {
    const res = await app.inject(image(query));
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.error.code).toEqual(expect.any(String));
    expect(body.error.message).toEqual(expect.any(String));
    expect(Object.keys(body.error.fields)).toEqual([field]);
  });

  it('answers 404 for a well-formed path with no image behind it', async () => {
    const res = await app.inject(image('url=/_xo/images/missing.jpg&w=640'));
    expect(res.statusCode).toBe(404);
  });
});

describe('image optimizer: query and format rules', () => {
  it('accepts exactly the spec widths', () => {
    for (const w of [...IMAGE_WIDTHS, ...DEVICE_WIDTHS])
      expect(parseImageQuery({ url: '/_xo/a.jpg', w: String(w) }).width).toBe(w);
    for (const w of ['0', '15', '1024', '4000', '-640', '640.0', ' 640'])
      expect(() => parseImageQuery({ url: '/_xo/a.jpg', w })).toThrow();
  });

  it('ignores formats the browser refuses with q=0', () => {
    expect(negotiateFormat('image/avif;q=0, image/webp', 'jpeg')).toBe('webp');
    expect(negotiateFormat(undefined, 'png')).toBe('png');
  });
});

describe('image optimizer in the gateway', () => {
  it('is registered on the gateway beside /_xo', async () => {
    const storeDir = await storeWithImages();
    process.env.IMAGE_CACHE_DIR = mkdtempSync(path.join(os.tmpdir(), 'image-cache-'));
    const config = {
      port: 0,
      host: '127.0.0.1',
      storeDir,
      apiUrl: 'http://127.0.0.1:9',
      environment: 'test',
      authEmulatorOrigin: null,
      sentryDsn: null,
      firebase: null,
      remoteTimeoutMs: 1000,
      monitoringFile: path.join(storeDir, 'monitoring.jsonl'),
      monitoringMaxBytes: 100_000,
    } satisfies GatewayConfig;
    const gateway = await buildGateway(config);
    try {
      const ok = await gateway.inject(image('url=/_xo/images/hero.jpg&w=256', 'image/webp'));
      expect(ok.statusCode).toBe(200);
      expect((await sharp(ok.rawPayload).metadata()).width).toBe(256);
      expect((await gateway.inject(image('url=http://169.254.169.254/latest&w=256'))).statusCode).toBe(400);
    } finally {
      await gateway.close();
      delete process.env.IMAGE_CACHE_DIR;
    }
  });
});
