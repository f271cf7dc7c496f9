// Not a check: screenshots of the pages that wait for Remote Config (while it is unanswered, then after), the
// price screen's waiting-period dates, the footer's configured links, and a returning customer's pages drawn before
// Firebase Auth has confirmed the session, at 360 and 1280 px. SCREENSHOTS=1 only.
// covers: shell, mfe-quiz, mfe-marketing, mfe-business, mfe-dashboard
import { test, type Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { insuredCustomer, signInTo } from '../../support/dashboard';
import { newVisitor, quizToPrice } from '../../support/quiz';

const DIR = process.env.SCREENSHOTS_DIR ?? '/tmp/shots';

/** Holds Remote Config's requests unanswered until `release()`, as a slow network would. */
async function holdRemoteConfig(page: Page) {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/firebaseinstallations|firebaseremoteconfig/, async (route) => {
    await released;
    await route.abort().catch(() => {});
  });
  return release;
}

/** Holds Firebase Auth's check of the stored session (its account lookup) until `release()`. */
async function holdSessionCheck(page: Page) {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/accounts:lookup/, async (route) => {
    await released;
    await route.continue().catch(() => {});
  });
  return async () => {
    release();
    await page.unroute(/accounts:lookup/);
  };
}

for (const width of [360, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 } });

    test(`flag-gated pages and configured links at ${width} px`, async ({ page }) => {
      test.setTimeout(120_000);
      mkdirSync(DIR, { recursive: true });
      const shot = (name: string) =>
        page.screenshot({ path: `${DIR}/${name}-${width}.png`, fullPage: true, animations: 'disabled' });

      const release = await holdRemoteConfig(page);
      await page.goto('/benefits/enroll');
      await page.getByText('Checking enrollment availability…').waitFor({ state: 'attached' });
      await shot('benefits-enroll-waiting');
      release();
      // Flag off: the page becomes /enroll (not /benefits/enroll, whose address also ends in /enroll).
      await page.waitForURL((url) => url.pathname === '/enroll');
      await page.getByRole('heading', { name: 'Enroll through your employer', level: 1 }).waitFor();
      await shot('benefits-enroll-flag-off');

      await page.goto('/promo?flag.isWaitingPeriodToggleEnabled=true');
      await quizToPrice(page, newVisitor());
      await page.getByRole('button', { name: 'Show dates if I buy today' }).first().click();
      await shot('price-waiting-period-dates');
      await page.reload();
      await page.getByRole('button', { name: 'Show lengths' }).first().waitFor();
      await shot('price-waiting-period-dates-after-refresh');

      await page.goto('/contact');
      await page
        .locator('footer')
        .getByRole('link', { name: /Google Play/ })
        .waitFor();
      await shot('contact-and-footer');
    });

    test(`a returning customer's pages before Firebase answers at ${width} px`, async ({ page }) => {
      test.setTimeout(120_000);
      mkdirSync(DIR, { recursive: true });
      const shot = (name: string) =>
        page.screenshot({ path: `${DIR}/${name}-${width}.png`, fullPage: true, animations: 'disabled' });
      const customer = await insuredCustomer();
      await signInTo(page, '/dashboard', customer.email);
      for (const [path, name] of [
        ['/dashboard/claims', 'returning-claims'],
        ['/dashboard', 'returning-overview'],
        ['/insurance', 'returning-insurance'],
      ] as const) {
        const release = await holdSessionCheck(page);
        await page.goto(path);
        await page.locator('main h1').first().waitFor();
        await page.waitForTimeout(1500);
        await shot(`${name}-before-firebase`);
        await release();
        // The customer's data, once Firebase has answered and the API has (not a check: a picture to look at).
        await page.waitForTimeout(4000);
        await shot(`${name}-after-firebase`);
      }
    });
  });
}
