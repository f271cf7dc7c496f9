// GET /_next/image?url=/_xo/...&w=...&q=...[&f=...]: resizes a live release's image with sharp (spec §7, §9).
//
// - `url` is only ever a local asset under /_xo/, resolved by resolveAsset() against the live
//   releases: no other host, no other path, no traversal (no SSRF).
// - `w` is one of the spec's device or image widths; `q` is one of IMAGE_QUALITIES (default 75), the
//   qualities the site asks for (Next.js calls this list images.qualities). Any other value is a 400:
//   every (url, w, q, format) is an encode and a file on disk, so the set must be small and known.
// - Cost is bounded. At most IMAGE_MAX_ENCODES encodes run at once and IMAGE_MAX_QUEUED wait; beyond
//   that the answer is a 503 with Retry-After, never an unbounded pile of sharp jobs. Identical
//   requests share one encode. The disk cache keeps at most IMAGE_CACHE_MAX_BYTES and evicts the
//   renditions used least recently (a hit touches the file's mtime, so the order survives a restart).
// - Cache key and headers, so that no shared cache can hand one browser another's format:
//   * Without `f`, the format follows the Accept header (AVIF, else WebP, else the source's format).
//     That response varies by Accept, and a CDN that ignores `Vary` would store the first format it
//     saw and serve AVIF to a browser that cannot show it (or poison the URL for everyone). So a
//     negotiated response is `Cache-Control: private` (the browser may keep it, no shared cache may)
//     with `Vary: Accept` for caches that do honour it.
//   * With `f=avif|webp|jpeg|png` the format is part of the URL, the bytes depend on the URL alone,
//     and the response is `public` with no Vary: a CDN may cache it under its URL. Pages that want
//     CDN caching ask for an explicit format per <source type> in a <picture>.
//   * Renditions on disk are keyed by the source's content hash + width + quality + format, so a new
//     release that changes an image at the same path never serves a stale rendition. The URL does not
//     carry that hash, so browsers get a week (plus a month of stale-while-revalidate) and an ETag
//     made of the same key, and revalidate with a cheap 304.
// - Images are never upscaled: a width above the source's gives the source's width.
import { createHash } from 'node:crypto';
import { promises as fs } from 'node:fs';
import path from 'node:path';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import sharp, { type Sharp } from 'sharp';
import type { ReleaseStore } from '../release/release-store';
import { repoRoot } from '../release/paths';
import { ASSET_PREFIX, resolveAsset } from './assets';

export const IMAGE_ROUTE = '/_next/image';
/** The spec's device widths and image widths (§9): the only values `w` may take. */
export const DEVICE_WIDTHS = [640, 750, 828, 1080, 1200, 1920, 2048, 3840] as const;
export const IMAGE_WIDTHS = [16, 32, 48, 64, 96, 128, 256, 384] as const;
/** Spec §9's default served width: what the Image component's `src` asks for (image-optimizer.test.ts reads it). */
export const DEFAULT_SERVED_WIDTH = 1024;
export const ALLOWED_WIDTHS: ReadonlySet<number> = new Set([...IMAGE_WIDTHS, ...DEVICE_WIDTHS, DEFAULT_SERVED_WIDTH]);
export const DEFAULT_QUALITY = 75;
/**
 * The only values `q` may take: the site's Image component uses its default, 75, everywhere
 * (shared/src/ui/Image.tsx); image-optimizer.test.ts fails when front-end code asks for another.
 */
export const IMAGE_QUALITIES: readonly number[] = [DEFAULT_QUALITY];
const IMAGE_MAX_AGE = 'max-age=604800, stale-while-revalidate=2592000';
/** For a URL that names its format: any cache may keep it. */
export const IMAGE_CACHE_CONTROL = `public, ${IMAGE_MAX_AGE}`;
/** For a format chosen by the Accept header: the browser may keep it, no shared cache may. */
export const NEGOTIATED_IMAGE_CACHE_CONTROL = `private, ${IMAGE_MAX_AGE}`;
export const DEFAULT_CACHE_MAX_BYTES = 512 * 1024 * 1024;
export const DEFAULT_MAX_ENCODES = 2;
export const DEFAULT_MAX_QUEUED = 16;
/** Seconds a client is told to wait when every encode slot and queue place is taken. */
export const BUSY_RETRY_AFTER_SECONDS = 2;

export type OutputFormat = 'avif' | 'webp' | 'jpeg' | 'png';
const OUTPUT_FORMATS: readonly OutputFormat[] = ['avif', 'webp', 'jpeg', 'png'];

