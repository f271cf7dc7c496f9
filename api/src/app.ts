// Builds the Fastify app: database (migrated, reference data seeded), identity, payments, routes, docs.
import multipart from '@fastify/multipart';
import { CLAIM_UPLOAD_LIMITS } from '@tailwise/shared/contract';
import Fastify, { LogController, type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { createFirebaseIdentity, type IdentityProvider } from './auth/identity';
import { withTokenCache } from './auth/token-cache';
import type { ApiConfig } from './config';
import type { AppContext } from './context';
import { migrateToLatest, onPoolError, openDatabase, type DatabaseHandle } from './db/client';
import { loadCatalog } from './features/catalog/catalog';
import { createInvoiceStore } from './features/claims/invoice-store';
import { agreementRoutes } from './features/agreements/routes';
import { billingRoutes } from './features/billing/routes';
import { catalogRoutes } from './features/catalog/routes';
import { checkoutRoutes } from './features/checkout/routes';
import { claimRoutes } from './features/claims/routes';
import { opsRoutes } from './features/ops/routes';
import { payoutRoutes } from './features/payouts/routes';
import { contactRoutes } from './features/contact/routes';
import { businessEnquiryRoutes } from './features/business-enquiries/routes';
import { devRoutes } from './features/dev/routes';
import { groupRoutes } from './features/groups/routes';
import { healthRoutes } from './features/health/routes';
import { leadRoutes } from './features/leads/routes';
import { meRoutes } from './features/me/routes';
import { paymentRoutes } from './features/payments/routes';
import { petRoutes } from './features/pets/routes';
import { quoteRoutes } from './features/quotes/routes';
import { referralRoutes } from './features/referrals/routes';
import { reviewRoutes } from './features/reviews/routes';
import { registerErrorHandling } from './http/errors';
import { loggerOptions, requestIdOptions } from './http/logger';
import { registerDocs } from './http/openapi';
import { registerRateLimits } from './http/rate-limit';
import { registerRoutes, type AnyRoute } from './http/route';
import { createClock } from './clock';
import { createJobQueue } from './jobs';
import { startWorker, type Worker } from './jobs/worker';
import { createMailer } from './mail/mailer';
import { instrumentHttp } from '@tailwise/server/metrics';
import { createApiMetrics, meteredCards, meteredPayouts, type ApiMetrics } from './observability/metrics';
import { createSandboxPayoutProvider } from './payments/payouts';
import { createGroupPaymentProvider } from './payments/group-provider';
import { createSandboxCardProvider } from './payments/sandbox-card-provider';
import { seedReferenceData } from './seed/reference-data';

export interface BuildOptions {
  config: ApiConfig;
  /** An open database; otherwise one is opened from the config (and closed with the app). */
  database?: DatabaseHandle;
  /**
   * The database is migrated and seeded already: tests start PGlite from an image the same migrations and seed
   * made once per run (make-pglite-snapshot.ts), and both are no-ops on it that still cost a PGlite about a second.
   */
  prepared?: boolean;
  identity?: IdentityProvider;
  /** graphile-worker's schema on PostgreSQL; tests give each app its own. */
  jobSchema?: string;
  /** Where log lines go (tests capture them); stdout by default. */
  logStream?: NodeJS.WritableStream;
  /** The `service` label of its metrics: an API instance, or a worker process built on the same app. */
  service?: 'api' | 'worker';
}

export interface BuiltApp {
  app: FastifyInstance;
  ctx: AppContext;
  routes: AnyRoute[];
  database: DatabaseHandle;
  /** Its Prometheus registry; main.ts serves it on METRICS_PORT. */
  metrics: ApiMetrics;
}

/** One log line per request, when it completes (with method, path, status and time), instead of two. */
class OneLinePerRequest extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    if (error) return super.requestCompleted(error, request, reply);
    request.log.info({ req: request, res: reply, ms: Math.round(reply.elapsedTime * 10) / 10 }, 'request completed');
  }
}

