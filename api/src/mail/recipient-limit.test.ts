// The per-recipient allowance and the "verified recipient" answer that decides what a mail may carry.
import { randomUUID } from 'node:crypto';
import type { Me } from '@tailwise/shared/contract';
import { call, createUser, json, type TestUser, useTestApp } from '../test/harness';
import { assertRecipientAllowance, isVerifiedRecipient } from './recipient-limit';

const t = useTestApp({
  rateLimits: {
    savedQuoteRecipientHour: { max: 2, timeWindowMs: 60 * 60_000 },
    savedQuoteRecipientDay: { max: 10, timeWindowMs: 24 * 60 * 60_000 },
  },
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

describe('isVerifiedRecipient', () => {
  const customerOf = async (user: TestUser, verified: boolean) => {
    expect(json<Me>(await call(t.app, 'GET', '/me/', { user })).email).toBe(user.email);
    await t.ctx.db
      .updateTable('customers')
      .set({ email_verified: verified })
      .where('firebase_uid', '=', user.uid)
      .execute();
  };
  const caller = (user: TestUser) => ({ uid: user.uid, email: user.email, emailVerified: false });

  test('only an address a customer verified, in any case', async () => {
    const verified = await createUser();
    const unverified = await createUser();
    await customerOf(verified, true);
    await customerOf(unverified, false);
    expect(await isVerifiedRecipient(t.ctx.db, verified.email)).toBe(true);
    expect(await isVerifiedRecipient(t.ctx.db, ` ${verified.email.toUpperCase()} `)).toBe(true);
    expect(await isVerifiedRecipient(t.ctx.db, unverified.email)).toBe(false);
    expect(await isVerifiedRecipient(t.ctx.db, `nobody-${randomUUID()}@example.com`)).toBe(false);
  });

  test('with a caller, only the caller’s own verified address', async () => {
    const owner = await createUser();
    const stranger = await createUser();
    await customerOf(owner, true);
    await customerOf(stranger, true);
    expect(await isVerifiedRecipient(t.ctx.db, owner.email, caller(owner))).toBe(true);
    expect(await isVerifiedRecipient(t.ctx.db, owner.email, caller(stranger))).toBe(false);
    expect(await isVerifiedRecipient(t.ctx.db, owner.email, null)).toBe(false);
    // A token that no longer names the address (the account moved off it) does not count either.
    expect(await isVerifiedRecipient(t.ctx.db, owner.email, { ...caller(owner), email: 'elsewhere@example.com' })).toBe(
      false,
    );
  });
});
