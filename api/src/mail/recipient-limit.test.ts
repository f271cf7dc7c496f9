// The per-recipient allowance: however an address is written, it is one inbox.
import { randomUUID } from 'node:crypto';
import { createTestApp, type TestApp } from '../test/harness';
import { assertRecipientAllowance } from './recipient-limit';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    rateLimits: {
      savedQuoteRecipientHour: { max: 2, timeWindowMs: 60 * 60_000 },
      savedQuoteRecipientDay: { max: 10, timeWindowMs: 24 * 60 * 60_000 },
    },
  });
});
afterAll(async () => {
  await t.close();
});

describe('assertRecipientAllowance', () => {
  test('counts an address however it is written, and refuses with a 429 naming email', async () => {
    const address = `Case-${randomUUID()}@Example.com`;
    await assertRecipientAllowance(t.ctx, address, 'savedQuote');
    await assertRecipientAllowance(t.ctx, ` ${address.toUpperCase()} `, 'savedQuote');
    await expect(assertRecipientAllowance(t.ctx, address.toLowerCase(), 'savedQuote')).rejects.toMatchObject({
      status: 429,
      code: 'RateLimited',
      fields: { email: expect.any(String) },
    });
  });

  test('keeps no address in the clear', async () => {
    const address = `plain-${randomUUID()}@example.com`;
    await assertRecipientAllowance(t.ctx, address, 'savedQuote');
    const rows = await t.ctx.db.selectFrom('recipient_mail_sends').selectAll().execute();
    expect(JSON.stringify(rows)).not.toContain('plain-');
  });
});
