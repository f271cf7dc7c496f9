// The job queue's contract, on whichever database the suite runs (graphile-worker on PostgreSQL in CI, the in-process
// runner on PGlite): jobs follow their transaction, keys dedupe, failures back off and end dead, dead jobs re-run,
// and an email job that runs twice or dies mid-send gives one email.
import { sql } from 'kysely';
import { useTestApp } from '../test/harness';
import { EMAIL_TASK, enqueueEmail, sendQueuedEmail, type EmailJobPayload } from '../mail/email-job';
import { CLAIM_DECIDE_TASK, CLAIM_PAYOUT_TASK } from '../features/claims/decision/claim-steps';
import { drainJobs } from './drain';
import { QUICK_TASK_STALE_MS, TASK_PRIORITY, type TaskList } from './queue';

const t = useTestApp();

const waitFor = async (check: () => Promise<boolean>, timeoutMs = 20_000) => {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error('Timed out');
};

test('a job enqueued in a rolled-back transaction never runs; a committed one runs once', async () => {
  const ran: string[] = [];
  const tasks: TaskList = { 'test:note': async (payload) => void ran.push((payload as { n: string }).n) };
  await t.ctx.db
    .transaction()
    .execute(async (trx) => {
      await t.ctx.jobs.enqueue(trx, { task: 'test:note', key: 'note:rolled-back', payload: { n: 'rolled-back' } });
      throw new Error('the change fails');
    })
    .catch(() => undefined);
  await t.ctx.db.transaction().execute(async (trx) => {
    await t.ctx.jobs.enqueue(trx, { task: 'test:note', key: 'note:committed', payload: { n: 'committed' } });
  });
  await drainJobs(t.ctx, { tasks });
  expect(ran).toEqual(['committed']);
});

test('a second job with the same key is not added while the first waits', async () => {
  const ran: string[] = [];
  const tasks: TaskList = { 'test:dedupe': async (payload) => void ran.push((payload as { n: string }).n) };
  await t.ctx.jobs.enqueue(t.ctx.db, { task: 'test:dedupe', key: 'dedupe:1', payload: { n: 'first' } });
  await t.ctx.jobs.enqueue(t.ctx.db, { task: 'test:dedupe', key: 'dedupe:1', payload: { n: 'second' } });
  await drainJobs(t.ctx, { tasks });
  expect(ran).toEqual(['first']);
});

test('a failing job backs off, ends dead after its attempts, is listed, and runs again on retry', async () => {
  let fail = true;
  let calls = 0;
  const tasks: TaskList = {
    'test:flaky': async () => {
      calls += 1;
      if (fail) throw new Error('the provider is down');
    },
  };
  await t.ctx.jobs.enqueue(t.ctx.db, { task: 'test:flaky', key: 'flaky:1', payload: {}, maxAttempts: 2 });
  const runner = await t.ctx.jobs.run(tasks, { concurrency: 1 });
  try {
    // Until the failure is recorded: the handler threw a moment before its runner wrote the error down.
    await waitFor(async () => (await t.ctx.jobs.pending()).some((j) => j.key === 'flaky:1' && j.lastError !== null));
    expect(calls).toBe(1);
    // After the first failure the job waits e^1 s (about 2.7 s) before its second attempt.
    const waiting = (await t.ctx.jobs.pending()).find((j) => j.key === 'flaky:1');
    expect(waiting).toBeDefined();
    expect(waiting!.attempts).toBe(1);
    expect(waiting!.lastError).toContain('the provider is down');
    expect(waiting!.runAt.getTime()).toBeGreaterThan(Date.now() + 1000);
    await waitFor(async () => (await t.ctx.jobs.failed()).some((j) => j.key === 'flaky:1'));
  } finally {
    await runner.stop();
  }
  expect(calls).toBe(2);
  const dead = (await t.ctx.jobs.failed()).find((j) => j.key === 'flaky:1')!;
  expect(dead).toMatchObject({ task: 'test:flaky', attempts: 2, maxAttempts: 2 });
  // Its key stays taken while it is dead: the same work is not queued twice behind a person's back.
  await t.ctx.jobs.enqueue(t.ctx.db, { task: 'test:flaky', key: 'flaky:1', payload: {} });
  expect((await t.ctx.jobs.pending()).filter((j) => j.key === 'flaky:1')).toHaveLength(0);

  fail = false;
  expect(await t.ctx.jobs.retry('999999999')).toBe(false);
  expect(await t.ctx.jobs.retry(dead.id)).toBe(true);
  await drainJobs(t.ctx, { tasks });
  expect(calls).toBe(3);
  expect((await t.ctx.jobs.failed()).some((j) => j.key === 'flaky:1')).toBe(false);
});

