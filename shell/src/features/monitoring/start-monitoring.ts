// Error monitoring, started by bootstrap.tsx after the first render. The Sentry SDK is never part
// of the first-render JavaScript: it is imported at the visitor's first interaction or once the
// page has settled (afterSettled), and only when the runtime configuration has a DSN. Until then, reports
// queue in the shared error reporter, and uncaught errors are queued there too.
import { errorReporter } from '@tailwise/shared';
import { afterSettled } from '../../app/after-first-paint';
import type { MonitoringConfig } from './sentry-options';

export type MonitoringState = 'off' | 'loading' | 'ready' | 'failed';

/** Tests and ops read window.__tailwise.monitoring. */
export function setMonitoringState(state: MonitoringState): void {
  const g = globalThis as { __tailwise?: Record<string, unknown> };
  g.__tailwise ??= { instances: {} }; // the shape shared/src/diagnostics/instances.ts expects
  g.__tailwise.monitoring = state;
}

/** Queues uncaught errors and rejections in the shared reporter until the SDK's own handlers take over. */
function queueUncaughtErrors(): () => void {
  const onError = (event: ErrorEvent) => errorReporter.captureException(event.error ?? event.message);
  const onRejection = (event: PromiseRejectionEvent) => errorReporter.captureException(event.reason);
  window.addEventListener('error', onError);
  window.addEventListener('unhandledrejection', onRejection);
  return () => {
    window.removeEventListener('error', onError);
    window.removeEventListener('unhandledrejection', onRejection);
  };
}

export interface MonitoringDeps {
  load?: () => Promise<typeof import('./sentry-client')>;
  afterIdle?: (run: () => void) => void;
}

export function startMonitoring(config: MonitoringConfig, deps: MonitoringDeps = {}): void {
  const { load = () => import('./sentry-client'), afterIdle = afterSettled } = deps;
  if (config.vitalsSampleRate)
    afterIdle(() => void import('./web-vitals').then((m) => m.startWebVitals(config.vitalsSampleRate!)));
  const dsn = config.sentryDsn;
  if (!dsn) {
    setMonitoringState('off');
    return;
  }
  setMonitoringState('loading');
  const stopQueueing = queueUncaughtErrors();
  afterIdle(() => {
    load()
      .then(({ initSentry }) => {
        stopQueueing();
        setMonitoringState(initSentry({ ...config, sentryDsn: dsn }, afterIdle) ? 'ready' : 'failed');
      })
      .catch(() => {
        stopQueueing();
        setMonitoringState('failed');
      });
  });
}
