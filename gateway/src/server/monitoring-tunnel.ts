// POST /monitoring: the same-origin tunnel the browser's Sentry SDK sends its envelopes through
// (spec §7, §9), so ad blockers and the CSP never stand between a crash and its report.
//
// - The body is a Sentry envelope: a JSON header line, then items. The SDK sends it as
//   text/plain;charset=UTF-8 (or application/x-sentry-envelope, or untyped bytes when a replay
//   segment is compressed); this route reads every one of them as raw bytes, and nothing else in
//   the gateway is affected.
// - Only envelopes whose header names this site's DSN (SENTRY_DSN) are accepted: a tunnel that
//   forwarded any DSN would let anyone use the site as a relay. Anything else is a JSON 400, an
//   envelope over MONITORING_MAX_BYTES a JSON 413, and a client over its per-IP budget a 429.
// - Accepted envelopes go upstream to the DSN's ingest URL when forwarding is on
//   (MONITORING_FORWARD, on by default in production), answered with the upstream's status;
//   otherwise each is appended as one JSON line to MONITORING_FILE, so a local run keeps its
//   events for inspection. The file rotates (envelopes.jsonl.1, .2, ...) once it would pass
//   MONITORING_FILE_MAX_BYTES, keeping MONITORING_FILE_KEEP old files, so it never fills the disk.
// - Error events in accepted envelopes are handed to `onEvent` (the canary watch counts them per
//   remote release) in both modes.
import { isUtf8 } from 'node:buffer';
import { promises as fs } from 'node:fs';
import path from 'node:path';
import type { FastifyError, FastifyInstance, FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { GatewayConfig } from '../config';
import { RedisTokenBuckets, type Buckets } from './redis-buckets';

export const MONITORING_ROUTE = '/monitoring';

export interface MonitoringTunnelOptions {
  /** This site's DSN; null accepts nothing (the browser SDK is off then anyway). */
  dsn: string | null;
  /** Where envelopes are appended when they are not forwarded. */
  file: string;
  maxBytes: number;
  /** POST envelopes to the DSN's ingest URL instead of appending them to `file`. */
  forward: boolean;
  /** Envelopes per minute per client IP; bursts up to the same number. */
  ratePerMinute: number;
  /** redis://… shares the buckets between every gateway behind a load balancer; null keeps them in memory. */
  redisUrl?: string | null;
  /** Start of the bucket keys in Redis. */
  redisPrefix?: string;
  upstreamTimeoutMs?: number;
  /** The local file rotates before it would grow past this many bytes. */
  fileMaxBytes?: number;
  /** Rotated files kept beside it (envelopes.jsonl.1 is the newest). */
  fileKeep?: number;
  /** Each error event of an accepted envelope, e.g. for the canary watch; awaited before answering. */
  onEvent?: (event: Record<string, unknown>, request: FastifyRequest) => unknown;
  /** Clock for the rate limit (tests). */
  now?: () => number;
}

export interface Dsn {
  protocol: 'http:' | 'https:';
  publicKey: string;
  /** hostname[:port], as the URL parser normalises it (no default port). */
  host: string;
  /** Path before the project id, without a trailing slash ('' for most DSNs). */
  pathPrefix: string;
  projectId: string;
}

export function monitoringTunnelOptions(config: GatewayConfig): MonitoringTunnelOptions {
  return {
    dsn: config.sentryDsn,
    file: config.monitoringFile,
    maxBytes: config.monitoringMaxBytes,
    forward: config.monitoringForward ?? false,
    ratePerMinute: config.monitoringRatePerMinute ?? 120,
    fileMaxBytes: config.monitoringFileMaxBytes ?? 10_000_000,
    fileKeep: config.monitoringFileKeep ?? 3,
    redisUrl: config.redisUrl ?? null,
    redisPrefix: `${config.redisPrefix ?? 'tailwise:'}monitoring:`,
  };
}

/**
 * Parses a DSN (`https://<key>[:<secret>]@<host>[:<port>][/<path>]/<project>`); null when it is not
 * one the browser SDK would accept (its key is letters, digits and underscores only).
 */
export function parseDsn(value: string): Dsn | null {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  if (!/^\w+$/.test(url.username) || url.search || url.hash) return null;
  const parts = url.pathname.split('/');
  const projectId = parts.pop() ?? '';
  if (!/^\d+$/.test(projectId)) return null;
  return { protocol: url.protocol, publicKey: url.username, host: url.host, pathPrefix: parts.join('/'), projectId };
}

/** Two DSNs name the same project and key (a secret, trailing slashes and default ports aside). */
export function sameDsn(a: Dsn, b: Dsn): boolean {
  return (
    a.protocol === b.protocol &&
    a.publicKey === b.publicKey &&
    a.host === b.host &&
    a.pathPrefix === b.pathPrefix &&
    a.projectId === b.projectId
  );
}

/** Where Sentry ingests envelopes for a DSN. */
export function ingestUrl(dsn: Dsn): string {
  return `${dsn.protocol}//${dsn.host}${dsn.pathPrefix}/api/${dsn.projectId}/envelope/`;
}

/** The envelope's header (its first line) as a JSON object, or null. */
export function envelopeHeader(body: Buffer): Record<string, unknown> | null {
  const end = body.indexOf(0x0a);
  const line = body.subarray(0, end === -1 ? body.length : end).toString('utf8');
  try {
    const header: unknown = JSON.parse(line);
    return header !== null && typeof header === 'object' && !Array.isArray(header)
      ? (header as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

const MAX_ITEMS = 100;

/**
 * The error events (items of type "event") in an envelope, parsed. An item's payload runs for its
 * header's `length` bytes, or to the end of its line; unreadable items are skipped.
 */
export function envelopeEvents(body: Buffer): Record<string, unknown>[] {
  const events: Record<string, unknown>[] = [];
  const headerEnd = body.indexOf(0x0a);
  if (headerEnd === -1) return events;
  let pos = headerEnd + 1;
  for (let n = 0; pos < body.length && n < MAX_ITEMS; n++) {
    const itemHeaderEnd = body.indexOf(0x0a, pos);
    if (itemHeaderEnd === -1) break;
    let item: { type?: unknown; length?: unknown };
    try {
      item = JSON.parse(body.subarray(pos, itemHeaderEnd).toString('utf8')) as typeof item;
    } catch {
      break;
    }
    const start = itemHeaderEnd + 1;
    const sized = typeof item.length === 'number' && item.length >= 0;
    const lineEnd = body.indexOf(0x0a, start);
    const end = sized ? Math.min(body.length, start + (item.length as number)) : lineEnd === -1 ? body.length : lineEnd;
    if (item.type === 'event') {
      try {
        const event: unknown = JSON.parse(body.subarray(start, end).toString('utf8'));
        if (event && typeof event === 'object' && !Array.isArray(event)) events.push(event as Record<string, unknown>);
      } catch {
        // not an event we can read
      }
    }
    pos = body[end] === 0x0a ? end + 1 : end;
  }
  return events;
}

/**
 * Appends lines to a file that rotates before it would pass `maxBytes`: file -> file.1 -> file.2 ...,
 * keeping `keep` old files. Appends run one at a time.
 */
export function rotatingAppender(file: string, maxBytes: number, keep: number) {
  let size: number | null = null;
  let queue: Promise<void> = Promise.resolve();
  const rotate = async () => {
    await fs.rm(`${file}.${keep}`, { force: true });
    for (let i = keep - 1; i >= 1; i--) await fs.rename(`${file}.${i}`, `${file}.${i + 1}`).catch(() => undefined);
    if (keep > 0) await fs.rename(file, `${file}.1`).catch(() => undefined);
    else await fs.rm(file, { force: true });
    size = 0;
  };
  return (line: string) => {
    const next = queue.then(async () => {
      if (size === null) {
        await fs.mkdir(path.dirname(file), { recursive: true });
        size = await fs.stat(file).then(
          (s) => s.size,
          () => 0,
        );
      }
      const bytes = Buffer.byteLength(line);
      if (size > 0 && size + bytes > maxBytes) await rotate();
      await fs.appendFile(file, line);
      size += bytes;
    });
    queue = next.catch(() => {
      size = null; // find out again next time
    });
    return next;
  };
}

/** Per-key token buckets: `capacity` tokens, refilled continuously over `refillMs`. */
/**
 * Per-address buckets refilled each minute, for one route: shared in Redis when `redisUrl` is set (so gateways
 * behind a load balancer grant one budget), in this process otherwise; closed with the app.
 */
export async function perMinuteBuckets(
  app: FastifyInstance,
  capacity: number,
  redisUrl: string | null | undefined,
  prefix: string,
): Promise<Buckets> {
  const buckets: Buckets = redisUrl
    ? await RedisTokenBuckets.connect(redisUrl, { prefix, capacity, refillMs: 60_000, log: app.log })
    : new TokenBuckets(capacity, 60_000);
  app.addHook('onClose', async () => buckets.close?.());
  return buckets;
}

export class TokenBuckets {
  private readonly buckets = new Map<string, { tokens: number; at: number }>();
  private readonly perMs: number;

  constructor(
    private readonly capacity: number,
    refillMs: number,
    private readonly maxKeys = 10_000,
  ) {
    this.perMs = capacity / refillMs;
  }

  /** Takes a token for `key`; when none is left, how many seconds until one is. */
  take(key: string, now: number): { ok: true } | { ok: false; retryAfterSeconds: number } {
    const bucket = this.buckets.get(key);
    const tokens = bucket ? Math.min(this.capacity, bucket.tokens + (now - bucket.at) * this.perMs) : this.capacity;
    if (tokens < 1) {
      if (bucket) Object.assign(bucket, { tokens, at: now });
      return { ok: false, retryAfterSeconds: Math.max(1, Math.ceil((1 - tokens) / this.perMs / 1000)) };
    }
    if (!bucket && this.buckets.size >= this.maxKeys) this.prune(now);
    this.buckets.set(key, { tokens: tokens - 1, at: now });
    return { ok: true };
  }

  /** Forgets buckets that have refilled (they behave as new ones), then the oldest if still too many. */
  private prune(now: number) {
    for (const [key, bucket] of this.buckets) {
      if (bucket.tokens + (now - bucket.at) * this.perMs >= this.capacity) this.buckets.delete(key);
    }
    for (const key of this.buckets.keys()) {
      if (this.buckets.size < this.maxKeys) break;
      this.buckets.delete(key);
    }
  }
}

function fail(reply: FastifyReply, status: number, code: string, message: string, fields: Record<string, string> = {}) {
  return reply.code(status).header('Cache-Control', 'no-store').send({ error: { code, message, fields } });
}

/** Upstream answer headers the SDK acts on (backing off when Sentry rate-limits it). */
const PASSED_UPSTREAM_HEADERS = ['content-type', 'retry-after', 'x-sentry-rate-limits'];

export const monitoringTunnel: FastifyPluginAsync<MonitoringTunnelOptions> = async (app, options) => {
  const { file, maxBytes, forward, upstreamTimeoutMs = 10_000, now = Date.now } = options;
  const siteDsn = options.dsn ? parseDsn(options.dsn) : null;
  if (options.dsn && !siteDsn) app.log.warn('SENTRY_DSN is not a valid DSN: /monitoring accepts nothing');
  const capacity = Math.max(1, options.ratePerMinute);
  const buckets = await perMinuteBuckets(
    app,
    capacity,
    options.redisUrl,
    options.redisPrefix ?? 'tailwise:monitoring:',
  );

  // This plugin is its own encapsulation context: these parsers apply to /monitoring only.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: maxBytes }, (_request, body, done) => done(null, body));

  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      return fail(reply, 413, 'ENVELOPE_TOO_LARGE', `An envelope may be at most ${maxBytes} bytes`, {
        envelope: 'Too large',
      });
    }
    const status = error.statusCode ?? 500;
    if (status < 500)
      return fail(reply, status, 'BAD_ENVELOPE', 'The envelope could not be read', { envelope: error.message });
    request.log.error({ err: error }, 'monitoring tunnel failed');
    return fail(reply, 500, 'MONITORING_FAILED', 'The report could not be kept', {});
  });

  const append = rotatingAppender(file, options.fileMaxBytes ?? 10_000_000, options.fileKeep ?? 3);
  const handEvents = async (body: Buffer, request: FastifyRequest) => {
    if (!options.onEvent) return;
    for (const event of envelopeEvents(body)) {
      try {
        await options.onEvent(event, request);
      } catch (error) {
        request.log.error({ err: error }, 'monitoring event handler failed');
      }
    }
  };

  app.post(MONITORING_ROUTE, {
    bodyLimit: maxBytes,
    onRequest: async (request, reply) => {
      const taken = await buckets.take(request.ip, now());
      if (!taken.ok) {
        reply.header('Retry-After', String(taken.retryAfterSeconds));
        return fail(reply, 429, 'TOO_MANY_REPORTS', 'Too many reports from this address; try again later', {});
      }
    },
    handler: async (request, reply) => {
      const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      if (body.length === 0) return fail(reply, 400, 'BAD_ENVELOPE', 'The envelope is empty', { envelope: 'Required' });
      const header = envelopeHeader(body);
      if (!header)
        return fail(reply, 400, 'BAD_ENVELOPE', 'The envelope header is not a JSON object', {
          envelope: 'The first line must be a JSON object',
        });
      if (typeof header.dsn !== 'string' || header.dsn === '') {
        return fail(reply, 400, 'BAD_ENVELOPE', 'The envelope header names no DSN', { dsn: 'Required' });
      }
      const dsn = parseDsn(header.dsn);
      if (!siteDsn || !dsn || !sameDsn(dsn, siteDsn)) {
        return fail(reply, 400, 'UNKNOWN_DSN', 'This site does not accept reports for that DSN', {
          dsn: siteDsn ? 'Not this site’s DSN' : 'This site has no DSN configured',
        });
      }

      await handEvents(body, request);

      if (forward) {
        let upstream: Response;
        try {
          upstream = await fetch(ingestUrl(siteDsn), {
            method: 'POST',
            body,
            headers: { 'Content-Type': 'application/x-sentry-envelope' },
            signal: AbortSignal.timeout(upstreamTimeoutMs),
          });
        } catch (error) {
          request.log.warn({ err: error }, 'monitoring upstream unreachable');
          return fail(
            reply,
            502,
            'MONITORING_UPSTREAM_UNAVAILABLE',
            'The error-reporting service is not reachable right now',
            {},
          );
        }
        for (const name of PASSED_UPSTREAM_HEADERS) {
          const value = upstream.headers.get(name);
          if (value) reply.header(name, value);
        }
        return reply
          .code(upstream.status)
          .header('Cache-Control', 'no-store')
          .send(await upstream.text());
      }

      const utf8 = isUtf8(body);
      const entry = {
        receivedAt: new Date().toISOString(),
        bytes: body.length,
        ...(utf8 ? { envelope: body.toString('utf8') } : { encoding: 'base64', envelope: body.toString('base64') }),
      };
      await append(`${JSON.stringify(entry)}\n`);
      return reply
        .code(200)
        .header('Cache-Control', 'no-store')
        .send({ id: typeof header.event_id === 'string' ? header.event_id : null });
    },
  });
};
