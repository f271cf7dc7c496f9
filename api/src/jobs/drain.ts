// Runs the queue until nothing is ready to run: tests, the jobs CLI (`run`) and the bench use it to wait for the
// background work an action queued, instead of sleeping for a guessed time.
import type { AppContext } from '../context';
import { productTasks } from './worker';
import type { TaskList } from './queue';

export async function drainJobs(
  ctx: AppContext,
  options: { tasks?: TaskList; timeoutMs?: number; concurrency?: number } = {},
): Promise<void> {
  const runner = await ctx.jobs.run(options.tasks ?? productTasks(ctx), { concurrency: options.concurrency ?? 2 });
  const deadline = Date.now() + (options.timeoutMs ?? 60_000);
  try {
    let idleChecks = 0;
    while (Date.now() < deadline) {
      const now = Date.now();
      const ready = (await ctx.jobs.pending()).filter((j) => j.runAt.getTime() <= now + 50);
      idleChecks = ready.length === 0 ? idleChecks + 1 : 0;
      // Twice idle in a row: a job that just finished may have queued another in its last transaction.
      if (idleChecks >= 2) return;
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error('Jobs still waiting after the drain timeout');
  } finally {
    await runner.stop();
  }
}
