// Reads the API's settings from the environment once, at start.
import path from 'node:path';
import { metricsPortFromEnv } from '@tailwise/server/metrics';
import { parseTrustProxy } from '@tailwise/server/request-logging';
import { DEFAULT_ENGINE_CONFIG, type EngineConfig } from './features/claims/decision/engine';

export const REPO_ROOT = path.resolve(__dirname, '../..');

export interface RateLimit {
  max: number;
  timeWindowMs: number;
}

/** Where claim invoices go when they leave the local disk: a bucket behind the S3 API. */
export interface S3Config {
  bucket: string;
  region: string;
  /** An S3-compatible server (MinIO, R2, a local test server); null for AWS itself. */
  endpoint: string | null;
  /** Keys start with this (e.g. `staging/`), so one bucket can hold several environments. */
  prefix: string;
  accessKeyId: string | null;
  secretAccessKey: string | null;
}

export interface ApiConfig {
  /** APP_ENV: `production`, `staging`, `local` (default), `test`... The gateway reads the same variable. */
  appEnv: string;
  production: boolean;
  host: string;
  port: number;
  /** Port of this process's Prometheus /metrics listener (METRICS_PORT), never the public one; null: none. */
  metricsPort: number | null;
  /** postgres://... to use a PostgreSQL server; null for embedded PGlite. */
  databaseUrl: string | null;
  /** PGlite data directory; null keeps the database in memory (tests). */
  pgliteDataDir: string | null;
  uploadDir: string;
  firebaseProjectId: string;
  authEmulatorHost: string | null;
  seedDemo: boolean;
  demoPassword: string;
  publicSiteUrl: string;
  trustProxy: boolean | string;
  logLevel: string;
  /** Check every response against its schema (on in tests, off in production for speed). */
  validateResponses: boolean;
  bodyLimitBytes: number;
  /** How long a verified ID token is remembered; 0 verifies every request. */
  tokenCacheMs: number;
  /** How often pending checkouts (charged, not recorded) are settled; 0: only at start. */
  checkoutReconcileMs: number;
  /**
   * API_WORKER: `in-process` (default) works background jobs inside the API (the only way on PGlite); `off` leaves
   * them to `npm run worker -w api` processes (stack:scaled, production).
   */
  worker: 'in-process' | 'off';
  /** Jobs one worker runs at once (WORKER_CONCURRENCY). */
  workerConcurrency: number;
  /** WORKER_TASKS: only these tasks (comma-separated), e.g. billing workers apart from email; null: all. */
  workerTasks: string[] | null;
  /** How often a worker looks for premiums due (BILLING_SCAN_MS); 0: only when asked (jobs CLI, clock moves). */
  billingScanMs: number;
  /** How long a worker holds the periods it claimed (BILLING_LEASE_MS): a dead worker's are charged after it. */
  billingLeaseMs: number;
  /** The claims engine's thresholds; CLAIMS_AUTO_APPROVE_MAX_CENTS: bills above it go to a person ($1,000). */
  claimsEngine: EngineConfig;
  /** PostgreSQL pool: connections, wait for a free one (then the query fails), and per-statement cap. */
  db: { poolSize: number; poolTimeoutMs: number; statementTimeoutMs: number };
  rateLimits: {
    leads: RateLimit;
    contact: RateLimit;
    checkout: RateLimit;
    paymentTokens: RateLimit;
    /** Seat claims and code requests, per address and per group (a group's seats are what an attacker guesses at). */
    seatClaim: RateLimit;
    seatClaimPerGroup: RateLimit;
    seatCode: RateLimit;
    seatCodePerGroup: RateLimit;
    groupSearch: RateLimit;
    verifyEmail: RateLimit;
    claims: RateLimit;
    pets: RateLimit;
    quotes: RateLimit;
    reviews: RateLimit;
    /**
     * Saved-quote emails to one address, whoever asks (kept in the database, so every instance counts them): the
     * address is typed in by the caller, so a per-caller limit alone would let many callers flood one inbox.
     */
    savedQuoteRecipientHour: RateLimit;
    savedQuoteRecipientDay: RateLimit;
  };
  /** redis://… keeps rate-limit counters in Redis, shared by every instance; null keeps them in memory. */
  redisUrl: string | null;
  /** Start of every Redis key, so environments can share one Redis. */
  redisPrefix: string;
  /** Claim invoices in a bucket when S3_BUCKET is set; null keeps them under uploadDir. */
  s3: S3Config | null;
  /** smtp://… or smtps://… sends email over SMTP; null keeps it in the sandbox outbox. */
  smtpUrl: string | null;
  mailFrom: string;
  version: string;
}

