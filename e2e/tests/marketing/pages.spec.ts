// covers: mfe-marketing
import { expect, test } from '@playwright/test';
import { marketingPages, open } from './marketing-pages';

for (const p of marketingPages) {
  test(`${p.path} shows its heading and key content`, async ({ page }) => {
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await open(page, p.path);
    const remote = page.locator('[data-remote="marketing"]');
    await expect(remote.getByRole('heading', { level: 1 })).toHaveText(p.h1);
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    for (const content of p.content)
      await expect(remote.getByText(content).filter({ visible: true }).first()).toBeVisible();
    await expect(page).toHaveTitle(p.title);
    expect(await page.locator('meta[name="description"]').getAttribute('content')).toMatch(/\w{4,}.{20,}/);
    // Calls to action into the quote flow (the 404 page offers one too).
    await expect(page.locator('main a[href="/start"]:visible').first()).toBeVisible();
    expect(errors).toEqual([]);
  });
}

test('the sample price on the insurance page follows the chosen options, and California refuses 100%', async ({
  page,
}) => {
  await open(page, '/pet-insurance-plans#example-price');
  const price = page.getByTestId('example-price');
  await expect(price).toContainText(/\$\d+\.\d\d/);
  const before = await price.textContent();
  await page.getByRole('group', { name: 'Yearly deductible' }).getByText('$250').click();
  await expect(price).toContainText('$250 deductible');
  expect(await price.textContent()).not.toBe(before);

  await page.getByLabel('ZIP code').fill('90210');
  await page.getByRole('button', { name: 'Update price' }).click();
  await page.getByRole('group', { name: 'Reimbursement' }).getByText('100%').click();
  await expect(price.getByRole('alert')).toContainText('100% reimbursement is not offered in CA');
  await page.getByRole('group', { name: 'Reimbursement' }).getByText('80%').click();
  await expect(price).toContainText('80% reimbursement');
  await expect(price).toContainText('CA');
});

test('the wellness page compares the API catalogue for dogs and cats', async ({ page, request }) => {
  const catalogue = (await (await request.get('/api/1.0/wellness-plans/')).json()) as {
    plans: Array<{ petType: number; name: string; monthlyPriceCents: number }>;
  };
  await open(page, '/pet-wellness-plans');
  for (const petType of [0, 1]) {
    await page.getByRole('button', { name: petType === 0 ? 'Dogs' : 'Cats', exact: true }).click();
    for (const plan of catalogue.plans.filter((p) => p.petType === petType)) {
      await expect(
        page
          .locator('main')
          .getByText(`$${(plan.monthlyPriceCents / 100).toFixed(2)}`)
          .filter({ visible: true })
          .first(),
      ).toBeVisible();
    }
  }
});

test('/faq#<question> opens that question and scrolls it into view', async ({ page }) => {
  await open(page, '/faq#how-do-claims-work');
  const button = page.getByRole('button', { name: 'How do claims work?' });
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByText('Most claims are decided within 5 business days')).toBeInViewport();
  await expect(page.getByRole('button', { name: 'Can I use any vet?' })).toHaveAttribute('aria-expanded', 'false');
  // A teaser link on the home page lands on the open answer too.
  await open(page, '/');
  await page.getByRole('link', { name: /Read the full answer.*Can I use my own vet\?/ }).click();
  await expect(page).toHaveURL(/\/faq#can-i-use-any-vet$/);
  await expect(page.getByRole('button', { name: 'Can I use any vet?' })).toHaveAttribute('aria-expanded', 'true');
});

