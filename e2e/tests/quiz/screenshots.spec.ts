// Not a check: full-page screenshots of every /start screen, checkout step, a declined card and the success
// screen at 360 and 1280 px, into /tmp/shots/<name>-<width>.png, for a person to look at. Runs only with
// SCREENSHOTS=1.
// covers: mfe-quiz
import { expect, test } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import {
  createAccountStep,
  DECLINED_CARD,
  fillCard,
  fillDetailsStep,
  newVisitor,
  payButton,
  quizToPrice,
  readyToPay,
  walkStartPurchase,
} from '../../support/quiz';

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

    test(`screenshot of a declined card at ${width} px`, async ({ page }) => {
      test.setTimeout(120_000);
      mkdirSync(DIR, { recursive: true });
      const v = newVisitor();
      await page.goto('/start');
      await quizToPrice(page, v);
      await page.getByRole('button', { name: 'Continue to checkout' }).click();
      await createAccountStep(page, v.email);
      await fillDetailsStep(page);
      await fillCard(page, DECLINED_CARD);
      await readyToPay(page);
      await payButton(page).click();
      await expect(page.getByRole('alert').filter({ hasText: 'Nothing was charged' })).toBeVisible();
      await page.screenshot({ path: `${DIR}/checkout-decline-${width}.png`, fullPage: true, animations: 'disabled' });
    });
  });
}
