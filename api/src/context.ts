// What every feature gets: settings, database, identity provider, payment providers, mailer, invoice store, catalogue,
// the job queue background work goes through, and the clock billing reads.
import type { FastifyBaseLogger } from 'fastify';
import type { IdentityProvider } from './auth/identity';
import type { ApiConfig } from './config';
import type { Clock } from './clock';
import type { Db } from './db/client';
import type { Catalog } from './features/catalog/catalog';
import type { InvoiceStore } from './features/claims/invoice-store';
import type { JobQueue } from './jobs/queue';
import type { Mailer } from './mail/mailer';
import type { PayoutProvider } from './payments/payouts';
import type { GroupPaymentProvider, PaymentProvider } from './payments/provider';

export interface AppContext {
  config: ApiConfig;
  db: Db;
  identity: IdentityProvider;
  cards: PaymentProvider;
  payroll: GroupPaymentProvider;
  /** Claim payouts to a card on file or a bank account. */
  payouts: PayoutProvider;
  mailer: Mailer;
  /** Claim invoices: local disk, or a bucket (S3_BUCKET). */
  invoices: InvoiceStore;
  catalog: Catalog;
  jobs: JobQueue;
  clock: Clock;
  log: FastifyBaseLogger;
}
