// POST /vitals: the Web Vitals real visitors' browsers measure (LCP, INP, CLS, sampled by the shell), each for the
// remote version that drew the page. They feed Prometheus and the canary watch, which ends a canary whose pages
// load or answer clearly slower than the stable version's. Small JSON bodies, limited per address.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { HistoryEntry } from '../release/release-store';
import type { VitalName } from '../release/canary-counts';
import { perMinuteBuckets } from './monitoring-tunnel';

export const VITALS_ROUTE = '/vitals';

export interface VitalReport {
  name: VitalName;
  /** ms for LCP and INP, unitless for CLS. */
  value: number;
  remote: string;
  version: string;
}

const LIMITS: Record<VitalName, number> = { LCP: 120_000, INP: 60_000, CLS: 100 };
const REMOTE = /^[a-z]{1,32}$/;
const VERSION = /^[0-9A-Za-z][0-9A-Za-z._-]{0,63}$/;

/** The report in a body, or the field that is wrong and why. */
export function parseVital(
  body: unknown,
): { ok: true; report: VitalReport } | { ok: false; field: string; message: string } {
  if (typeof body !== 'object' || body === null) return { ok: false, field: 'body', message: 'Send a JSON object' };
  const b = body as Record<string, unknown>;
  if (b.name !== 'LCP' && b.name !== 'INP' && b.name !== 'CLS')
    return { ok: false, field: 'name', message: 'name must be LCP, INP or CLS' };
  if (typeof b.value !== 'number' || !Number.isFinite(b.value) || b.value < 0 || b.value > LIMITS[b.name])
    return { ok: false, field: 'value', message: `value must be a number from 0 to ${LIMITS[b.name]}` };
  if (typeof b.remote !== 'string' || !REMOTE.test(b.remote))
    return { ok: false, field: 'remote', message: 'remote must name a remote, e.g. quiz' };
  if (typeof b.version !== 'string' || !VERSION.test(b.version))
    return { ok: false, field: 'version', message: "version must be a remote's release version" };
  return { ok: true, report: { name: b.name, value: b.value, remote: b.remote, version: b.version } };
}

export interface VitalsOptions {
  /** Reports each address may send per minute. */
  ratePerMinute: number;
  redisUrl: string | null;
  redisPrefix: string;
  /** Called with each accepted report and its request; may end a canary. */
  onVital(report: VitalReport, request: FastifyRequest): Promise<HistoryEntry | null> | void;
}

function fail(reply: FastifyReply, status: number, code: string, message: string, fields: Record<string, string> = {}) {
  return reply.code(status).header('Cache-Control', 'no-store').send({ error: { code, message, fields } });
}

export async function vitalsRoute(app: FastifyInstance, options: VitalsOptions): Promise<void> {
  const buckets = await perMinuteBuckets(app, options.ratePerMinute, options.redisUrl, options.redisPrefix);
  app.post(VITALS_ROUTE, { bodyLimit: 2048 }, async (request, reply) => {
    const taken = await buckets.take(request.ip, Date.now());
    if (!taken.ok) {
      reply.header('Retry-After', String(taken.retryAfterSeconds));
      return fail(reply, 429, 'RATE_LIMITED', 'Too many reports from this address');
    }
    const parsed = parseVital(request.body);
    if (!parsed.ok) return fail(reply, 400, 'BAD_VITAL', parsed.message, { [parsed.field]: parsed.message });
    await options.onVital(parsed.report, request);
    return reply.code(204).header('Cache-Control', 'no-store').send();
  });
}
