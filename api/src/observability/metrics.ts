// What the API and the worker tell Prometheus (GET /metrics on METRICS_PORT): requests per route, the database
// pool, the job queue, and money moved, so an operator can graph a backlog or a wave of declines and alert on it.
import { Counter, createMetricsRegistry, Gauge, type Registry } from '@tailwise/server/metrics';
import { poolStatus, type Db } from '../db/client';
import type { JobQueue } from '../jobs/queue';
import type { PayoutProvider } from '../payments/payouts';
import {
  IdempotencyMismatchError,
  PaymentDeclinedError,
  PaymentTokenError,
  RefundRefusedError,
  type PaymentProvider,
} from '../payments/provider';

export interface ApiMetrics {
  registry: Registry;
  charges: Counter<'kind' | 'outcome'>;
  refunds: Counter<'outcome'>;
  payouts: Counter<'outcome'>;
}

/** The registry of one API or worker process: pool and queue read when scraped, money counted as it moves. */
export function createApiMetrics(service: 'api' | 'worker', parts: { db: Db; jobs: JobQueue }): ApiMetrics {
  const registry = createMetricsRegistry(service);
  new Gauge({
    name: 'db_pool_connections',
    help: 'PostgreSQL pool connections by state: in use, idle, or requests waiting for one (absent on PGlite)',
    labelNames: ['state'],
    registers: [registry],
    collect() {
      const status = poolStatus(parts.db);
      if (!status) return;
      this.set({ state: 'in_use' }, status.total - status.idle);
      this.set({ state: 'idle' }, status.idle);
      this.set({ state: 'waiting' }, status.waiting);
      this.set({ state: 'max' }, status.max);
    },
  });
  // One query per scrape serves the three queue gauges.
  let depth: ReturnType<JobQueue['depth']> | null = null;
  const readDepth = () => {
    depth ??= parts.jobs.depth().finally(() => setTimeout(() => (depth = null), 1000).unref());
    return depth;
  };
  const queueGauge = (
    name: string,
    help: string,
    pick: (d: Awaited<ReturnType<JobQueue['depth']>>[number]) => number,
  ) =>
    new Gauge({
      name,
      help,
      labelNames: ['task'],
      registers: [registry],
      async collect() {
        this.reset();
        for (const row of await readDepth().catch(() => [])) this.set({ task: row.task }, pick(row));
      },
    });
  queueGauge('jobs_pending', 'Jobs waiting or running, per task', (d) => d.pending);
  queueGauge('jobs_dead', 'Jobs that used up their attempts (npm run jobs -- retry), per task', (d) => d.dead);
  queueGauge(
    'jobs_oldest_due_age_seconds',
    'Age of the oldest job that is due and not yet done, per task: a growing value is a stuck or starved queue',
    (d) => d.oldestDueAgeSeconds,
  );
  return {
    registry,
    charges: new Counter({
      name: 'payments_charges_total',
      help: 'Card charges by kind (checkout token, card on file) and outcome (succeeded, declined, refused, error)',
      labelNames: ['kind', 'outcome'],
      registers: [registry],
    }),
    refunds: new Counter({
      name: 'payments_refunds_total',
      help: 'Refunds by outcome (refunded, refused, error)',
      labelNames: ['outcome'],
      registers: [registry],
    }),
    payouts: new Counter({
      name: 'claims_payouts_total',
      help: 'Claim payouts by outcome (paid, error)',
      labelNames: ['outcome'],
      registers: [registry],
    }),
  };
}

/** How a failed money call reads on a dashboard: the customer's card said no, we refused, or something broke. */
function failureOutcome(err: unknown): string {
  if (err instanceof PaymentDeclinedError) return 'declined';
  if (err instanceof PaymentTokenError || err instanceof IdempotencyMismatchError || err instanceof RefundRefusedError)
    return 'refused';
  return 'error';
}

async function counted<T>(count: (outcome: string) => void, outcomeOf: (value: T) => string, call: () => Promise<T>) {
  try {
    const value = await call();
    count(outcomeOf(value));
    return value;
  } catch (err) {
    count(failureOutcome(err));
    throw err;
  }
}

/** The card provider, each charge and refund counted by outcome; everything else passes through. */
export function meteredCards(cards: PaymentProvider, metrics: ApiMetrics): PaymentProvider {
  return {
    kind: cards.kind,
    tokenize: (...args) => cards.tokenize(...args),
    saveCard: (...args) => cards.saveCard(...args),
    findCharge: (...args) => cards.findCharge(...args),
    charge: (token, request) =>
      counted(
        (outcome) => metrics.charges.inc({ kind: 'token', outcome }),
        (c) => c.status,
        () => cards.charge(token, request),
      ),
    chargeSavedCard: (card, request) =>
      counted(
        (outcome) => metrics.charges.inc({ kind: 'card_on_file', outcome }),
        (c) => c.status,
        () => cards.chargeSavedCard(card, request),
      ),
    refund: (chargeId) =>
      counted(
        (outcome) => metrics.refunds.inc({ outcome }),
        () => 'refunded',
        () => cards.refund(chargeId),
      ),
    refundPart: (...args) =>
      counted(
        (outcome) => metrics.refunds.inc({ outcome }),
        () => 'refunded',
        () => cards.refundPart(...args),
      ),
  };
}

/** The payout provider, each payout counted by outcome. */
export function meteredPayouts(payouts: PayoutProvider, metrics: ApiMetrics): PayoutProvider {
  return {
    findPayout: (...args) => payouts.findPayout(...args),
    addBankAccount: (...args) => payouts.addBankAccount(...args),
    payout: (request) =>
      counted(
        (outcome) => metrics.payouts.inc({ outcome }),
        () => 'paid',
        () => payouts.payout(request),
      ),
  };
}
