// Starts the API: checks the environment, opens and seeds the database, listens, and drains on SIGTERM.
import { startMetricsServer } from '@tailwise/server/metrics';
import { buildApp } from './app';
import { assertSafeToStart, loadConfig } from './config';
import { startCheckoutReconciler } from './features/checkout/reconciler';
import { seedDemoReviews } from './features/reviews/demo-reviews';
import { keepDemoAccount } from './seed/demo-account-keeper';
import { ADJUSTER_EMAIL, DEMO_EMAIL, seedDemoCustomer } from './seed/demo';

async function main(): Promise<void> {
  const config = loadConfig();
  assertSafeToStart(config);
  const { app, ctx, database, metrics } = await buildApp({ config });
  const metricsServer =
    config.metricsPort === null ? null : await startMetricsServer(metrics.registry, config.metricsPort, config.host);

  let keeper: { stop(): void } | null = null;
  let reconciler: { stop(): void } | null = null;
  if (config.seedDemo) {
    const created = await seedDemoCustomer(ctx.db, ctx.catalog, ctx.invoices);
    if (created) app.log.info('demo customer created');
    const samples = await seedDemoReviews(ctx.db, await ctx.clock.today());
    if (samples > 0) app.log.info({ samples }, 'sample reviews created');
    if (config.authEmulatorHost) {
      keeper = keepDemoAccount(ctx.identity, config.demoPassword, app.log);
      // Printed for people, not logged: this is a local demo password, not a secret.
      process.stdout.write(
        `\nDemo account: ${DEMO_EMAIL} / ${config.demoPassword}  (Auth emulator ${config.authEmulatorHost})\n` +
          `Claims adjuster (/ops): ${ADJUSTER_EMAIL} / ${config.demoPassword}\n\n`,
      );
    } else {
      app.log.warn(
        'FIREBASE_AUTH_EMULATOR_HOST is not set: the demo Firebase account is not created, and tokens are checked against Firebase itself',
      );
    }
  }

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'draining in-flight requests');
    keeper?.stop();
    reconciler?.stop();
    // Give up after 10 s so an orchestrator never waits forever.
    setTimeout(() => process.exit(1), 10_000).unref();
    Promise.all([app.close(), metricsServer?.close()]).then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));

  await app.listen({ host: config.host, port: config.port });
  // Checkouts a dead process left charged but unrecorded: settled now, then on a timer.
  reconciler = startCheckoutReconciler(ctx, config.checkoutReconcileMs);
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  app.log.info({ port, database: database.kind, metricsPort: metricsServer?.port ?? null }, 'Tailwise API listening');
}

main().catch((err: unknown) => {
  process.stderr.write(
    `Tailwise API failed to start: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`,
  );
  process.exit(1);
});
