// Firebase Analytics, only where it is supported and configured (a measurement id): one page_view
// per route change. Loaded once the page has settled; offline or blocked, it simply stays off.
// Google sees page URLs only through analyticsUrl(): no lead uuid, lid, verification code, referrer
// id or promo code, in the path or the query, on our page views or on the SDK's own events.
import { readRuntimeConfig } from '@tailwise/shared';
import { analyticsUrl, redactedPath } from '@tailwise/shared/url-redaction';
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { afterSettled } from '../../app/after-first-paint';

export interface PageView {
  page_path: string;
  page_location: string;
  page_title: string;
}

export type LogPageView = (view: PageView) => void;

/** Resolves to a page_view logger, or null when analytics is unavailable here. */
export type LoadAnalytics = () => Promise<LogPageView | null>;

/** Firebase Analytics with every URL it sees cleaned; null without a measurement id or support. */
export const loadFirebaseAnalytics: LoadAnalytics = async () => {
  const { firebase } = readRuntimeConfig();
  if (!firebase?.measurementId || !firebase.appId) return null;
  const [{ firebaseApp }, analytics] = await Promise.all([
    import('../firebase/firebase-app'),
    import('firebase/analytics'),
  ]);
  if (!(await analytics.isSupported().catch(() => false))) return null;
  // gtag.js otherwise reads document.location and document.referrer itself for every event
  // (first_visit, session_start, user_engagement...): set the cleaned ones before it starts.
  const referrer = document.referrer ? analyticsUrl(document.referrer) : '';
  const current = {
    page_location: analyticsUrl(window.location.href),
    ...(referrer ? { page_referrer: referrer } : {}),
  };
  analytics.setDefaultEventParameters(current);
  // Page views are ours to send, one per route change, so the automatic one is off.
  const instance = analytics.initializeAnalytics(firebaseApp(firebase), {
    config: { send_page_view: false, ...current },
  });
  return (view) => {
    // Later events belong to this page: they carry its cleaned URL, not the address bar's.
    analytics.setDefaultEventParameters({ page_location: view.page_location, page_title: view.page_title });
    analytics.logEvent(instance, 'page_view', view);
  };
};

/** The page view for the page the visitor is on, with every URL cleaned for Google. */
export function currentPageView(pathname: string, href: string, title: string): PageView {
  return { page_path: redactedPath(pathname), page_location: analyticsUrl(href), page_title: title };
}

export function PageViewTracker({ load = loadFirebaseAnalytics }: { load?: LoadAnalytics }) {
  const { pathname, search } = useLocation();
  const logger = useRef<LogPageView | null>(null);
  const pending = useRef<PageView[]>([]);

  useEffect(
    () =>
      afterSettled(() => {
        load()
          .then((log) => {
            logger.current = log;
            if (log) pending.current.forEach(log);
            pending.current = [];
          })
          .catch(() => {
            pending.current = [];
          });
      }),
    [load],
  );

  useEffect(() => {
    const view = currentPageView(pathname, window.location.href, document.title);
    if (logger.current) logger.current(view);
    else if (pending.current.length < 20) pending.current.push(view);
  }, [pathname, search]);

  return null;
}
