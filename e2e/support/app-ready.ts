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
