// covers: shell, mfe-quiz
import { expect, test } from '@playwright/test';

test.describe('a crash outside any remote shows the Unexpected Error screen', () => {
  test('on a checkout route, Reload clears the quiz and cart state and restarts the flow with the query string', async ({
    page,
  }) => {
    await page.goto('/start');
    await page.evaluate(() => {
      localStorage.setItem('tailwise.petsCart', JSON.stringify([{ name: 'Biscuit' }]));
      sessionStorage.setItem('tailwise.checkoutSubmittedData', JSON.stringify({ paid: false }));
      localStorage.setItem('tailwise.leadId', '42');
    });
    await page.goto('/start/checkout?utm_source=newsletter&fault=shell');
    await expect(page.getByRole('heading', { name: 'Unexpected Error' })).toBeVisible();
    await expect(page.getByText('Oops! Let’s try this again')).toBeVisible();
    await page.getByRole('button', { name: 'Reload' }).click();
    // The restart route sends the visitor to the start of the flow with the same query string.
    await expect(page).toHaveURL(/\/start\?utm_source=newsletter&fault=shell$/);
    const stored = await page.evaluate(() => ({
      cart: localStorage.getItem('tailwise.petsCart'),
      submitted: sessionStorage.getItem('tailwise.checkoutSubmittedData'),
      lead: localStorage.getItem('tailwise.leadId'),
    }));
    expect(stored).toEqual({ cart: null, submitted: null, lead: '42' });
  });

  test('anywhere else, Reload reloads the same page', async ({ page }) => {
    await page.goto('/faq?fault=shell');
    await expect(page.getByRole('heading', { name: 'Unexpected Error' })).toBeVisible();
    const navigation = page.waitForEvent('framenavigated');
    await page.getByRole('button', { name: 'Reload' }).click();
    await navigation;
    await expect(page).toHaveURL(/\/faq\?fault=shell$/);
  });
});
