import compress from '@fastify/compress';
import httpProxy from '@fastify/http-proxy';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import path from 'node:path';
import { LOCAL_COHORT_SECRET, type GatewayConfig } from '../config';
import {
  CanaryWatch,
  cohortCookie,
  manifestFor,
  networkOf,
  newVisitorId,
  parseRemoteRelease,
  REMOTE_RELEASE_TAG,
  visitorFromCookie,
} from '../release/canary';
import { MemoryCanaryCounts, RedisCanaryCounts, type CanaryCounts } from '../release/canary-counts';
import { ReleaseStore, type LiveManifest } from '../release/release-store';
import { ASSET_PREFIX, resolveAsset } from './assets';
import { cacheControlFor, NO_CACHE } from './cache-policy';
import { cspReports } from './csp-reports';
import { withReleaseSet } from './document-releases';
import { withLastPageScript } from './last-page-script';
import { gatewayMetrics } from './gateway-metrics';
import { imageOptimizer } from './image-optimizer';
import { vitalsRoute } from './vitals';
import { monitoringTunnel, monitoringTunnelOptions } from './monitoring-tunnel';
import { gatewayLoggerOptions, gatewayRequestIds, type GatewayLogOptions } from './request-log';
import { securityHeaders } from './security-headers';
import { hasSignedInCookie, PrerenderedPages } from './prerendered-pages';
import { ShellDocument } from './shell-document';

/**
 * Release paths the gateway serves: /<app>/<version>/<file>, never the manifest's history or locks,
 * nor an upload's staging folder (`.partial-` in the version segment).
 */
const RELEASE_PATH =
  /^\/(shell|mfe-[a-z]+)\/(?![^/]*\.partial-)[0-9A-Za-z][0-9A-Za-z._-]*\/(?!release\.json$|index\.html$)[^/]+(\/[^/]+)*$/;
/** A remote's entry: each one served counts as a visitor loading that version (canary watch). */
const REMOTE_ENTRY_PATH = /^\/mfe-([a-z]+)\/([0-9A-Za-z][0-9A-Za-z._-]*)\/remoteEntry\.js$/;

