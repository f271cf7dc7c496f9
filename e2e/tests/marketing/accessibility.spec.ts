// axe (every rule it has, best practices included) on each marketing page and on the states a visitor can put
// one in, at a phone's and a desktop's width. Both widths are checked on one load: the pages' layout follows
// the viewport, so a resize is what loading the page at the other width would give.
// covers: mfe-marketing
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { marketingPages, open } from './marketing-pages';

const WIDTHS = [360, 1280] as const;

async function expectNoViolationsAtEachWidth(page: Page) {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    const results = await new AxeBuilder({ page }).analyze();
    const summary = results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
    expect(summary, `axe violations at ${width} px`).toEqual([]);
  }
}

test.describe(`axe at ${WIDTHS.join(' and ')} px`, () => {
  test.use({ viewport: { width: WIDTHS[0], height: 900 } });

  for (const p of marketingPages) {
    test(`${p.path} has no violations`, async ({ page }) => {
      await open(page, p.path);
      await expect(page.locator('[data-remote="marketing"] h1')).toHaveText(p.h1);
      const remote = page.locator('[data-remote="marketing"]');
      for (const content of p.content)
        await expect(remote.getByText(content).filter({ visible: true }).first()).toBeVisible();
      await expectNoViolationsAtEachWidth(page);
    });
  }

  test('/vetalk (flag on) has no violations', async ({ page }) => {
    await open(page, '/vetalk?flag.vetalkEnabled=true');
    await expect(page.locator('[data-remote="marketing"] h1')).toHaveText('Talk to a licensed vet, day or night');
    await expectNoViolationsAtEachWidth(page);
  });

  test('the FAQ with every answer open has no violations', async ({ page }) => {
    await open(page, '/faq');
    await page.getByRole('button', { name: 'Expand all answers' }).click();
    await expect(page.getByRole('button', { expanded: false }).filter({ hasText: '?' })).toHaveCount(0);
    await expectNoViolationsAtEachWidth(page);
  });

  test('the contact form showing its errors has no violations', async ({ page }) => {
    await open(page, '/contact?topic=partnership');
    await page.getByRole('button', { name: 'Send message' }).click();
    await expect(page.getByLabel('Your name')).toHaveAttribute('aria-invalid', 'true');
    await expectNoViolationsAtEachWidth(page);
  });
});
