// Checkout as a buyer sees it: a focused page (the logo and help, no site navigation or footer of links), and
// review and pay that says what each pet gets and what is charged when before the card is asked for, beside
// the card form on a desktop.
// covers: mfe-quiz, shell
import { expect, test, type Page } from '@playwright/test';
import {
  createAccountStep,
  expectStep,
  fillDetailsStep,
  newVisitor,
  quizToPrice,
  readyToPay,
  stepHeading,
  type NewVisitor,
} from '../../support/quiz';

async function toCheckout(page: Page, v: NewVisitor) {
  await page.goto('/start?utm_source=review');
  const price = await quizToPrice(page, v);
  await page.getByRole('button', { name: 'Continue to checkout' }).click();
  await expect(stepHeading(page)).toHaveText('Create your account');
  return price;
}

async function expectFocusedChrome(page: Page) {
  const header = page.getByRole('banner');
  await expect(header.getByRole('link', { name: 'Tailwise home' })).toBeVisible();
  await expect(header.getByRole('link', { name: /Questions\? 1-800-555-0199/ })).toHaveAttribute(
    'href',
    'tel:+18005550199',
  );
  await expect(header).toContainText('Monday–Friday: 9 AM – 6 PM ET');
  await expect(page.getByRole('navigation')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Menu' })).toHaveCount(0);
  await expect(header.getByRole('link', { name: 'Get a quote' })).toHaveCount(0);
  const footer = page.getByRole('contentinfo');
  await expect(footer).toBeVisible();
  await expect(footer.getByRole('list')).toHaveCount(0);
  await expect(footer.getByRole('link')).toHaveText(['Privacy policy', 'Terms of use']);
}

test('checkout is focused: the logo, the progress and help; no site navigation and no footer of links', async ({
  page,
}) => {
  const v = newVisitor();
  await toCheckout(page, v);
  await expectStep(page, 'Create your account', 'Step 1 of 3');
  await expectFocusedChrome(page);

  // A checkout page loaded cold (the prerendered account step) is framed the same way before the app runs.
  await page.reload();
  await expect(stepHeading(page)).toHaveText('Create your account');
  await expectFocusedChrome(page);
});

test('review and pay shows each pet’s cover, the first and recurring charge, the start, and a way back', async ({
  page,
}) => {
  const v = newVisitor();
  await toCheckout(page, v);
  await createAccountStep(page, v.email);
  await fillDetailsStep(page);
  const total = await readyToPay(page);
  const money = `$${(total! / 100).toFixed(2)}`;

  const review = page.getByRole('region', { name: 'Your plan' });
  const pet = review.getByRole('group', { name: v.pet.name });
  const term = (label: string) => pet.locator('div', { has: page.locator('dt', { hasText: label }) }).locator('dd');
  await expect(term('Deductible')).toHaveText(/^\$[\d,]+ a year$/);
  await expect(term('Reimbursement')).toHaveText(/^\d+%$/);
  await expect(term('Yearly limit')).toHaveText(/^(\$[\d,]+|No limit)$/);
  await expect(term('Waiting period, accidents')).toHaveText(/^\d+ days?$/);
  await expect(term('Waiting period, illnesses')).toHaveText(/^\d+ days?$/);
  await expect(term('Waiting period, cruciate ligament')).toHaveText(/^\d+ months?$/);

  const billing = review.getByRole('group', { name: 'When you pay' });
  const paid = (label: string) => billing.locator('div', { has: page.locator('dt', { hasText: label }) }).locator('dd');
  await expect(paid('First charge, today')).toHaveText(money);
  await expect(paid('Then')).toHaveText(`${money} every month`);
  // The date, then the one cover rule with the waiting periods counted from it.
  await expect(paid('Cover starts').first()).toHaveText(/^\w{3}, \w{3} \d+, \d{4}$/);
  await expect(paid('Cover starts').nth(1)).toContainText('Cover starts on the day you buy');

  await review.getByRole('link', { name: 'Change your plan' }).click();
  await expect(page).toHaveURL(/\/start\/price(\?|$)/);
  await expect(page.getByRole('button', { name: 'Continue to checkout' })).toBeVisible();
});

test.describe('on a desktop', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('review and pay keeps the plan beside the card form', async ({ page }) => {
    const v = newVisitor();
    await toCheckout(page, v);
    await createAccountStep(page, v.email);
    await fillDetailsStep(page);
    await readyToPay(page);
    const plan = await page.getByRole('region', { name: 'Your plan' }).boundingBox();
    const payment = await page.getByRole('region', { name: 'Payment' }).boundingBox();
    expect(plan && payment).toBeTruthy();
    // Side by side: the plan to the right of the card form, their tops level.
    expect(plan!.x).toBeGreaterThanOrEqual(payment!.x + payment!.width);
    expect(plan!.y).toBeLessThan(payment!.y + payment!.height);
  });
});
