// The one place apps report errors. The shell plugs Sentry in after first paint; until then
// reports wait in a short queue, so nothing early is lost and Sentry costs nothing up front.

export type ReportLevel = 'fatal' | 'error' | 'warning' | 'info';

export interface ReportContext {
  tags?: Record<string, string>;
  extra?: Record<string, unknown>;
}

export interface ErrorReporter {
  captureException(error: unknown, context?: ReportContext): void;
  captureMessage(message: string, level: ReportLevel, context?: ReportContext): void;
}

type Pending =
  | { kind: 'exception'; error: unknown; context?: ReportContext }
  | { kind: 'message'; message: string; level: ReportLevel; context?: ReportContext };

const MAX_PENDING = 50;
let impl: ErrorReporter | null = null;
let pending: Pending[] = [];

export const errorReporter: ErrorReporter = {
  captureException(error, context) {
    if (impl) impl.captureException(error, context);
    else if (pending.length < MAX_PENDING) pending.push({ kind: 'exception', error, context });
  },
  captureMessage(message, level, context) {
    if (impl) impl.captureMessage(message, level, context);
    else if (pending.length < MAX_PENDING) pending.push({ kind: 'message', message, level, context });
  },
};

/** Installs the real reporter and flushes what was queued. Pass null to stop reporting. */
export function setErrorReporter(next: ErrorReporter | null): void {
  impl = next;
  if (!next) return;
  const queued = pending;
  pending = [];
  for (const item of queued) {
    if (item.kind === 'exception') next.captureException(item.error, item.context);
    else next.captureMessage(item.message, item.level, item.context);
  }
}

/** Tests only. */
export function pendingReports(): readonly Pending[] {
  return pending;
}
