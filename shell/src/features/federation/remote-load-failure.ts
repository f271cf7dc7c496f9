// Shared by the runtime plugin and the loader; no shared-module imports allowed here.

export const REMOTE_LOAD_FAILURE = '__tailwiseRemoteLoadFailure';

export interface RemoteLoadFailure {
  [REMOTE_LOAD_FAILURE]: true;
  id: string;
  lifecycle: string;
  error: unknown;
}

export function isRemoteLoadFailure(value: unknown): value is RemoteLoadFailure {
  return typeof value === 'object' && value !== null && REMOTE_LOAD_FAILURE in value;
}

const DEFAULT_TIMEOUT_MS = 10_000;
let timeoutMs = DEFAULT_TIMEOUT_MS;

/** The shell sets this from its runtime config before any remote loads. */
export function setRemoteLoadTimeoutMs(ms: number) {
  timeoutMs = Number.isFinite(ms) && ms > 0 ? ms : DEFAULT_TIMEOUT_MS;
}

export function remoteLoadTimeoutMs() {
  return timeoutMs;
}
