// `npm run bench:scaled`: quote and checkout traffic through nginx into the scaled stack (2 gateways, 2 APIs on
// PostgreSQL and Redis), with one API instance killed (SIGKILL) halfway. Reports requests, errors and p99 before
// and after the kill, then checks in the database that every checkout, retried with its Idempotency-Key until it
// had an answer, ended in exactly one purchase and one live charge, and that no charge was left without one.
// Prometheus (started by the stack, scraping every instance) is read back at the end: targets up, API requests by
// status, the quote's p99, charges by outcome. Saves bench/results/scaled.json.
//
// BENCH_DURATION (s, default 30), BENCH_CONNECTIONS (default 16), BENCH_CHECKOUT_SHARE (0-1, default 0.2).
// Traffic goes only to loopback; every loop is bounded in time. The stack needs no front-end build: the gateways
// serve an empty release store and proxy /api/1.0.
import { randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { startScaledStack } from '../lib/scaled-stack.mjs';
import { freePort, root } from '../lib/stack.mjs';

const DURATION_MS = Number(process.env.BENCH_DURATION ?? 30) * 1000;
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 16);
const CHECKOUT_SHARE = Number(process.env.BENCH_CHECKOUT_SHARE ?? 0.2);
/** A checkout keeps retrying its key this long at most after the run ends: an attempt cut mid-charge is taken over once stale (2 min). */
const SETTLE_MS = 240_000;
const HIGH = '1000000';

const percentile = (values, p) => {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
};
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

async function timed(url, init) {
  const started = performance.now();
  try {
    const res = await fetch(url, { ...init, signal: AbortSignal.timeout(30_000) });
    const text = await res.text();
    let body = null;
    try {
      body = JSON.parse(text);
    } catch {
      body = text;
    }
    return { status: res.status, body, ms: performance.now() - started };
  } catch (error) {
    return { status: 0, body: String(error?.cause?.code ?? error?.message ?? error), ms: performance.now() - started };
  }
}

async function signUp(emulatorHost) {
  const res = await fetch(`http://${emulatorHost}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=any`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      email: `bench-${randomUUID()}@bench.tailwise.example`,
      password: `pw-${randomUUID()}`,
      returnSecureToken: true,
    }),
  });
  if (!res.ok) throw new Error(`sign-up failed: ${res.status}`);
  return (await res.json()).idToken;
}

const SHIPPING = {
  firstName: 'Bench',
  lastName: 'Mark',
  address: '200 S Broad St',
  city: 'Philadelphia',
  state: 'PA',
  zipCode: '19102',
};

/** One instant query against Prometheus's HTTP API: the first sample's value, or the samples by a label. */
async function promQuery(url, query, by) {
  const res = await fetch(`${url}/api/v1/query?query=${encodeURIComponent(query)}`);
  if (!res.ok) throw new Error(`Prometheus answered ${res.status} to ${query}`);
  const { data } = await res.json();
  const value = (sample) => Math.round(Number(sample.value[1]) * 1000) / 1000;
  if (by) return Object.fromEntries(data.result.map((r) => [r.metric[by] ?? '', value(r)]));
  return data.result.length > 0 ? value(data.result[0]) : null;
}

/** A few figures as Prometheus has them, after one more scrape: proof that the metrics are real. */
async function readPrometheus(url) {
  await sleep(2500);
  const window = `${Math.ceil(DURATION_MS / 1000) + 300}s`;
  return {
    targetsUp: await promQuery(url, 'count(up == 1)'),
    targets: await promQuery(url, 'count(up)'),
    apiRequestsByStatus: await promQuery(
      url,
      `sum by (status_code) (increase(http_requests_total{service="api"}[${window}]))`,
      'status_code',
    ),
    quoteP99Ms: await promQuery(
      url,
      `1000 * histogram_quantile(0.99, sum by (le) (rate(http_request_duration_seconds_bucket{service="api",route="/api/1.0/quotes/"}[${window}])))`,
    ),
    gatewayRequests: await promQuery(url, `sum(increase(http_requests_total{service="gateway"}[${window}]))`),
    chargesByOutcome: await promQuery(url, `sum by (outcome) (increase(payments_charges_total[${window}]))`, 'outcome'),
    dbPoolInUseMax: await promQuery(url, `max(max_over_time(db_pool_connections{state="in_use"}[${window}]))`),
    jobsPending: await promQuery(url, 'sum(jobs_pending)'),
  };
}

