// Accessibility of the money path: axe (WCAG 2.1 A and AA) on every question of /start, the price, each
// checkout step and the success screen, at a phone's and a desktop's width; the step's heading takes focus
// whenever the step changes, and the progress reads "Step N of M".
// covers: mfe-quiz
import { expect, test } from '@playwright/test';
import { expectNoAxeViolations, stepHeading, walkStartPurchase } from '../../support/quiz';

for (const width of [360, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('/start to a purchase: no axe violations, the heading focused on each new step, "Step N of M"', async ({
      page,
    }) => {
      test.setTimeout(120_000);
      const quiz = page.locator('[data-remote="quiz"]');
      let first = true;
      await walkStartPurchase(page, async (name, progress) => {
        if (progress) await expect(quiz.getByText(progress, { exact: true })).toBeVisible();
        // A visitor landing on the first question starts at the top of the page; every later step's
        // heading takes focus so a screen reader announces it.
        if (!first) await expect(stepHeading(page), `${name}: the heading has focus`).toBeFocused();
        first = false;
        await expectNoAxeViolations(page, `${name} at ${width} px`);
      });
    });

    test('a question showing its errors has no axe violations', async ({ page }) => {
      await page.goto('/start');
      await expect(page.getByRole('textbox', { name: 'Your pet’s name' })).toBeEnabled();
      await page.getByRole('button', { name: 'Continue', exact: true }).click();
      await expect(page.getByRole('textbox', { name: 'Your pet’s name' })).toHaveAttribute('aria-invalid', 'true');
      await expectNoAxeViolations(page, `the pet step with errors at ${width} px`);
    });
  });
}