export async function buildGateway(config: GatewayConfig, log: GatewayLogOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: gatewayLoggerOptions(log),
    ...gatewayRequestIds(config),
    bodyLimit: config.monitoringMaxBytes,
    trustProxy: config.trustProxy ?? false,
  });
  const store = new ReleaseStore(config.storeDir);
  const shellDocument = new ShellDocument(store, config);
  const prerendered = new PrerenderedPages(store);
  const headers = securityHeaders(config);

  app.addHook('onRequest', async (_request, reply) => {
    reply.headers(headers);
  });

  await app.register(compress, { global: true, encodings: ['br', 'gzip'], threshold: 1024 });

  app.get('/healthz', async () => ({ ok: true }));

  // Behind a load balancer a visitor's entry load and their error report may reach different gateways:
  // with REDIS_URL every gateway counts into, and judges on, the same sets.
  const canaryCounts: CanaryCounts = config.redisUrl
    ? await RedisCanaryCounts.connect(config.redisUrl, {
        prefix: `${config.redisPrefix ?? 'tailwise:'}canary:`,
        log: app.log,
      })
    : new MemoryCanaryCounts();
  app.addHook('onClose', async () => canaryCounts.close?.());
  const canaries = new CanaryWatch(store, {
    minSample: config.canaryMinSample ?? 50,
    margin: config.canaryErrorMargin ?? 0.05,
    autoRollback: config.canaryAutoRollback ?? true,
    onRollback: (entry) => app.log.warn({ release: entry }, 'canary rolled back automatically'),
    counts: canaryCounts,
    maxPerNetwork: config.canaryMaxPerNetwork,
    vitals: {
      minSample: config.canaryVitalsMinSample ?? config.canaryMinSample ?? 50,
      margin: config.canaryVitalsMargin ?? 0.2,
      floorMs: { LCP: 250, INP: 50 },
      judgeIntervalMs: config.canaryVitalsJudgeIntervalMs,
    },
  });
  const metrics = gatewayMetrics(app, canaries);
  const cohortSecret = config.cohortSecret ?? LOCAL_COHORT_SECRET;
  /** The visitor a request comes from: the signed cohort cookie, else the address (cookies refused or forged). */
  const visitorOf = (request: FastifyRequest) =>
    visitorFromCookie(request.headers.cookie, cohortSecret) ?? `ip:${request.ip}`;

  /**
   * The release set one visitor is served, by /remotes.json and written into every page's document alike: a
   * visitor without a cohort gets one (the cookie) from whichever of the two they ask first.
   */
  const visitorManifest = (request: FastifyRequest, reply: FastifyReply, manifest: LiveManifest) => {
    canaries.observe(manifest);
    let visitor = visitorFromCookie(request.headers.cookie, cohortSecret);
    if (!visitor) {
      visitor = newVisitorId();
      reply.header('Set-Cookie', cohortCookie(visitor, cohortSecret, request.protocol === 'https'));
    }
    return manifestFor(manifest, visitor);
  };

  // Each visitor's cohort decides which canaries they get: private to them, and varying by cookie,
  // so no shared cache hands one cohort's manifest to another.
  app.get('/remotes.json', async (request, reply) => {
    const visitorSet = visitorManifest(request, reply, await store.readManifest());
    reply.header('Cache-Control', `private, ${NO_CACHE}`).header('Vary', 'Cookie').type('application/json');
    return visitorSet;
  });

  app.addHook('onResponse', async (request, reply) => {
    if (request.method !== 'GET' || (reply.statusCode !== 200 && reply.statusCode !== 304)) return;
    const entry = REMOTE_ENTRY_PATH.exec(request.url.split('?')[0]!);
    if (!entry) return;
    metrics.load(entry[1]!, entry[2]!);
    await canaries.recordLoad(entry[1]!, entry[2]!, visitorOf(request), networkOf(request.ip));
  });

  await app.register(fastifyStatic, {
    root: config.storeDir,
    prefix: '/',
    wildcard: true,
    index: false,
    preCompressed: true,
    cacheControl: false,
    // Requests to the store root are limited to release files; /_xo sends files it resolved itself.
    allowedPath: (pathName, root) => root !== config.storeDir || RELEASE_PATH.test(pathName),
    setHeaders: (res, filePath) => {
      res.header('Cache-Control', cacheControlFor(filePath));
      res.header('Access-Control-Allow-Origin', '*');
    },
  });

  app.get(`${ASSET_PREFIX}*`, async (request, reply) => {
    const file = await resolveAsset(store, request.url.split('?')[0]!);
    if (!file) return reply.code(404).send({ error: { code: 'NOT_FOUND', message: 'No such asset', fields: {} } });
    reply.header('Cache-Control', 'public, max-age=86400');
    return reply.sendFile(path.basename(file), path.dirname(file));
  });

  await app.register(imageOptimizer, { store });
  await app.register(cspReports, {
    redisUrl: config.redisUrl ?? null,
    redisPrefix: `${config.redisPrefix ?? 'tailwise:'}csp-report:`,
  });
  await app.register(monitoringTunnel, {
    ...monitoringTunnelOptions(config),
    onEvent: (event, request) => {
      const tags = event.tags as Record<string, unknown> | undefined;
      const release = parseRemoteRelease(tags?.[REMOTE_RELEASE_TAG]);
      if (!release) return null;
      metrics.error(release.remote, release.version);
      return canaries.recordError(tags![REMOTE_RELEASE_TAG], visitorOf(request));
    },
  });

  await vitalsRoute(app, {
    ratePerMinute: config.vitalsRatePerMinute ?? 60,
    redisUrl: config.redisUrl ?? null,
    redisPrefix: `${config.redisPrefix ?? 'tailwise:'}vitals:`,
    onVital: (report, request) => {
      metrics.vital(report.remote, report.version, report.name, report.value);
      return canaries.recordVital(report.remote, report.version, report.name, report.value, visitorOf(request));
    },
  });

  await app.register(httpProxy, {
    upstream: config.apiUrl,
    prefix: '/api/1.0',
    rewritePrefix: '/api/1.0',
    replyOptions: {
      // The API rate-limits by client address, which it reads from here (it trusts only loopback).
      rewriteRequestHeaders: (request, headers) => ({
        ...headers,
        'x-forwarded-for': request.ip,
        'x-forwarded-proto': request.protocol,
        'x-forwarded-host': request.host,
        // Ours, never the visitor's: the API believes it because the gateway is its trusted proxy.
        'x-request-id': request.id,
      }),
      onError: (reply, { error }) => {
        const unreachable = /ECONNREFUSED|ECONNRESET|ETIMEDOUT|ENOTFOUND|socket hang up/i.test(
          String(error?.message ?? error),
        );
        reply
          .code(unreachable ? 503 : 502)
          .header('Cache-Control', 'no-store')
          .send({
            error: {
              code: 'API_UNAVAILABLE',
              message: 'The Tailwise API is not reachable right now. Please try again shortly.',
              fields: {},
            },
          });
      },
    },
  });

  if (config.authEmulatorOrigin) {
    // Same-origin paths for the Firebase Auth emulator, so local sign-in needs no extra CSP origin.
    for (const prefix of ['/identitytoolkit.googleapis.com', '/securetoken.googleapis.com', '/emulator']) {
      await app.register(httpProxy, { upstream: config.authEmulatorOrigin, prefix, rewritePrefix: prefix });
    }
  }

  app.setNotFoundHandler(async (request, reply) => {
    const wantsPage =
      (request.method === 'GET' || request.method === 'HEAD') && !/\.[a-z0-9]{1,8}$/i.test(request.url.split('?')[0]!);
    if (!wantsPage) {
      return reply.code(404).send({
        error: {
          code: 'NOT_FOUND',
          message: `No such resource: ${request.method} ${request.url.split('?')[0]}`,
          fields: {},
        },
      });
    }
    const doc = await shellDocument.current();
    if (!doc) {
      return reply
        .code(503)
        .type('text/plain')
        .send('Tailwise has not been released here yet: run `npm start` or `npm run release -- shell`.');
    }
    const manifest = await store.readManifest();
    const signedIn = hasSignedInCookie(request.headers.cookie);
    const page = await prerendered.document(request.url, doc.html, manifest, { signedIn });
    // The visitor's own release set travels in the document, so the shell need not fetch /remotes.json
    // first: like /remotes.json, the document is private to the visitor's cohort (and their signed-in
    // hint), and revalidated on every load, so a release or rollback reaches the next page load.
    const html = withLastPageScript(
      withReleaseSet(page ?? doc.html, visitorManifest(request, reply, manifest), {
        url: request.url,
        prerendered: page !== null,
      }),
      { url: request.url, signedIn, prerendered: page !== null },
    );
    return reply
      .header('Cache-Control', `private, ${NO_CACHE}`)
      .header('Vary', 'Cookie')
      .type('text/html; charset=utf-8')
      .send(html);
  });

  return app;
}
