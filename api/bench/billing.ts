// bench:billing: a month of premiums on PostgreSQL. Seeds 100,000 ACTIVE monthly plans due across one month (2% of
// cards decline once attached), opens the month's periods, and charges them with 2 worker processes, one of them
// killed (SIGKILL) a third of the way through. Counts duplicate and missed charges from the provider's own records
// and writes bench/results/billing.json at the repo root.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import pg from 'pg';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { BILLING_CHARGE_TASK, scanDuePremiums } from '../src/features/billing/billing-service';

const apiDir = path.resolve(__dirname, '..');
const repoRoot = path.resolve(apiDir, '..');
const AGREEMENTS = Number(process.env.BENCH_AGREEMENTS ?? 100_000);
const DECLINE_EVERY = 50; // 2% of cards
const WORKERS = 2;
const CONCURRENCY = Number(process.env.BENCH_WORKER_CONCURRENCY ?? 4);
const CHARGE_RUNS = 8;
const LEASE_MS = 5000;
const KILL_AT = 1 / 3;
const AS_OF = '2026-11-30';
const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

const log = (line: string) => process.stdout.write(`${line}\n`);

async function admin(query: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(query);
  } finally {
    await client.end();
  }
}

function startWorker(databaseUrl: string, n: number): Promise<ChildProcess> {
  // One process, not tsx's CLI (which runs the worker as its child): SIGKILL must reach the worker itself.
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/worker-main.ts'], {
    cwd: apiDir,
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      WORKER_ID: `bench-${n}`,
      WORKER_CONCURRENCY: String(CONCURRENCY),
      WORKER_TASKS: BILLING_CHARGE_TASK,
      BILLING_SCAN_MS: '0',
      BILLING_LEASE_MS: String(LEASE_MS),
      DB_POOL_SIZE: String(CONCURRENCY * 3),
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
      APP_ENV: 'bench',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      if (out.includes('Tailwise worker running')) resolve(child);
    });
    child.on('exit', (code) => reject(new Error(`worker ${n} exited (${code}) before it was ready`)));
  });
}

