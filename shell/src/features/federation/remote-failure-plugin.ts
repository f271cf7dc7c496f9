// Federation runtime plugin: a timeout on remote entries, and a marker instead of a thrown error
// when a remote fails, so the route's boundary can show its fallback and the rest keeps working.
// It runs before shared modules exist, so it imports nothing that is shared (no React, no @tailwise/shared).
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { REMOTE_LOAD_FAILURE, remoteLoadTimeoutMs, type RemoteLoadFailure } from './remote-load-failure';

export default function remoteFailurePlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'tailwise-remote-failure',
    createScript({ url }) {
      // A hung entry counts as failed after the configured timeout instead of the runtime's 20 s.
      const script = document.createElement('script');
      script.src = url;
      script.async = true;
      return { script, timeout: remoteLoadTimeoutMs() };
    },
    errorLoadRemote({ id, error, lifecycle }): RemoteLoadFailure {
      return { [REMOTE_LOAD_FAILURE]: true, id, lifecycle, error };
    },
  };
}
