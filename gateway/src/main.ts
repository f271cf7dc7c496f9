import { readGatewayConfig } from './config';
import { buildGateway } from './server/gateway';

async function main() {
  const config = readGatewayConfig();
  const app = await buildGateway(config);
  await app.listen({ port: config.port, host: config.host });
  app.log.info(`Tailwise gateway on http://localhost:${config.port} (store ${config.storeDir}, API ${config.apiUrl})`);
  const shutdown = async () => {
    await app.close();
    process.exit(0);
  };
  process.on('SIGTERM', shutdown);
  process.on('SIGINT', shutdown);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