const SOURCE_FORMATS: Record<string, OutputFormat> = {
  '.jpg': 'jpeg',
  '.jpeg': 'jpeg',
  '.png': 'png',
  '.webp': 'webp',
  '.avif': 'avif',
};
const CONTENT_TYPES: Record<OutputFormat, string> = {
  avif: 'image/avif',
  webp: 'image/webp',
  jpeg: 'image/jpeg',
  png: 'image/png',
};
const LOCAL_ASSET = /^\/_xo\/[A-Za-z0-9][A-Za-z0-9._/-]*$/;

/** Produces one rendition; sharp unless a test replaces it. */
export type Encoder = (input: Buffer, job: { width: number; quality: number; format: OutputFormat }) => Promise<Buffer>;

export interface ImageOptimizerOptions {
  store: ReleaseStore;
  /** Where renditions are kept; IMAGE_CACHE_DIR, else <repo>/.data/image-cache. */
  cacheDir?: string;
  /** Largest total size of the disk cache (IMAGE_CACHE_MAX_BYTES); least recently used renditions go first. */
  cacheMaxBytes?: number;
  /** Encodes running at once (IMAGE_MAX_ENCODES). */
  maxEncodes?: number;
  /** Encodes waiting for a slot (IMAGE_MAX_QUEUED); more is a 503. */
  maxQueued?: number;
  encoder?: Encoder;
}

type Field = 'url' | 'w' | 'q' | 'f';

class BadRequest extends Error {
  constructor(
    readonly field: Field,
    message: string,
  ) {
    super(message);
  }
}

function single(value: unknown, field: Field): string | undefined {
  if (value === undefined) return undefined;
  if (typeof value !== 'string') throw new BadRequest(field, `Give "${field}" once`);
  return value;
}

/** Checks the query; throws BadRequest naming the field at fault. */
export function parseImageQuery(query: Record<string, unknown>): {
  url: string;
  width: number;
  quality: number;
  sourceFormat: OutputFormat;
  /** The format the URL names (`f`), or null when the Accept header decides. */
  format: OutputFormat | null;
} {
  const url = single(query.url, 'url');
  if (!url) throw new BadRequest('url', 'Required');
  if (
    !url.startsWith(ASSET_PREFIX) ||
    !LOCAL_ASSET.test(url) ||
    url.split('/').some((part, i) => i > 0 && (part === '' || part === '.' || part === '..'))
  ) {
    throw new BadRequest('url', `Must be a local image path under ${ASSET_PREFIX}`);
  }
  const sourceFormat = SOURCE_FORMATS[path.posix.extname(url).toLowerCase()];
  if (!sourceFormat) throw new BadRequest('url', 'Must be a JPEG, PNG, WebP or AVIF image');

  const w = single(query.w, 'w');
  if (!w) throw new BadRequest('w', 'Required');
  const width = /^\d{1,5}$/.test(w) ? Number(w) : NaN;
  if (!ALLOWED_WIDTHS.has(width)) {
    throw new BadRequest('w', `Use one of ${[...ALLOWED_WIDTHS].sort((a, b) => a - b).join(', ')}`);
  }

  const q = single(query.q, 'q');
  const quality = q === undefined ? DEFAULT_QUALITY : /^\d{1,3}$/.test(q) ? Number(q) : NaN;
  if (!IMAGE_QUALITIES.includes(quality)) throw new BadRequest('q', `Use one of ${IMAGE_QUALITIES.join(', ')}`);

  const f = single(query.f, 'f');
  if (f !== undefined && !OUTPUT_FORMATS.includes(f as OutputFormat))
    throw new BadRequest('f', `Use one of ${OUTPUT_FORMATS.join(', ')}`);

  return { url, width, quality, sourceFormat, format: (f as OutputFormat | undefined) ?? null };
}

/** AVIF, else WebP when the browser says it takes them; else the source's format. */
export function negotiateFormat(accept: string | undefined, sourceFormat: OutputFormat): OutputFormat {
  const types = (accept ?? '')
    .split(',')
    .map((part) => part.split(';'))
    .filter(([, ...params]) => !params.some((p) => /^\s*q=0(\.0*)?\s*$/.test(p)))
    .map(([type]) => type!.trim().toLowerCase());
  if (types.includes('image/avif')) return 'avif';
  if (types.includes('image/webp')) return 'webp';
  return sourceFormat;
}

function encodeWith(pipeline: Sharp, format: OutputFormat, quality: number): Sharp {
  switch (format) {
    case 'avif':
      // effort 2 keeps a cold 2048 px encode near a second on two cores; the result is cached anyway.
      return pipeline.avif({ quality, effort: 2 });
    case 'webp':
      return pipeline.webp({ quality, effort: 4 });
    case 'png':
      return pipeline.png({ compressionLevel: 9, palette: quality < 100, quality });
    default:
      return pipeline.jpeg({ quality, mozjpeg: true, progressive: true });
  }
}

