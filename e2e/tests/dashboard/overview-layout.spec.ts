// The overview on a phone: each cover fact's value (deductible, dates, the policy number) stays on one line beside its
// label, and nothing scrolls sideways. At 360 px the dates and policy numbers used to break in two.
// covers: mfe-dashboard
import { expect, test } from '@playwright/test';
import { dashboard, DEMO, signInTo } from '../../support/dashboard';

for (const width of [360, 1280]) {
  test(`overview at ${width} px: every cover value on one line, no sideways scroll`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await signInTo(page, '/dashboard', DEMO.email, DEMO.password);
    const card = dashboard(page).getByRole('article', { name: 'Biscuit' });
    const facts = card.getByLabel('Biscuit’s insurance');
    await expect(facts.getByRole('definition').first()).toBeVisible();
    const lines = await facts.getByRole('definition').evaluateAll((values) =>
      values.map((dd) => {
        const style = getComputedStyle(dd);
        // 'normal' line height is about 1.2 font sizes.
        const lineHeight = parseFloat(style.lineHeight) || parseFloat(style.fontSize) * 1.2;
        return { text: dd.textContent, lines: Math.round(dd.getBoundingClientRect().height / lineHeight) };
      }),
    );
    expect(lines.length).toBeGreaterThanOrEqual(5);
    expect(lines.filter((l) => l.lines > 1)).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  });
}
