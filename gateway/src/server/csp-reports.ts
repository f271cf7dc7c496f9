// POST /csp-report: where browsers send Content-Security-Policy violations (the policy's report-to
// and report-uri), so a blocked script or a missing host shows up in our logs rather than at a third
// party. Both wire formats are read: the Reporting API's application/reports+json (an array of
// reports) and the older application/csp-report ({ "csp-report": {...} }).
//
// - A body over CSP_REPORT_MAX_BYTES is a 413, a client over CSP_REPORT_RATE_LIMIT per minute a 429
//   with Retry-After: anyone can post here, so it must not be a way to flood the logs. With REDIS_URL the
//   budget lives in Redis like /monitoring's, so gateways behind a load balancer share it.
// - Each violation is logged as one warn line, `csp violation`, with the directive, the disposition
//   and where it happened. URLs are cut to origin and path, with lead uuids and verification codes
//   redacted: a violation on /onboard?lid=<uuid> must not put the uuid into the logs.
// - At most MAX_REPORTS_PER_REQUEST reports of one request are logged; the rest are counted.
import { loggablePath } from '@tailwise/server/request-logging';
import type { FastifyError, FastifyPluginAsync, FastifyReply } from 'fastify';
import { perMinuteBuckets } from './monitoring-tunnel';
import { CSP_REPORT_ROUTE } from './security-headers';

export const CSP_REPORT_MAX_BYTES = 16 * 1024;
export const CSP_REPORT_RATE_LIMIT = 30;
const MAX_REPORTS_PER_REQUEST = 10;
const REPORT_TYPES = ['application/reports+json', 'application/csp-report', 'application/json'];

export interface CspReportOptions {
  maxBytes?: number;
  /** Report requests per minute per client IP; bursts up to the same number. */
  ratePerMinute?: number;
  /** redis://… shares the buckets between every gateway behind a load balancer; null keeps them in memory. */
  redisUrl?: string | null;
  /** Start of the bucket keys in Redis. */
  redisPrefix?: string;
  /** Clock for the rate limit (tests). */
  now?: () => number;
}

export interface CspViolation {
  directive: string | null;
  disposition: string | null;
  documentUrl: string | null;
  blockedUrl: string | null;
  sourceFile: string | null;
  line: number | null;
  sample: string | null;
}

/** A URL as a log line may hold it: origin and redacted path, or a keyword such as `inline`. */
export function loggableUrl(value: unknown): string | null {
  if (typeof value !== 'string' || value === '') return null;
  try {
    const url = new URL(value);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return url.protocol;
    return `${url.origin}${loggablePath(url.pathname)}`;
  } catch {
    return /^[a-z-]{1,20}$/i.test(value) ? value : '[unreadable]';
  }
}

const text = (value: unknown, max = 200) => (typeof value === 'string' && value !== '' ? value.slice(0, max) : null);
const int = (value: unknown) => (typeof value === 'number' && Number.isInteger(value) ? value : null);

/** One violation from either format's report body (kebab-case for report-uri, camelCase for report-to). */
function violationOf(body: Record<string, unknown>): CspViolation {
  const pick = (camel: string, kebab: string) => body[camel] ?? body[kebab];
  return {
    directive: text(
      pick('effectiveDirective', 'effective-directive') ?? pick('violatedDirective', 'violated-directive'),
    ),
    disposition: text(body.disposition),
    documentUrl: loggableUrl(pick('documentURL', 'document-uri')),
    blockedUrl: loggableUrl(pick('blockedURL', 'blocked-uri')),
    sourceFile: loggableUrl(pick('sourceFile', 'source-file')),
    line: int(pick('lineNumber', 'line-number')),
    sample: text(pick('sample', 'script-sample'), 40),
  };
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

/** The violations in a parsed body, or null when it is in neither format. */
export function violationsIn(parsed: unknown): CspViolation[] | null {
  if (Array.isArray(parsed)) {
    return parsed
      .filter((r): r is Record<string, unknown> => isObject(r) && r.type === 'csp-violation' && isObject(r.body))
      .map((r) => violationOf(r.body as Record<string, unknown>));
  }
  if (isObject(parsed) && isObject(parsed['csp-report'])) return [violationOf(parsed['csp-report'])];
  return null;
}

function fail(reply: FastifyReply, status: number, code: string, message: string, fields: Record<string, string> = {}) {
  return reply.code(status).header('Cache-Control', 'no-store').send({ error: { code, message, fields } });
}

export const cspReports: FastifyPluginAsync<CspReportOptions> = async (app, options) => {
  const { maxBytes = CSP_REPORT_MAX_BYTES, now = Date.now } = options;
  const capacity = Math.max(1, options.ratePerMinute ?? CSP_REPORT_RATE_LIMIT);
  const buckets = await perMinuteBuckets(
    app,
    capacity,
    options.redisUrl,
    options.redisPrefix ?? 'tailwise:csp-report:',
  );

  // Its own encapsulation context: these parsers apply to this route only.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser(REPORT_TYPES, { parseAs: 'string', bodyLimit: maxBytes }, (_request, body, done) =>
    done(null, body),
  );

  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE')
      return fail(reply, 413, 'REPORT_TOO_LARGE', `A report may be at most ${maxBytes} bytes`, { report: 'Too large' });
    if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE')
      return fail(reply, 415, 'UNSUPPORTED_MEDIA_TYPE', `Send ${REPORT_TYPES.join(' or ')}`, {
        report: 'Unsupported content type',
      });
    const status = error.statusCode ?? 500;
    if (status < 500)
      return fail(reply, status, 'BAD_REPORT', 'The report could not be read', { report: error.message });
    request.log.error({ err: error }, 'csp report failed');
    return fail(reply, 500, 'CSP_REPORT_FAILED', 'The report could not be kept');
  });

  app.post(CSP_REPORT_ROUTE, {
    bodyLimit: maxBytes,
    onRequest: async (request, reply) => {
      const taken = await buckets.take(request.ip, now());
      if (!taken.ok) {
        reply.header('Retry-After', String(taken.retryAfterSeconds));
        return fail(reply, 429, 'TOO_MANY_REPORTS', 'Too many reports from this address; try again later');
      }
    },
    handler: async (request, reply) => {
      let parsed: unknown;
      try {
        parsed = JSON.parse(typeof request.body === 'string' ? request.body : '');
      } catch {
        return fail(reply, 400, 'BAD_REPORT', 'The report is not JSON', { report: 'Must be JSON' });
      }
      const violations = violationsIn(parsed);
      if (!violations)
        return fail(reply, 400, 'BAD_REPORT', 'Not a CSP report', {
          report: 'Expected a Reporting API array or a { "csp-report": … } object',
        });
      for (const violation of violations.slice(0, MAX_REPORTS_PER_REQUEST)) {
        request.log.warn({ csp: violation }, 'csp violation');
      }
      if (violations.length > MAX_REPORTS_PER_REQUEST)
        request.log.warn({ dropped: violations.length - MAX_REPORTS_PER_REQUEST }, 'csp violations not logged');
      return reply.code(204).header('Cache-Control', 'no-store').send();
    },
  });
};