const claimEmail = (to: string): EmailJobPayload['message'] => ({
  template: 'claim-received',
  to,
  data: {
    firstName: 'Alex',
    petName: 'Rex',
    claimNumber: 'CLM-1234',
    claimType: 'INSURANCE',
    amountCents: 45_000,
    dateOfService: '2026-11-20',
    clinicName: 'Main Street Vet',
    claimUrl: 'http://localhost:8080/dashboard/claims',
  },
});

test('an email job that runs twice, or whose worker died mid-send, gives one email', async () => {
  const to = 'twice@test.tailwise.example';
  await enqueueEmail(t.ctx, t.ctx.db, 'claim-received:twice', claimEmail(to));
  await drainJobs(t.ctx);
  // The same job run again by hand (a re-run after a crash that lost the job's completion).
  await sendQueuedEmail(t.ctx, { key: 'claim-received:twice', message: claimEmail(to) });
  // Enqueued again after the first finished (its queue key is free again): the email log still holds the key.
  await enqueueEmail(t.ctx, t.ctx.db, 'claim-received:twice', claimEmail(to));
  await drainJobs(t.ctx);

  // A worker that rendered and recorded the email, then died before marking it sent.
  const dying = 'dying@test.tailwise.example';
  await sendQueuedEmail(t.ctx, { key: 'claim-received:dying', message: claimEmail(dying) });
  await t.ctx.db
    .updateTable('emails')
    .set({ status: 'SENDING', sent_at: null })
    .where('dedupe_key', '=', 'claim-received:dying')
    .execute();
  await enqueueEmail(t.ctx, t.ctx.db, 'claim-received:dying', claimEmail(dying));
  await Promise.all([
    drainJobs(t.ctx),
    sendQueuedEmail(t.ctx, { key: 'claim-received:dying', message: claimEmail(dying) }),
  ]);

  const rows = await sql<{ recipient: string; status: string; n: number }>`select recipient, status, count(*)::int as n
    from emails where recipient in (${to}, ${dying}) group by recipient, status order by recipient`.execute(t.ctx.db);
  expect(rows.rows).toEqual([
    { recipient: dying, status: 'SENT', n: 1 },
    { recipient: to, status: 'SENT', n: 1 },
  ]);
  const tasks = (await t.ctx.jobs.pending()).filter((j) => j.task === EMAIL_TASK);
  expect(tasks).toHaveLength(0);
});

test('a job a dead worker left locked is released and runs once', async () => {
  const ran: string[] = [];
  const tasks: TaskList = { 'test:orphan': async (payload) => void ran.push((payload as { n: string }).n) };
  await t.ctx.jobs.enqueue(t.ctx.db, { task: 'test:orphan', key: 'orphan:1', payload: { n: 'orphan' } });
  // As a worker killed mid-job leaves it: locked 20 minutes ago, by a worker that is gone.
  if (t.ctx.jobs.kind === 'local') {
    await sql`update local_jobs set locked_at = now() - interval '20 minutes', locked_by = 'dead', attempts = 1
      where key = 'orphan:1'`.execute(t.ctx.db);
  } else {
    await sql`update ${sql.id(t.jobSchema!, '_private_jobs')} set locked_at = now() - interval '20 minutes',
      locked_by = 'dead', attempts = 1 where key = 'orphan:1'`.execute(t.ctx.db);
  }
  // A lock younger than the threshold is left alone.
  expect(await t.ctx.jobs.releaseStale(60 * 60 * 1000)).toBe(0);
  expect(await t.ctx.jobs.releaseStale(10 * 60 * 1000)).toBe(1);
  await drainJobs(t.ctx, { tasks });
  expect(ran).toEqual(['orphan']);
  expect((await t.ctx.jobs.pending()).filter((j) => j.key === 'orphan:1')).toHaveLength(0);
});