async function main() {
  const store = mkdtempSync(path.join(os.tmpdir(), 'tailwise-scaled-store-'));
  const port = await freePort();
  console.log('Starting the scaled stack (nginx, 2 gateways, 2 APIs, PostgreSQL, Redis, S3)...');
  const stack = await startScaledStack({
    port,
    store,
    env: {
      // All traffic comes from one address: the per-address limits would measure themselves.
      RATE_LIMIT_QUOTES: HIGH,
      RATE_LIMIT_CHECKOUT: HIGH,
      RATE_LIMIT_PAYMENT_TOKENS: HIGH,
      RATE_LIMIT_LEADS: HIGH,
      SEED_DEMO: 'false',
      VALIDATE_RESPONSES: 'false',
    },
  });
  const api = `${stack.url}/api/1.0`;
  const runId = randomUUID().slice(0, 8);
  const samples = []; // { kind, phase, status, ms }
  const checkouts = []; // { key, outcome, attempts, status }
  let phase = 'before';
  let checkoutsInFlight = 0;
  let inFlightAtKill = 0;
  try {
    const breeds = await timed(`${api}/breeds/?pet_type=0&search=Golden`);
    const breedId = breeds.body?.breeds?.[0]?.id ?? breeds.body?.[0]?.id;
    if (!breedId) throw new Error(`no breed: ${JSON.stringify(breeds.body).slice(0, 200)}`);
    const tokens = await Promise.all(Array.from({ length: CONNECTIONS }, () => signUp(stack.authEmulatorHost)));
    const pets = [{ name: 'Rex', petType: 0, breedId, age: 3 }];

    const record = (kind, res) => samples.push({ kind, phase, status: res.status, ms: res.ms });
    const quote = async () =>
      record(
        'quote',
        await timed(`${api}/quotes/`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ zipCode: '19102', pets }),
        }),
      );

    /** One purchase: a card token, then POST /checkout/ with one key, retried until it has an answer. */
    const checkout = async (idToken, n) => {
      const auth = { authorization: `Token ${idToken}`, 'content-type': 'application/json' };
      let token = null;
      for (let i = 0; i < 20 && !token; i += 1) {
        const res = await timed(`${api}/payments/tokens/`, {
          method: 'POST',
          headers: auth,
          body: JSON.stringify({ number: '4242424242424242', expMonth: 12, expYear: 2035, cvc: '123' }),
        });
        record('token', res);
        if (res.status === 201) token = res.body.token;
        else await sleep(200);
      }
      if (!token) return;
      const key = `bench-${runId}-${n}`;
      const body = JSON.stringify({
        billingInterval: 'month',
        shippingAddress: SHIPPING,
        payment: { provider: 'CARD', token },
        pets: [{ name: `Rex ${n}`, petType: 0, breedId, age: 3, insurance: {} }],
      });
      const entry = { key, attempts: 0, status: null, outcome: 'pending', ms: 0 };
      const began = performance.now();
      checkouts.push(entry);
      const giveUpAt = Date.now() + DURATION_MS + SETTLE_MS;
      while (Date.now() < giveUpAt) {
        entry.attempts += 1;
        checkoutsInFlight += 1;
        const res = await timed(`${api}/checkout/`, {
          method: 'POST',
          headers: { ...auth, 'idempotency-key': key },
          body,
        });
        checkoutsInFlight -= 1;
        record('checkout', res);
        entry.status = res.status;
        // 0 (connection cut), 5xx (instance died under the request) and 409 CheckoutInProgress are retried
        // with the same key; anything else is the answer.
        const inProgress = res.status === 409 && res.body?.error?.code === 'CheckoutInProgress';
        if (res.status !== 0 && res.status < 500 && !inProgress) {
          entry.outcome = res.status === 201 ? 'purchased' : `refused ${res.status} ${res.body?.error?.code ?? ''}`;
          entry.ms = performance.now() - began;
          return;
        }
        await sleep(250);
      }
      entry.outcome = 'gave up';
    };

    const started = Date.now();
    const endAt = started + DURATION_MS;
    let n = 0;
    const killAt = started + DURATION_MS / 2;
    const killer = (async () => {
      await sleep(killAt - Date.now());
      // Kill while checkouts are in flight (about half of them on the killed instance), waiting 5 s at most.
      const waitUntil = Date.now() + 5000;
      while (checkoutsInFlight < Math.min(4, CONNECTIONS / 2) && Date.now() < waitUntil) await sleep(5);
      inFlightAtKill = checkoutsInFlight;
      console.log(`Killing ${stack.apis[0].label} (SIGKILL) at ${Math.round((Date.now() - started) / 1000)} s`);
      phase = 'after';
      await stack.killApi(0);
    })();
    await Promise.all(
      tokens.map(async (idToken) => {
        while (Date.now() < endAt) {
          if (Math.random() < CHECKOUT_SHARE) await checkout(idToken, (n += 1));
          else await quote();
        }
      }),
    );
    await killer;
    const wallClockS = (Date.now() - started) / 1000;

    // The database's view: per key, purchases and the charges still live at the provider.
    const client = new pg.Client({ connectionString: stack.databaseUrl });
    await client.connect();
    const keys = checkouts.map((c) => c.key);
    const purchases = await client.query(
      'select idempotency_key, count(*)::int as n from purchases where idempotency_key = any($1) group by 1',
      [keys],
    );
    const charges = await client.query(
      `select split_part(idempotency_key, ':', 3) as key, count(*) filter (where refunded_at is null)::int as live,
              count(*)::int as n
         from sandbox_charges where idempotency_key like 'checkout:%' and split_part(idempotency_key, ':', 3) = any($1)
        group by 1`,
      [keys],
    );
    await client.end();
    const purchaseBy = new Map(purchases.rows.map((r) => [r.idempotency_key, r.n]));
    const liveBy = new Map(charges.rows.map((r) => [r.key, r.live]));
    const problems = [];
    for (const c of checkouts) {
      const p = purchaseBy.get(c.key) ?? 0;
      const live = liveBy.get(c.key) ?? 0;
      if (c.outcome === 'purchased' && !(p === 1 && live === 1))
        problems.push({ ...c, purchases: p, liveCharges: live });
      if (c.outcome !== 'purchased' && (p !== 0 || live !== 0))
        problems.push({ ...c, purchases: p, liveCharges: live });
    }

    const summarise = (filter) => {
      const list = samples.filter(filter);
      const ms = list.map((s) => s.ms);
      return {
        requests: list.length,
        errors: list.filter((s) => s.status === 0 || s.status >= 500).length,
        p50Ms: Math.round(percentile(ms, 50) ?? 0),
        p99Ms: Math.round(percentile(ms, 99) ?? 0),
      };
    };
    const prometheus = await readPrometheus(stack.prometheusUrl);
    const results = {
      measuredAt: new Date().toISOString(),
      loadS: DURATION_MS / 1000,
      // Longer than the load when a checkout cut by the kill waits for its key to be settled.
      wallClockS: Math.round(wallClockS),
      connections: CONNECTIONS,
      instances: { apis: stack.apis.length, gateways: stack.gateways.length, loadBalancer: 'nginx' },
      killed: `${stack.apis[0].label} at ${DURATION_MS / 2000} s`,
      checkoutRequestsInFlightAtKill: inFlightAtKill,
      all: summarise(() => true),
      beforeKill: summarise((s) => s.phase === 'before'),
      afterKill: summarise((s) => s.phase === 'after'),
      quote: summarise((s) => s.kind === 'quote'),
      checkout: summarise((s) => s.kind === 'checkout'),
      checkouts: {
        total: checkouts.length,
        purchased: checkouts.filter((c) => c.outcome === 'purchased').length,
        retried: checkouts.filter((c) => c.attempts > 1).length,
        refused: checkouts.filter((c) => c.outcome.startsWith('refused')).length,
        gaveUp: checkouts.filter((c) => c.outcome === 'gave up').length,
        // From the first submit to the answer, for the checkouts that needed more than one.
        retriedMs: checkouts.filter((c) => c.attempts > 1).map((c) => Math.round(c.ms)),
        exactlyOnce: problems.length === 0,
        problems: problems.slice(0, 20),
      },
      // Read back from the stack's Prometheus, which scraped every instance's /metrics during the run.
      prometheus,
      load: os.loadavg().map((l) => Math.round(l * 10) / 10),
    };
    console.log(JSON.stringify(results, null, 2));
    mkdirSync(path.join(root, 'bench/results'), { recursive: true });
    writeFileSync(path.join(root, 'bench/results/scaled.json'), `${JSON.stringify(results, null, 2)}\n`);
    console.log('Saved bench/results/scaled.json');
    if (problems.length > 0) process.exitCode = 1;
  } finally {
    await stack.stop();
    rmSync(store, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
