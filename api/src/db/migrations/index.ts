// Every migration, in order. The same list runs on PGlite and on PostgreSQL.
import type { Migration } from 'kysely';
import * as initial from './0001_initial';
import * as paymentTokenOwner from './0002_payment_token_owner';
import * as claimInvoicePosition from './0003_claim_invoice_position';

export const migrations: Record<string, Migration> = {
  '0001_initial': initial,
  '0002_payment_token_owner': paymentTokenOwner,
  '0003_claim_invoice_position': claimInvoicePosition,
};
