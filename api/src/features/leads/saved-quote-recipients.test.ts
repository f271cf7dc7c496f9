// "Email me this quote" mails whatever address a lead carries: these tests make sure one inbox cannot be flooded
// through it by spreading the requests over callers, addresses or letter case.
import { randomUUID } from 'node:crypto';
import { OutboxSchema, type Lead } from '@tailwise/shared/contract';
import { breedIds, call, type CallOptions, createUser, json, useTestApp } from '../../test/harness';

const t = useTestApp({
  rateLimits: {
    savedQuoteRecipientHour: { max: 3, timeWindowMs: 60 * 60_000 },
    savedQuoteRecipientDay: { max: 10, timeWindowMs: 24 * 60 * 60_000 },
  },
});

const savedQuote = (over: Record<string, unknown> = {}) => ({
  zipCode: '78701',
  billingInterval: 'month',
  pets: [
    {
      name: 'Rex',
      petType: 0,
      breedId: breedIds(t).dog,
      age: 3,
      insurance: { deductible: 500, coinsurancePercent: 20 },
    },
  ],
  ...over,
});

const fromIp = (i: number): CallOptions['headers'] => ({ 'x-forwarded-for': `203.0.113.${i}` });

async function leadFor(email: string, options: CallOptions = {}): Promise<Lead> {
  const res = await call(t.app, 'POST', '/leads/', { ...options, body: { email } });
  expect(res.statusCode).toBe(201);
  return json<Lead>(res);
}

const saveQuote = (lead: Lead, options: CallOptions = {}, over: Record<string, unknown> = {}) =>
  call(t.app, 'PUT', `/leads/${lead.uuid}/quote/`, { ...options, body: { savedQuote: savedQuote(over) } });

async function outboxCount(email: string): Promise<number> {
  const res = await call(t.app, 'GET', `/dev/outbox?to=${encodeURIComponent(email)}&limit=200`);
  return OutboxSchema.parse(res.json()).emails.length;
}

const target = () => `target-${randomUUID()}@example.com`;

describe('saved-quote emails are limited per recipient', () => {
  test('one address gets at most 3 an hour, from different callers and IPs and however it is written', async () => {
    const address = target();
    const [local, domain] = address.split('@') as [string, string];
    const spellings = [
      address,
      `${local.toUpperCase()}@${domain}`,
      ` ${local}@${domain.toUpperCase()} `,
      address.toUpperCase(),
    ];
    const callers = [null, await createUser(), await createUser(), null];
    const statuses: number[] = [];
    const leads: Lead[] = [];
    for (const [i, spelling] of spellings.entries()) {
      const options = { user: callers[i], headers: fromIp(i + 1) };
      const lead = await leadFor(spelling, options);
      leads.push(lead);
      statuses.push((await saveQuote(lead, options)).statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 429]);

    const refused = await saveQuote(leads[3]!, { headers: fromIp(9) });
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['content-type']).toContain('application/json');
    expect(json(refused)).toMatchObject({
      error: { code: 'RateLimited', message: expect.any(String), fields: { email: expect.any(String) } },
    });
    expect(await outboxCount(address)).toBe(3);
    // Refused means nothing happened: the cart was not kept either.
    expect(json<Lead>(await call(t.app, 'GET', `/leads/${leads[3]!.uuid}`)).savedQuote).toBeNull();

    // Other addresses keep their own allowance.
    const other = target();
    expect((await saveQuote(await leadFor(other), { headers: fromIp(1) })).statusCode).toBe(200);
    expect(await outboxCount(other)).toBe(1);
  });

  test('a cart we cannot sell is refused before it uses up the allowance', async () => {
    const lead = await leadFor(target());
    for (let i = 0; i < 3; i += 1) {
      expect((await saveQuote(lead, {}, { promoCode: 'NOPE123' })).statusCode).toBe(422);
    }
    const statuses = [];
    for (let i = 0; i < 4; i += 1) statuses.push((await saveQuote(lead)).statusCode);
    expect(statuses).toEqual([200, 200, 200, 429]);
  });

  test('parallel requests for one address send no more than the allowance', async () => {
    const address = target();
    const leads = await Promise.all([1, 2, 3, 4, 5, 6].map((i) => leadFor(address, { headers: fromIp(i) })));
    const statuses = await Promise.all(leads.map((lead, i) => saveQuote(lead, { headers: fromIp(i + 10) })));
    expect(statuses.map((r) => r.statusCode).sort()).toEqual([200, 200, 200, 429, 429, 429]);
    expect(await outboxCount(address)).toBe(3);
  });

  test('the hour frees up as it passes, and the day caps it at 10', async () => {
    const address = target();
    const lead = await leadFor(address);
    const start = new Date();
    // Only this test's sends are newer than its start; the earlier rounds' were already moved back.
    const anHourAgo = () =>
      t.ctx.db
        .updateTable('recipient_mail_sends')
        .set({ sent_at: new Date(Date.now() - 61 * 60_000) })
        .where('sent_at', '>=', start)
        .execute();
    const statuses: number[] = [];
    for (let hour = 0; hour < 4; hour += 1) {
      for (let i = 0; i < 3; i += 1) statuses.push((await saveQuote(lead)).statusCode);
      await anHourAgo();
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 429, 429]);
    expect(await outboxCount(address)).toBe(10);
  });
});
