// Not a check: full-page screenshots of every dashboard page (the demo customer's) and the signed-out sign-in
// screen at 360 and 1280 px, into /tmp/shots/dashboard-<page>-<width>.png, for a person to look at. Runs
// only with SCREENSHOTS=1.
// covers: mfe-dashboard
import { expect, test } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { walkDemoDashboard } from '../../support/dashboard';

const DIR = process.env.SCREENSHOTS_DIR ?? '/tmp/shots';

for (const width of [360, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 } });

    test(`screenshots of the dashboard at ${width} px`, async ({ page }) => {
      test.setTimeout(90_000);
      mkdirSync(DIR, { recursive: true });
      const shoot = async (name: string) => {
        await page.screenshot({
          path: `${DIR}/dashboard-${name}-${width}.png`,
          fullPage: true,
          animations: 'disabled',
        });
      };
      await page.goto('/dashboard');
      await expect(page.getByLabel('Password', { exact: true })).toBeEnabled();
      await shoot('sign-in');
      await walkDemoDashboard(page, shoot);
    });
  });
}
