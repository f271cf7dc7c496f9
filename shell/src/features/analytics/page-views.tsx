// Firebase Analytics, only where it is supported and configured (a measurement id): one page_view
// per route change. Loaded once the page has settled; offline or blocked, it simply stays off.
import { readRuntimeConfig } from '@tailwise/shared';
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

const defaultLoader: LoadAnalytics = async () => {
  const { firebase } = readRuntimeConfig();
  if (!firebase?.measurementId || !firebase.appId) return null;
  const [{ firebaseApp }, analytics] = await Promise.all([
    import('../firebase/firebase-app'),
    import('firebase/analytics'),
  ]);
  if (!(await analytics.isSupported().catch(() => false))) return null;
  // Page views are ours to send, one per route change, so the automatic one is off.
  const instance = analytics.initializeAnalytics(firebaseApp(firebase), { config: { send_page_view: false } });
  return (view) => analytics.logEvent(instance, 'page_view', view);
};

export function PageViewTracker({ load = defaultLoader }: { load?: LoadAnalytics }) {
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
    const view = { page_path: pathname, page_location: window.location.href, page_title: document.title };
    if (logger.current) logger.current(view);
    else if (pending.current.length < 20) pending.current.push(view);
  }, [pathname, search]);

  return null;
}
