// Accessibility of the dashboard: axe (WCAG 2.1 A and AA) on every page as the demo customer sees it (overview,
// claims, a claim's detail, pets, profile, refer a friend) and on the sign-in screen a signed-out visitor
// gets, at a phone's and a desktop's width.
// covers: mfe-dashboard
import { expect, test } from '@playwright/test';
import { walkDemoDashboard } from '../../support/dashboard';
import { expectNoAxeViolations } from '../../support/quiz';

for (const width of [360, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('the signed-out sign-in screen has no axe violations', async ({ page }) => {
      await page.goto('/dashboard');
      await expect(page.getByRole('heading', { name: 'Sign in to your account', level: 1 })).toBeVisible();
      await expect(page.getByLabel('Password', { exact: true })).toBeEnabled();
      await expectNoAxeViolations(page, `the sign-in screen at ${width} px`);
    });

    test('every dashboard page has no axe violations', async ({ page }) => {
      // Six pages, each signed in once and checked by axe (the profile, with payments and payouts, is the largest).
      test.setTimeout(150_000);
      const checked: string[] = [];
      await walkDemoDashboard(page, async (name) => {
        await expectNoAxeViolations(page, `dashboard ${name} at ${width} px`);
        checked.push(name);
      });
      expect(checked).toEqual(['overview', 'claims', 'claim', 'pets', 'profile', 'refer']);
    });
  });
}
