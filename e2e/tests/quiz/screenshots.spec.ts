// Not a check: full-page screenshots of every /start screen, checkout step and the success screen at
// 360 and 1280 px, into /tmp/shots/<name>-<width>.png, for a person to look at. Runs only with SCREENSHOTS=1.
// covers: mfe-quiz
import { test } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { walkStartPurchase } from '../../support/quiz';

const DIR = process.env.SCREENSHOTS_DIR ?? '/tmp/shots';

for (const width of [360, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 } });

    test(`screenshots of /start to a purchase at ${width} px`, async ({ page }) => {
      test.setTimeout(120_000);
      mkdirSync(DIR, { recursive: true });
      await walkStartPurchase(page, async (name) => {
        await page.screenshot({ path: `${DIR}/${name}-${width}.png`, fullPage: true, animations: 'disabled' });
      });
    });
  });
}
