// `npm run jobs -- <command>`: what an engineer on call needs of the queue: list dead jobs and re-run one, see what
// waits, and run billing now for a given day (--as-of) without waiting for the timer.
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { runBillingScan, runChargeBatch } from '../features/billing/billing-service';
import { drainJobs } from './drain';
import type { JobInfo } from './queue';

const USAGE = `Usage: npm run jobs -- <command>
  failed                 jobs that used up their attempts (the dead state)
  pending                jobs waiting or running
  retry <id>             run a dead job again, with fresh attempts
  billing [--as-of DAY]  open the periods due by DAY (default: the clock's today) and charge them now
  run                    work every job that is ready, then exit
Uses DATABASE_URL (PostgreSQL), or the local PGlite database when the API is not running.`;

const line = (j: JobInfo) =>
  `${j.id.padStart(6)}  ${j.task.padEnd(16)} attempts ${j.attempts}/${j.maxAttempts}  ${j.key ?? ''}${
    j.lastError ? `\n        last error: ${j.lastError}` : ''
  }`;

async function main(argv: string[]): Promise<number> {
  const [command, ...rest] = argv;
  if (!command || command === '--help' || command === 'help') {
    process.stdout.write(`${USAGE}\n`);
    return command ? 0 : 1;
  }
  const asOfFlag = rest.indexOf('--as-of');
  const asOf = asOfFlag >= 0 ? rest[asOfFlag + 1] : undefined;
  if (asOfFlag >= 0 && !/^\d{4}-\d{2}-\d{2}$/.test(asOf ?? '')) {
    process.stderr.write('--as-of takes a day as YYYY-MM-DD\n');
    return 2;
  }
  const config = {
    ...loadConfig(),
    worker: 'off' as const,
    seedDemo: false,
    logLevel: process.env.LOG_LEVEL ?? 'warn',
  };
  if (asOf && config.production) {
    process.stderr.write('--as-of is refused in production: billing there runs on the real date.\n');
    return 2;
  }
  const { app, ctx } = await buildApp({ config });
  try {
    switch (command) {
      case 'failed': {
        const jobs = await ctx.jobs.failed();
        process.stdout.write(jobs.length ? `${jobs.map(line).join('\n')}\n` : 'No failed jobs.\n');
        return 0;
      }
      case 'pending': {
        const jobs = await ctx.jobs.pending();
        process.stdout.write(jobs.length ? `${jobs.map(line).join('\n')}\n` : 'No jobs waiting.\n');
        return 0;
      }
      case 'retry': {
        const id = rest[0];
        if (!id || !(await ctx.jobs.retry(id))) {
          process.stderr.write(`No failed job ${id ?? ''}: see npm run jobs -- failed\n`);
          return 1;
        }
        process.stdout.write(`Job ${id} will run again.\n`);
        return 0;
      }
      case 'billing': {
        const started = Date.now();
        await runBillingScan(ctx, asOf ? { asOf } : {}, 0);
        const charged = await runChargeBatch(ctx);
        await drainJobs(ctx);
        process.stdout.write(
          `Billing${asOf ? ` as of ${asOf}` : ''}: ${charged} periods attempted in ${Date.now() - started} ms.\n`,
        );
        return 0;
      }
      case 'run':
        await drainJobs(ctx, { timeoutMs: 10 * 60_000 });
        process.stdout.write('Every ready job has run.\n');
        return 0;
      default:
        process.stderr.write(`Unknown command ${command}\n${USAGE}\n`);
        return 2;
    }
  } finally {
    await app.close();
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (err: unknown) => {
    process.stderr.write(`${err instanceof Error ? err.message : String(err)}\n`);
    process.exit(1);
  },
);
