// GET /_next/image?url=/_xo/...&w=...&q=...: resizes a live release's image with sharp (spec §7, §9).
//
// - `url` is only ever a local asset under /_xo/, resolved by resolveAsset() against the live
//   releases: no other host, no other path, no traversal (no SSRF).
// - `w` is one of the spec's device or image widths; `q` is 1-100 (default 75).
// - The format follows the Accept header: AVIF, else WebP, else the source's own format; Vary: Accept.
// - Results are cached on disk under the source's content hash + width + quality + format, so a new
//   release that changes an image at the same path never serves a stale rendition from disk. The HTTP
//   URL does not carry that hash, so browsers get a week (plus a month of stale-while-revalidate) and
//   an ETag made of the same key, and revalidate with a cheap 304.
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
export const ALLOWED_WIDTHS: ReadonlySet<number> = new Set([...IMAGE_WIDTHS, ...DEVICE_WIDTHS]);
export const DEFAULT_QUALITY = 75;
export const IMAGE_CACHE_CONTROL = 'public, max-age=604800, stale-while-revalidate=2592000';

type OutputFormat = 'avif' | 'webp' | 'jpeg' | 'png';

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

export interface ImageOptimizerOptions {
  store: ReleaseStore;
  /** Where renditions are kept; IMAGE_CACHE_DIR, else <repo>/.data/image-cache. */
  cacheDir?: string;
}

type Field = 'url' | 'w' | 'q';

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
    throw new BadRequest('w', `Use one of ${[...IMAGE_WIDTHS, ...DEVICE_WIDTHS].join(', ')}`);
  }

  const q = single(query.q, 'q');
  const quality = q === undefined ? DEFAULT_QUALITY : /^\d{1,3}$/.test(q) ? Number(q) : NaN;
  if (!Number.isInteger(quality) || quality < 1 || quality > 100)
    throw new BadRequest('q', 'Use a whole number from 1 to 100');

  return { url, width, quality, sourceFormat };
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

function encode(pipeline: Sharp, format: OutputFormat, quality: number): Sharp {
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

export const defaultImageCacheDir = () =>
  path.resolve(process.env.IMAGE_CACHE_DIR || path.join(repoRoot, '.data/image-cache'));

export const imageOptimizer: FastifyPluginAsync<ImageOptimizerOptions> = async (
  app,
  { store, cacheDir = defaultImageCacheDir() },
) => {
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
    const cached = path.join(cacheDir, key);
    try {
      return { body: await fs.readFile(cached), key };
    } catch {
      // not cached yet
    }
    let job = inFlight.get(key);
    if (!job) {
      job = (async () => {
        const input = await source.data();
        const body = await encode(
          sharp(input).rotate().resize({ width, withoutEnlargement: true }),
          format,
          quality,
        ).toBuffer();
        await fs.mkdir(cacheDir, { recursive: true });
        const temp = `${cached}.${process.pid}.${Date.now()}.tmp`;
        await fs.writeFile(temp, body);
        await fs.rename(temp, cached);
        return body;
      })().finally(() => inFlight.delete(key));
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
    const format = negotiateFormat(request.headers.accept, parsed.sourceFormat);
    let result: { body: Buffer; key: string };
    try {
      result = await rendition(file, parsed.width, parsed.quality, format);
    } catch (error) {
      request.log.warn({ err: error, url: parsed.url }, 'image could not be processed');
      return reply
        .code(422)
        .header('Cache-Control', 'no-store')
        .send({ error: { code: 'UnprocessableEntity', message: 'The image could not be processed', fields: {} } });
    }
    const etag = `"${result.key}"`;
    reply.header('Vary', 'Accept').header('Cache-Control', IMAGE_CACHE_CONTROL).header('ETag', etag);
    if (request.headers['if-none-match'] === etag) return reply.code(304).send();
    return reply.type(CONTENT_TYPES[format]).header('Content-Length', result.body.length).send(result.body);
  });
};
