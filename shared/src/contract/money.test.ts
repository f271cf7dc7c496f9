// One money format for every app: cents always shown, unless a whole amount is asked for and has none.
import { dollarsToCents, formatCents, formatWholeDollars } from '@tailwise/shared/format';

it('writes cents as US dollars, dropping zero cents only when asked', () => {
  expect(formatCents(123456)).toBe('$1,234.56');
  expect(formatCents(5000)).toBe('$50.00');
  expect(formatCents(0)).toBe('$0.00');
  expect(formatCents(-0)).toBe('$0.00');
  expect(formatCents(-2550)).toBe('-$25.50');
  expect(formatCents(100000, { whole: true })).toBe('$1,000');
  expect(formatCents(10050, { whole: true })).toBe('$100.50');
});

it('writes exactly what Intl’s en-US dollar format writes, for amounts small, large and negative', () => {
  const intl = (digits: number) =>
    new Intl.NumberFormat('en-US', {
      style: 'currency',
      currency: 'USD',
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    });
  const [cents2, whole0] = [intl(2), intl(0)];
  const amounts = [0, 1, 9, 10, 99, 100, 101, 999, 1000, 12345, 99999, 100000, 123456789, 100000000000];
  let seed = 7;
  for (let i = 0; i < 500; i++) {
    seed = (seed * 48271) % 2147483647;
    amounts.push(seed % 10 ** (1 + (i % 11)));
  }
  // Not -0: Intl writes "-$0.00", which no bill should show.
  for (const cents of [...amounts, ...amounts.filter((a) => a > 0).map((a) => -a)]) {
    expect(formatCents(cents)).toBe(cents2.format(cents / 100));
    expect(formatCents(cents, { whole: true })).toBe(
      cents % 100 === 0 ? whole0.format(cents / 100) : cents2.format(cents / 100),
    );
  }
});

it('writes whole dollars as formatCents writes their cents with `whole`', () => {
  // The marketing pages' deductibles and example bills, and the quiz's deductibles, as they read today.
  expect(formatWholeDollars(500)).toBe('$500');
  expect(formatWholeDollars(1000)).toBe('$1,000');
  expect(formatWholeDollars(4500)).toBe('$4,500');
  expect(formatWholeDollars(0)).toBe('$0');
  for (const dollars of [0, 1, 250, 999, 1000, 12345, 1000000]) {
    expect(formatWholeDollars(dollars)).toBe(formatCents(dollars * 100, { whole: true }));
    expect(formatWholeDollars(dollars)).toBe(`$${dollars.toLocaleString('en-US')}`);
  }
});

describe('dollarsToCents', () => {
  it.each([
    ['3285', 328_500],
    ['3,285.00', 328_500],
    ['$42.07', 4207],
    ['0.29', 29],
    ['.5', 50],
    ['12.345', null],
    ['-5', null],
    ['abc', null],
  ])('%s is %s cents', (text, cents) => {
    expect(dollarsToCents(text)).toBe(cents);
  });

  it('turns dollars into exact cents', () => {
    expect(dollarsToCents('420.50')).toBe(42_050);
    expect(dollarsToCents('$1,234.5')).toBe(123_450);
    expect(dollarsToCents('0.29')).toBe(29);
    expect(dollarsToCents('19.99')).toBe(1999);
    expect(dollarsToCents('.07')).toBe(7);
    expect(dollarsToCents('12.345')).toBeNull();
    expect(dollarsToCents('ten')).toBeNull();
  });
});