/** Marks a job as a worker killed mid-job leaves it: locked `secondsAgo` seconds ago by a worker that is gone. */
async function lockedByDeadWorker(key: string, secondsAgo: number): Promise<void> {
  const lockedAt = sql`now() - make_interval(secs => ${secondsAgo})`;
  if (t.ctx.jobs.kind === 'local') {
    await sql`update local_jobs set locked_at = ${lockedAt}, locked_by = 'dead', attempts = 1
      where key = ${key}`.execute(t.ctx.db);
  } else {
    await sql`update ${sql.id(t.jobSchema!, '_private_jobs')} set locked_at = ${lockedAt}, locked_by = 'dead',
      attempts = 1 where key = ${key}`.execute(t.ctx.db);
  }
}

test("a claim's decision and payout run before the emails queued ahead of them", async () => {
  expect(TASK_PRIORITY[CLAIM_DECIDE_TASK]).toBeLessThan(0);
  expect(TASK_PRIORITY[CLAIM_PAYOUT_TASK]).toBeLessThan(0);
  const ran: string[] = [];
  const record = (name: string) => async () => void ran.push(name);
  const tasks: TaskList = {
    'test:mail': async (payload) => void ran.push((payload as { n: string }).n),
    [CLAIM_DECIDE_TASK]: record('decide'),
    [CLAIM_PAYOUT_TASK]: record('payout'),
  };
  await t.ctx.jobs.enqueue(t.ctx.db, { task: 'test:mail', key: 'mail:1', payload: { n: 'mail 1' } });
  await t.ctx.jobs.enqueue(t.ctx.db, { task: 'test:mail', key: 'mail:2', payload: { n: 'mail 2' } });
  await t.ctx.jobs.enqueue(t.ctx.db, { task: CLAIM_DECIDE_TASK, key: 'priority:decide', payload: { claimId: 0 } });
  await t.ctx.jobs.enqueue(t.ctx.db, { task: CLAIM_PAYOUT_TASK, key: 'priority:payout', payload: { claimId: 0 } });
  await drainJobs(t.ctx, { tasks, concurrency: 1 });
  expect(ran).toEqual(['decide', 'payout', 'mail 1', 'mail 2']);
});

test("a claim's job a dead worker held is freed after seconds; other tasks wait the full stale time", async () => {
  const ran: string[] = [];
  const tasks: TaskList = {
    [CLAIM_PAYOUT_TASK]: async () => void ran.push('payout'),
    'test:long': async () => void ran.push('long'),
  };
  await t.ctx.jobs.enqueue(t.ctx.db, { task: CLAIM_PAYOUT_TASK, key: 'quick:payout', payload: { claimId: 0 } });
  await t.ctx.jobs.enqueue(t.ctx.db, { task: 'test:long', key: 'quick:long', payload: {} });
  await t.ctx.jobs.enqueue(t.ctx.db, { task: CLAIM_DECIDE_TASK, key: 'quick:recent', payload: { claimId: 0 } });
  const lockedFor = QUICK_TASK_STALE_MS / 1000 + 5;
  await lockedByDeadWorker('quick:payout', lockedFor);
  await lockedByDeadWorker('quick:long', lockedFor);
  // Locked a moment ago: its worker may well be running it.
  await lockedByDeadWorker('quick:recent', 1);
  expect(await t.ctx.jobs.releaseStale(QUICK_TASK_STALE_MS, [CLAIM_PAYOUT_TASK, CLAIM_DECIDE_TASK])).toBe(1);
  const runner = await t.ctx.jobs.run(tasks, { concurrency: 1 });
  try {
    await waitFor(async () => ran.includes('payout'));
    await new Promise((r) => setTimeout(r, 300));
  } finally {
    await runner.stop();
  }
  expect(ran).toEqual(['payout']);
  // Everything else a dead worker held runs after the full stale time, as before.
  expect(await t.ctx.jobs.releaseStale(0)).toBe(2);
  await drainJobs(t.ctx, { tasks: { ...tasks, [CLAIM_DECIDE_TASK]: async () => void ran.push('recent') } });
  expect(ran.sort()).toEqual(['long', 'payout', 'recent']);
});
