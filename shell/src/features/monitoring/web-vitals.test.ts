// The Web Vitals reporter: only a sampled share of page views measures, and each vital goes to /vitals with the
// remote version that drew the page when it was final.
import type { Metric } from 'web-vitals';
import { pageRemote, startWebVitals } from './web-vitals';

type Handler = (metric: Metric) => void;

function fakeLibrary() {
  const handlers: Record<string, Handler> = {};
  const lib = {
    onLCP: (h: Handler) => void (handlers.LCP = h),
    onINP: (h: Handler) => void (handlers.INP = h),
    onCLS: (h: Handler) => void (handlers.CLS = h),
  };
  const load = jest.fn(async () => lib as never);
  const fire = (name: string, value: number) => handlers[name]!({ name, value } as Metric);
  return { load, fire };
}

test('a page view outside the sample loads nothing and sends nothing', async () => {
  const { load } = fakeLibrary();
  const send = jest.fn();
  await expect(startWebVitals(0.1, { load, send, random: () => 0.5 })).resolves.toBe(false);
  await expect(startWebVitals(0, { load, send, random: () => 0 })).resolves.toBe(false);
  expect(load).not.toHaveBeenCalled();
  expect(send).not.toHaveBeenCalled();
});

test('a sampled page view sends each vital with the remote version that drew the page when it was final', async () => {
  const { load, fire } = fakeLibrary();
  const sent: unknown[] = [];
  let page: { remote: string; version: string } | null = { remote: 'quiz', version: '1.4.0-ab12' };
  await expect(
    startWebVitals(0.1, { load, send: (b) => sent.push(JSON.parse(b)), random: () => 0.05, page: () => page }),
  ).resolves.toBe(true);
  fire('LCP', 1830);
  page = { remote: 'dashboard', version: '2.0.0' };
  fire('INP', 120);
  page = null;
  fire('CLS', 0.01);
  expect(sent).toEqual([
    { name: 'LCP', value: 1830, remote: 'quiz', version: '1.4.0-ab12' },
    { name: 'INP', value: 120, remote: 'dashboard', version: '2.0.0' },
  ]);
});

test("reads the page's remote and version from the route's container", () => {
  document.body.innerHTML = '<main><div data-remote="quiz" data-remote-version="1.4.0-ab12"></div></main>';
  expect(pageRemote()).toEqual({ remote: 'quiz', version: '1.4.0-ab12' });
  document.body.innerHTML = '<main><div data-remote="quiz"></div></main>';
  expect(pageRemote()).toBeNull();
});
