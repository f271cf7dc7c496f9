// "Email me this quote": prices the quiz cart (so only a cart we can sell is kept), stores it on the lead and
// queues an email to the lead with a link to /onboard?lid=<uuid>, from which the quiz restores name, email, pets and
// options.
import { resumeQuotePath, type Lead, type Quote, type SavedQuote } from '@tailwise/shared/contract';
import type { AppContext } from '../../context';
import type { AuthUser } from '../../auth/identity';
import { ApiError } from '../../http/errors';
import type { LeadRow } from '../../db/schema';
import { enqueueEmail } from '../../mail/email-job';
import type { EmailMessage } from '../../mail/messages';
import { assertRecipientAllowance, isVerifiedRecipient } from '../../mail/recipient-limit';
import { priceCartRequest } from '../quotes/quote-service';
import { toLead } from './lead-service';

/** The quote's own field paths (pets.0.breedId) as the request names them (savedQuote.pets.0.breedId). */
function underSavedQuote(err: unknown): unknown {
  if (!(err instanceof ApiError)) return err;
  const fields = Object.fromEntries(Object.entries(err.fields).map(([k, v]) => [`savedQuote.${k}`, v]));
  return new ApiError(err.status, err.code, err.message, fields, err.details);
}

export function onboardLink(ctx: AppContext, leadUuid: string): string {
  return `${ctx.config.publicSiteUrl}${resumeQuotePath(leadUuid)}`;
}

const NO_SUCH_LEAD = 'No lead has this uuid: it is the one POST /leads/ answered';

/** The lead to keep a cart on, by its uuid (404 naming `uuid` when there is none). */
export async function leadForCart(ctx: AppContext, leadUuid: string) {
  const lead = await ctx.db
    .selectFrom('leads')
    .select(['id', 'email', 'customer_id', 'saved_quote_at'])
    .where('uuid', '=', leadUuid.toLowerCase())
    .executeTakeFirst();
  if (!lead) throw new ApiError(404, 'NotFound', 'Lead not found', { uuid: NO_SUCH_LEAD });
  return lead;
}

/** Prices the cart, so only a cart we can sell is kept; refusals name `savedQuote.…` fields. */
export async function priceSavedQuote(ctx: AppContext, savedQuote: SavedQuote): Promise<Quote> {
  try {
    const { quote } = await priceCartRequest(
      ctx,
      {
        zipCode: savedQuote.zipCode,
        billingInterval: savedQuote.billingInterval,
        isUncapped: savedQuote.isUncapped,
        promoCode: savedQuote.promoCode,
        pets: savedQuote.pets.map((p) => ({
          name: p.name ?? null,
          petType: p.petType,
          breedId: p.breedId,
          age: p.age,
          insurance: p.insurance,
          wellnessPlanId: p.wellnessPlanId ?? null,
        })),
      },
      { customerId: null, existingInsuredPets: 0 },
    );
    return quote;
  } catch (err) {
    throw underSavedQuote(err);
  }
}

/** The "Your quote is saved" email for this lead and priced cart; typed names only for a verified recipient. */
export function quoteSavedEmail(
  ctx: AppContext,
  lead: Pick<LeadRow, 'uuid' | 'email' | 'first_name'>,
  quote: Quote,
  recipientVerified: boolean,
): EmailMessage {
  return {
    template: 'quote-saved',
    to: lead.email,
    data: {
      recipientVerified,
      firstName: recipientVerified ? lead.first_name : null,
      billingInterval: quote.billingInterval,
      pets: quote.pets.map((p) => ({
        name: recipientVerified ? p.name : null,
        species: p.petType === 1 ? 'cat' : 'dog',
        breedName: p.breedName,
        insurance: p.insurance
          ? {
              deductible: p.insurance.deductible,
              reimbursementPercent: p.insurance.reimbursementPercent,
              isUncapped: p.insurance.isUncapped,
            }
          : null,
        wellness: p.wellness ? { planName: p.wellness.name } : null,
        totalCents: p.totalCents,
      })),
      totalCents: quote.totalCents,
      discountTotalCents: quote.discountTotalCents,
      quoteUrl: onboardLink(ctx, lead.uuid),
    },
  };
}

export async function saveLeadQuote(
  ctx: AppContext,
  leadUuid: string,
  savedQuote: SavedQuote,
  caller: AuthUser | null = null,
): Promise<Lead> {
  const lead = await leadForCart(ctx, leadUuid);
  const quote = await priceSavedQuote(ctx, savedQuote);

  // Before anything is kept or sent, so a refused request leaves the lead as it was.
  await assertRecipientAllowance(ctx, lead.email, 'savedQuote');

  // Only the owner of a verified address, signed in, gets the names they typed back; anyone else's email carries
  // no text a visitor typed and no link but ours.
  const recipientVerified = await isVerifiedRecipient(ctx.db, lead.email, caller);
  const row = await ctx.db.transaction().execute(async (trx) => {
    const saved = await trx
      .updateTable('leads')
      .set({ saved_quote: JSON.stringify(savedQuote), saved_quote_at: new Date() })
      .where('id', '=', lead.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    await enqueueEmail(
      ctx,
      trx,
      `quote-saved:${saved.uuid}:${saved.saved_quote_at?.toISOString() ?? ''}`,
      quoteSavedEmail(ctx, saved, quote, recipientVerified),
    );
    return saved;
  });
  ctx.log.info({ leadId: lead.id, pets: savedQuote.pets.length }, 'quote saved and emailed');
  return toLead(row);
}
