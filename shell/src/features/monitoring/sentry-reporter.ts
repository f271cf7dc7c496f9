// Our error reporter (shared/src/monitoring/error-reporter.ts) on top of Sentry.
import type * as SentryApi from '@sentry/react';
import type { SeverityLevel } from '@sentry/react';
import type { ErrorReporter, ReportContext, ReportLevel } from '@tailwise/shared';

export const SENTRY_LEVELS: Record<ReportLevel, SeverityLevel> = {
  fatal: 'fatal',
  error: 'error',
  warning: 'warning',
  info: 'info',
};

export type SentryCapture = Pick<typeof SentryApi, 'captureException' | 'captureMessage'>;

function scope(context: ReportContext | undefined) {
  return {
    ...(context?.tags ? { tags: context.tags } : {}),
    ...(context?.extra ? { extra: context.extra } : {}),
  };
}

export function sentryReporter(sentry: SentryCapture): ErrorReporter {
  return {
    captureException(error, context) {
      sentry.captureException(error, scope(context));
    },
    captureMessage(message, level, context) {
      sentry.captureMessage(message, { level: SENTRY_LEVELS[level], ...scope(context) });
    },
  };
}
