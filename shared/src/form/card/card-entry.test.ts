// The card entry's rules, which checkout and the dashboard's wallet both rely on.
import { z } from 'zod';
import { CardEntrySchema, formatCardNumber, formatExpiry, parseExpiry } from './card-entry';

const nextYear = new Date().getFullYear() + 1;
const yy = String(nextYear).slice(2);

describe('card entry', () => {
  it('reads MM / YY in the ways people type it', () => {
    expect(parseExpiry(`04 / ${yy}`)).toEqual({ month: 4, year: nextYear });
    expect(parseExpiry(`4/${yy}`)).toEqual({ month: 4, year: nextYear });
    expect(parseExpiry(`04/${nextYear}`)).toEqual({ month: 4, year: nextYear });
    expect(parseExpiry(`13/${yy}`)).toBeNull();
    expect(parseExpiry('soon')).toBeNull();
  });

  it('groups the number by brand and writes the expiry as it is typed', () => {
    expect(formatCardNumber('4242424242424242')).toBe('4242 4242 4242 4242');
    expect(formatCardNumber('378282246310005')).toBe('3782 822463 10005');
    expect(formatCardNumber('42a4')).toBe('424');
    expect(formatExpiry('0427')).toBe('04 / 27');
    expect(formatExpiry('04')).toBe('04');
  });

  it('gives the token request for a good card', () => {
    const out = CardEntrySchema.parse({
      number: '4242 4242 4242 4242',
      expiry: `12 / ${yy}`,
      cvc: '123',
      postalCode: '',
    });
    expect(out).toEqual({ number: '4242424242424242', expMonth: 12, expYear: nextYear, cvc: '123' });
  });

  it('names every problem at once, in the form’s order, on the form’s own fields', () => {
    const result = CardEntrySchema.safeParse({ number: '4242 4242 4242 4241', expiry: '1', cvc: '', postalCode: '' });
    expect(result.success).toBe(false);
    const issues = (result.error as z.ZodError).issues.map((i) => [i.path.join('.'), i.message]);
    expect(issues.map(([path]) => path)).toEqual(['number', 'expiry', 'cvc']);
    expect(issues[1]![1]).toBe('Enter the expiry date as MM / YY');
  });

  it('puts a past expiry on the expiry field, not on expMonth or expYear', () => {
    const result = CardEntrySchema.safeParse({
      number: '4242 4242 4242 4242',
      expiry: '01 / 20',
      cvc: '123',
      postalCode: '',
    });
    expect(result.success).toBe(false);
    expect(new Set((result.error as z.ZodError).issues.map((i) => i.path.join('.')))).toEqual(new Set(['expiry']));
  });
});
