// Reads the API's settings from the environment once, at start.
import path from 'node:path';

export const REPO_ROOT = path.resolve(__dirname, '../..');

export interface RateLimit {
  max: number;
  timeWindowMs: number;
}

export interface ApiConfig {
  production: boolean;
  host: string;
  port: number;
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
  rateLimits: { leads: RateLimit; contact: RateLimit; checkout: RateLimit; paymentTokens: RateLimit };
  version: string;
}

function int(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 0) throw new Error(`${name} must be a non-negative integer, got "${raw}"`);
  return n;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): ApiConfig {
  const production = env.NODE_ENV === 'production';
  const window = int(env, 'RATE_LIMIT_WINDOW_MS', 60_000);
  const dataRoot = env.API_DATA_DIR ? path.resolve(env.API_DATA_DIR) : path.join(REPO_ROOT, '.data/api');
  return {
    production,
    host: env.API_HOST || '127.0.0.1',
    port: int(env, 'API_PORT', 8081),
    databaseUrl: env.DATABASE_URL || null,
    pgliteDataDir: path.join(dataRoot, 'pglite'),
    uploadDir: env.CLAIM_UPLOAD_DIR ? path.resolve(env.CLAIM_UPLOAD_DIR) : path.join(dataRoot, 'uploads'),
    firebaseProjectId: env.FIREBASE_PROJECT_ID || env.GCLOUD_PROJECT || 'demo-tailwise',
    authEmulatorHost: env.FIREBASE_AUTH_EMULATOR_HOST || null,
    seedDemo: !production && env.SEED_DEMO !== 'false',
    demoPassword: env.DEMO_PASSWORD || 'Tailwise-demo-2024',
    publicSiteUrl: (env.PUBLIC_SITE_URL || 'http://localhost:8080').replace(/\/$/, ''),
    trustProxy:
      env.TRUST_PROXY === undefined
        ? 'loopback'
        : env.TRUST_PROXY === 'true'
          ? true
          : env.TRUST_PROXY === 'false'
            ? false
            : env.TRUST_PROXY,
    logLevel: env.LOG_LEVEL || 'info',
    validateResponses: env.VALIDATE_RESPONSES ? env.VALIDATE_RESPONSES === 'true' : !production,
    bodyLimitBytes: int(env, 'API_BODY_LIMIT_BYTES', 64 * 1024),
    tokenCacheMs: int(env, 'AUTH_TOKEN_CACHE_MS', 60_000),
    rateLimits: {
      leads: { max: int(env, 'RATE_LIMIT_LEADS', 30), timeWindowMs: window },
      contact: { max: int(env, 'RATE_LIMIT_CONTACT', 5), timeWindowMs: window },
      checkout: { max: int(env, 'RATE_LIMIT_CHECKOUT', 10), timeWindowMs: window },
      paymentTokens: { max: int(env, 'RATE_LIMIT_PAYMENT_TOKENS', 20), timeWindowMs: window },
    },
    version: env.npm_package_version || '1.0.0',
  };
}

/** Emulator tokens are unsigned: anyone could forge one, so production must never trust them. */
export function assertSafeToStart(config: ApiConfig): void {
  if (config.production && config.authEmulatorHost) {
    throw new Error(
      'Refusing to start: FIREBASE_AUTH_EMULATOR_HOST is set while NODE_ENV=production. Emulator tokens are unsigned and can be forged.',
    );
  }
}
