import * as Sentry from '@sentry/react';
import { errorReporter, setErrorReporter } from '@tailwise/shared';
import { initSentry } from './sentry-client';

jest.mock('@sentry/react', () => ({
  init: jest.fn(() => ({ getDsn: () => ({ host: 'o1.ingest.example' }) })),
  addIntegration: jest.fn(),
  browserTracingIntegration: jest.fn(() => ({ name: 'BrowserTracing' })),
  replayIntegration: jest.fn((options: unknown) => ({ name: 'Replay', options })),
  captureException: jest.fn(),
  captureMessage: jest.fn(),
}));

const sentry = jest.mocked(Sentry);
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('initSentry', () => {
  afterEach(() => setErrorReporter(null));

  it('starts the SDK with the product options and tracing, then routes our reports to it', async () => {
    let idle: (() => void) | undefined;
    expect(
      initSentry(
        { environment: 'production', release: 'v2.0.36', sentryDsn: 'https://key@o1.ingest.example/7' },
        (run) => (idle = run),
      ),
    ).toBe(true);
    expect(sentry.init).toHaveBeenCalledWith(
      expect.objectContaining({
        dsn: 'https://key@o1.ingest.example/7',
        tunnel: '/monitoring',
        sampleRate: 0.1,
        integrations: [{ name: 'BrowserTracing' }],
      }),
    );

    errorReporter.captureMessage('API Error', 'info');
    expect(sentry.captureMessage).toHaveBeenCalledWith('API Error', { level: 'info' });

    // Replay is not part of the SDK's start: it loads in its own chunk when the page is idle again.
    expect(sentry.addIntegration).not.toHaveBeenCalled();
    idle!();
    await flush();
    await flush();
    expect(sentry.replayIntegration).toHaveBeenCalledWith({ maskAllText: true, blockAllMedia: true });
    expect(sentry.addIntegration).toHaveBeenCalledWith({
      name: 'Replay',
      options: { maskAllText: true, blockAllMedia: true },
    });
  });

  it('reports failure, and routes nothing, when the SDK refuses the DSN', () => {
    sentry.init.mockReturnValueOnce({ getDsn: () => undefined } as unknown as ReturnType<typeof Sentry.init>);
    sentry.captureMessage.mockClear();
    const afterIdle = jest.fn();
    expect(
      initSentry({ environment: 'test', release: 'v2.0.36', sentryDsn: 'http://not-valid@localhost/1' }, afterIdle),
    ).toBe(false);
    errorReporter.captureMessage('API Error', 'info');
    expect(sentry.captureMessage).not.toHaveBeenCalled();
    expect(afterIdle).not.toHaveBeenCalled();
  });
});
