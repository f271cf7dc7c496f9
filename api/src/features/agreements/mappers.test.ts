// Policy years and billing periods: the jump-ahead in periodContaining must land where counting one by one does.
import { addDays, addMonths, periodContaining } from './mappers';

function naive(start: string, day: string, months: number) {
  let n = 0;
  while (addMonths(start, months * (n + 1)) <= day) n += 1;
  return { from: addMonths(start, months * n), to: addMonths(start, months * (n + 1)) };
}

test('month-end starts keep their day where the month has it', () => {
  expect(periodContaining('2025-01-31', '2025-03-01', 1)).toEqual({ from: '2025-02-28', to: '2025-03-31' });
  expect(periodContaining('2024-02-29', '2025-03-01', 12)).toEqual({ from: '2025-02-28', to: '2026-02-28' });
  expect(periodContaining('2025-05-10', '2025-05-10', 1)).toEqual({ from: '2025-05-10', to: '2025-06-10' });
  expect(periodContaining('2025-05-10', '2025-05-01', 12)).toEqual({ from: '2025-05-10', to: '2026-05-10' });
});

test('agrees with counting period by period, for every day over six years and several starts', () => {
  for (const start of ['2024-01-31', '2024-02-29', '2024-03-15', '2024-12-01']) {
    for (let d = 0; d < 6 * 366; d += 7) {
      const day = addDays(start, d);
      expect(periodContaining(start, day, 1)).toEqual(naive(start, day, 1));
      expect(periodContaining(start, day, 12)).toEqual(naive(start, day, 12));
    }
  }
});