const sharpEncoder: Encoder = (input, { width, quality, format }) =>
  encodeWith(sharp(input).rotate().resize({ width, withoutEnlargement: true }), format, quality).toBuffer();

export const defaultImageCacheDir = () =>
  path.resolve(process.env.IMAGE_CACHE_DIR || path.join(repoRoot, '.data/image-cache'));

/** A positive whole number from the environment, else the default. */
function positiveEnv(name: string, fallback: number): number {
  const value = Number(process.env[name]);
  return Number.isInteger(value) && value > 0 ? value : fallback;
}

/** The limits from IMAGE_CACHE_MAX_BYTES, IMAGE_MAX_ENCODES and IMAGE_MAX_QUEUED. */
export const imageLimitsFromEnv = () => ({
  cacheMaxBytes: positiveEnv('IMAGE_CACHE_MAX_BYTES', DEFAULT_CACHE_MAX_BYTES),
  maxEncodes: positiveEnv('IMAGE_MAX_ENCODES', DEFAULT_MAX_ENCODES),
  maxQueued: process.env.IMAGE_MAX_QUEUED === '0' ? 0 : positiveEnv('IMAGE_MAX_QUEUED', DEFAULT_MAX_QUEUED),
});

export class EncoderBusy extends Error {}

/** At most `max` jobs at once and `maxQueued` waiting; beyond that run() throws EncoderBusy. */
export class EncodeSlots {
  private running = 0;
  private readonly waiting: Array<() => void> = [];

  constructor(
    private readonly max: number,
    private readonly maxQueued: number,
  ) {}

  async run<T>(job: () => Promise<T>): Promise<T> {
    if (this.running >= this.max) {
      if (this.waiting.length >= this.maxQueued) throw new EncoderBusy('Every encode slot is taken');
      // The slot is handed over by the job that finishes, so running never goes above max.
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    } else {
      this.running++;
    }
    try {
      return await job();
    } finally {
      const next = this.waiting.shift();
      if (next) next();
      else this.running--;
    }
  }
}

/**
 * Renditions on disk, at most `maxBytes` in all; the least recently used go first. The index lives
 * in memory (a Map in access order), is rebuilt from the folder at start (oldest mtime first), and a
 * hit touches the file, so the order survives a restart.
 */
export class RenditionCache {
  private readonly entries = new Map<string, number>();
  private total = 0;
  private readonly loaded: Promise<void>;

  constructor(
    private readonly dir: string,
    private readonly maxBytes: number,
  ) {
    this.loaded = this.load();
  }

  private async load() {
    let names: string[];
    try {
      names = await fs.readdir(this.dir);
    } catch {
      return;
    }
    const found: Array<{ name: string; size: number; used: number }> = [];
    for (const name of names) {
      const file = path.join(this.dir, name);
      if (name.endsWith('.tmp')) {
        // A write that never finished (the process stopped between write and rename).
        await fs.rm(file, { force: true });
        continue;
      }
      const stat = await fs.stat(file).catch(() => null);
      if (stat?.isFile()) found.push({ name, size: stat.size, used: stat.mtimeMs });
    }
    found.sort((a, b) => a.used - b.used);
    for (const { name, size } of found) this.remember(name, size);
    await this.evict();
  }

  private remember(key: string, size: number) {
    const known = this.entries.get(key);
    if (known !== undefined) this.total -= known;
    this.entries.delete(key);
    this.entries.set(key, size);
    this.total += size;
  }

  private async evict(keep?: string) {
    for (const [key, size] of this.entries) {
      if (this.total <= this.maxBytes) break;
      if (key === keep) continue;
      this.entries.delete(key);
      this.total -= size;
      await fs.rm(path.join(this.dir, key), { force: true });
    }
  }

  /** Total bytes the cache holds (tests, logs). */
  get size(): number {
    return this.total;
  }

  async get(key: string): Promise<Buffer | null> {
    await this.loaded;
    const file = path.join(this.dir, key);
    let body: Buffer;
    try {
      body = await fs.readFile(file);
    } catch {
      if (this.entries.has(key)) {
        this.total -= this.entries.get(key)!;
        this.entries.delete(key);
      }
      return null;
    }
    this.remember(key, body.length);
    const now = new Date();
    await fs.utimes(file, now, now).catch(() => undefined);
    return body;
  }

  async put(key: string, body: Buffer): Promise<void> {
    await this.loaded;
    if (body.length > this.maxBytes) return;
    await fs.mkdir(this.dir, { recursive: true });
    const file = path.join(this.dir, key);
    const temp = `${file}.${process.pid}.${Date.now()}.tmp`;
    await fs.writeFile(temp, body);
    await fs.rename(temp, file);
    this.remember(key, body.length);
    await this.evict(key);
  }
}

