// Brings a profile section into view when the address names it (/dashboard/profile#payments, #payouts: links in emails).
import { useEffect, useRef, type RefObject } from 'react';
import { useLocation } from 'react-router-dom';

/** Once per navigation, after the page above has settled (`ready`), so the section does not move after the scroll. */
export function useScrollToAnchor(anchor: string, ready: boolean, heading: RefObject<HTMLHeadingElement | null>) {
  const location = useLocation();
  const handled = useRef<string | null>(null);
  useEffect(() => {
    if (!ready || location.hash !== `#${anchor}` || handled.current === location.key) return;
    handled.current = location.key;
    heading.current?.focus({ preventScroll: true });
    document.getElementById(anchor)?.scrollIntoView?.({ block: 'start' });
  }, [anchor, ready, location.hash, location.key, heading]);
}
