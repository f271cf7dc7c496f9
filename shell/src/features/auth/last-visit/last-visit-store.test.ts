// The kept last visit: read back only in its format, within its age, for one customer, and within its size.
import { clearLastVisit, LAST_VISIT_KEY } from './last-visit-key';
import {
  LAST_VISIT_MAX_AGE_MS,
  LAST_VISIT_MAX_CHARS,
  readLastVisit,
  writeLastVisit,
  type LastVisitEntry,
} from './last-visit-store';

const ada = { uid: 'uid-ada', email: 'ada@example.com', emailVerified: true };
const bo = { uid: 'uid-bo', email: 'bo@example.com', emailVerified: false };
const NOW = Date.UTC(2026, 10, 27, 12);
const entry = (hash: string, data: unknown, updatedAt = NOW - 1000) => ({ hash, tag: 'dashboard@1', data, updatedAt });

const hashes = () => ((readLastVisit(NOW)?.entries ?? []) as LastVisitEntry[]).map((e) => e.hash);

beforeEach(() => localStorage.clear());

describe('the last visit', () => {
  it('reads back what was written for the customer', () => {
    writeLastVisit(ada, [entry('["shared","pets","uid-ada"]', [{ name: 'Pepper' }])], NOW);
    expect(readLastVisit(NOW + 5000)).toEqual({
      format: 1,
      user: ada,
      savedAt: NOW,
      entries: [entry('["shared","pets","uid-ada"]', [{ name: 'Pepper' }])],
    });
  });

  it.each([
    ['nothing kept', null],
    ['not JSON', '{"format":1,'],
    ['another format', JSON.stringify({ format: 2, user: ada, savedAt: NOW, entries: [] })],
    ['no user', JSON.stringify({ format: 1, savedAt: NOW, entries: [] })],
    ['an empty uid', JSON.stringify({ format: 1, user: { ...ada, uid: '' }, savedAt: NOW, entries: [] })],
    ['too old', JSON.stringify({ format: 1, user: ada, savedAt: NOW - LAST_VISIT_MAX_AGE_MS - 1, entries: [] })],
    ['from the future', JSON.stringify({ format: 1, user: ada, savedAt: NOW + 3_600_000, entries: [] })],
  ])('is nothing when %s', (_, stored) => {
    if (stored !== null) localStorage.setItem(LAST_VISIT_KEY, stored);
    expect(readLastVisit(NOW)).toBeNull();
  });

  it('drops entries that are not in its shape when writing, keeping the rest', () => {
    localStorage.setItem(
      LAST_VISIT_KEY,
      JSON.stringify({ format: 1, user: ada, savedAt: NOW, entries: [{ hash: 'x' }, entry('ok', 1)] }),
    );
    writeLastVisit(ada, [entry('new', 2)], NOW);
    expect(readLastVisit(NOW)?.entries).toEqual([entry('ok', 1), entry('new', 2)]);
  });

  it("keeps a page's answers from last time while another page's arrive, for the same customer", () => {
    writeLastVisit(ada, [entry('claims', ['c1']), entry('pets', ['Pepper'])], NOW);
    writeLastVisit(ada, [entry('pets', ['Pepper', 'Rex'], NOW + 500)], NOW + 1000);
    expect(readLastVisit(NOW + 1000)?.entries).toEqual([
      entry('claims', ['c1']),
      entry('pets', ['Pepper', 'Rex'], NOW + 500),
    ]);
  });

  it("never merges another customer's answers into the next one's", () => {
    writeLastVisit(ada, [entry('claims', ['c1'])], NOW);
    writeLastVisit(bo, [entry('pets', ['Rex'])], NOW + 1000);
    expect(readLastVisit(NOW + 1000)).toMatchObject({ user: bo, entries: [entry('pets', ['Rex'])] });
  });

  it('drops answers older than its age when writing', () => {
    writeLastVisit(ada, [entry('old', 1, NOW - LAST_VISIT_MAX_AGE_MS - 1), entry('new', 2)], NOW);
    expect(hashes()).toEqual(['new']);
  });

  it('drops the largest answers to stay within its size', () => {
    const big = 'x'.repeat(LAST_VISIT_MAX_CHARS);
    writeLastVisit(ada, [entry('small', 'y'), entry('big', big)], NOW);
    expect(hashes()).toEqual(['small']);
    expect(localStorage.getItem(LAST_VISIT_KEY)!.length).toBeLessThanOrEqual(LAST_VISIT_MAX_CHARS);
  });

  it('is gone once cleared', () => {
    writeLastVisit(ada, [entry('pets', [])], NOW);
    clearLastVisit();
    expect(localStorage.getItem(LAST_VISIT_KEY)).toBeNull();
  });
});
