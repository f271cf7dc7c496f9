// `npm run stack:scaled`: 2 API and 2 gateway instances behind nginx, and 2 job workers, on http://localhost:8080 (PORT), on
// PostgreSQL (DATABASE_URL), Redis (REDIS_URL) and an S3 bucket (S3_BUCKET, or s3rver on loopback), with Prometheus
// (from Debian's packages) scraping every instance.
// Releases every app first when the store holds none (`--build` always rebuilds).
import path from 'node:path';
import { ensureInstalled } from './lib/ensure-install.mjs';

ensureInstalled();

const { root } = await import('./lib/stack.mjs');
const { ensureReleased, startScaledStack } = await import('./lib/scaled-stack.mjs');

const store = path.resolve(process.env.RELEASE_STORE ?? path.join(root, '.releases'));
const port = Number(process.env.PORT ?? 8080);
const count = (name) => Math.max(1, Number(process.env[name] ?? 2));

await ensureReleased(store, { build: process.argv.includes('--build') });
const stack = await startScaledStack({
  port,
  store,
  apis: count('API_INSTANCES'),
  gateways: count('GATEWAY_INSTANCES'),
  workers: count('WORKER_INSTANCES'),
  log: process.argv.includes('--log'),
  env: { SENTRY_DSN: process.env.SENTRY_DSN ?? `http://tailwise_local@localhost:${port}/1` },
});
console.log(`
  Tailwise (scaled) is running: ${stack.url}
  Load balancer: nginx, configuration ${stack.nginxConfigFile}
  Gateways: ${stack.gateways.map((g) => `127.0.0.1:${g.port}`).join(', ')}
  APIs:     ${stack.apis.map((a) => `127.0.0.1:${a.port}`).join(', ')} (balanced at ${stack.apiUrl})
  Workers:  ${stack.workers.length} (graphile-worker on the same PostgreSQL)
  PostgreSQL ${stack.databaseUrl.replace(/\/\/[^@]*@/, '//')}, Redis ${stack.redisUrl}
  Prometheus: ${stack.prometheusUrl} (scraping every instance's /metrics: APIs ${stack.metricsPorts.api.join(', ')}, workers ${stack.metricsPorts.worker.join(', ')}, gateways ${stack.metricsPorts.gateway.join(', ')})
  Demo account: demo@tailwise.example / ${process.env.DEMO_PASSWORD ?? 'Tailwise-demo-2024'}
  Claims adjuster (/ops): adjuster@tailwise.example / ${process.env.DEMO_PASSWORD ?? 'Tailwise-demo-2024'}
  Press Ctrl+C to stop.
`);

let stopping = false;
const stopAll = async (code) => {
  if (stopping) return;
  stopping = true;
  console.log('\nStopping...');
  await stack.stop();
  process.exit(code);
};
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => stopAll(0));
for (const child of stack.children) {
  child.on('exit', (code) => {
    if (stopping) return;
    console.error(`${child.label} exited (code ${code}); stopping the stack.\n${child.output?.() ?? ''}`);
    stopAll(1);
  });
}
