// One money format for every app: cents always shown, unless a whole amount is asked for and has none.
import { formatCents } from '@tailwise/shared/money';

it('writes cents as US dollars, dropping zero cents only when asked', () => {
  expect(formatCents(123456)).toBe('$1,234.56');
  expect(formatCents(5000)).toBe('$50.00');
  expect(formatCents(0)).toBe('$0.00');
  expect(formatCents(100000, { whole: true })).toBe('$1,000');
  expect(formatCents(10050, { whole: true })).toBe('$100.50');
});
