// Not a check: full-page screenshots of a remote's render crash (the Unexpected Error screen inside the layout, at
// /start/checkout) at 360 and 1280 px, into /tmp/shots/<name>-<width>.png, for a person to look at. Runs only with
// SCREENSHOTS=1.
// covers: shell, mfe-quiz
import { expect, test } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { breakRemote } from '../../support/remote-faults';

const DIR = process.env.SCREENSHOTS_DIR ?? '/tmp/shots';

for (const width of [360, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 } });

    test(`the checkout's crash screen at ${width} px`, async ({ page }) => {
      mkdirSync(DIR, { recursive: true });
      await breakRemote(page, 'quiz', 'throw-on-render');
      // A visitor with a cart: a first visit's checkout address goes to the flow's first question instead.
      await page.goto('/faq');
      await page.evaluate(() => localStorage.setItem('tailwise.petsCart', '[]'));
      await page.goto('/start/checkout?utm_source=x');
      await expect(page).toHaveURL(/\/start\/checkout\?utm_source=x$/);
      await expect(page.locator('[data-remote-crash="quiz"] h1')).toBeVisible();
      await expect(page.getByRole('contentinfo')).toBeVisible();
      await page.screenshot({ path: `${DIR}/checkout-crash-${width}.png`, fullPage: true, animations: 'disabled' });
    });
  });
}
