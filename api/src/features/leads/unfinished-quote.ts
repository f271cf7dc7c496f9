// A checkout left unfinished comes back: the quiz keeps its cart on the lead as checkout opens, the lead is tied to
// the account that signs in with it (or found by its verified email), and the dashboard and home page offer it anywhere.
import { resumeQuotePath, type Lead, type MyUnfinishedQuote, type SavedQuote } from '@tailwise/shared/contract';
import { sql } from 'kysely';
import type { AuthUser } from '../../auth/identity';
import type { AppContext } from '../../context';
import { ApiError } from '../../http/errors';
import { enqueueEmail } from '../../mail/email-job';
import { assertRecipientAllowance } from '../../mail/recipient-limit';
import { ensureCustomer } from '../customers/customer-repository';
import { toLead } from './lead-service';
import { leadForCart, priceSavedQuote, quoteSavedEmail } from './saved-quote';

/**
 * Keeps the cart on the lead. A signed-in caller holding the lead's uuid takes a lead no account owns yet, so the
 * quote follows them; a lead another account owns stays theirs, and a bought one is never reopened. Signed out, the
 * uuid is the proof (as for reading the lead), and the lead waits for the account that verifies its email.
 */
export async function saveLeadCart(
  ctx: AppContext,
  leadUuid: string,
  savedQuote: SavedQuote,
  caller: AuthUser | null,
): Promise<Lead> {
  const lead = await leadForCart(ctx, leadUuid);
  const quote = await priceSavedQuote(ctx, savedQuote);
  const customer = caller ? await ensureCustomer(ctx.db, caller) : null;
  // The contact step promised a copy of the quote by email. A signed-out visitor's first cart on a lead of no account
  // is when it is owed: nothing else brings the quote back to them. Once per lead; an address that has had its
  // allowance of saved-quote emails gets none, and the cart is kept all the same.
  const mailFirstCart =
    caller === null &&
    lead.customer_id === null &&
    lead.saved_quote_at === null &&
    (await withinRecipientAllowance(ctx, lead.email));
  const row = await ctx.db.transaction().execute(async (trx) => {
    const kept = await trx
      .updateTable('leads')
      .set({
        saved_quote: JSON.stringify(savedQuote),
        saved_quote_at: new Date(),
        ...(customer && lead.customer_id === null ? { customer_id: customer.id } : {}),
      })
      .where('id', '=', lead.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    // Signed out, nobody has proved the address: the email names pets by species and breed only.
    if (mailFirstCart) {
      await enqueueEmail(ctx, trx, `quote-saved:${kept.uuid}:first-cart`, quoteSavedEmail(ctx, kept, quote, false));
    }
    return kept;
  });
  ctx.log.info(
    { leadId: lead.id, pets: savedQuote.pets.length, linked: row.customer_id !== null, emailed: mailFirstCart },
    'cart kept',
  );
  return toLead(row);
}

async function withinRecipientAllowance(ctx: AppContext, address: string): Promise<boolean> {
  try {
    await assertRecipientAllowance(ctx, address, 'savedQuote');
    return true;
  } catch (err) {
    if (err instanceof ApiError && err.status === 429) return false;
    throw err;
  }
}

/**
 * The newest cart of the customer's leads (theirs by account, or by the verified email the token still names) that
 * no purchase followed: the lead was not converted, and the customer has bought nothing since the cart was kept.
 */
export async function unfinishedQuoteFor(ctx: AppContext, user: AuthUser): Promise<MyUnfinishedQuote> {
  const customer = await ensureCustomer(ctx.db, user);
  const byVerifiedEmail = customer.email_verified && customer.email !== null && user.email === customer.email;
  const row = await ctx.db
    .selectFrom('leads')
    .select(['uuid', 'saved_quote', 'saved_quote_at'])
    .where((eb) =>
      eb.or([
        eb('customer_id', '=', customer.id),
        ...(byVerifiedEmail ? [eb.and([eb('customer_id', 'is', null), eb('email', '=', customer.email!)])] : []),
      ]),
    )
    .where('converted_at', 'is', null)
    .where('saved_quote', 'is not', null)
    .where('saved_quote_at', 'is not', null)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('purchases')
            .select(sql.lit(1).as('one'))
            .where('purchases.customer_id', '=', customer.id)
            .whereRef('purchases.created_at', '>=', 'leads.saved_quote_at'),
        ),
      ),
    )
    .orderBy('saved_quote_at', 'desc')
    .limit(1)
    .executeTakeFirst();
  if (!row?.saved_quote_at) return { unfinishedQuote: null };
  const pets = ((row.saved_quote as Partial<SavedQuote> | null)?.pets ?? []) as SavedQuote['pets'];
  if (pets.length === 0) return { unfinishedQuote: null };
  return {
    unfinishedQuote: {
      leadUuid: row.uuid,
      petNames: pets.map((p) => p.name?.trim() ?? '').filter((name) => name !== ''),
      petCount: pets.length,
      resumePath: resumeQuotePath(row.uuid),
      savedAt: row.saved_quote_at.toISOString(),
    },
  };
}