async function main(): Promise<void> {
  const dbName = `tailwise_bench_billing_${process.pid}`;
  await admin(`create database ${dbName}`);
  const databaseUrl = adminUrl.replace(/\/[^/]*$/, `/${dbName}`);
  const base = loadConfig();
  const config = {
    ...base,
    databaseUrl,
    worker: 'off' as const,
    seedDemo: false,
    logLevel: 'warn',
    db: { ...base.db, statementTimeoutMs: 0 },
  };
  const { app, ctx } = await buildApp({ config });
  const workers: ChildProcess[] = [];
  try {
    log(`Seeding ${AGREEMENTS} monthly plans due ${AS_OF.slice(0, 7)} (1 in ${DECLINE_EVERY} cards declines)...`);
    const seedStarted = Date.now();
    const breed = await ctx.db.selectFrom('breeds').select('id').where('pet_type', '=', 0).executeTakeFirstOrThrow();
    await sql`insert into customers (uuid, firebase_uid, email, first_name, referral_code)
      select gen_random_uuid(), 'bench-' || i, 'bench' || i || '@bench.tailwise.example', 'Bench', 'BENCH' || i
      from generate_series(1, ${AGREEMENTS}) i`.execute(ctx.db);
    await sql`insert into pets (uuid, customer_id, name, pet_type, breed_id, age)
      select gen_random_uuid(), c.id, 'Pet ' || c.id, 0, ${breed.id}, 3 from customers c`.execute(ctx.db);
    await sql`insert into wallet_entries (customer_id, provider, provider_id, brand, last4, exp_month, exp_year, is_default)
      select c.id, 'CARD',
        case when c.id % ${DECLINE_EVERY} = 0 then 'card_visa_0341_122034_dl' else 'card_visa_4242_122034' end,
        'visa', case when c.id % ${DECLINE_EVERY} = 0 then '0341' else '4242' end, 12, 2034, true
      from customers c`.execute(ctx.db);
    await sql`insert into purchases (uuid, customer_id, idempotency_key, request_hash, billing_interval, total_cents,
        payment_provider, payment_provider_id, response)
      select gen_random_uuid(), c.id, 'bench-' || c.id, 'bench', 'month', 3000 + c.id % 5000, 'CARD',
        w.provider_id, '{}'::jsonb
      from customers c join wallet_entries w on w.customer_id = c.id`.execute(ctx.db);
    // Started across October, so each plan's second period falls on a day of November.
    await sql`insert into insurance_agreements (uuid, customer_id, pet_id, purchase_id, status, billing_interval,
        deductible, coinsurance_percent, is_uncapped, annual_limit_cents, price_cents, state, start_date,
        accident_coverage_date, illness_coverage_date, cruciate_coverage_date, list_monthly_cents, created_at)
      select gen_random_uuid(), c.id, p.id, pu.id, 'ACTIVE', 'month', 500, 20, false, 1000000, 3000 + c.id % 5000,
        'PA', d, d + 3, d + 14, (d + interval '6 months')::date, 3000 + c.id % 5000, d
      from customers c
        join pets p on p.customer_id = c.id
        join purchases pu on pu.customer_id = c.id
        cross join lateral (select ('2026-10-01'::date + (c.id % 30))::date as d) s`.execute(ctx.db);
    await sql`analyze`.execute(ctx.db);
    log(`  seeded in ${((Date.now() - seedStarted) / 1000).toFixed(1)} s`);

    const scanStarted = Date.now();
    const scan = await scanDuePremiums(ctx, AS_OF);
    const scanSeconds = (Date.now() - scanStarted) / 1000;
    log(`Scan as of ${AS_OF}: ${scan.opened} periods opened in ${scanSeconds.toFixed(1)} s`);

    for (let n = 1; n <= WORKERS; n += 1) workers.push(await startWorker(databaseUrl, n));
    log(`${WORKERS} worker processes running (${CONCURRENCY} jobs each); charging...`);
    const started = Date.now();
    for (let i = 0; i < CHARGE_RUNS; i += 1) {
      await ctx.jobs.enqueue(ctx.db, { task: BILLING_CHARGE_TASK, key: `bench:charge:${i}`, payload: {} });
    }

    let killed = false;
    let killedAtSettled = 0;
    for (;;) {
      const { rows } = await sql<{ due: number; settled: number }>`select
          count(*) filter (where status = 'DUE')::int as due,
          count(*) filter (where status in ('PAID', 'PAST_DUE'))::int as settled
        from premium_payments`.execute(ctx.db);
      const { due, settled } = rows[0]!;
      if (!killed && settled >= scan.opened * KILL_AT) {
        workers[0]!.kill('SIGKILL');
        killed = true;
        killedAtSettled = settled;
        log(`  killed worker 1 (SIGKILL) at ${settled} settled, ${((Date.now() - started) / 1000).toFixed(1)} s in`);
      }
      if (due === 0) break;
      if (Date.now() - started > 15 * 60_000) throw new Error(`Billing did not finish: ${due} still due`);
      await new Promise((r) => setTimeout(r, 200));
    }
    const seconds = (Date.now() - started) / 1000;

    const counts = await sql<{ charged: number; declined: number; other: number }>`select
        count(*) filter (where status = 'PAID')::int as charged,
        count(*) filter (where status = 'PAST_DUE')::int as declined,
        count(*) filter (where status not in ('PAID', 'PAST_DUE'))::int as other
      from premium_payments`.execute(ctx.db);
    const { charged, declined, other } = counts.rows[0]!;
    // From the provider's side: more than one successful charge for one period is a duplicate.
    const dup = await sql<{ n: number }>`select coalesce(sum(n - 1), 0)::int as n from (
        select split_part(idempotency_key, ':', 2) as period, count(*)::int as n from sandbox_charges
        where idempotency_key like 'premium:%' and status = 'succeeded' group by 1 having count(*) > 1) d`.execute(
      ctx.db,
    );
    // Missed: a period not settled, a paid period with no charge at the provider, a good card declined, a bad card paid.
    const missed = await sql<{ n: number }>`with taken as (
          select distinct split_part(idempotency_key, ':', 2) as period from sandbox_charges
          where idempotency_key like 'premium:%' and status = 'succeeded')
        select count(*)::int as n from premium_payments pp
        join wallet_entries w on w.customer_id = pp.customer_id
        left join taken on taken.period = pp.uuid::text
        where pp.status not in ('PAID', 'PAST_DUE')
          or (pp.status = 'PAID' and taken.period is null)
          or (pp.status = 'PAST_DUE' and w.last4 <> '0341')
          or (pp.status = 'PAID' and w.last4 = '0341')`.execute(ctx.db);
    const expectedDeclines = Math.floor(AGREEMENTS / DECLINE_EVERY);
    const result = {
      agreements: AGREEMENTS,
      charged,
      declined,
      duplicateCharges: dup.rows[0]!.n,
      missedCharges: missed.rows[0]!.n + other,
      seconds: Math.round(seconds * 10) / 10,
      chargesPerSecond: Math.round((charged + declined) / seconds),
      workers: WORKERS,
      jobsPerWorker: CONCURRENCY,
      killedWorkerAtSettled: killedAtSettled,
      expectedDeclines,
      scanSeconds: Math.round(scanSeconds * 10) / 10,
      date: new Date().toISOString(),
    };
    log(JSON.stringify(result, null, 2));
    mkdirSync(path.join(repoRoot, 'bench/results'), { recursive: true });
    writeFileSync(path.join(repoRoot, 'bench/results/billing.json'), `${JSON.stringify(result, null, 2)}\n`);
    if (result.duplicateCharges > 0 || result.missedCharges > 0 || declined !== expectedDeclines) process.exitCode = 1;
  } finally {
    for (const w of workers) if (w.exitCode === null && w.signalCode === null) w.kill('SIGTERM');
    await Promise.all(
      workers.map((w) =>
        w.exitCode === null && w.signalCode === null ? new Promise((r) => w.once('exit', r)) : Promise.resolve(),
      ),
    );
    await app.close();
    await admin(`drop database if exists ${dbName} with (force)`);
  }
}

main().catch((err: unknown) => {
  process.stderr.write(`${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`);
  process.exit(1);
});
