// The Sentry settings of spec §9, as one pure function of the runtime configuration.
import type { BrowserOptions } from '@sentry/react';
import type { RuntimeConfig } from '@tailwise/shared';

/** What monitoring reads from the runtime configuration the gateway writes into the page. */
export type MonitoringConfig = Pick<RuntimeConfig, 'environment' | 'release' | 'sentryDsn'> & {
  /** A raised error sample rate for test environments (the gateway's SENTRY_SAMPLE_RATE); never used in production. */
  sentrySampleRate?: number | null;
  /** Share of page views (0-1) that report Web Vitals to the gateway (VITALS_SAMPLE_RATE); 0 or absent: none. */
  vitalsSampleRate?: number | null;
};

/** The same-origin path the gateway tunnels envelopes through. */
export const MONITORING_TUNNEL = '/monitoring';
export const ERROR_SAMPLE_RATE = 0.1;
export const TRACES_SAMPLE_RATE = 0.1;
export const REPLAY_SESSION_SAMPLE_RATE = 0.01;
export const REPLAY_ON_ERROR_SAMPLE_RATE = 1;
export const NORMALIZE_DEPTH = 5;
/** Page-load and navigation transactions for this path are not sent. */
export const IGNORED_TRANSACTION = /^\/404\/?$/;

/** Session replays never show what the user typed or saw: all text masked, all media blocked. */
export const replayOptions = { maskAllText: true, blockAllMedia: true } as const;

/** The environment errors are filed under: production is "prod" (spec §9); others keep their name. */
export const sentryEnvironment = (environment: string) => (environment === 'production' ? 'prod' : environment);

/** 0.1, unless a test environment asked for another rate between 0 and 1. */
export function errorSampleRate(config: Pick<MonitoringConfig, 'environment' | 'sentrySampleRate'>): number {
  const override = config.sentrySampleRate;
  const valid = typeof override === 'number' && Number.isFinite(override) && override >= 0 && override <= 1;
  return config.environment !== 'production' && valid ? override : ERROR_SAMPLE_RATE;
}

export function sentryOptions(config: MonitoringConfig & { sentryDsn: string }): BrowserOptions {
  return {
    dsn: config.sentryDsn,
    release: config.release,
    environment: sentryEnvironment(config.environment),
    sampleRate: errorSampleRate(config),
    tracesSampleRate: TRACES_SAMPLE_RATE,
    replaysSessionSampleRate: REPLAY_SESSION_SAMPLE_RATE,
    replaysOnErrorSampleRate: REPLAY_ON_ERROR_SAMPLE_RATE,
    normalizeDepth: NORMALIZE_DEPTH,
    debug: false,
    // Transactions are streamed root spans in this SDK; ignoreSpans is what drops them.
    ignoreSpans: [{ name: IGNORED_TRANSACTION, op: /^(pageload|navigation)$/ }],
    tunnel: MONITORING_TUNNEL,
  };
}
