import type { Page } from '@playwright/test';

/**
 * Waits until the app itself has rendered the route. Public pages arrive prerendered, so a heading
 * alone does not prove the remote loaded; this marker is set only by the running app. A page
 * prerendered whole starts the app when the visitor reaches for it: a key press does, as a visitor's
 * would, unless `reach: false` (a test counting layout shifts, which input would excuse), when the
 * app starts after the page has sat quiet.
 */
export async function waitForApp(page: Page, { reach = true }: { reach?: boolean } = {}) {
  if (reach && (await page.locator('#root[data-prerendered] [data-app-start="on-intent"]').count()))
    await page.keyboard.press('Shift');
  await page.locator('html[data-route-rendered="1"]').waitFor({ state: 'attached', timeout: 20_000 });
  await page.locator('#root[data-prerendered]').waitFor({ state: 'detached', timeout: 20_000 });
}

/** Adds up layout shifts not caused by input from the page's start (call before page.goto); read with layoutShift. */
export async function watchLayoutShifts(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { __shift: number };
    w.__shift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean }>) {
        if (!entry.hadRecentInput) w.__shift += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** The layout shift watchLayoutShifts has counted so far. */
export const layoutShift = (page: Page) => page.evaluate(() => (window as unknown as { __shift: number }).__shift);

/** The shell's entry: start.js loads it, at once or when the visitor reaches for a page prerendered whole. */
export const SHELL_ENTRY = /\/shell\/[^/]+\/main\.[^/]+\.js$/;

/**
 * Holds back every script `pattern` matches (by default the shell's entry), as a slow phone would, until
 * `release()`: what a test does meanwhile happens on the prerendered page. `requests` lists each ask for one.
 */
export async function holdScripts(page: Page, pattern: RegExp = SHELL_ENTRY) {
  const requests: string[] = [];
  let holding = true;
  await page.route(pattern, async (route) => {
    requests.push(route.request().url());
    while (holding) await new Promise((resolve) => setTimeout(resolve, 50));
    await route.continue().catch(() => {});
  });
  return {
    requests,
    release: () => {
      holding = false;
    },
  };
}
