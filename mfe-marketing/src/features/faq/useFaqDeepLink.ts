import { useCallback, useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * Which questions are open. Everything starts closed, on the server and in the first client render,
 * so prerendered HTML and hydration agree; then, after mount and on every hash change, a hash naming
 * a question (/faq#how-do-claims-work) opens it, scrolls it into view and moves focus to it.
 */
export function useFaqDeepLink(questionIds: readonly string[]) {
  const { hash } = useLocation();
  const [open, setOpen] = useState<ReadonlySet<string>>(() => new Set());

  useEffect(() => {
    const id = decodeURIComponent(hash.replace(/^#/, ''));
    if (!id) return;
    if (questionIds.includes(id)) setOpen((current) => (current.has(id) ? current : new Set(current).add(id)));
    // After the answer is shown: bring the question (or a section heading) into view.
    const frame = requestAnimationFrame(() => {
      const target = document.getElementById(id);
      if (!target) return;
      target.scrollIntoView?.({ block: 'start' });
      const button = document.getElementById(`${id}-question`);
      (button ?? target).focus?.({ preventScroll: true });
    });
    return () => cancelAnimationFrame(frame);
  }, [hash, questionIds]);

  const toggle = useCallback((id: string) => {
    setOpen((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  }, []);

  const setAll = useCallback(
    (expanded: boolean) => setOpen(expanded ? new Set(questionIds) : new Set()),
    [questionIds],
  );

  return { open, toggle, setAll };
}
