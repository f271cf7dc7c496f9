// Moderation is real end to end: an adjuster hides a published review on /ops/reviews with a reason, a visitor no
// longer finds it on /reviews, and Restore puts it back. With SCREENSHOTS=1 it also shoots the ops pages (the queue,
// a claim, the reviews) and the demo customer's hidden-review card at 360 and 1280 px; run that walk on its own,
// since it hides for a moment the demo customer's review that write-a-review.spec.ts reads.
// covers: mfe-ops, api
import { expect, test, type Browser, type Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { dashboard, DEMO, signInTo } from '../../support/dashboard';
import { createAccount, signInAtOps, STAFF_ROLE } from '../../support/staff';

const SHOTS = process.env.SCREENSHOTS === '1' ? (process.env.SCREENSHOTS_DIR ?? '/tmp/shots') : null;
const shoot = async (page: Page, name: string) => {
  if (!SHOTS) return;
  mkdirSync(SHOTS, { recursive: true });
  const width = page.viewportSize()?.width ?? 0;
  await page.screenshot({ path: `${SHOTS}/ops-reviews-${name}-${width}.png`, fullPage: true, animations: 'disabled' });
};

// A seeded sample review: the demo data's reviews are the ones every stack has.
const SAMPLE_TEXT = 'Max was diagnosed with diabetes while we were insured';

const ops = (page: Page) => page.locator('[data-remote="ops"]');

/** What a visitor sees on /reviews, in a browser of their own (the list is cacheable for a minute per browser). */
async function visitorSees(browser: Browser, text: string): Promise<boolean> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await page.goto('/reviews');
    const remote = page.locator('[data-remote="marketing"]');
    await expect(remote.getByRole('article').first()).toBeVisible();
    return (await remote.getByRole('article').filter({ hasText: text }).count()) > 0;
  } finally {
    await context.close();
  }
}

test('an adjuster hides a review with a reason, it leaves /reviews, and Restore brings it back', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  expect(await visitorSees(browser, SAMPLE_TEXT)).toBe(true);

  await signInAtOps(page, await createAccount(page, { role: STAFF_ROLE }), '/ops/reviews');
  await expect(ops(page).locator('h1')).toHaveText('Reviews');
  const card = ops(page).getByRole('listitem').filter({ hasText: SAMPLE_TEXT });
  await expect(card.getByText('Published', { exact: true })).toBeVisible();
  await card.getByRole('button', { name: 'Hide' }).click();
  await card.getByLabel('Reason').selectOption({ label: 'Not about our service' });
  await card.getByLabel(/Note for staff/).fill('End-to-end check');
  await card.getByRole('button', { name: 'Hide review' }).click();
  await expect(card.getByRole('status')).toContainText('Hidden: Not about our service');
  await expect(card.getByText('Hidden', { exact: true })).toBeVisible();

  try {
    expect(await visitorSees(browser, SAMPLE_TEXT)).toBe(false);
  } finally {
    await card.getByRole('button', { name: 'Restore' }).click();
    await expect(card.getByRole('status')).toContainText('Restored');
  }
  expect(await visitorSees(browser, SAMPLE_TEXT)).toBe(true);
});

test('screenshots: the ops queue, a claim, the reviews page and the customer’s hidden-review card at 360 and 1280 px', async ({
  page,
  browser,
}) => {
  test.skip(!SHOTS, 'Only with SCREENSHOTS=1: it hides the demo customer’s review for a moment.');
  test.setTimeout(180_000);

  // The demo customer's review, written if they have none yet.
  await signInTo(page, '/dashboard', DEMO.email, DEMO.password);
  const reviewCard = dashboard(page).getByRole('region', { name: 'Tell others about Tailwise' });
  await expect(reviewCard.getByRole('button', { name: /Write a review|Edit your review/ })).toBeVisible();
  if (await reviewCard.getByRole('button', { name: 'Write a review' }).isVisible()) {
    await reviewCard.getByRole('button', { name: 'Write a review' }).click();
    await reviewCard.getByRole('radio', { name: /2 stars/ }).check();
    await reviewCard
      .getByLabel('Your review')
      .fill('The vet at the corner clinic, Dr. Moreau, was rude to us and the parking is terrible.');
    await reviewCard.getByRole('button', { name: 'Publish review' }).click();
    await expect(reviewCard.getByRole('status')).toContainText('published');
  }

  const staff = await browser.newContext();
  const staffPage = await staff.newPage();
  {
    await signInAtOps(staffPage, await createAccount(staffPage, { role: STAFF_ROLE }), '/ops/reviews');
    const mine = ops(staffPage).getByRole('listitem').filter({ hasText: DEMO.email });
    await mine.getByRole('button', { name: 'Hide' }).click();
    await mine.getByLabel('Reason').selectOption({ label: 'Personal data (a name, contact details)' });
    await mine.getByLabel(/Note for staff/).fill('Names a vet');
    await mine.getByRole('button', { name: 'Hide review' }).click();
    await expect(mine.getByRole('status')).toContainText('Hidden');
    try {
      for (const width of [360, 1280]) {
        await staffPage.setViewportSize({ width, height: 900 });
        // The claim pills: the queue and the oldest waiting claim's page.
        await staffPage.goto('/ops');
        const queue = ops(staffPage).getByRole('list', { name: 'Claims, oldest waiting first' });
        await expect(queue.getByRole('listitem').first()).toBeVisible();
        await shoot(staffPage, 'queue');
        await queue.getByRole('link').first().click();
        await expect(ops(staffPage).getByRole('heading', { level: 1, name: /^Claim / })).toBeVisible();
        await shoot(staffPage, 'claim');
        await staffPage.goto('/ops/reviews');
        await expect(ops(staffPage).getByRole('listitem').first()).toBeVisible();
        await shoot(staffPage, 'list');
        // The hide form open on the first published review.
        const first = ops(staffPage)
          .getByRole('listitem')
          .filter({ has: staffPage.getByText('Published', { exact: true }) })
          .first();
        await first.getByRole('button', { name: 'Hide' }).click();
        await first.getByRole('button', { name: 'Hide review' }).click();
        await expect(first.getByLabel('Reason')).toHaveAttribute('aria-invalid', 'true');
        // At the top, so the sticky header is not drawn across the middle of the full-page shot.
        await staffPage.evaluate(() => window.scrollTo(0, 0));
        await shoot(staffPage, 'hide-form');

        await page.setViewportSize({ width, height: 900 });
        await page.reload();
        await expect(reviewCard.getByText('We’ve hidden your review')).toBeVisible();
        await page.evaluate(() => window.scrollTo(0, 0));
        await page.screenshot({
          path: `${SHOTS}/dashboard-review-hidden-${width}.png`,
          fullPage: true,
          animations: 'disabled',
        });
        expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
        expect(await staffPage.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      }
    } finally {
      await staffPage.reload();
      await mine.getByRole('button', { name: 'Restore' }).click();
      await expect(mine.getByRole('status')).toContainText('Restored');
      await staff.close();
    }
  }
});
