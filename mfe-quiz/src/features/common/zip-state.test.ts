// The ZIP-prefix table: every state and DC is reachable, known ZIP codes land in their state, and gaps have none.
import { US_STATES } from '@tailwise/shared/contract';
import { stateForZip, zipStateMismatch } from './zip-state';

describe('stateForZip', () => {
  it.each([
    ['90210', 'CA'],
    ['10001', 'NY'],
    ['02134', 'MA'],
    ['02903', 'RI'],
    ['05501', 'MA'], // Andover IRS centre inside Vermont's range
    ['07030', 'NJ'],
    ['19104', 'PA'],
    ['19901', 'DE'],
    ['20500', 'DC'],
    ['20101', 'VA'],
    ['21201', 'MD'],
    ['30301', 'GA'],
    ['39901', 'GA'],
    ['33101', 'FL'],
    ['73301', 'TX'], // Austin's IRS prefix inside Oklahoma's range
    ['73101', 'OK'],
    ['88510', 'TX'],
    ['87101', 'NM'],
    ['96813', 'HI'],
    ['99501', 'AK'],
    ['98101', 'WA'],
    ['59601', 'MT'],
    ['82001', 'WY'],
    ['58501', 'ND'],
    ['57501', 'SD'],
  ])('%s is in %s', (zip, state) => {
    expect(stateForZip(zip)).toBe(state);
  });

  it('reaches every state we sell in and DC', () => {
    const reached = new Set<string>();
    for (let p = 0; p < 1000; p += 1) {
      const state = stateForZip(`${String(p).padStart(3, '0')}00`);
      if (state) reached.add(state);
    }
    expect([...reached].sort()).toEqual([...US_STATES].sort());
  });

  it('has no state for military, territory and malformed codes', () => {
    expect(stateForZip('09001')).toBeNull(); // APO Europe
    expect(stateForZip('00901')).toBeNull(); // Puerto Rico
    expect(stateForZip('96910')).toBeNull(); // Guam
    expect(stateForZip('9021')).toBeNull();
    expect(stateForZip('abcde')).toBeNull();
  });
});

describe('zipStateMismatch', () => {
  it('names the state a ZIP code is really in', () => {
    expect(zipStateMismatch('10001', 'NJ')).toBe('This ZIP code is in NY');
    expect(zipStateMismatch('10001', 'NY')).toBeNull();
  });

  it('waits for a complete ZIP code and a state before judging', () => {
    expect(zipStateMismatch('100', 'NJ')).toBeNull();
    expect(zipStateMismatch('10001', undefined)).toBeNull();
  });

  it('refuses ZIP codes outside the states we sell in', () => {
    expect(zipStateMismatch('00901', 'NY')).toBe('We sell in the 50 states and DC only');
  });
});