function int(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 0) throw new Error(`${name} must be a non-negative integer, got "${raw}"`);
  return n;
}

/**
 * Every per-client limit: the variable that sets it, its default, and its own window where it has one
 * (else RATE_LIMIT_WINDOW_MS). One table, so a benchmark can lift every limit it is not measuring.
 */
const RATE_LIMITS: Record<keyof ApiConfig['rateLimits'], { variable: string; max: number; windowMs?: number }> = {
  leads: { variable: 'RATE_LIMIT_LEADS', max: 30 },
  contact: { variable: 'RATE_LIMIT_CONTACT', max: 5 },
  checkout: { variable: 'RATE_LIMIT_CHECKOUT', max: 10 },
  paymentTokens: { variable: 'RATE_LIMIT_PAYMENT_TOKENS', max: 20 },
  seatClaim: { variable: 'RATE_LIMIT_SEAT_CLAIM', max: 10 },
  seatClaimPerGroup: { variable: 'RATE_LIMIT_SEAT_CLAIM_GROUP', max: 300 },
  seatCode: { variable: 'RATE_LIMIT_SEAT_CODE', max: 5 },
  seatCodePerGroup: { variable: 'RATE_LIMIT_SEAT_CODE_GROUP', max: 120 },
  groupSearch: { variable: 'RATE_LIMIT_GROUP_SEARCH', max: 60 },
  verifyEmail: { variable: 'RATE_LIMIT_VERIFY_EMAIL', max: 5 },
  claims: { variable: 'RATE_LIMIT_CLAIMS', max: 10 },
  pets: { variable: 'RATE_LIMIT_PETS', max: 20 },
  // The price screen re-quotes on every change, so a person can send dozens a minute.
  quotes: { variable: 'RATE_LIMIT_QUOTES', max: 300 },
  reviews: { variable: 'RATE_LIMIT_REVIEWS', max: 5 },
  savedQuoteRecipientHour: { variable: 'RATE_LIMIT_SAVED_QUOTE_RECIPIENT_HOUR', max: 3, windowMs: 3_600_000 },
  savedQuoteRecipientDay: { variable: 'RATE_LIMIT_SAVED_QUOTE_RECIPIENT_DAY', max: 10, windowMs: 86_400_000 },
};

/** The variables of every per-client limit (RATE_LIMITS). */
export const RATE_LIMIT_VARIABLES: readonly string[] = Object.values(RATE_LIMITS).map((l) => l.variable);

