// `npm run bench:data`: the API at production size. Fills a PostgreSQL schema with generated data by COPY (1,000,000
// customers, 1,500,000 pets and insurance agreements, 3,000,000 claims, a year of monthly premiums), then measures
// p50 and p99 of what a signed-in customer reads (/me/, pets, claims list, a claim, payment history), the staff
// review queue (its first page, and a page deep into it by cursor), the billing job's due-today query and a
// checkout, through the real app. Every query each one ran is EXPLAINed, and a plan that reads a large table whole
// fails `usesIndex`. Writes bench/results/data.json and the plans to bench/results/data-explain.json.
//
// DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test), BENCH_DATA_CUSTOMERS (default 1000000),
// BENCH_DATA_RUNS (default 200 per read), BENCH_DATA_KEEP=1 reuses a schema already filled to that size.
import { randomUUID } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import { buildApp } from '../src/app';
import { loadConfig, RATE_LIMIT_VARIABLES } from '../src/config';
import { openDatabase } from '../src/db/client';
import { scanDuePremiums } from '../src/features/billing/billing-service';
import { call, cardToken, createUser, SHIPPING_PA, signIn } from '../src/test/harness';
import { STAFF_ROLE } from '@tailwise/shared/contract';

const repoRoot = path.resolve(__dirname, '../..');
const DATABASE_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const SCHEMA = 'bench_data';
const CUSTOMERS = Number(process.env.BENCH_DATA_CUSTOMERS ?? 1_000_000);
const RUNS = Number(process.env.BENCH_DATA_RUNS ?? 200);
/** Tables whose whole-table scan at this size is a bug. */
const LARGE = ['customers', 'pets', 'insurance_agreements', 'claims', 'premium_payments'];
const DAY_MS = 86_400_000;
const today = new Date(Date.UTC(2026, 10, 26));
const isoDay = (d: Date) => d.toISOString().slice(0, 10);
const daysBefore = (days: number) => new Date(today.getTime() - days * DAY_MS);

/** Lines for COPY's text format, sent in chunks of about a megabyte. */
function* chunks(rows: Iterable<string>) {
  let buffer = '';
  for (const row of rows) {
    buffer += `${row}\n`;
    if (buffer.length > 1 << 20) {
      yield buffer;
      buffer = '';
    }
  }
  if (buffer) yield buffer;
}

async function copy(client: pg.PoolClient, table: string, columns: string[], rows: Iterable<string>) {
  const started = performance.now();
  await pipeline(
    Readable.from(chunks(rows)),
    client.query(copyFrom(`copy ${table} (${columns.join(', ')}) from stdin`)),
  );
  process.stdout.write(`  ${table.padEnd(22)} ${((performance.now() - started) / 1000).toFixed(1)} s\n`);
}

const petsOf = (customers: number) => Math.floor(customers * 1.5);
/** Pet j's owner: pets 1..C one each, then a second pet for every even customer. */
const ownerOf = (j: number, customers: number) => (j <= customers ? j : (j - customers) * 2);
/** Agreement j (pet j's) started within the last year. */
const startOf = (j: number) => daysBefore(20 + ((j * 7919) % 345));

