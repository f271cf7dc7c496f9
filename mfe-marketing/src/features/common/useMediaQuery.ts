import { useSyncExternalStore } from 'react';

/**
 * Whether a media query matches, kept in sync with the window. Without a window (a server render)
 * it is false, so use it only for content that is client-only anyway (e.g. API data).
 */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      if (typeof window === 'undefined' || !window.matchMedia) return () => {};
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => (typeof window !== 'undefined' && window.matchMedia ? window.matchMedia(query).matches : false),
    () => false,
  );
}
