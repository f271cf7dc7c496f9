import { setErrorReporter, type ErrorReporter } from '@tailwise/shared';
import type * as SentryClient from './sentry-client';
import { startMonitoring } from './start-monitoring';

const monitoringState = () => (globalThis as { __tailwise?: { monitoring?: string } }).__tailwise?.monitoring;
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('startMonitoring', () => {
  const base = { environment: 'test', release: 'v2.0.36' };

  afterEach(() => setErrorReporter(null));

  it('never loads the SDK without a DSN', async () => {
    const load = jest.fn();
    const afterIdle = jest.fn((run: () => void) => run());
    startMonitoring({ ...base, sentryDsn: null }, { load, afterIdle });
    await flush();
    expect(load).not.toHaveBeenCalled();
    expect(afterIdle).not.toHaveBeenCalled();
    expect(monitoringState()).toBe('off');
  });

  it('loads and starts the SDK only once the page is idle, then reports ready', async () => {
    const initSentry = jest.fn(() => true);
    const load = jest.fn(async () => ({ initSentry }) as unknown as typeof SentryClient);
    let idle: (() => void) | undefined;
    const afterIdle = (run: () => void) => {
      idle = run;
    };
    const config = { ...base, sentryDsn: 'http://key@127.0.0.1:8080/1', sentrySampleRate: 1 };
    startMonitoring(config, { load, afterIdle });
    expect(load).not.toHaveBeenCalled();
    expect(monitoringState()).toBe('loading');
    idle!();
    await flush();
    expect(load).toHaveBeenCalledTimes(1);
    expect(initSentry).toHaveBeenCalledWith(config, afterIdle);
    expect(monitoringState()).toBe('ready');
  });

  it('reports failed when the SDK refuses the DSN', async () => {
    const load = async () => ({ initSentry: () => false }) as unknown as typeof SentryClient;
    startMonitoring({ ...base, sentryDsn: 'http://not-valid@localhost/1' }, { load, afterIdle: (run) => run() });
    await flush();
    expect(monitoringState()).toBe('failed');
  });

  it('queues uncaught errors until the SDK is running, and reports a failed load', async () => {
    let idle: (() => void) | undefined;
    startMonitoring(
      { ...base, sentryDsn: 'http://key@127.0.0.1:8080/1' },
      { load: () => Promise.reject(new Error('offline')), afterIdle: (run) => (idle = run) },
    );
    const error = new Error('early crash');
    window.dispatchEvent(new ErrorEvent('error', { error, message: error.message }));
    const rejection = new Event('unhandledrejection') as Event & { reason?: unknown };
    rejection.reason = 'rejected early';
    window.dispatchEvent(rejection);
    idle!();
    await flush();
    expect(monitoringState()).toBe('failed');
    const elsewhere = jest.fn(); // a listener of the page's own, so the test environment does not treat it as uncaught
    window.addEventListener('error', elsewhere);
    window.dispatchEvent(new ErrorEvent('error', { error: new Error('after the SDK took over') }));
    window.removeEventListener('error', elsewhere);
    expect(elsewhere).toHaveBeenCalledTimes(1);

    const reporter: ErrorReporter = { captureException: jest.fn(), captureMessage: jest.fn() };
    setErrorReporter(reporter);
    expect(reporter.captureException).toHaveBeenCalledWith(error, undefined);
    expect(reporter.captureException).toHaveBeenCalledWith('rejected early', undefined);
    expect(reporter.captureException).toHaveBeenCalledTimes(2);
  });
});