async function fill(pool: pg.Pool, dogBreeds: number[], catBreeds: number[]) {
  const C = CUSTOMERS;
  const P = petsOf(C);
  const client = await pool.connect();
  try {
    await client.query(`set search_path = ${SCHEMA}`);
    await copy(
      client,
      'customers',
      ['id', 'uuid', 'firebase_uid', 'email', 'first_name', 'last_name', 'referral_code', 'created_at'],
      (function* () {
        for (let i = 1; i <= C; i++)
          yield `${i}\t${randomUUID()}\tbench-${i}\tcustomer${i}@bench.tailwise.example\tAlex\tMorgan${i % 977}\tB${i.toString(36).toUpperCase()}\t${isoDay(daysBefore(400))}`;
      })(),
    );
    await copy(
      client,
      'pets',
      ['id', 'uuid', 'customer_id', 'name', 'pet_type', 'breed_id', 'age'],
      (function* () {
        for (let j = 1; j <= P; j++) {
          const type = j % 3 === 0 ? 1 : 0;
          const breeds = type === 0 ? dogBreeds : catBreeds;
          yield `${j}\t${randomUUID()}\t${ownerOf(j, C)}\tPet${j % 1000}\t${type}\t${breeds[j % breeds.length]}\t${j % 15}`;
        }
      })(),
    );
    await copy(
      client,
      'insurance_agreements',
      [
        'id',
        'uuid',
        'customer_id',
        'pet_id',
        'status',
        'billing_interval',
        'deductible',
        'coinsurance_percent',
        'is_uncapped',
        'price_cents',
        'state',
        'start_date',
        'accident_coverage_date',
        'illness_coverage_date',
        'cruciate_coverage_date',
        'created_at',
      ],
      (function* () {
        for (let j = 1; j <= P; j++) {
          const start = startOf(j);
          const day = isoDay(start);
          const plus = (d: number) => isoDay(new Date(start.getTime() + d * DAY_MS));
          yield `${j}\t${randomUUID()}\t${ownerOf(j, C)}\t${j}\tACTIVE\tmonth\t500\t10\tf\t${3000 + (j % 4000)}\tPA\t${day}\t${plus(2)}\t${plus(14)}\t${plus(180)}\t${day}`;
        }
      })(),
    );
    await copy(
      client,
      'claims',
      [
        'id',
        'uuid',
        'customer_id',
        'pet_id',
        'insurance_agreement_id',
        'status',
        'condition',
        'date_of_service',
        'amount_cents',
        'description',
        'deductible_applied_cents',
        'coinsurance_percent',
        'estimated_reimbursement_cents',
        'approved_cents',
        'paid_cents',
        'review_since',
        'created_at',
      ],
      (function* () {
        for (let k = 1; k <= P * 2; k++) {
          const j = Math.ceil(k / 2);
          const service = new Date(Math.min(today.getTime() - DAY_MS, startOf(j).getTime() + (15 + (k % 60)) * DAY_MS));
          const amount = 10_000 + (k % 90_000);
          const reimbursed = Math.floor(amount * 0.9);
          // About one claim in 5,000 waits for a person, as a real queue does; the rest are decided and paid.
          const waiting = k % 5000 === 0;
          const status = waiting ? 'IN_REVIEW' : 'PAID';
          const paid = waiting ? '\\N' : String(reimbursed);
          const since = waiting ? new Date(today.getTime() - (k % 72) * 3_600_000).toISOString() : '\\N';
          yield `${k}\t${randomUUID()}\t${ownerOf(j, C)}\t${j}\t${j}\t${status}\t${k % 2 ? 'ILLNESS' : 'ACCIDENT'}\t${isoDay(service)}\t${amount}\tVisit to the vet\t0\t10\t${reimbursed}\t${paid}\t${paid}\t${since}\t${isoDay(service)}`;
        }
      })(),
    );
    await copy(
      client,
      'premium_payments',
      [
        'agreement_kind',
        'agreement_id',
        'customer_id',
        'period_start',
        'period_end',
        'amount_cents',
        'method',
        'status',
      ],
      (function* () {
        for (let j = 1; j <= P; j++) {
          const start = startOf(j);
          for (let m = 0; m < 12; m++) {
            const from = new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + m, start.getUTCDate()));
            if (from >= today) break;
            const to = new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + m + 1, start.getUTCDate()));
            yield `INSURANCE\t${j}\t${ownerOf(j, C)}\t${isoDay(from)}\t${isoDay(to)}\t${3000 + (j % 4000)}\tCARD\tPAID`;
          }
        }
      })(),
    );
    for (const table of ['customers', 'pets', 'insurance_agreements', 'claims'])
      await client.query(`select setval(pg_get_serial_sequence('${table}', 'id'), (select max(id) from ${table}))`);
    const started = performance.now();
    await client.query('analyze');
    process.stdout.write(`  analyze                ${((performance.now() - started) / 1000).toFixed(1)} s\n`);
  } finally {
    client.release();
  }
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)]!;

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  Plans?: PlanNode[];
}
const nodesOf = (node: PlanNode): PlanNode[] => [node, ...(node.Plans ?? []).flatMap(nodesOf)];

