// Tables on a 360 px phone either fit, or scroll in a box that shows it scrolls (edge shadows) and takes keyboard
// focus. "What a $2,000 vet bill pays back" on /pet-insurance-plans used to cut "$1,5…" off; it now fits.
// With SCREENSHOTS=1 the plans page's table is saved at 360 and 1280 px (SCREENSHOTS_DIR, default /tmp/shots).
// covers: mfe-marketing, mfe-dashboard
import { expect, test, type Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { walkDemoDashboard } from '../../support/dashboard';

const DIR = process.env.SCREENSHOTS_DIR ?? '/tmp/shots';

interface TableFit {
  caption: string;
  fits: boolean;
  scrollsWithCue: boolean;
}

/** Each table on the page: does it fit its box, and if not, does its box scroll, take focus and show the cue? */
async function tables(page: Page): Promise<TableFit[]> {
  return page.locator('main table, [data-remote] table').evaluateAll((found) =>
    found.map((table) => {
      let box: HTMLElement | null = table.parentElement;
      while (box && getComputedStyle(box).overflowX === 'visible' && box !== document.body) box = box.parentElement;
      const scroller = box && box !== document.body ? box : null;
      const fits = scroller
        ? scroller.scrollWidth <= scroller.clientWidth + 1
        : table.getBoundingClientRect().right <= window.innerWidth;
      const style = scroller ? getComputedStyle(scroller) : null;
      return {
        caption: (table.getAttribute('aria-label') ?? table.textContent ?? '').slice(0, 40),
        fits,
        scrollsWithCue:
          style !== null &&
          style.overflowX === 'auto' &&
          style.backgroundAttachment.includes('local') &&
          scroller!.tabIndex === 0,
      };
    }),
  );
}

test('/pet-insurance-plans: the $2,000 vet bill table fits a 360 px phone, every amount whole', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 800 });
  await page.goto('/pet-insurance-plans');
  const region = page.getByRole('region', { name: /vet bill pays back/ });
  await expect(region).toBeVisible();
  const sizes = await region.evaluate((el) => ({ scroll: el.scrollWidth, client: el.clientWidth }));
  expect(sizes.scroll).toBeLessThanOrEqual(sizes.client);
  // $250 deductible at 90%: (2000 − 250) × 0.9.
  await expect(region.getByRole('row', { name: /^\$250/ })).toContainText('$1,575');
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  if (process.env.SCREENSHOTS) {
    mkdirSync(DIR, { recursive: true });
    for (const width of [360, 1280]) {
      await page.setViewportSize({ width, height: 800 });
      await region.scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${DIR}/plans-table-${width}.png`, animations: 'disabled' });
    }
  }
});

for (const path of [
  '/pet-insurance-plans',
  '/pet-wellness-plans',
  '/blog/how-much-does-a-vet-visit-cost',
  '/business/hr',
]) {
  test(`${path} at 360 px: every table fits or scrolls with a cue`, async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 800 });
    await page.goto(path);
    await expect(page.locator('main h1, [data-remote] h1').first()).toBeVisible();
    const found = await tables(page);
    expect(found.filter((t) => !t.fits && !t.scrollsWithCue)).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  });
}

test('the dashboard’s tables at 360 px fit or scroll with a cue', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 800 });
  const seen: string[] = [];
  await walkDemoDashboard(page, async (name) => {
    seen.push(name);
    const found = await tables(page);
    expect({ name, bad: found.filter((t) => !t.fits && !t.scrollsWithCue) }).toEqual({ name, bad: [] });
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  });
  expect(seen).toContain('profile');
});
