// The price screen's bottom bar repeats the summary's total and button for thumbs; once the summary's own
// button is on screen the bar would only show it twice, so the bar steps aside while it is in view.
import { useEffect, useState, type RefObject } from 'react';

/** Whether the element is at least partly in the viewport (false where IntersectionObserver is missing). */
export function useInView(ref: RefObject<Element | null>): boolean {
  const [inView, setInView] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => setInView(entries.some((e) => e.isIntersecting)));
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return inView;
}