export const imageOptimizer: FastifyPluginAsync<ImageOptimizerOptions> = async (app, options) => {
  const limits = imageLimitsFromEnv();
  const {
    store,
    cacheDir = defaultImageCacheDir(),
    cacheMaxBytes = limits.cacheMaxBytes,
    maxEncodes = limits.maxEncodes,
    maxQueued = limits.maxQueued,
    encoder = sharpEncoder,
  } = options;
  const cache = new RenditionCache(cacheDir, cacheMaxBytes);
  const slots = new EncodeSlots(Math.max(1, maxEncodes), Math.max(0, maxQueued));
  /** Content hash per source file, remembered while its size and mtime stay the same. */
  const hashes = new Map<string, { stamp: string; hash: string }>();
  /** Renditions being produced, so concurrent identical requests share one sharp run. */
  const inFlight = new Map<string, Promise<Buffer>>();

  async function contentHash(file: string): Promise<{ hash: string; data: () => Promise<Buffer> }> {
    const stat = await fs.stat(file);
    const stamp = `${stat.size}:${stat.mtimeMs}`;
    const known = hashes.get(file);
    if (known?.stamp === stamp) return { hash: known.hash, data: () => fs.readFile(file) };
    const data = await fs.readFile(file);
    const hash = createHash('sha256').update(data).digest('hex').slice(0, 20);
    hashes.set(file, { stamp, hash });
    return { hash, data: async () => data };
  }

  async function rendition(
    file: string,
    width: number,
    quality: number,
    format: OutputFormat,
  ): Promise<{ body: Buffer; key: string }> {
    const source = await contentHash(file);
    const key = `${source.hash}-w${width}-q${quality}.${format}`;
    const cached = await cache.get(key);
    if (cached) return { body: cached, key };
    let job = inFlight.get(key);
    if (!job) {
      job = slots
        .run(async () => encoder(await source.data(), { width, quality, format }))
        .then(async (body) => {
          // A full or read-only disk costs the next request an encode, not this one its image.
          await cache.put(key, body).catch((err: unknown) => app.log.warn({ err }, 'image rendition not cached'));
          return body;
        })
        .finally(() => inFlight.delete(key));
      inFlight.set(key, job);
    }
    return { body: await job, key };
  }

  const badRequest = (reply: FastifyReply, field: Field, message: string) =>
    reply
      .code(400)
      .header('Cache-Control', 'no-store')
      .send({
        error: {
          code: 'ValidationError',
          message: `Invalid image request: ${field}: ${message}`,
          fields: { [field]: message },
        },
      });

  app.get(IMAGE_ROUTE, async (request, reply) => {
    let parsed: ReturnType<typeof parseImageQuery>;
    try {
      parsed = parseImageQuery(request.query as Record<string, unknown>);
    } catch (error) {
      if (error instanceof BadRequest) return badRequest(reply, error.field, error.message);
      throw error;
    }
    const file = await resolveAsset(store, parsed.url);
    if (!file) {
      return reply
        .code(404)
        .header('Cache-Control', 'no-store')
        .send({ error: { code: 'NotFound', message: 'No such image', fields: {} } });
    }
    const format = parsed.format ?? negotiateFormat(request.headers.accept, parsed.sourceFormat);
    let result: { body: Buffer; key: string };
    try {
      result = await rendition(file, parsed.width, parsed.quality, format);
    } catch (error) {
      if (error instanceof EncoderBusy) {
        return reply
          .code(503)
          .header('Retry-After', String(BUSY_RETRY_AFTER_SECONDS))
          .header('Cache-Control', 'no-store')
          .send({
            error: { code: 'ImageBusy', message: 'Too many images are being prepared; try again shortly', fields: {} },
          });
      }
      request.log.warn({ err: error, url: parsed.url }, 'image could not be processed');
      return reply
        .code(422)
        .header('Cache-Control', 'no-store')
        .send({ error: { code: 'UnprocessableEntity', message: 'The image could not be processed', fields: {} } });
    }
    const etag = `"${result.key}"`;
    if (parsed.format) reply.header('Cache-Control', IMAGE_CACHE_CONTROL);
    else reply.header('Vary', 'Accept').header('Cache-Control', NEGOTIATED_IMAGE_CACHE_CONTROL);
    reply.header('ETag', etag);
    if (request.headers['if-none-match'] === etag) return reply.code(304).send();
    return reply.type(CONTENT_TYPES[format]).header('Content-Length', result.body.length).send(result.body);
  });
};