export function loadConfig(env: NodeJS.ProcessEnv = process.env): ApiConfig {
  const appEnv = env.APP_ENV || 'local';
  if (env.NODE_ENV === 'production' && !env.APP_ENV) {
    throw new Error('NODE_ENV=production without APP_ENV: set APP_ENV=production (APP_ENV alone decides production).');
  }
  const production = appEnv === 'production';
  const window = int(env, 'RATE_LIMIT_WINDOW_MS', 60_000);
  const dataRoot = env.API_DATA_DIR ? path.resolve(env.API_DATA_DIR) : path.join(REPO_ROOT, '.data/api');
  return {
    appEnv,
    production,
    host: env.API_HOST || '127.0.0.1',
    port: int(env, 'API_PORT', 8081),
    metricsPort: metricsPortFromEnv(env.METRICS_PORT, int(env, 'API_PORT', 8081)),
    databaseUrl: env.DATABASE_URL || null,
    pgliteDataDir: path.join(dataRoot, 'pglite'),
    uploadDir: env.CLAIM_UPLOAD_DIR ? path.resolve(env.CLAIM_UPLOAD_DIR) : path.join(dataRoot, 'uploads'),
    firebaseProjectId: env.FIREBASE_PROJECT_ID || env.GCLOUD_PROJECT || 'demo-tailwise',
    authEmulatorHost: env.FIREBASE_AUTH_EMULATOR_HOST || null,
    seedDemo: !production && env.SEED_DEMO !== 'false',
    demoPassword: env.DEMO_PASSWORD || 'Tailwise-demo-2024',
    publicSiteUrl: (env.PUBLIC_SITE_URL || 'http://localhost:8080').replace(/\/$/, ''),
    // Unset: the gateway on this machine, whose X-Forwarded-For names the visitor.
    trustProxy: parseTrustProxy(env.TRUST_PROXY, 'loopback'),
    logLevel: env.LOG_LEVEL || 'info',
    validateResponses: env.VALIDATE_RESPONSES ? env.VALIDATE_RESPONSES === 'true' : !production,
    bodyLimitBytes: int(env, 'API_BODY_LIMIT_BYTES', 64 * 1024),
    tokenCacheMs: int(env, 'AUTH_TOKEN_CACHE_MS', 60_000),
    checkoutReconcileMs: int(env, 'CHECKOUT_RECONCILE_MS', 60_000),
    worker: env.API_WORKER === 'off' ? 'off' : 'in-process',
    workerConcurrency: Math.max(1, int(env, 'WORKER_CONCURRENCY', 4)),
    workerTasks: env.WORKER_TASKS
      ? env.WORKER_TASKS.split(',')
          .map((t) => t.trim())
          .filter(Boolean)
      : null,
    billingScanMs: int(env, 'BILLING_SCAN_MS', 10 * 60_000),
    billingLeaseMs: Math.max(1000, int(env, 'BILLING_LEASE_MS', 60_000)),
    claimsEngine: {
      ...DEFAULT_ENGINE_CONFIG,
      autoApproveMaxCents: int(env, 'CLAIMS_AUTO_APPROVE_MAX_CENTS', DEFAULT_ENGINE_CONFIG.autoApproveMaxCents),
    },
    db: {
      poolSize: Math.max(1, int(env, 'DB_POOL_SIZE', 10)),
      poolTimeoutMs: int(env, 'DB_POOL_TIMEOUT_MS', 5_000),
      statementTimeoutMs: int(env, 'DB_STATEMENT_TIMEOUT_MS', 15_000),
    },
    rateLimits: Object.fromEntries(
      Object.entries(RATE_LIMITS).map(([name, limit]) => [
        name,
        { max: int(env, limit.variable, limit.max), timeWindowMs: limit.windowMs ?? window },
      ]),
    ) as ApiConfig['rateLimits'],
    redisUrl: env.REDIS_URL || null,
    redisPrefix: env.REDIS_PREFIX || `tailwise:${appEnv}:`,
    s3: env.S3_BUCKET
      ? {
          bucket: env.S3_BUCKET,
          region: env.S3_REGION || env.AWS_REGION || 'us-east-1',
          endpoint: env.S3_ENDPOINT || null,
          prefix: env.S3_PREFIX ?? '',
          accessKeyId: env.S3_ACCESS_KEY_ID || null,
          secretAccessKey: env.S3_SECRET_ACCESS_KEY || null,
        }
      : null,
    smtpUrl: env.SMTP_URL || null,
    mailFrom: env.MAIL_FROM || 'Tailwise <hello@tailwise.example>',
    version: env.npm_package_version || '1.0.0',
  };
}

/** Environments where the Auth emulator may be trusted: anything else could be reached by real people. */
export const EMULATOR_ENVIRONMENTS = ['local', 'test'];

/**
 * Emulator tokens are unsigned: anyone could forge one, so only local and test runs may trust them.
 * Production keeps real data: an embedded PGlite file on one instance's disk would lose it.
 */
export function assertSafeToStart(config: ApiConfig): void {
  if (config.authEmulatorHost && !EMULATOR_ENVIRONMENTS.includes(config.appEnv)) {
    throw new Error(
      `Refusing to start: FIREBASE_AUTH_EMULATOR_HOST is set while APP_ENV=${config.appEnv} (only local and test may use it). Emulator tokens are unsigned and can be forged.`,
    );
  }
  if (config.production && !config.databaseUrl) {
    throw new Error(
      'Refusing to start: APP_ENV=production needs DATABASE_URL (PostgreSQL); the embedded PGlite database is for one local process only.',
    );
  }
}
