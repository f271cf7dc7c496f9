// The quiz's flag and its messages through the shell: a direct visit to /promo/checkout waits for Remote Config
// before deciding, and restarting a flow raises the shell's snackbar. Apart from flags-and-state.spec.ts, so the quiz's
// pipeline runs these and not the other apps' flags.
// covers: shell, mfe-quiz
import { expect, test } from '@playwright/test';
import { newVisitor, quizToPrice } from '../../support/quiz';
import { flagsStatus, remoteConfigSays } from '../../support/remote-config';

test('a direct visit to /promo/checkout waits for Remote Config: with the flag on there, checkout opens', async ({
  page,
}) => {
  await remoteConfigSays(page, { isPromoQuizCheckoutEnabled: 'true' });
  await page.goto('/promo');
  await quizToPrice(page, newVisitor());
  await page.goto('/promo/checkout');
  await expect(page.getByRole('heading', { name: 'Create your account' })).toBeVisible({ timeout: 20_000 });
  await expect(page).toHaveURL(/\/promo\/checkout$/);
  expect(await flagsStatus(page)).toBe('success');
});

test('a snackbar raised by a remote appears at the top centre and goes away after about six seconds', async ({
  page,
}) => {
  // When the snackbar enters and leaves the page, by the page's own clock: the test's polling would
  // see it late on a busy machine and shorten the interval.
  await page.addInitScript(() => {
    const w = window as unknown as { __snackbar: { shown?: number; hidden?: number } };
    w.__snackbar = {};
    new MutationObserver(() => {
      const present = document.querySelector('[data-testid="snackbar"]') !== null;
      if (present && w.__snackbar.shown === undefined) w.__snackbar.shown = performance.now();
      if (!present && w.__snackbar.shown !== undefined) w.__snackbar.hidden ??= performance.now();
    }).observe(document, { childList: true, subtree: true });
  });
  await page.goto('/start');
  await expect(page.locator('[data-remote="quiz"] h1')).toBeVisible();
  await page.goto('/start/restart?utm_source=x');
  const snackbar = page.getByTestId('snackbar');
  await expect(snackbar).toHaveText(/We cleared your answers/);
  const box = (await snackbar.boundingBox())!;
  const viewport = page.viewportSize()!;
  expect(box.y).toBeLessThan(40);
  expect(Math.abs(box.x + box.width / 2 - viewport.width / 2)).toBeLessThan(2);
  await expect(page).toHaveURL(/\/start\?utm_source=x$/);
  await expect(snackbar).toBeHidden({ timeout: 12_000 });
  const { shown, hidden } = await page.evaluate(
    () => (window as unknown as { __snackbar: { shown: number; hidden: number } }).__snackbar,
  );
  // Delays in the page only lengthen this, so the lower bound is safe on a busy machine.
  expect(hidden - shown).toBeGreaterThan(5000);
});
