import type { CardToken } from '@tailwise/shared/contract';
import { luhnValid } from '@tailwise/shared/contract';
import { call, json, useTestApp } from '../../test/harness';

const t = useTestApp();

const year = new Date().getUTCFullYear() + 1;
const tokenize = (body: Record<string, unknown>) => call(t.app, 'POST', '/payments/tokens/', { body });

test('a valid card becomes a token; only brand, last four and expiry are kept', async () => {
  const res = await tokenize({ number: '4242 4242 4242 4242', expMonth: 12, expYear: year, cvc: '123' });
  expect(res.statusCode).toBe(201);
  const token = json<CardToken>(res);
  expect(token).toEqual({
    token: expect.stringMatching(/^tok_/),
    card: { brand: 'visa', last4: '4242', expMonth: 12, expYear: year },
    createdAt: expect.any(String),
  });
  const row = await t.ctx.db
    .selectFrom('payment_tokens')
    .selectAll()
    .where('token', '=', token.token)
    .executeTakeFirstOrThrow();
  expect(JSON.stringify(row)).not.toContain('424242424242');
  expect(JSON.stringify(row)).not.toContain('"123"');
});

test.each([
  ['5555555555554444', '123', 'mastercard'],
  ['378282246310005', '1234', 'amex'],
  ['6011111111111117', '123', 'discover'],
])('brand of %s is %s', async (number, cvc, brand) => {
  const res = await tokenize({ number, expMonth: 1, expYear: year, cvc });
  expect(res.statusCode).toBe(201);
  expect(json<CardToken>(res).card.brand).toBe(brand);
});

test('Luhn, expiry and CVC are checked', async () => {
  const luhn = await tokenize({ number: '4242424242424241', expMonth: 12, expYear: year, cvc: '123' });
  expect(luhn.statusCode).toBe(400);
  expect(json(luhn)).toMatchObject({ error: { fields: { number: 'Your card number is invalid' } } });
  const now = new Date();
  const past =
    now.getUTCMonth() === 0
      ? { expMonth: 12, expYear: now.getUTCFullYear() - 1 }
      : { expMonth: now.getUTCMonth(), expYear: now.getUTCFullYear() };
  const expired = await tokenize({ number: '4242424242424242', ...past, cvc: '123' });
  expect(expired.statusCode).toBe(400);
  expect(json(expired)).toMatchObject({ error: { fields: { expYear: expect.stringContaining('past') } } });
  const thisMonth = await tokenize({
    number: '4242424242424242',
    expMonth: now.getUTCMonth() + 1,
    expYear: now.getUTCFullYear(),
    cvc: '123',
  });
  expect(thisMonth.statusCode).toBe(201);
  expect((await tokenize({ number: '378282246310005', expMonth: 1, expYear: year, cvc: '123' })).statusCode).toBe(400);
  expect((await tokenize({ number: '4242424242424242', expMonth: 1, expYear: year, cvc: '12' })).statusCode).toBe(400);
  expect((await tokenize({ number: '4242424242424242', expMonth: 13, expYear: year, cvc: '123' })).statusCode).toBe(
    400,
  );
  expect((await tokenize({ number: 4242424242424242, expMonth: 1, expYear: year, cvc: '123' })).statusCode).toBe(400);
});

test('the shared Luhn helper agrees with known numbers', () => {
  expect(luhnValid('4242424242424242')).toBe(true);
  expect(luhnValid('4000000000000002')).toBe(true);
  expect(luhnValid('4242424242424243')).toBe(false);
  expect(luhnValid('42a2')).toBe(false);
});
