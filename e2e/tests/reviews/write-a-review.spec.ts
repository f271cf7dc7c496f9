// Reviews are real: the demo customer (a plan of ten months) writes one from the dashboard, is told inline to take a
// phone number out without losing what they wrote, publishes it, and finds it on /reviews as "Dana, PA · Verified
// customer", while the seeded demo reviews carry a "Sample review" label there and on the home page.
// covers: mfe-dashboard, mfe-marketing, api
import { expect, test, type Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { dashboard, DEMO, signInTo } from '../../support/dashboard';

const SHOTS = process.env.SCREENSHOTS === '1' ? (process.env.SCREENSHOTS_DIR ?? '/tmp/shots') : null;
const shoot = async (page: Page, name: string) => {
  if (!SHOTS) return;
  mkdirSync(SHOTS, { recursive: true });
  const width = page.viewportSize()?.width ?? 0;
  await page.screenshot({ path: `${SHOTS}/reviews-${name}-${width}.png`, fullPage: true, animations: 'disabled' });
};

test('a customer past their first month writes a review and finds it on /reviews', async ({ page }) => {
  test.setTimeout(120_000);
  const marker = `kept-${Math.random().toString(36).slice(2, 8)}`;
  const text = `Biscuit’s claims were paid within the week and every step was explained. (${marker})`;

  await signInTo(page, '/dashboard', DEMO.email, DEMO.password);
  const card = dashboard(page).getByRole('region', { name: 'Tell others about Tailwise' });
  await card.getByRole('button', { name: /Write a review|Edit your review/ }).click();
  await card.getByRole('radio', { name: /4 stars/ }).check();
  const box = card.getByLabel('Your review');
  await box.fill(`${text} Call me on 215 555 0143.`);
  await card.getByRole('button', { name: 'Publish review' }).click();
  await expect(box).toHaveAttribute('aria-invalid', 'true');
  await expect(box).toHaveAccessibleDescription(/Remove the phone number/);
  await expect(box).toHaveValue(`${text} Call me on 215 555 0143.`);
  await expect(card.getByRole('radio', { name: /4 stars/ })).toBeChecked();
  await box.scrollIntoViewIfNeeded();
  await shoot(page, 'dashboard-form-error');

  await box.fill(text);
  await card.getByRole('button', { name: 'Publish review' }).click();
  await expect(card.getByRole('status')).toContainText('your review is published');
  await expect(card).toContainText(text);

  await page.goto('/reviews');
  const remote = page.locator('[data-remote="marketing"]');
  const mine = remote.getByRole('article').filter({ hasText: marker });
  await expect(mine).toBeVisible();
  await expect(mine).toContainText('Dana, PA');
  await expect(mine).toContainText('Verified customer');
  await expect(mine.getByRole('img', { name: '4 out of 5 stars' })).toBeVisible();
  await expect(mine).not.toContainText('Whitfield');
  const sample = remote.getByRole('article').filter({ hasText: 'Sample review' }).first();
  await expect(sample).toBeVisible();
  await expect(sample).not.toContainText('Verified customer');
  await expect(remote.getByText(/Includes \d+ sample reviews? from demo data/)).toBeVisible();
});

for (const width of [360, 1280]) {
  test(`at ${width} px the home page quotes published reviews and /reviews lists them`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/');
    const reviews = page.getByRole('region', { name: 'Pet parents on Tailwise' });
    await reviews.scrollIntoViewIfNeeded();
    await expect(reviews.getByText(/out of 5/)).toBeVisible();
    await expect(reviews.getByRole('figure').first()).toBeVisible();
    await expect(reviews.getByText('Sample review').first()).toBeVisible();
    // A rating's filled part is a share of its box: a box stretched by its card showed 4 stars as 5.
    const widths = await reviews
      .getByRole('img', { name: /out of 5 stars/ })
      .evaluateAll((imgs) => imgs.map((img) => img.getBoundingClientRect().width));
    expect(widths.length).toBeGreaterThan(1);
    for (const w of widths) expect(w).toBeLessThan(140);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await shoot(page, 'home');
    await page.goto('/reviews');
    await expect(page.locator('[data-remote="marketing"]').getByRole('article').first()).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await shoot(page, 'page');
  });
}
