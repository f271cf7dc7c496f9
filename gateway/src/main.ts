// Starts the gateway from its environment: the public listener, and /metrics on METRICS_PORT when set.
import { startMetricsServer } from '@tailwise/server/metrics';
import { readGatewayConfig } from './config';
import { buildGateway } from './server/gateway';
import { metricsRegistryOf } from './server/gateway-metrics';

async function main() {
  const config = readGatewayConfig();
  const app = await buildGateway(config);
  await app.listen({ port: config.port, host: config.host });
  const registry = metricsRegistryOf(app);
  const metrics =
    config.metricsPort != null && registry ? await startMetricsServer(registry, config.metricsPort, config.host) : null;
  if (metrics) app.log.info(`Prometheus metrics on http://localhost:${metrics.port}/metrics`);
  app.log.info(`Tailwise gateway on http://localhost:${config.port} (store ${config.storeDir}, API ${config.apiUrl})`);
  const shutdown = async () => {
    await Promise.all([app.close(), metrics?.close()]);
    process.exit(0);
  };
  process.on('SIGTERM', shutdown);
  process.on('SIGINT', shutdown);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
