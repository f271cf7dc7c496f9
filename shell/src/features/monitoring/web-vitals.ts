// Web Vitals from real visitors (spec §9's monitoring, for speed): a sampled share of page views measures LCP, INP
// and CLS with the web-vitals library and sends each to the gateway's /vitals, with the remote version that drew the
// page, so Prometheus can graph them and the canary watch can end a canary that made pages slower. Loaded once the
// page has settled: nothing of it is in the first render.
import type { Metric } from 'web-vitals';

/** The remote the current page belongs to, and its version, as the route's container marks them. */
export function pageRemote(doc: Document = document): { remote: string; version: string } | null {
  const el = doc.querySelector<HTMLElement>('[data-remote][data-remote-version]');
  const remote = el?.dataset.remote;
  const version = el?.dataset.remoteVersion;
  return remote && version ? { remote, version } : null;
}

/** Same origin, surviving the page being hidden or closed (when LCP, CLS and INP are final). */
function beacon(body: string): void {
  const blob = new Blob([body], { type: 'application/json' });
  if (navigator.sendBeacon?.('/vitals', blob)) return;
  void fetch('/vitals', {
    method: 'POST',
    body,
    keepalive: true,
    headers: { 'content-type': 'application/json' },
  }).catch(() => undefined);
}

export interface WebVitalsDeps {
  load?: () => Promise<Pick<typeof import('web-vitals'), 'onLCP' | 'onINP' | 'onCLS'>>;
  send?: (body: string) => void;
  random?: () => number;
  page?: () => { remote: string; version: string } | null;
}

/** Starts measuring for this page view when it falls in `sampleRate` (0-1); resolves whether it did. */
export async function startWebVitals(sampleRate: number, deps: WebVitalsDeps = {}): Promise<boolean> {
  const { load = () => import('web-vitals'), send = beacon, random = Math.random, page = () => pageRemote() } = deps;
  if (!(sampleRate > 0) || random() >= sampleRate) return false;
  const { onLCP, onINP, onCLS } = await load();
  const report = (metric: Metric) => {
    // Read when the value is final: the visitor may have moved to another remote's page since.
    const drawnBy = page();
    if (drawnBy) send(JSON.stringify({ name: metric.name, value: metric.value, ...drawnBy }));
  };
  onLCP(report);
  onINP(report);
  onCLS(report);
  return true;
}
