import { shouldIgnoreSpan } from '@sentry/core';
import { errorSampleRate, replayOptions, sentryEnvironment, sentryOptions } from './sentry-options';

const config = { environment: 'production', release: 'v2.0.36', sentryDsn: 'https://key@o1.ingest.example/7' };

describe('sentryOptions (spec §9)', () => {
  it('sets every product value', () => {
    const options = sentryOptions(config);
    expect(options).toMatchObject({
      dsn: 'https://key@o1.ingest.example/7',
      release: 'v2.0.36',
      environment: 'prod',
      sampleRate: 0.1,
      tracesSampleRate: 0.1,
      replaysSessionSampleRate: 0.01,
      replaysOnErrorSampleRate: 1,
      normalizeDepth: 5,
      debug: false,
      tunnel: '/monitoring',
    });
    expect(options.integrations).toBeUndefined(); // added where the SDK is loaded
  });

  it('takes the release and environment from the runtime config', () => {
    expect(sentryOptions({ ...config, environment: 'staging', release: 'v9.9.9' })).toMatchObject({
      environment: 'staging',
      release: 'v9.9.9',
    });
    expect(sentryEnvironment('production')).toBe('prod');
    expect(sentryEnvironment('local')).toBe('local');
  });

  it('ignores transactions for /404 only', () => {
    const { ignoreSpans } = sentryOptions(config);
    const ignored = (description: string, op = 'pageload') => shouldIgnoreSpan({ description, op }, ignoreSpans ?? []);
    expect(ignored('/404')).toBe(true);
    expect(ignored('/404/')).toBe(true);
    expect(ignored('/404', 'navigation')).toBe(true);
    for (const path of ['/', '/pet-wellness-plans', '/blog/404-reasons-to-insure', '/dashboard/404'])
      expect(ignored(path)).toBe(false);
    expect(ignored('/404', 'http.client')).toBe(false);
  });

  it('masks all text and blocks all media in replays', () => {
    expect(replayOptions).toEqual({ maskAllText: true, blockAllMedia: true });
  });

  it('raises the error sample rate only outside production, and only to a valid rate', () => {
    expect(sentryOptions({ ...config, environment: 'test', sentrySampleRate: 1 }).sampleRate).toBe(1);
    expect(errorSampleRate({ environment: 'test', sentrySampleRate: 0 })).toBe(0);
    expect(errorSampleRate({ environment: 'production', sentrySampleRate: 1 })).toBe(0.1);
    expect(errorSampleRate({ environment: 'test', sentrySampleRate: null })).toBe(0.1);
    expect(errorSampleRate({ environment: 'test', sentrySampleRate: 5 })).toBe(0.1);
    expect(errorSampleRate({ environment: 'test', sentrySampleRate: Number.NaN })).toBe(0.1);
  });
});