async function main() {
  process.env.FIREBASE_AUTH_EMULATOR_HOST ??= '127.0.0.1:9099';
  const { startAuthEmulator } = (await import(path.join(repoRoot, 'scripts/lib/auth-emulator.mjs'))) as {
    startAuthEmulator: () => Promise<{ host: string; stop: () => Promise<void> }>;
  };
  const emulator = await startAuthEmulator();
  const pool = new pg.Pool({ connectionString: DATABASE_URL, max: 2 });
  let capture: Array<{ sql: string; parameters: readonly unknown[] }> | null = null;
  const config = {
    ...loadConfig({
      ...process.env,
      DATABASE_URL,
      SEED_DEMO: 'false',
      API_WORKER: 'off',
      // One address sends everything: every per-client limit is lifted, none is measured here.
      ...Object.fromEntries(RATE_LIMIT_VARIABLES.map((variable) => [variable, '1000000000'])),
    }),
    validateResponses: false,
    logLevel: 'warn',
  };
  try {
    const filled = await pool
      .query(`select count(*)::int as n from ${SCHEMA}.customers`)
      .then((r) => (r.rows[0] as { n: number }).n)
      .catch(() => 0);
    if (!(process.env.BENCH_DATA_KEEP === '1' && filled >= CUSTOMERS))
      await pool.query(`drop schema if exists ${SCHEMA} cascade`);
    const database = await openDatabase({
      databaseUrl: DATABASE_URL,
      pgliteDataDir: null,
      schema: SCHEMA,
      poolSize: 4,
      onQuery: (sql, parameters) => capture?.push({ sql, parameters }),
    });
    const built = await buildApp({ config: { ...config, worker: 'off', seedDemo: false }, database });
    const { app, ctx } = built;
    try {
      if (!(process.env.BENCH_DATA_KEEP === '1' && filled >= CUSTOMERS)) {
        process.stdout.write(`Filling ${SCHEMA} with ${CUSTOMERS.toLocaleString('en-US')} customers (COPY):\n`);
        const breeds = (await pool.query(`select id, pet_type from ${SCHEMA}.breeds order by id`)).rows as Array<{
          id: number;
          pet_type: number;
        }>;
        await fill(
          pool,
          breeds.filter((b) => b.pet_type === 0).map((b) => b.id),
          breeds.filter((b) => b.pet_type === 1).map((b) => b.id),
        );
      }
      const counts = (
        await pool.query(
          `select (select count(*) from ${SCHEMA}.customers)::int as customers, (select count(*) from ${SCHEMA}.pets)::int as pets,
             (select count(*) from ${SCHEMA}.insurance_agreements)::int as agreements, (select count(*) from ${SCHEMA}.claims)::int as claims,
             (select count(*) from ${SCHEMA}.premium_payments)::int as charges`,
        )
      ).rows[0] as Record<string, number>;
      process.stdout.write(`${JSON.stringify(counts)}\n`);

      // A customer with two pets, their claims and payments: customer 2, signed in as themselves.
      const customer = await createUser(`bench-data-${randomUUID()}@bench.tailwise.example`);
      await pool.query(`update ${SCHEMA}.customers set firebase_uid = $1, email = $2 where id = 2`, [
        customer.uid,
        customer.email,
      ]);
      const staff = await createUser(`bench-adjuster-${randomUUID()}@bench.tailwise.example`);
      await ctx.identity.setRole(staff.uid, STAFF_ROLE);
      const staffToken = await signIn(staff.email, staff.password);
      const claimUuid = (
        (await pool.query(`select uuid from ${SCHEMA}.claims where customer_id = 2 order by id limit 1`)).rows[0] as {
          uuid: string;
        }
      ).uuid;
      const buyer = await createUser(`bench-buyer-${randomUUID()}@bench.tailwise.example`);
      const dog = ctx.catalog.breedList.find((b) => b.petType === 0)!.id;

      const get = (url: string, token: string) => async () => {
        const res = await app.inject({ url: `/api/1.0${url}`, headers: { authorization: `Token ${token}` } });
        if (res.statusCode !== 200) throw new Error(`GET ${url}: ${res.statusCode} ${res.body.slice(0, 200)}`);
      };
      // A cursor deep into the review queue, as an adjuster who pressed "Show more claims" ten times holds: found by
      // walking the pages once, since the cursor is the API's own (opaque) text.
      let deepCursor: string | null = null;
      let deepPage = 1;
      for (let cursor: string | null = null; deepPage <= 10; deepPage++) {
        const res: LightMyRequestResponse = await app.inject({
          url: `/api/1.0/ops/claims/${cursor ? `?cursor=${cursor}` : ''}`,
          headers: { authorization: `Token ${staffToken}` },
        });
        const next: string | null = (res.json() as { nextCursor: string | null }).nextCursor;
        if (res.statusCode !== 200 || !next) break;
        cursor = deepCursor = next;
      }
      if (!deepCursor) throw new Error('the review queue has a single page: no deep page to measure');
      const dueQuery: { sql: string; parameters: readonly unknown[] }[] = [];
      const cases: Record<string, { runs: number; run: () => Promise<void> }> = {
        'GET /me/': { runs: RUNS, run: get('/me/', customer.idToken) },
        'GET /pets/': { runs: RUNS, run: get('/pets/', customer.idToken) },
        'GET /claims/': { runs: RUNS, run: get('/claims/', customer.idToken) },
        'GET /claims/:uuid': { runs: RUNS, run: get(`/claims/${claimUuid}`, customer.idToken) },
        'GET /me/payments/': { runs: RUNS, run: get('/me/payments/', customer.idToken) },
        'GET /ops/claims/ (review queue, first page)': { runs: RUNS, run: get('/ops/claims/', staffToken) },
        [`GET /ops/claims/ (review queue, page ${deepPage})`]: {
          runs: RUNS,
          run: get(`/ops/claims/?cursor=${deepCursor}`, staffToken),
        },
        'billing due-today query': {
          runs: RUNS,
          run: async () => {
            if (dueQuery.length === 0) {
              // The scan's first chunk, exactly as the billing job sends it: caught once, then timed.
              capture = [];
              await scanDuePremiums(ctx, isoDay(today), 5000);
              const first = capture.find((q) => /from "?insurance_agreements"? a left join purchases/i.test(q.sql));
              capture = null;
              if (!first) throw new Error("the billing scan's due query was not seen");
              dueQuery.push(first);
            }
            await ctx.db.executeQuery({
              sql: dueQuery[0]!.sql,
              parameters: dueQuery[0]!.parameters,
              query: { kind: 'SelectQueryNode' },
            } as never);
          },
        },
        'POST /checkout/': {
          runs: Math.min(RUNS, 30),
          run: async () => {
            const token = await cardToken(app, '4242424242424242', buyer);
            const res = await call(app, 'POST', '/checkout/', {
              user: buyer,
              headers: { 'idempotency-key': `bench-${randomUUID()}` },
              body: {
                billingInterval: 'month',
                shippingAddress: SHIPPING_PA,
                payment: { provider: 'CARD', token },
                pets: [{ name: 'Rex', petType: 0, breedId: dog, age: 2, insurance: {} }],
              },
            });
            if (res.statusCode !== 201) throw new Error(`checkout: ${res.statusCode} ${res.body.slice(0, 200)}`);
          },
        },
      };

      const results: Record<
        string,
        { p50Ms: number; p99Ms: number; runs: number; usesIndex: boolean; scans: string[] }
      > = {};
      const plans: Record<string, Array<{ sql: string; plan: unknown }>> = {};
      for (const [name, c] of Object.entries(cases)) {
        for (let i = 0; i < 5; i++) await c.run();
        capture = [];
        await c.run();
        const queries = name === 'billing due-today query' ? dueQuery : capture;
        capture = null;
        plans[name] = [];
        const scans: string[] = [];
        const explainer = await pool.connect();
        try {
          await explainer.query(`set search_path = ${SCHEMA}`);
          for (const q of queries) {
            if (!/^\s*(select|update|delete|insert|with)/i.test(q.sql)) continue;
            const plan = (await explainer.query(`explain (format json) ${q.sql}`, q.parameters as unknown[])).rows[0]?.[
              'QUERY PLAN'
            ] as Array<{ Plan: PlanNode }>;
            plans[name].push({ sql: q.sql, plan });
            for (const node of nodesOf(plan[0]!.Plan))
              if (node['Node Type'] === 'Seq Scan' && LARGE.includes(node['Relation Name'] ?? ''))
                scans.push(node['Relation Name']!);
          }
        } finally {
          explainer.release();
        }
        const times: number[] = [];
        for (let i = 0; i < c.runs; i++) {
          const started = performance.now();
          await c.run();
          times.push(performance.now() - started);
        }
        times.sort((a, b) => a - b);
        const round = (ms: number) => Math.round(ms * 10) / 10;
        results[name] = {
          p50Ms: round(percentile(times, 0.5)),
          p99Ms: round(percentile(times, 0.99)),
          runs: c.runs,
          usesIndex: scans.length === 0,
          scans: [...new Set(scans)],
        };
        process.stdout.write(
          `${name.padEnd(46)} p50 ${String(results[name].p50Ms).padStart(7)} ms   p99 ${String(results[name].p99Ms).padStart(7)} ms   ${results[name].usesIndex ? 'indexes' : `SEQ SCAN ${results[name].scans.join(', ')}`}\n`,
        );
      }
      const out = path.join(repoRoot, 'bench/results');
      mkdirSync(out, { recursive: true });
      const queries = Object.fromEntries(
        Object.entries(results).map(([k, r]) => [k, { p50Ms: r.p50Ms, p99Ms: r.p99Ms, usesIndex: r.usesIndex }]),
      );
      writeFileSync(
        path.join(out, 'data.json'),
        `${JSON.stringify({ customers: counts.customers, counts, queries, measuredAt: new Date().toISOString() }, null, 2)}\n`,
      );
      writeFileSync(path.join(out, 'data-explain.json'), `${JSON.stringify(plans, null, 2)}\n`);
      process.stdout.write('Wrote bench/results/data.json and bench/results/data-explain.json\n');
      const slow = Object.entries(results).filter(([k, r]) => k.startsWith('GET') && r.p99Ms > 20);
      if (slow.length > 0)
        process.stdout.write(`Reads over the goal (p99 20 ms): ${slow.map(([k]) => k).join(', ')}\n`);
      // A whole-table read fails the bench: at this size it is a missing index, not noise.
      const scanning = Object.entries(results).filter(([, r]) => !r.usesIndex);
      if (scanning.length > 0) {
        process.stdout.write(
          `Whole-table scans: ${scanning.map(([k, r]) => `${k} (${r.scans.join(', ')})`).join('; ')}\n`,
        );
        process.exitCode = 1;
      }
    } finally {
      await app.close();
      await database.close();
    }
  } finally {
    await pool.end();
    await emulator.stop();
  }
}

main().catch((err: unknown) => {
  process.stderr.write(`bench:data failed: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`);
  process.exit(1);
});
