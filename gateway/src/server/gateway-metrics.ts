// What the gateway tells Prometheus (GET /metrics on METRICS_PORT): its requests per route, and for every remote
// version the loads and errors of each canary cohort, with the counts the canary watch judges on.
import type { FastifyInstance } from 'fastify';
import { Counter, createMetricsRegistry, Gauge, instrumentHttp, type Registry } from '@tailwise/server/metrics';
import type { CanaryWatch } from '../release/canary';

const registries = new WeakMap<FastifyInstance, Registry>();

/** The registry of a gateway built by buildGateway (main.ts serves it on METRICS_PORT). */
export const metricsRegistryOf = (app: FastifyInstance): Registry | undefined => registries.get(app);

export interface GatewayMetrics {
  /** A remote version's remoteEntry.js was served. */
  load(remote: string, version: string): void;
  /** An error tagged with a remote version arrived through /monitoring. */
  error(remote: string, version: string): void;
}

export function gatewayMetrics(app: FastifyInstance, canaries: CanaryWatch): GatewayMetrics {
  const registry = createMetricsRegistry('gateway');
  registries.set(app, registry);
  instrumentHttp(app, registry);
  const labelNames = ['remote', 'version', 'cohort'] as const;
  const loads = new Counter({
    name: 'remote_entry_loads_total',
    help: 'remoteEntry.js served per remote version; cohort: canary, stable (while a canary runs) or live',
    labelNames,
    registers: [registry],
  });
  const errors = new Counter({
    name: 'remote_errors_total',
    help: 'Error events reported through /monitoring per remote version and cohort (every report, sampled as sent)',
    labelNames,
    registers: [registry],
  });
  new Gauge({
    name: 'canary_judged_visitors',
    help: 'What the canary watch judges on, per running canary: distinct visitors who loaded each version (kind=loads) and those of them who reported an error (kind=errors)',
    labelNames: [...labelNames, 'kind'],
    registers: [registry],
    async collect() {
      this.reset();
      for (const remote of canaries.runningCanaries()) {
        const stats = await canaries.stats(remote);
        for (const cohort of ['canary', 'stable'] as const) {
          const s = stats[cohort];
          if (!s.version) continue;
          this.set({ remote, version: s.version, cohort, kind: 'loads' }, s.loads);
          this.set({ remote, version: s.version, cohort, kind: 'errors' }, s.errors);
        }
      }
    },
  });
  return {
    load: (remote, version) => loads.inc({ remote, version, cohort: canaries.cohortOf(remote, version) }),
    error: (remote, version) => errors.inc({ remote, version, cohort: canaries.cohortOf(remote, version) }),
  };
}
