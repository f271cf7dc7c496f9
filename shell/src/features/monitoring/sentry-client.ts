// The Sentry SDK, loaded after first paint by start-monitoring.ts. Session replay loads in a chunk
// of its own once the SDK is running.
import { addIntegration, browserTracingIntegration, captureException, captureMessage, init } from '@sentry/react';
import { setErrorReporter } from '@tailwise/shared';
import { sentryOptions, type MonitoringConfig } from './sentry-options';
import { sentryReporter } from './sentry-reporter';

/** Starts the SDK and routes our reports to it; false when the SDK refused the DSN (it then sends nothing). */
export function initSentry(
  config: MonitoringConfig & { sentryDsn: string },
  afterIdle: (run: () => void) => void,
): boolean {
  const client = init({ ...sentryOptions(config), integrations: [browserTracingIntegration()] });
  if (!client?.getDsn()) return false;
  setErrorReporter(sentryReporter({ captureException, captureMessage }));
  afterIdle(() => {
    import('./sentry-replay')
      .then(({ createReplay }) => addIntegration(createReplay()))
      .catch(() => {
        // Errors are still reported, without a replay.
      });
  });
  return true;
}
