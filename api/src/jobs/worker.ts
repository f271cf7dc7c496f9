// A worker: runs the product's background tasks (email, billing, claim decisions and payouts) from the queue, and looks for premiums due on a
// timer. Inside the API on PGlite (`npm start`), or as its own process (`npm run worker -w api`).
import type { AppContext } from '../context';
import {
  BILLING_CHARGE_TASK,
  BILLING_RECEIPTS_TASK,
  BILLING_SCAN_TASK,
  enqueueBilling,
  runBillingScan,
  queueReceipts,
  runChargeBatch,
} from '../features/billing/billing-service';
import { CLAIM_DECIDE_TASK, CLAIM_PAYOUT_TASK } from '../features/claims/decision/claim-steps';
import { decideSubmittedClaim, payApprovedClaim, type ClaimJobPayload } from '../features/claims/decision/decide-claim';
import { EMAIL_TASK, sendQueuedEmail, type EmailJobPayload } from '../mail/email-job';
import { QUICK_TASK_STALE_MS, QUICK_TASK_SWEEP_MS, STALE_LOCK_MS, type TaskList } from './queue';

/** Tasks of a second or less, safe to run twice at once: freed QUICK_TASK_STALE_MS after their worker died. */
const QUICK_TASKS = [CLAIM_DECIDE_TASK, CLAIM_PAYOUT_TASK];

export interface Worker {
  stop(): Promise<void>;
}

export function productTasks(ctx: AppContext): TaskList {
  return {
    [EMAIL_TASK]: (payload) => sendQueuedEmail(ctx, payload as EmailJobPayload),
    [BILLING_SCAN_TASK]: (payload) => runBillingScan(ctx, payload as { asOf?: string }),
    [BILLING_CHARGE_TASK]: async () => {
      await runChargeBatch(ctx);
    },
    [BILLING_RECEIPTS_TASK]: async () => {
      await queueReceipts(ctx);
    },
    [CLAIM_DECIDE_TASK]: (payload) => decideSubmittedClaim(ctx, payload as ClaimJobPayload),
    [CLAIM_PAYOUT_TASK]: (payload) => payApprovedClaim(ctx, payload as ClaimJobPayload),
  };
}

export async function startWorker(
  ctx: AppContext,
  options: { concurrency?: number; billingScanMs?: number; workerId?: string } = {},
): Promise<Worker> {
  const all = productTasks(ctx);
  const only = ctx.config.workerTasks;
  const tasks = only ? Object.fromEntries(Object.entries(all).filter(([name]) => only.includes(name))) : all;
  const runner = await ctx.jobs.run(tasks, {
    concurrency: options.concurrency ?? ctx.config.workerConcurrency,
    ...(options.workerId ? { workerId: options.workerId } : {}),
  });
  // Jobs a dead worker left locked run again now, and on every tick after.
  const releaseStale = () =>
    ctx.jobs.releaseStale(STALE_LOCK_MS).then(
      (n) => {
        if (n > 0) ctx.log.warn({ jobs: n }, 'released jobs a dead worker held');
      },
      (err: unknown) =>
        ctx.log.error({ err: err instanceof Error ? err.message : String(err) }, 'could not release stale jobs'),
    );
  await releaseStale();
  // A customer's claim a dead worker held waits seconds for another worker, not the 10 minutes above.
  const quickSweep = setInterval(() => {
    ctx.jobs.releaseStale(QUICK_TASK_STALE_MS, QUICK_TASKS).then(
      (n) => {
        if (n > 0) ctx.log.warn({ jobs: n }, 'released claim jobs a dead worker held');
      },
      (err: unknown) =>
        ctx.log.error({ err: err instanceof Error ? err.message : String(err) }, 'could not release claim jobs'),
    );
  }, QUICK_TASK_SWEEP_MS);
  quickSweep.unref();
  const every = options.billingScanMs ?? ctx.config.billingScanMs;
  const timer =
    every > 0
      ? setInterval(() => {
          void releaseStale();
          enqueueBilling(ctx).catch((err: unknown) =>
            ctx.log.error(
              { err: err instanceof Error ? err.message : String(err) },
              'could not queue the billing scan',
            ),
          );
        }, every)
      : null;
  timer?.unref();
  return {
    async stop() {
      clearInterval(quickSweep);
      if (timer) clearInterval(timer);
      await runner.stop();
    },
  };
}
