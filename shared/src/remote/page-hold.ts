// While a page shows a loading placeholder or is about to redirect, the shell holds its footer back: a footer
// drawn under a placeholder sits in view and is pushed down when the content arrives (a layout shift, the main
// cause of CLS on pages the app draws). Kept on the document, not in a module, so every copy of this code on the
// page (the shell's, a remote's) counts into one hold.
import { useEffect, useLayoutEffect } from 'react';

export const PAGE_HOLD_EVENT = 'tailwise:page-hold';

const holds = () => Number(document.documentElement.dataset.pageHolds ?? '0');

function setHolds(count: number) {
  document.documentElement.dataset.pageHolds = String(Math.max(0, count));
  window.dispatchEvent(new Event(PAGE_HOLD_EVENT));
}

/** Whether any part of the page is holding the footer back; false on the server (prerendered HTML is whole). */
export const isPageHeld = (): boolean => typeof document !== 'undefined' && holds() > 0;

export function subscribePageHold(onChange: () => void): () => void {
  window.addEventListener(PAGE_HOLD_EVENT, onChange);
  return () => window.removeEventListener(PAGE_HOLD_EVENT, onChange);
}

// Before paint, so the footer never shows for a frame under the placeholder; on the server there is nothing to hold.
const useBeforePaint = typeof window === 'undefined' ? useEffect : useLayoutEffect;

/** Holds the footer back while the calling component is mounted (and `active`). */
export function usePageHold(active = true): void {
  useBeforePaint(() => {
    if (!active) return undefined;
    setHolds(holds() + 1);
    return () => setHolds(holds() - 1);
  }, [active]);
}
