// Leads (spec §7): create, read, SMS consent.
import {
  LeadCreateSchema,
  LeadParamsSchema,
  LeadQuerySchema,
  LeadSchema,
  LeadUuidParamsSchema,
  MyUnfinishedQuoteSchema,
  SaveLeadCartSchema,
  SaveLeadQuoteSchema,
  SmsConsentSchema,
} from '@tailwise/shared/contract';
import type { AppContext } from '../../context';
import { defineRoute, type AnyRoute } from '../../http/route';
import { createLead, readLead, recordSmsConsent } from './lead-service';
import { saveLeadQuote } from './saved-quote';
import { saveLeadCart, unfinishedQuoteFor } from './unfinished-quote';

export function leadRoutes(ctx: AppContext): AnyRoute[] {
  return [
    defineRoute({
      method: 'POST',
      url: '/leads/',
      summary: 'Create a lead',
      description:
        'Stores the visitor’s email and details with the UTM and referrer data they came with. Rate-limited per IP. A signed-in caller owns the lead.',
      tags: ['Leads'],
      auth: 'optional',
      body: LeadCreateSchema,
      rateLimit: ctx.config.rateLimits.leads,
      responses: { 201: { description: 'The lead; keep its id and uuid', schema: LeadSchema } },
      handler: async ({ body, user }) => ({ status: 201, body: await createLead(ctx, body, user) }),
    }),
    defineRoute({
      method: 'GET',
      url: '/leads/:id',
      summary: 'Read a lead',
      description: 'By uuid; or by numeric id with `?uuid=` or as its owner. Anything else is 404.',
      tags: ['Leads'],
      auth: 'optional',
      params: LeadParamsSchema,
      query: LeadQuerySchema,
      responses: {
        200: { description: 'The lead', schema: LeadSchema },
        404: { description: 'Not found, or not yours' },
      },
      handler: async ({ params, query, user }) => ({
        status: 200,
        body: await readLead(ctx, params.id, query.uuid, user),
      }),
    }),
    defineRoute({
      method: 'PUT',
      url: '/leads/sms-consent/',
      summary: 'Record SMS consent for a lead',
      description: 'Stores the phone number and whether the lead agreed to text messages, with the time.',
      tags: ['Leads'],
      auth: 'optional',
      body: SmsConsentSchema,
      responses: {
        200: { description: 'The lead', schema: LeadSchema },
        404: { description: 'No lead with this uuid' },
      },
      handler: async ({ body }) => ({ status: 200, body: await recordSmsConsent(ctx, body) }),
    }),
    defineRoute({
      method: 'PUT',
      url: '/leads/:uuid/quote/',
      summary: 'Save the quiz cart on a lead and email it ("Email me this quote")',
      description:
        'Prices the cart (unknown breeds, plans, promo codes or options answer 422 naming `savedQuote.…` fields), keeps it ' +
        'on the lead (replacing an earlier one) and emails the lead a link to `/onboard?lid=<lead uuid>`. ' +
        '`GET /leads/{id}` then returns it as `savedQuote`. Rate-limited per IP like lead creation, and per recipient: ' +
        'an address gets a few of these emails an hour and a day, however many callers ask (429 naming `email`).',
      tags: ['Leads'],
      auth: 'optional',
      params: LeadUuidParamsSchema,
      body: SaveLeadQuoteSchema,
      rateLimit: ctx.config.rateLimits.leads,
      responses: {
        200: { description: 'The lead, with savedQuote', schema: LeadSchema },
        404: { description: 'No lead with this uuid' },
        422: { description: 'UnknownPromoCode, UnsupportedZipCode, OptionNotAvailableInState, UnprocessableEntity' },
        429: { description: 'RateLimited: too many requests from this IP, or emails to this address (`email`)' },
      },
      handler: async ({ params, body, user }) => ({
        status: 200,
        body: await saveLeadQuote(ctx, params.uuid, body.savedQuote, user),
      }),
    }),
    defineRoute({
      method: 'PUT',
      url: '/leads/:uuid/cart/',
      summary: 'Keep the quiz cart on a lead as checkout opens',
      description:
        'Prices the cart like `PUT /leads/{uuid}/quote/` (422 naming `savedQuote.…` fields) and keeps it on the lead. ' +
        'A signed-in caller takes a lead no account owns yet, so `GET /me/unfinished-quote/` offers it on any device ' +
        'until it is bought; signed out, the uuid is the proof, and the lead is offered to the account that confirms ' +
        'its email. The first cart kept signed out on a lead of no account queues the "Quote saved" email once ' +
        '(within the address’s allowance). Rate-limited per IP like lead creation.',
      tags: ['Leads'],
      auth: 'optional',
      params: LeadUuidParamsSchema,
      body: SaveLeadCartSchema,
      rateLimit: ctx.config.rateLimits.leads,
      responses: {
        200: { description: 'The lead, with savedQuote', schema: LeadSchema },
        404: { description: 'No lead with this uuid (`uuid`)' },
        422: { description: 'UnknownPromoCode, UnsupportedZipCode, OptionNotAvailableInState, UnprocessableEntity' },
      },
      handler: async ({ params, body, user }) => ({
        status: 200,
        body: await saveLeadCart(ctx, params.uuid, body.savedQuote, user),
      }),
    }),
    defineRoute({
      method: 'GET',
      url: '/me/unfinished-quote/',
      summary: 'My unfinished quote',
      description:
        'The newest cart kept on one of my leads (linked to my account, or carrying my verified email) with no ' +
        'purchase after it: its pet names and the path that resumes it (`/onboard?lid=<lead uuid>`); null when none.',
      tags: ['Leads', 'Me'],
      auth: 'required',
      responses: { 200: { description: 'The unfinished quote, or null', schema: MyUnfinishedQuoteSchema } },
      handler: async ({ user }) => ({ status: 200, body: await unfinishedQuoteFor(ctx, user) }),
    }),
  ];
}
