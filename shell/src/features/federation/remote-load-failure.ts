// Shared by the runtime plugin, the loader and the route's failure screen; no shared-module imports allowed here.
import type { RemoteName } from '@tailwise/shared';

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

export type RemoteFailureKind = 'manifest' | 'missing' | 'entry' | 'module';

/**
 * What the loader rejects with when a remote's code cannot be fetched or started: the tag that tells a load failure
 * from a render crash. Defined here, in the first chunk, so the failure screen's chunk can check it.
 */
export class RemoteLoadError extends Error {
  constructor(
    readonly remote: RemoteName,
    readonly kind: RemoteFailureKind,
    override readonly cause: unknown,
  ) {
    super(`The ${remote} remote failed to load (${kind}): ${cause instanceof Error ? cause.message : String(cause)}`);
    this.name = 'RemoteLoadError';
  }
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
