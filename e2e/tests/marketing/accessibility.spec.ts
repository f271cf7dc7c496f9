import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { marketingPages, open } from './marketing-pages';

async function expectNoViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  const summary = results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(summary).toEqual([]);
}

for (const width of [360, 1280]) {
  test.describe(`axe at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    for (const p of marketingPages) {
      test(`${p.path} has no violations`, async ({ page }) => {
        await open(page, p.path);
        await expect(page.locator('[data-remote="marketing"] h1')).toHaveText(p.h1);
        const remote = page.locator('[data-remote="marketing"]');
        for (const content of p.content)
          await expect(remote.getByText(content).filter({ visible: true }).first()).toBeVisible();
        await expectNoViolations(page);
      });
    }

    test('/vetalk (flag on) has no violations', async ({ page }) => {
      await open(page, '/vetalk?flag.vetalkEnabled=true');
      await expect(page.locator('[data-remote="marketing"] h1')).toHaveText('Talk to a licensed vet, day or night');
      await expectNoViolations(page);
    });

    test('the FAQ with every answer open has no violations', async ({ page }) => {
      await open(page, '/faq');
      await page.getByRole('button', { name: 'Expand all answers' }).click();
      await expect(page.getByRole('button', { expanded: false }).filter({ hasText: '?' })).toHaveCount(0);
      await expectNoViolations(page);
    });

    test('the contact form showing its errors has no violations', async ({ page }) => {
      await open(page, '/contact?topic=partnership');
      await page.getByRole('button', { name: 'Send message' }).click();
      await expect(page.getByLabel('Your name')).toHaveAttribute('aria-invalid', 'true');
      await expectNoViolations(page);
    });
  });
}
