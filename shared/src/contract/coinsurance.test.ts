// Spec §5's coinsurance default, every case of its table: where the visitor is, whether the 80 option is sold,
// and what was stored before.
import { defaultCoinsurancePercent } from './coinsurance';

const california = { restrictedState: true, coinsurancePercents: [10, 20] };
const californiaWithout80 = { restrictedState: true, coinsurancePercents: [10] };
const ohio = { restrictedState: false, coinsurancePercents: [0, 10, 20] };
const ohioWithout80 = { restrictedState: false, coinsurancePercents: [0, 10] };

describe('defaultCoinsurancePercent (spec §5)', () => {
  test.each([
    // restricted state where the 80 option applies: always 20, whatever was stored
    ['California, nothing stored', california, undefined, 20],
    ['California, stored 0', california, 0, 20],
    ['California, stored 10', california, 10, 20],
    ['California, stored 20', california, 20, 20],
    // restricted state without the 80 option: as elsewhere, and 20 is not allowed
    ['California without the 80 option, nothing stored', californiaWithout80, undefined, 10],
    ['California without the 80 option, stored 20', californiaWithout80, 20, 10],
    // elsewhere: 10, unless 20 was stored and is allowed
    ['Ohio, nothing stored', ohio, undefined, 10],
    ['Ohio, stored null', ohio, null, 10],
    ['Ohio, stored 0', ohio, 0, 10],
    ['Ohio, stored 10', ohio, 10, 10],
    ['Ohio, stored 20', ohio, 20, 20],
    ['Ohio, stored 15 (never sold)', ohio, 15, 10],
    ['Ohio without the 80 option, stored 20', ohioWithout80, 20, 10],
  ])('%s → %i', (_case, where, stored, expected) => {
    expect(defaultCoinsurancePercent(where, stored)).toBe(expected);
  });
});
