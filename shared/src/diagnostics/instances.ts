// Records which React, QueryClient and API client each app runs with. One of each across the
// shell and every remote is what Module Federation's singletons promise; ops and tests read
// window.__tailwise.instances to check it, and a mismatch is reported. The QueryClient is known
// later than the rest (React Query loads on demand), so apps register what they have when they have it.
import { errorReporter } from '../monitoring/error-reporter';

export interface AppInstances {
  react: unknown;
  queryClient: unknown;
  apiClient: unknown;
}

interface TailwiseGlobal {
  instances: Record<string, Partial<AppInstances>>;
}

function registry(): TailwiseGlobal {
  const g = globalThis as unknown as { __tailwise?: TailwiseGlobal };
  g.__tailwise ??= { instances: {} };
  g.__tailwise.instances ??= {};
  return g.__tailwise;
}

export function registerAppInstances(app: string, instances: Partial<AppInstances>): void {
  const all = registry().instances;
  all[app] = { ...all[app], ...instances };
  const others = app === 'shell' ? Object.keys(all).filter((a) => a !== 'shell') : [app];
  const shell = all.shell;
  if (!shell) return;
  for (const other of others) {
    const entry = all[other]!;
    const mismatched = (Object.keys(entry) as (keyof AppInstances)[]).filter(
      (k) => k in shell && entry[k] !== shell[k],
    );
    if (mismatched.length > 0)
      errorReporter.captureMessage(`Duplicate singletons in ${other}: ${mismatched.join(', ')}`, 'error');
  }
}
