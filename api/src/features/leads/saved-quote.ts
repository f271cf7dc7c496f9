// "Email me this quote": prices the quiz cart (so only a cart we can sell is kept), stores it on the lead and
// mails the lead a link to /onboard?lid=<uuid>, from which the quiz restores name, email, pets and options.
import type { Lead, Quote, SavedQuote } from '@tailwise/shared/contract';
import type { AppContext } from '../../context';
import { ApiError } from '../../http/errors';
import { assertRecipientAllowance } from '../../mail/recipient-limit';
import { priceCartRequest } from '../quotes/quote-service';
import { toLead } from './lead-service';

const dollars = (cents: number) => `$${(cents / 100).toFixed(2)}`;

/** The quote's own field paths (pets.0.breedId) as the request names them (savedQuote.pets.0.breedId). */
function underSavedQuote(err: unknown): unknown {
  if (!(err instanceof ApiError)) return err;
  const fields = Object.fromEntries(Object.entries(err.fields).map(([k, v]) => [`savedQuote.${k}`, v]));
  return new ApiError(err.status, err.code, err.message, fields, err.details);
}

export function onboardLink(ctx: AppContext, leadUuid: string): string {
  return `${ctx.config.publicSiteUrl}/onboard?lid=${encodeURIComponent(leadUuid)}`;
}

function emailText(quote: Quote, link: string): string {
  const per = quote.billingInterval === 'year' ? 'year' : 'month';
  const lines = quote.pets.map((p) => {
    const parts = [
      p.insurance
        ? `insurance ($${p.insurance.deductible} deductible, ${p.insurance.reimbursementPercent}% back, ${
            p.insurance.isUncapped ? 'unlimited' : 'capped'
          } yearly benefit)`
        : null,
      p.wellness ? `${p.wellness.name} wellness` : null,
    ].filter(Boolean);
    return `- ${p.name ?? p.breedName}: ${parts.join(' + ')}, ${dollars(p.totalCents)}/${per}`;
  });
  return [
    'Here is the quote you saved on Tailwise:',
    '',
    ...lines,
    '',
    `Total: ${dollars(quote.totalCents)}/${per}${quote.discountTotalCents > 0 ? ` (you save ${dollars(quote.discountTotalCents)})` : ''}`,
    '',
    `Pick up where you left off: ${link}`,
    'Prices can change with the options you choose; checkout always shows the final total.',
  ].join('\n');
}

export async function saveLeadQuote(ctx: AppContext, leadUuid: string, savedQuote: SavedQuote): Promise<Lead> {
  const lead = await ctx.db
    .selectFrom('leads')
    .select(['id', 'email'])
    .where('uuid', '=', leadUuid.toLowerCase())
    .executeTakeFirst();
  if (!lead) throw new ApiError(404, 'NotFound', 'Lead not found');

  let quote: Quote;
  try {
    ({ quote } = await priceCartRequest(
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
    ));
  } catch (err) {
    throw underSavedQuote(err);
  }

  // Before anything is kept or sent, so a refused request leaves the lead as it was.
  await assertRecipientAllowance(ctx, lead.email, 'savedQuote');

  const row = await ctx.db
    .updateTable('leads')
    .set({ saved_quote: JSON.stringify(savedQuote), saved_quote_at: new Date() })
    .where('id', '=', lead.id)
    .returningAll()
    .executeTakeFirstOrThrow();
  const link = onboardLink(ctx, row.uuid);
  await ctx.mailer.send({
    to: lead.email,
    subject: `Your Tailwise quote: ${dollars(quote.totalCents)}/${quote.billingInterval === 'year' ? 'year' : 'month'}`,
    text: emailText(quote, link),
    links: [link],
  });
  ctx.log.info({ leadId: lead.id, pets: savedQuote.pets.length }, 'quote saved and emailed');
  return toLead(row);
}
