import { act, renderHook } from '@testing-library/react';
import { allStorageKeys, quizAndCartKeys, storageKeys } from './storage-keys';
import { clearQuizAndCartState, readStored, useStoredState, writeStored } from './stored-state';

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe('storage keys', () => {
  it('cover every client-stored key of spec §3 exactly once, plus the quiz keys the spec leaves out', () => {
    const names = allStorageKeys.map((k) => k.key);
    expect(new Set(names).size).toBe(names.length);
    expect(names.every((n) => n.startsWith('tailwise.'))).toBe(true);
    expect(Object.keys(storageKeys).sort()).toEqual(
      [
        'currentBreeds',
        'rehydrationMethod',
        'rehydrationVariant',
        'resetCartStatus',
        'leadId',
        'leadUuid',
        'promoCode',
        'promoInput',
        'marketingSource',
        'referrerData',
        'shipping',
        'billing',
        'matchShipping',
        'backupEmail',
        'cid',
        'billingInterval',
        'checkoutSubmittedData',
        'currentPets',
        'petsCart',
        'currentPetIndex',
        'insuranceQuote',
        'quoteLoading',
        'waitingPeriod',
        // Not in spec §3: which flow owns the stored answers, the ZIP code asked before the price, and the
        // saved-quote link already restored in this tab.
        'quizFlow',
        'zipCode',
        'restoredLeadLink',
      ].sort(),
    );
  });

  it('default the lead id to -1 and the lead uuid to null', () => {
    expect(readStored(storageKeys.leadId)).toBe(-1);
    expect(readStored(storageKeys.leadUuid)).toBeNull();
    expect(readStored(storageKeys.billingInterval)).toBe('month');
    expect(readStored(storageKeys.petsCart)).toEqual([]);
  });

  it('count the flow owner and the ZIP code as quiz state, which the Unexpected Error reload clears', () => {
    writeStored(storageKeys.zipCode, '90210');
    writeStored(storageKeys.quizFlow, { flowId: 'StartQuiz' });
    clearQuizAndCartState();
    expect(readStored(storageKeys.zipCode)).toBeNull();
    expect(readStored(storageKeys.quizFlow)).toBeNull();
  });

  it('fall back to the default when the stored value is corrupt', () => {
    localStorage.setItem(storageKeys.leadId.key, '{not json');
    expect(readStored(storageKeys.leadId)).toBe(-1);
  });

  it('treat exactly the quiz and cart groups as the unfinished purchase', () => {
    expect(quizAndCartKeys.map((k) => k.group).every((g) => g === 'quiz' || g === 'cart')).toBe(true);
    const kept = allStorageKeys
      .filter((k) => !quizAndCartKeys.includes(k))
      .map((k) => k.key)
      .sort();
    expect(kept).toEqual([
      'tailwise.leadId',
      'tailwise.leadUuid',
      'tailwise.marketingSource',
      'tailwise.promoCode',
      'tailwise.referrerData',
    ]);
  });
});

describe('clearQuizAndCartState', () => {
  it('removes every quiz and cart key from both storages and leaves the rest', () => {
    for (const k of allStorageKeys) {
      localStorage.setItem(k.key, JSON.stringify('x'));
      sessionStorage.setItem(k.key, JSON.stringify('x'));
    }
    localStorage.setItem('unrelated', '1');
    clearQuizAndCartState();
    for (const k of quizAndCartKeys) {
      expect(localStorage.getItem(k.key)).toBeNull();
      expect(sessionStorage.getItem(k.key)).toBeNull();
    }
    for (const k of allStorageKeys.filter((k) => !quizAndCartKeys.includes(k))) {
      expect(localStorage.getItem(k.key)).toBe('"x"');
    }
    expect(localStorage.getItem('unrelated')).toBe('1');
  });
});

describe('useStoredState', () => {
  it('shares one value between components and follows writes', () => {
    const a = renderHook(() => useStoredState(storageKeys.promoCode));
    const b = renderHook(() => useStoredState(storageKeys.promoCode));
    expect(a.result.current[0]).toBeNull();
    act(() => a.result.current[1]('SPRING10'));
    expect(b.result.current[0]).toBe('SPRING10');
    expect(JSON.parse(localStorage.getItem(storageKeys.promoCode.key)!)).toBe('SPRING10');
  });

  it('keeps the same object identity while the stored text is unchanged', () => {
    writeStored(storageKeys.referrerData, { ri: 'g1' });
    const { result, rerender } = renderHook(() => useStoredState(storageKeys.referrerData));
    const first = result.current[0];
    rerender();
    expect(result.current[0]).toBe(first);
  });
});
