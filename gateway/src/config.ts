import path from 'node:path';
import { metricsPortFromEnv } from '@tailwise/server/metrics';
import { parseTrustProxy } from '@tailwise/server/request-logging';
import { defaultStoreDir } from './release/paths';

export interface GatewayConfig {
  port: number;
  /** Port of the Prometheus /metrics listener (METRICS_PORT), never the public one; unset: none. */
  metricsPort?: number | null;
  host: string;
  storeDir: string;
  apiUrl: string;
  /** production, staging, local, test... Anything but production enables developer conveniences. */
  environment: string;
  /** Auth emulator origin to proxy same-origin; null in production. */
  authEmulatorOrigin: string | null;
  sentryDsn: string | null;
  firebase: Record<string, string> | null;
  remoteTimeoutMs: number;
  /** Where /monitoring keeps envelopes when no DSN forwards them upstream. */
  monitoringFile: string;
  monitoringMaxBytes: number;
  /** POST accepted envelopes to the DSN's ingest URL instead of appending them to monitoringFile. */
  monitoringForward?: boolean;
  /** Envelopes each client IP may send to /monitoring per minute (a token bucket; bursts up to this). */
  monitoringRatePerMinute?: number;
  /** monitoringFile rotates before it passes this size; this many rotated files are kept. */
  monitoringFileMaxBytes?: number;
  monitoringFileKeep?: number;
  /** A canary is judged once this many visitors have loaded it (CANARY_MIN_SAMPLE). */
  canaryMinSample?: number;
  /** The canary ends when its error rate exceeds the stable's by more than this, 0-1 (CANARY_ERROR_MARGIN). */
  canaryErrorMargin?: number;
  /** False: canaries are only ended by hand (CANARY_AUTO_ROLLBACK). */
  canaryAutoRollback?: boolean;
  /** Visitors of each version who must have reported a Web Vital before the canary is judged on it (CANARY_VITALS_MIN_SAMPLE). */
  canaryVitalsMinSample?: number;
  /** How much slower (0-1) the canary's p75 LCP or INP may be than the stable's (CANARY_VITALS_MARGIN). */
  canaryVitalsMargin?: number;
  /** Share of page views (0-1) whose browsers report Web Vitals to /vitals (VITALS_SAMPLE_RATE): 0.1 in production, else off. */
  vitalsSampleRate?: number;
  /** How often, at most, a canary is judged on its vitals, in ms (CANARY_VITALS_JUDGE_INTERVAL_MS; tests: 0, every report). */
  canaryVitalsJudgeIntervalMs?: number;
  /** Web Vitals reports each address may send to /vitals per minute (VITALS_RATE_LIMIT). */
  vitalsRatePerMinute?: number;
  /** Visitors one /24 (IPv6 /48) may add to a version's canary counts (CANARY_MAX_PER_NETWORK). */
  canaryMaxPerNetwork?: number;
  /**
   * Key of the HMAC that signs cohort cookies (COHORT_SECRET), the same on every gateway so a visitor
   * keeps their cohort whichever one answers. Required in production; elsewhere a fixed local key.
   */
  cohortSecret?: string;
  /** Error sample rate for the browser SDK; outside production only (null keeps the product's 0.1). */
  sentrySampleRate?: number | null;
  /**
   * Proxies in front of the gateway whose X-Forwarded-For may be believed (Fastify's trustProxy:
   * false, true, or addresses and subnets; never a hop count, which Fastify ignores). False by
   * default: the gateway is the edge, and a visitor must not pick the address the API rate-limits by.
   */
  trustProxy?: boolean | string;
  /**
   * The request id header a trusted proxy (trustProxy) sets, kept as the request's id; from anyone
   * else it is ignored and the gateway makes its own. null: always our own. Default x-request-id.
   */
  requestIdHeader?: string | null;
  /** redis://… keeps /monitoring's and /csp-report's per-address buckets and the canary counts in Redis, shared by every gateway (REDIS_URL). */
  redisUrl?: string | null;
  /** Start of every Redis key (REDIS_PREFIX), as for the API. */
  redisPrefix?: string;
}

/** The cohort key outside production: anyone can read it here, which is why production refuses to start without its own. */
export const LOCAL_COHORT_SECRET = 'tailwise-local-cohort-key-not-for-production';

/** Environments where the Auth emulator may be trusted: anything else could be reached by real people. */
export const EMULATOR_ENVIRONMENTS = ['local', 'test'];

const env = (name: string) => {
  const value = process.env[name];
  return value === undefined || value === '' ? undefined : value;
};

function firebaseFromEnv(): Record<string, string> | null {
  const apiKey = env('FIREBASE_API_KEY');
  const projectId = env('FIREBASE_PROJECT_ID');
  if (!apiKey || !projectId) return null;
  const optional = {
    authDomain: env('FIREBASE_AUTH_DOMAIN'),
    appId: env('FIREBASE_APP_ID'),
    measurementId: env('FIREBASE_MEASUREMENT_ID'),
    messagingSenderId: env('FIREBASE_MESSAGING_SENDER_ID'),
    storageBucket: env('FIREBASE_STORAGE_BUCKET'),
  };
  return {
    apiKey,
    projectId,
    ...Object.fromEntries(Object.entries(optional).filter((e): e is [string, string] => !!e[1])),
  };
}

