import { useCallback, useMemo, useSyncExternalStore } from 'react';
import { quizAndCartKeys, type StorageArea, type StorageKey } from './storage-keys';

function areaOf(area: StorageArea): Storage | null {
  try {
    return area === 'local' ? globalThis.localStorage : globalThis.sessionStorage;
  } catch {
    // Storage can be blocked (private modes, sandboxed frames); the app then runs on defaults.
    return null;
  }
}

const listeners = new Set<() => void>();
const notify = () => listeners.forEach((l) => l());

export function readStored<T>(k: StorageKey<T>): T {
  const raw = areaOf(k.area)?.getItem(k.key);
  if (raw == null) return k.defaultValue;
  try {
    return JSON.parse(raw) as T;
  } catch {
    return k.defaultValue;
  }
}

export function writeStored<T>(k: StorageKey<T>, value: T): void {
  try {
    areaOf(k.area)?.setItem(k.key, JSON.stringify(value));
  } catch {
    // Quota exceeded or blocked: the value lives only in memory for this render.
  }
  notify();
}

export function removeStored(k: StorageKey<unknown>): void {
  areaOf(k.area)?.removeItem(k.key);
  notify();
}

/** Clears the quiz and cart keys from both local and session storage. */
export function clearQuizAndCartState(): void {
  for (const k of quizAndCartKeys) {
    areaOf('local')?.removeItem(k.key);
    areaOf('session')?.removeItem(k.key);
  }
  notify();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  const onStorage = () => listener();
  globalThis.addEventListener?.('storage', onStorage);
  return () => {
    listeners.delete(listener);
    globalThis.removeEventListener?.('storage', onStorage);
  };
}

/** React state backed by a storage key; every component reading the key sees the same value. */
export function useStoredState<T>(k: StorageKey<T>): [T, (value: T) => void] {
  const raw = useSyncExternalStore(
    subscribe,
    () => areaOf(k.area)?.getItem(k.key) ?? null,
    () => null,
  );
  const value = useMemo(() => (raw == null ? k.defaultValue : safeParse(raw, k.defaultValue)), [raw, k]);
  const set = useCallback((v: T) => writeStored(k, v), [k]);
  return [value, set];
}

function safeParse<T>(raw: string, fallback: T): T {
  try {
    return JSON.parse(raw) as T;
  } catch {
    return fallback;
  }
}