test('blog articles open from the list and link back into the site without reloading', async ({ page }) => {
  await open(page, '/blog');
  await page
    .getByRole('link', { name: 'How to choose a deductible and reimbursement level for pet insurance' })
    .click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'How to choose a deductible and reimbursement level for pet insurance',
  );
  await page.evaluate(() => ((window as unknown as { __noReload: boolean }).__noReload = true));
  await page.locator('article').getByRole('link', { name: 'pet insurance plans' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Pet insurance plans');
  expect(await page.evaluate(() => (window as unknown as { __noReload?: boolean }).__noReload)).toBe(true);
});

test('images come from the optimizer with a srcset, in a modern format, without layout shift', async ({ page }) => {
  await open(page, '/');
  const hero = page.locator('main img').first();
  await expect(hero).toHaveAttribute('src', /^\/_next\/image\?url=%2F_xo%2Fimages%2F.+&w=1024&q=75&f=jpeg$/);
  await expect(hero).toHaveAttribute('srcset', /&w=640&q=75&f=jpeg 640w/);
  await expect(hero).toHaveAttribute('fetchpriority', 'high');
  // Every URL names its format (AVIF and WebP <source>s before the <img>), so a CDN may cache it.
  await expect(page.locator('main picture').first().locator('source[type="image/avif"]')).toHaveAttribute(
    'srcset',
    /&w=640&q=75&f=avif 640w/,
  );
  await expect.poll(() => hero.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  const src = await hero.evaluate((img: HTMLImageElement) => img.currentSrc);
  expect(src).toContain('&f=avif');
  const res = await page.request.get(src);
  expect(res.status()).toBe(200);
  expect(res.headers()['content-type']).toBe('image/avif');
  expect(res.headers()['cache-control']).toMatch(/^public,/);

  // Shifts once the page's heading is on screen: API-backed sections must fill reserved boxes.
  // (Before that, the shell swaps its loading placeholder for the page: the prerender's business.)
  await page.addInitScript(() => {
    const w = window as unknown as { __shifts: Array<{ t: number; v: number }>; __h1At?: number };
    w.__shifts = [];
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean }>)
        if (!e.hadRecentInput) w.__shifts.push({ t: e.startTime, v: e.value });
    }).observe({ type: 'layout-shift', buffered: true });
    new MutationObserver((_m, observer) => {
      if (document.querySelector('[data-remote="marketing"] h1')) {
        observer.disconnect();
        // After the frame that first painted the page.
        requestAnimationFrame(() => requestAnimationFrame(() => (w.__h1At = performance.now())));
      }
    }).observe(document, { childList: true, subtree: true });
  });
  for (const [path, loaded] of [
    ['/', page.getByText(/\$\d+\.\d\d/).first()],
    ['/pet-insurance-plans', page.getByTestId('example-price').getByText(/\$\d+\.\d\d/)],
    ['/pet-wellness-plans', page.getByText('Premium').filter({ visible: true }).first()],
  ] as const) {
    await open(page, path);
    await expect(loaded).toBeVisible();
    await page.waitForTimeout(300);
    const shift = await page.evaluate(() => {
      const w = window as unknown as { __shifts: Array<{ t: number; v: number }>; __h1At: number };
      return w.__shifts.filter((s) => s.t >= w.__h1At).reduce((sum, s) => sum + s.v, 0);
    });
    expect(shift, `layout shift on ${path} after its heading appeared`).toBeLessThanOrEqual(0.02);
  }
});

test('controls are reachable from the keyboard with a visible focus ring', async ({ page }) => {
  await open(page, '/pet-insurance-plans');
  await expect(page.getByTestId('example-price')).toContainText(/\$\d/);
  const deductible = page.getByRole('group', { name: 'Yearly deductible' }).getByRole('radio', { name: '$500' });
  await deductible.focus();
  await page.keyboard.press('ArrowRight');
  const focused = page.getByRole('group', { name: 'Yearly deductible' }).getByRole('radio', { name: '$1,000' });
  await expect(focused).toBeFocused();
  await expect(focused).toBeChecked();
  const ring = await focused.evaluate((el) => getComputedStyle(el.closest('label')!).outlineStyle);
  expect(ring).toBe('solid');

  await open(page, '/faq');
  const question = page.getByRole('button', { name: 'Is dental care covered?' });
  await question.focus();
  await page.keyboard.press('Enter');
  await expect(question).toHaveAttribute('aria-expanded', 'true');
  expect(await question.evaluate((el) => getComputedStyle(el).outlineStyle)).toBe('solid');
});
