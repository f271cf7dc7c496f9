import { existsSync, mkdtempSync, readdirSync, readFileSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { release } from '../release/cli';
import { repoRoot } from '../release/paths';
import { ReleaseStore } from '../release/release-store';
import { fakeBuild, tempStore } from '../release/test-builds';
import { buildGateway } from './gateway';
import {
  BUSY_RETRY_AFTER_SECONDS,
  DEFAULT_QUALITY,
  DEVICE_WIDTHS,
  type Encoder,
  IMAGE_QUALITIES,
  IMAGE_WIDTHS,
  imageOptimizer,
  type ImageOptimizerOptions,
  negotiateFormat,
  parseImageQuery,
  RenditionCache,
} from './image-optimizer';
import { testGatewayConfig } from './test-support';

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

  it.each([16, 64, 384, 640, 1024, 1080, 1920])('resizes to w=%i keeping the aspect ratio', async (w) => {
    const res = await app.inject(image(`url=/_xo/images/hero.jpg&w=${w}&q=75`));
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
    expect(first.headers['cache-control']).toMatch(/max-age=\d{6,}/);
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

  it('uses quality 75 by default and refuses qualities outside the allowlist', async () => {
    const normal = await app.inject(image('url=/_xo/images/hero.jpg&w=1200', '*/*'));
    expect(normal.statusCode).toBe(200);
    expect(existsSync(path.join(cacheDir, String(normal.headers.etag).replace(/"/g, '')))).toBe(true);
    expect(String(normal.headers.etag)).toContain('-q75.');
    for (const q of ['10', '60', '74', '76', '100']) {
      const res = await app.inject(image(`url=/_xo/images/hero.jpg&w=1200&q=${q}`, '*/*'));
      expect(res.statusCode).toBe(400);
      expect(Object.keys(res.json().error.fields)).toEqual(['q']);
    }
    expect(readdirSync(cacheDir).filter((f) => !f.includes('-q75.'))).toEqual([]);
  });

  it('keeps a format chosen by Accept out of shared caches; a format named in the URL may be shared', async () => {
    const negotiated = await app.inject(image('url=/_xo/images/hero.jpg&w=828', 'image/avif,image/webp,*/*'));
    expect(negotiated.headers['content-type']).toBe('image/avif');
    expect(negotiated.headers.vary).toBe('Accept');
    // A CDN that ignores Vary must not store it: private, never public or s-maxage.
    expect(negotiated.headers['cache-control']).toMatch(/^private,/);
    expect(negotiated.headers['cache-control']).not.toMatch(/public|s-maxage/);

    // With f, the URL alone decides the bytes, whatever the Accept header says.
    const named = await app.inject(image('url=/_xo/images/hero.jpg&w=828&f=webp', 'image/avif,image/webp,*/*'));
    const namedOld = await app.inject(image('url=/_xo/images/hero.jpg&w=828&f=webp', '*/*'));
    expect(named.headers['content-type']).toBe('image/webp');
    expect(namedOld.headers['content-type']).toBe('image/webp');
    expect(namedOld.rawPayload.equals(named.rawPayload)).toBe(true);
    expect(named.headers['cache-control']).toMatch(/^public, max-age=\d{6,}/);
    expect(named.headers.vary).toBeUndefined();

    const plain = await app.inject(image('url=/_xo/images/hero.jpg&w=828&f=jpeg', 'image/avif'));
    expect(plain.headers['content-type']).toBe('image/jpeg');
    expect((await app.inject(image('url=/_xo/images/hero.jpg&w=828&f=gif'))).statusCode).toBe(400);
  });

  const rejected: Array<[string, string, 'url' | 'w' | 'q' | 'f']> = [
    ['an unlisted width', 'url=/_xo/images/hero.jpg&w=1000', 'w'],
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
    ['q outside the allowlist', 'url=/_xo/images/hero.jpg&w=640&q=60', 'q'],
    ['an unknown format', 'url=/_xo/images/hero.jpg&w=640&f=tiff', 'f'],
    ['a repeated format', 'url=/_xo/images/hero.jpg&w=640&f=webp&f=avif', 'f'],
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
  it('accepts exactly the spec widths and its default served width, 1024', () => {
    for (const w of [...IMAGE_WIDTHS, ...DEVICE_WIDTHS, 1024])
      expect(parseImageQuery({ url: '/_xo/a.jpg', w: String(w) }).width).toBe(w);
    for (const w of ['0', '15', '1000', '4000', '-640', '640.0', ' 640'])
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
    const config = testGatewayConfig(storeDir);
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

describe('image optimizer: widths the site asks for', () => {
  it("accepts the Image component's default served width", () => {
    const imageComponent = readFileSync(path.join(repoRoot, 'shared/src/ui/Image.tsx'), 'utf8');
    const served = Number(/DEFAULT_SERVED_WIDTH = (\d+)/.exec(imageComponent)![1]);
    expect(served).toBe(1024);
    expect(parseImageQuery({ url: '/_xo/a.jpg', w: String(served) }).width).toBe(served);
  });
});

describe('image optimizer: qualities the site asks for', () => {
  it('allows every quality the front-end code builds image URLs with', () => {
    // The Image component's default, and every quality={n} a page passes it.
    const imageComponent = readFileSync(path.join(repoRoot, 'shared/src/ui/Image.tsx'), 'utf8');
    const used = [Number(/DEFAULT_IMAGE_QUALITY = (\d+)/.exec(imageComponent)![1])];
    const walk = (dir: string): string[] =>
      readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
        e.isDirectory() ? walk(path.join(dir, e.name)) : [path.join(dir, e.name)],
      );
    for (const app of ['shell', 'mfe-marketing', 'mfe-quiz', 'mfe-dashboard', 'mfe-business', 'mfe-ops', 'shared']) {
      for (const file of walk(path.join(repoRoot, app, 'src'))) {
        if (!/\.tsx?$/.test(file) || /\.test\.tsx?$/.test(file)) continue;
        const source = readFileSync(file, 'utf8');
        for (const m of source.matchAll(/\bquality=\{?\s*(\d+)/g)) used.push(Number(m[1]));
        // imageUrl(src, width, quality[, format]) and imageSrcSet(src, width, quality[, format]).
        for (const m of source.matchAll(/image(?:Url|SrcSet)\([^)]*?,\s*\d+\s*,\s*(\d+)\s*(?:,[^)]*)?\)/g))
          used.push(Number(m[1]));
      }
    }
    for (const q of used) expect(IMAGE_QUALITIES).toContain(q);
    expect(IMAGE_QUALITIES).toContain(DEFAULT_QUALITY);
  });
});

/** An encoder that returns `size` bytes per rendition and holds each until the test lets it go. */
function heldEncoder(size = 1000) {
  let running = 0;
  let maxRunning = 0;
  let calls = 0;
  const held: Array<() => void> = [];
  const started: Array<() => void> = [];
  const encoder: Encoder = async (_input, { width }) => {
    calls++;
    running++;
    maxRunning = Math.max(maxRunning, running);
    started.splice(0).forEach((notify) => notify());
    await new Promise<void>((resolve) => held.push(resolve));
    running--;
    return Buffer.alloc(size, width % 256);
  };
  return {
    encoder,
    get maxRunning() {
      return maxRunning;
    },
    get calls() {
      return calls;
    },
    get running() {
      return running;
    },
    /** Resolves once `n` encodes have started in all. */
    async untilStarted(n: number) {
      while (calls < n) await new Promise<void>((resolve) => started.push(resolve));
    },
    releaseAll() {
      held.splice(0).forEach((release) => release());
    },
  };
}

describe('image optimizer: limits', () => {
  let storeDir: string;
  beforeAll(async () => {
    storeDir = await storeWithImages();
  });

  async function optimizer(options: Partial<ImageOptimizerOptions>) {
    const cacheDir = mkdtempSync(path.join(os.tmpdir(), 'image-cache-'));
    const app = Fastify();
    await app.register(imageOptimizer, { store: new ReleaseStore(storeDir), cacheDir, ...options });
    return { app, cacheDir };
  }

  it('runs at most maxEncodes encodes at once, queues maxQueued, and answers 503 with Retry-After beyond', async () => {
    const enc = heldEncoder();
    const { app } = await optimizer({ encoder: enc.encoder, maxEncodes: 2, maxQueued: 1 });
    const widths = [256, 384, 640, 750];
    const done: number[] = [];
    const requests = widths.map((w) =>
      app.inject(image(`url=/_xo/images/hero.jpg&w=${w}&f=webp`)).then((res) => {
        done.push(res.statusCode);
        return res;
      }),
    );
    await enc.untilStarted(2);
    // Two encode, one waits, and the fourth is turned away while the others are still held.
    while (done.length === 0) await new Promise<void>((resolve) => setImmediate(resolve));
    expect(done).toEqual([503]);
    expect(enc.running).toBe(2);
    // Let encodes finish one round at a time until every request has its answer.
    while (done.length < widths.length) {
      enc.releaseAll();
      await new Promise<void>((resolve) => setImmediate(resolve));
    }
    const responses = await Promise.all(requests);
    const busy = responses.filter((r) => r.statusCode === 503);
    expect(busy).toHaveLength(1);
    expect(busy[0]!.headers['retry-after']).toBe(String(BUSY_RETRY_AFTER_SECONDS));
    expect(busy[0]!.headers['cache-control']).toBe('no-store');
    expect(responses.filter((r) => r.statusCode === 200)).toHaveLength(3);
    expect(enc.maxRunning).toBe(2);
    expect(enc.calls).toBe(3);
    await app.close();
  });

  it('shares one encode between identical requests without taking queue places', async () => {
    const enc = heldEncoder();
    const { app } = await optimizer({ encoder: enc.encoder, maxEncodes: 1, maxQueued: 0 });
    const same = [1, 2, 3].map(() => app.inject(image('url=/_xo/images/hero.jpg&w=256&f=webp')));
    await enc.untilStarted(1);
    enc.releaseAll();
    const responses = await Promise.all(same);
    expect(responses.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    expect(enc.calls).toBe(1);
    await app.close();
  });

  it('keeps the disk cache under its cap, evicting the least recently used rendition', async () => {
    const enc = heldEncoder(1000);
    const { app, cacheDir } = await optimizer({ encoder: enc.encoder, cacheMaxBytes: 2500 });
    const get = async (w: number) => {
      const pending = app.inject(image(`url=/_xo/images/hero.jpg&w=${w}&f=webp`));
      // Cache hits never reach the encoder; misses wait for it.
      while (enc.running === 0) {
        const settled = await Promise.race([
          pending.then(() => true),
          new Promise((r) => setImmediate(() => r(false))),
        ]);
        if (settled) break;
      }
      enc.releaseAll();
      return pending;
    };
    const cached = () =>
      readdirSync(cacheDir)
        .map((f) => /-w(\d+)-/.exec(f)?.[1])
        .filter(Boolean)
        .map(Number)
        .sort((a, b) => a - b);

    expect((await get(256)).statusCode).toBe(200);
    expect((await get(384)).statusCode).toBe(200);
    expect(cached()).toEqual([256, 384]);
    expect((await get(256)).statusCode).toBe(200); // a hit: 256 is now the most recently used
    expect(enc.calls).toBe(2);
    expect((await get(640)).statusCode).toBe(200);
    expect(cached()).toEqual([256, 640]);
    const bytes = readdirSync(cacheDir).reduce((sum, f) => sum + statSync(path.join(cacheDir, f)).size, 0);
    expect(bytes).toBeLessThanOrEqual(2500);
    await app.close();
  });

  it('trims a cache folder over its cap at start, oldest use first, and drops unfinished writes', async () => {
    const cacheDir = mkdtempSync(path.join(os.tmpdir(), 'image-cache-'));
    const files = ['a-w16-q75.webp', 'b-w32-q75.webp', 'c-w48-q75.webp'];
    files.forEach((name, i) => {
      const file = path.join(cacheDir, name);
      writeFileSync(file, Buffer.alloc(1000));
      const at = new Date(Date.UTC(2024, 0, 1 + i));
      utimesSync(file, at, at);
    });
    writeFileSync(path.join(cacheDir, 'd-w64-q75.webp.123.456.tmp'), Buffer.alloc(1000));
    const cache = new RenditionCache(cacheDir, 2000);
    expect(await cache.get('b-w32-q75.webp')).not.toBeNull();
    expect(readdirSync(cacheDir).sort()).toEqual(['b-w32-q75.webp', 'c-w48-q75.webp']);
    expect(cache.size).toBe(2000);
  });
});