export function allRoutes(ctx: AppContext): AnyRoute[] {
  return [
    ...healthRoutes(ctx),
    ...meRoutes(ctx),
    ...leadRoutes(ctx),
    ...catalogRoutes(ctx),
    ...quoteRoutes(ctx),
    ...paymentRoutes(ctx),
    ...checkoutRoutes(ctx),
    ...petRoutes(ctx),
    ...agreementRoutes(ctx),
    ...billingRoutes(ctx),
    ...claimRoutes(ctx),
    ...payoutRoutes(ctx),
    ...opsRoutes(ctx),
    ...referralRoutes(ctx),
    ...reviewRoutes(ctx),
    ...groupRoutes(ctx),
    ...contactRoutes(ctx),
    ...businessEnquiryRoutes(ctx),
    ...devRoutes(ctx),
  ];
}

export async function buildApp(options: BuildOptions): Promise<BuiltApp> {
  const { config } = options;
  const database =
    options.database ??
    (await openDatabase({
      databaseUrl: config.databaseUrl,
      pgliteDataDir: config.pgliteDataDir,
      poolSize: config.db.poolSize,
      poolTimeoutMs: config.db.poolTimeoutMs,
      statementTimeoutMs: config.db.statementTimeoutMs,
    }));
  if (!options.prepared) {
    await migrateToLatest(database.db);
    await seedReferenceData(database.db);
  }
  const catalog = await loadCatalog(database.db);
  const identity = options.identity ?? createFirebaseIdentity(config.firebaseProjectId);
  const verifier = withTokenCache(identity, config.tokenCacheMs);

  const app = Fastify({
    logger: loggerOptions(config.logLevel, options.logStream),
    logController: new OneLinePerRequest(),
    bodyLimit: config.bodyLimitBytes,
    trustProxy: config.trustProxy,
    forceCloseConnections: 'idle',
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 300 },
    // Our own ids; the gateway's x-request-id is kept when it comes from a trusted proxy.
    ...requestIdOptions(config.trustProxy),
  });

  const jobs = createJobQueue(database, config, options.jobSchema);
  await jobs.migrate();
  const metrics = createApiMetrics(options.service ?? 'api', { db: database.db, jobs });
  instrumentHttp(app, metrics.registry);

  const ctx: AppContext = {
    config,
    db: database.db,
    identity,
    cards: meteredCards(createSandboxCardProvider(database.db), metrics),
    payroll: createGroupPaymentProvider(database.db),
    payouts: meteredPayouts(createSandboxPayoutProvider(database.db), metrics),
    mailer: createMailer(config, app.log),
    invoices: createInvoiceStore(config),
    catalog,
    jobs,
    clock: createClock(database.db, { production: config.production }),
    log: app.log,
  };

  onPoolError(database.db, (err) => app.log.error({ err: err.message }, 'database pool error'));
  registerErrorHandling(app);
  await registerRateLimits(app, config);
  await app.register(multipart, {
    limits: {
      fileSize: CLAIM_UPLOAD_LIMITS.maxFileBytes,
      files: CLAIM_UPLOAD_LIMITS.maxFiles,
      fields: 20,
      fieldSize: 16 * 1024,
      parts: 30,
      headerPairs: 200,
    },
  });

  const routes = allRoutes(ctx);
  registerRoutes(
    app,
    {
      verifyToken: (t, checkRevoked) => verifier.verifyIdToken(t, checkRevoked),
      validateResponses: config.validateResponses,
    },
    routes,
  );
  registerDocs(app, routes, config.version);

  let worker: Worker | null = null;
  app.addHook('onClose', async () => {
    await worker?.stop();
    await jobs.close();
    ctx.mailer.close?.();
    ctx.invoices.close?.();
    if (!options.identity) await identity.close();
    if (!options.database) await database.close();
  });

  await app.ready();
  // On PGlite this is the only process that can reach the database, so it works the jobs too.
  if (config.worker === 'in-process') worker = await startWorker(ctx);
  return { app, ctx, routes, database, metrics };
}
