// A part of a page that is not first-render code: it starts loading once the route has rendered (its heading is
// on screen) and shows a placeholder of its size until then, so the page's first paint waits for none of it.
import { whenRouteRendered } from '@tailwise/shared';
import { Suspense, useEffect, useState, type ReactNode } from 'react';

/** True once the route has rendered since the page loaded (at once on a later route). */
export function useRouteRendered(): boolean {
  const [rendered, setRendered] = useState(false);
  useEffect(() => {
    let live = true;
    void whenRouteRendered().then(() => live && setRendered(true));
    return () => {
      live = false;
    };
  }, []);
  return rendered;
}

/** `children` (typically lazy) only after the route has rendered; `fallback`, which keeps their space, until they are there. */
export function AfterRouteRendered({ children, fallback }: { children: ReactNode; fallback: ReactNode }) {
  const rendered = useRouteRendered();
  if (!rendered) return <>{fallback}</>;
  return <Suspense fallback={fallback}>{children}</Suspense>;
}
