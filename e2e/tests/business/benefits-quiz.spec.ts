// Where enrollment meets the quiz: a seat claimed by work email continues into the employer's benefits quiz with its
// discount, the group's promo (or none) in the quiz's banner, and the group's first question keeping its space while
// the employer loads. Apart from enroll.spec.ts so that the quiz's pipeline runs these and not all of enrollment.
// covers: mfe-business, mfe-quiz, api
import { expect, test } from '@playwright/test';
import { layoutShift, watchLayoutShifts } from '../../support/app-ready';
import { askCode, codeFor, nextSeat, openEnroll, signUpOnPage } from '../../support/enroll';

test('work email: find the employer, email a code, read it from the outbox, claim, then the benefits quiz', async ({
  page,
  request,
}) => {
  await signUpOnPage(page, 'city-of-philadelphia');
  await openEnroll(page);
  await page.getByLabel('Employer name or enrollment code').fill('PHILLY');
  await page.getByRole('button', { name: 'Find my employer' }).click();
  await page.getByRole('button', { name: 'Enroll: City of Philadelphia' }).click();
  await expect(page).toHaveURL(/\/enroll\/start\?group=city-of-philadelphia$/);
  const email = `employee${nextSeat()}@phila.gov`;
  await askCode(page, email);
  await expect(page.getByRole('button', { name: /Send a new code in \d+ s/ })).toBeDisabled();
  await page.getByLabel('Code from the email').fill(await codeFor(request, email));
  await page.getByRole('button', { name: 'Confirm my seat' }).click();
  await expect(page).toHaveURL(/\/benefits\/city-of-philadelphia\/onboard/);
  await expect(page.getByText('10% employer discount included.')).toBeVisible();
  // The seat is held: the quiz does not ask again, and /enroll shows the membership.
  await expect(page.getByText(/Confirm your place with/)).toHaveCount(0);
  await openEnroll(page);
  await expect(page.getByRole('heading', { name: 'You’re enrolled through City of Philadelphia' })).toBeVisible();
  await expect(page.getByText(/10% employer discount \(PHILLYPETS\) is applied/)).toBeVisible();
});

test('a group with a promo and one without (204)', async ({ page }) => {
  await page.goto('/benefits/city-of-philadelphia/onboard');
  // Signed out, so no seat yet: the employer's code applies once the seat is confirmed (the API refuses it before).
  await expect(page.getByText('10% off with a confirmed seat.')).toBeVisible();
  await page.goto('/benefits/fenwick/onboard');
  // Once the group has arrived (its name in the banner), no discount line: the group has no promo.
  await expect(page.locator('[data-group-banner]').getByText('Fenwick', { exact: true })).toBeVisible();
  await expect(page.getByText(/employer discount/)).toHaveCount(0);
});

test('the group’s quiz keeps the first question’s space while its employer loads: the footer does not move', async ({
  page,
}) => {
  await watchLayoutShifts(page);
  for (const width of [412, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/benefits/fenwick/onboard');
    await expect(page.getByLabel('Your pet’s name')).toBeVisible();
    await expect(page.locator('footer')).toBeInViewport();
    expect(await layoutShift(page), `at ${width} px`).toBeLessThan(0.001);
  }
});
