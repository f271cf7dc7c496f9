// `npm run worker -w api`: a worker as its own process, beside the API instances (stack:scaled, production). It
// needs PostgreSQL: PGlite belongs to one process, where the API works the jobs itself.
import { startMetricsServer } from '@tailwise/server/metrics';
import { buildApp } from './app';
import { assertSafeToStart, loadConfig } from './config';
import { startWorker } from './jobs/worker';

async function main(): Promise<void> {
  const base = loadConfig();
  if (!base.databaseUrl) {
    throw new Error(
      'A worker process needs DATABASE_URL (PostgreSQL). On the embedded PGlite database the API runs the worker itself.',
    );
  }
  assertSafeToStart(base);
  const { app, ctx, metrics } = await buildApp({
    config: { ...base, worker: 'off', seedDemo: false },
    service: 'worker',
  });
  const metricsServer =
    base.metricsPort === null ? null : await startMetricsServer(metrics.registry, base.metricsPort, base.host);
  const worker = await startWorker(ctx, { workerId: process.env.WORKER_ID ?? `worker-${process.pid}` });
  // A plain line whatever the log level: scripts (stack:scaled, bench:billing) wait for it.
  process.stdout.write(
    `Tailwise worker running (${ctx.jobs.kind}, ${ctx.config.workerConcurrency} jobs at once${
      ctx.config.workerTasks ? `, tasks ${ctx.config.workerTasks.join(', ')}` : ''
    })\n`,
  );

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'worker finishing the jobs it holds');
    setTimeout(() => process.exit(1), 30_000).unref();
    worker
      .stop()
      .then(() => Promise.all([app.close(), metricsServer?.close()]))
      .then(
        () => process.exit(0),
        () => process.exit(1),
      );
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
}

main().catch((err: unknown) => {
  process.stderr.write(
    `Tailwise worker failed to start: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`,
  );
  process.exit(1);
});
