// Marks the moment a route's page content has rendered, so work that must not compete with it
// (Firebase, Remote Config, analytics, Sentry) can wait for it, and tools can measure it.
import { useEffect } from 'react';

export const ROUTE_RENDERED_EVENT = 'tailwise:route-rendered';

export const ROUTE_RENDERED_MARK = 'tailwise:route-rendered';

export function notifyRouteRendered(): void {
  if (typeof document === 'undefined') return;
  if (document.documentElement.dataset.routeRendered !== '1') {
    document.documentElement.dataset.routeRendered = '1';
    // The first route's render, on the page's own clock, for benchmarks and monitoring.
    performance.mark?.(ROUTE_RENDERED_MARK);
  }
  window.dispatchEvent(new Event(ROUTE_RENDERED_EVENT));
}

/** Resolves once a route has rendered since the page loaded. */
export function whenRouteRendered(): Promise<void> {
  if (typeof document === 'undefined' || document.documentElement.dataset.routeRendered === '1')
    return Promise.resolve();
  return new Promise((resolve) => window.addEventListener(ROUTE_RENDERED_EVENT, () => resolve(), { once: true }));
}

/** Rendered after a page inside the same Suspense boundary: it mounts only once the page has. */
export function RouteRendered() {
  useEffect(() => notifyRouteRendered(), []);
  return null;
}
