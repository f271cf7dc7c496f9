// What the gateway tells Prometheus (GET /metrics on METRICS_PORT): its requests per route, and for every remote
// version the loads and errors of each canary cohort, with the counts the canary watch judges on.
import type { FastifyInstance } from 'fastify';
import {
  Counter,
  createMetricsRegistry,
  Gauge,
  Histogram,
  instrumentHttp,
  type Registry,
} from '@tailwise/server/metrics';
import type { CanaryWatch } from '../release/canary';
import type { VitalName } from '../release/canary-counts';

const registries = new WeakMap<FastifyInstance, Registry>();

/** The registry of a gateway built by buildGateway (main.ts serves it on METRICS_PORT). */
export const metricsRegistryOf = (app: FastifyInstance): Registry | undefined => registries.get(app);

export interface GatewayMetrics {
  /** A remote version's remoteEntry.js was served. */
  load(remote: string, version: string): void;
  /** An error tagged with a remote version arrived through /monitoring. */
  error(remote: string, version: string): void;
  /** A visitor's Web Vital for a remote version arrived through /vitals (ms, or CLS's own unit). */
  vital(remote: string, version: string, name: VitalName, value: number): void;
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
  const vitals: Record<VitalName, { histogram: Histogram<(typeof labelNames)[number]>; scale: number }> = {
    LCP: {
      histogram: new Histogram({
        name: 'web_vitals_lcp_seconds',
        help: "Largest Contentful Paint real visitors' browsers measured, per remote version and cohort (sampled)",
        labelNames,
        buckets: [0.5, 1, 1.5, 1.8, 2.5, 3, 4, 6, 10],
        registers: [registry],
      }),
      scale: 1 / 1000,
    },
    INP: {
      histogram: new Histogram({
        name: 'web_vitals_inp_seconds',
        help: "Interaction to Next Paint real visitors' browsers measured, per remote version and cohort (sampled)",
        labelNames,
        buckets: [0.05, 0.1, 0.2, 0.3, 0.5, 1, 2],
        registers: [registry],
      }),
      scale: 1 / 1000,
    },
    CLS: {
      histogram: new Histogram({
        name: 'web_vitals_cls',
        help: "Cumulative Layout Shift real visitors' browsers measured, per remote version and cohort (sampled)",
        labelNames,
        buckets: [0.01, 0.02, 0.05, 0.1, 0.25, 0.5, 1],
        registers: [registry],
      }),
      scale: 1,
    },
  };
  return {
    vital: (remote, version, name, value) =>
      vitals[name].histogram.observe(
        { remote, version, cohort: canaries.cohortOf(remote, version) },
        value * vitals[name].scale,
      ),
    load: (remote, version) => loads.inc({ remote, version, cohort: canaries.cohortOf(remote, version) }),
    error: (remote, version) => errors.inc({ remote, version, cohort: canaries.cohortOf(remote, version) }),
  };
}
