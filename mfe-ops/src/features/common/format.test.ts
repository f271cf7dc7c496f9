// Waiting times and typed amounts, as the queue and the approve form read them.
import { dollarsToCents } from '@tailwise/shared/format';
import { centsToDollarsInput, formatWaited } from './format';

describe('formatWaited', () => {
  const now = Date.parse('2026-11-26T15:00:00Z');
  it.each([
    ['2026-11-26T14:59:30Z', 'under a minute'],
    ['2026-11-26T14:48:00Z', '12 min'],
    ['2026-11-26T12:00:00Z', '3 h'],
    ['2026-11-26T11:48:00Z', '3 h 12 min'],
    ['2026-11-24T11:00:00Z', '2 d 4 h'],
    ['2026-11-24T15:00:00Z', '2 d'],
    ['2026-11-26T16:00:00Z', 'under a minute'],
  ])('since %s reads %s', (since, text) => {
    expect(formatWaited(since, now)).toBe(text);
  });
});

describe('centsToDollarsInput', () => {
  it('gives back what centsToDollarsInput wrote', () => {
    for (const cents of [0, 7, 29, 4207, 328_500]) expect(dollarsToCents(centsToDollarsInput(cents))).toBe(cents);
  });
});
