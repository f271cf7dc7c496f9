// Leads: created from the quiz before checkout; read back with the uuid (a capability) or by their owner.
import { randomUUID } from 'node:crypto';
import type { Lead, LeadCreate, Referrer, SavedQuote, SmsConsent, UsState, Utm } from '@tailwise/shared/contract';
import type { AuthUser } from '../../auth/identity';
import type { AppContext } from '../../context';
import type { LeadRow } from '../../db/schema';
import { ApiError } from '../../http/errors';
import { ensureCustomer, findCustomerByUid } from '../customers/customer-repository';

const leadNotFound = () => new ApiError(404, 'NotFound', 'Lead not found');

export function toLead(row: LeadRow): Lead {
  return {
    id: row.id,
    uuid: row.uuid,
    email: row.email,
    firstName: row.first_name,
    lastName: row.last_name,
    city: row.city,
    state: row.state as UsState | null,
    zipCode: row.zip_code,
    isUncapped: row.is_uncapped,
    newsletterSubscriber: row.newsletter_subscriber,
    smsConsent: row.sms_consent,
    utm: row.utm as Utm,
    referrer: row.referrer as Referrer,
    createdAt: row.created_at.toISOString(),
    savedQuote: (row.saved_quote ?? null) as SavedQuote | null,
    savedQuoteAt: row.saved_quote_at?.toISOString() ?? null,
    sourceLeadId: row.source_lead_id ?? null,
  };
}

export async function createLead(ctx: AppContext, input: LeadCreate, user: AuthUser | null): Promise<Lead> {
  const customer = user ? await ensureCustomer(ctx.db, user) : null;
  // An unknown lid is dropped rather than refused: it comes from a link, and the visitor should not pay for a bad one.
  const source =
    input.lid === undefined
      ? undefined
      : await ctx.db.selectFrom('leads').select('id').where('id', '=', input.lid).executeTakeFirst();
  const row = await ctx.db
    .insertInto('leads')
    .values({
      uuid: randomUUID(),
      email: input.email,
      first_name: input.firstName ?? null,
      last_name: input.lastName ?? null,
      city: input.city ?? null,
      state: input.state ?? null,
      zip_code: input.zipCode ?? null,
      is_uncapped: input.isUncapped ?? false,
      newsletter_subscriber: input.newsletterSubscriber ?? false,
      sms_consent_at: null,
      phone: null,
      utm: JSON.stringify(input.utm ?? {}),
      referrer: JSON.stringify(input.referrer ?? {}),
      customer_id: customer?.id ?? null,
      converted_at: null,
      source_lead_id: source?.id ?? null,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  ctx.log.info(
    { leadId: row.id, hasReferrer: Boolean(input.referrer?.ri), utmSource: input.utm?.source ?? null },
    'lead created',
  );
  return toLead(row);
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * `idOrUuid` is the uuid (whoever holds it may read the lead) or the numeric id, which needs the uuid
 * in the query or ownership: the lead is linked to the caller's account, or carries the email our customer
 * record holds as verified for the caller. Anything else is a 404, so ids cannot be enumerated.
 */
export async function readLead(
  ctx: AppContext,
  idOrUuid: string,
  uuid: string | undefined,
  user: AuthUser | null,
): Promise<Lead> {
  if (UUID.test(idOrUuid)) {
    const row = await ctx.db
      .selectFrom('leads')
      .selectAll()
      .where('uuid', '=', idOrUuid.toLowerCase())
      .executeTakeFirst();
    if (!row) throw leadNotFound();
    return toLead(row);
  }
  const id = Number(idOrUuid);
  if (!Number.isSafeInteger(id) || id < 1 || id > 2_147_483_647) throw leadNotFound();
  const row = await ctx.db.selectFrom('leads').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) throw leadNotFound();
  if (uuid && uuid.toLowerCase() === row.uuid) return toLead(row);
  if (user) {
    const customer = await findCustomerByUid(ctx.db, user.uid);
    if (customer && row.customer_id === customer.id) return toLead(row);
    // Our record of the verified address, not the token's claim (which may be a flag set for an earlier address);
    // and only while the token still names it, so an account that moved off the address stops reading its leads.
    if (customer?.email_verified && customer.email === row.email && user.email === row.email) return toLead(row);
  }
  throw leadNotFound();
}

export async function recordSmsConsent(ctx: AppContext, input: SmsConsent): Promise<Lead> {
  const row = await ctx.db
    .updateTable('leads')
    .set({ phone: input.phone, sms_consent: input.smsConsent, sms_consent_at: new Date() })
    .where('uuid', '=', input.uuid.toLowerCase())
    .returningAll()
    .executeTakeFirst();
  if (!row) throw leadNotFound();
  return toLead(row);
}