/** A sample rate from 0 to 1, or null when unset or not a number in range. */
function sampleRateFromEnv(name: string): number | null {
  const value = env(name);
  if (value === undefined) return null;
  const rate = Number(value);
  return Number.isFinite(rate) && rate >= 0 && rate <= 1 ? rate : null;
}

/** CANARY_VITALS_JUDGE_INTERVAL_MS as whole ms from 0; unset leaves the watch's default (2 s). */
function judgeIntervalFromEnv(): number | undefined {
  const value = env('CANARY_VITALS_JUDGE_INTERVAL_MS');
  if (value === undefined) return undefined;
  const ms = Number(value);
  if (!Number.isInteger(ms) || ms < 0)
    throw new Error(`CANARY_VITALS_JUDGE_INTERVAL_MS must be a whole number of ms from 0, not ${value}.`);
  return ms;
}

export function readGatewayConfig(): GatewayConfig {
  const environment = env('APP_ENV') ?? 'local';
  const production = environment === 'production';
  const emulatorAllowed = EMULATOR_ENVIRONMENTS.includes(environment);
  const emulatorHost = env('FIREBASE_AUTH_EMULATOR_HOST') ?? (emulatorAllowed ? '127.0.0.1:9099' : undefined);
  if (!emulatorAllowed && env('FIREBASE_AUTH_EMULATOR_HOST')) {
    throw new Error(
      `FIREBASE_AUTH_EMULATOR_HOST is set while APP_ENV=${environment}: refusing to start (only local and test may use it; emulator tokens can be forged).`,
    );
  }
  const cohortSecret = env('COHORT_SECRET');
  if (production && (!cohortSecret || cohortSecret.length < 32)) {
    throw new Error(
      'COHORT_SECRET must be set to at least 32 random characters in production: it signs the canary cohort cookie.',
    );
  }
  return {
    port: Number(env('PORT') ?? 8080),
    metricsPort: metricsPortFromEnv(env('METRICS_PORT'), Number(env('PORT') ?? 8080)),
    host: env('HOST') ?? '0.0.0.0',
    storeDir: path.resolve(env('RELEASE_STORE') ?? defaultStoreDir),
    apiUrl: env('API_URL') ?? `http://127.0.0.1:${env('API_PORT') ?? 8081}`,
    environment,
    authEmulatorOrigin: emulatorHost ? `http://${emulatorHost}` : null,
    sentryDsn: env('SENTRY_DSN') ?? null,
    // Locally: the demo project the Auth emulator serves. The app id lets Remote Config try (and,
    // offline, fail over to the defaults) exactly as it would in production.
    firebase:
      firebaseFromEnv() ??
      (production
        ? null
        : {
            apiKey: 'demo-tailwise-key',
            projectId: 'demo-tailwise',
            authDomain: 'demo-tailwise.firebaseapp.com',
            appId: '1:000000000000:web:0000000000000000000000',
          }),
    remoteTimeoutMs: Number(env('REMOTE_TIMEOUT_MS') ?? 10_000),
    monitoringFile: path.resolve(
      env('MONITORING_FILE') ?? path.join(path.dirname(defaultStoreDir), '.data/monitoring/envelopes.jsonl'),
    ),
    monitoringMaxBytes: Number(env('MONITORING_MAX_BYTES') ?? 1_000_000),
    trustProxy: parseTrustProxy(env('TRUST_PROXY')),
    requestIdHeader: env('REQUEST_ID_HEADER') === 'none' ? null : (env('REQUEST_ID_HEADER') ?? 'x-request-id'),
    redisUrl: env('REDIS_URL') ?? null,
    redisPrefix: env('REDIS_PREFIX') ?? `tailwise:${environment}:`,
    monitoringForward: (env('MONITORING_FORWARD') ?? (production ? 'true' : 'false')) === 'true',
    monitoringRatePerMinute: Number(env('MONITORING_RATE_LIMIT') ?? 120),
    monitoringFileMaxBytes: Number(env('MONITORING_FILE_MAX_BYTES') ?? 10_000_000),
    monitoringFileKeep: Number(env('MONITORING_FILE_KEEP') ?? 3),
    canaryMinSample: Number(env('CANARY_MIN_SAMPLE') ?? 50),
    canaryErrorMargin: Number(env('CANARY_ERROR_MARGIN') ?? 0.05),
    canaryAutoRollback: env('CANARY_AUTO_ROLLBACK') !== 'false',
    canaryMaxPerNetwork: Number(env('CANARY_MAX_PER_NETWORK') ?? 3),
    canaryVitalsMinSample: Number(env('CANARY_VITALS_MIN_SAMPLE') ?? env('CANARY_MIN_SAMPLE') ?? 50),
    canaryVitalsMargin: Number(env('CANARY_VITALS_MARGIN') ?? 0.2),
    canaryVitalsJudgeIntervalMs: judgeIntervalFromEnv(),
    vitalsRatePerMinute: Number(env('VITALS_RATE_LIMIT') ?? 60),
    vitalsSampleRate: sampleRateFromEnv('VITALS_SAMPLE_RATE') ?? (production ? 0.1 : 0),
    cohortSecret: cohortSecret ?? LOCAL_COHORT_SECRET,
    sentrySampleRate: production ? null : sampleRateFromEnv('SENTRY_SAMPLE_RATE'),
  };
}
