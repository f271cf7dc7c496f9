// The price screen against the real API: the options sold at a ZIP (California's rule), an unknown promo
// code, the lead a visitor creates (with the attribution they landed with) and a saved quote's email.
// covers: mfe-quiz, api
import { expect, test } from '@playwright/test';
import type { InsuranceOptions } from '@tailwise/shared/contract';
import {
  addWellnessPlan,
  apiOk,
  centsOf,
  getLead,
  latestEmailTo,
  newVisitor,
  quizToPrice,
  waitForPrice,
} from '../../support/quiz';

test('ZIP 90210 shows the California plan and its default, as the options endpoint says', async ({ page }) => {
  const options = await apiOk<InsuranceOptions>('GET', '/insurance/options/?zip_code=90210');
  expect(options.state).toBe('CA');
  const sold = [...options.coinsurancePercents].sort((a, b) => a - b).map((c) => `${100 - c}%`);

  await page.goto('/start');
  await quizToPrice(page, newVisitor({ zipCode: '90210' }));

  const reimbursement = page.getByRole('radiogroup', { name: 'Reimbursement' });
  await expect(reimbursement.getByRole('radio')).toHaveCount(sold.length);
  for (const label of sold) await expect(reimbursement.getByRole('radio', { name: label })).toBeVisible();
  await expect(reimbursement.getByRole('radio', { name: '100%' })).toHaveCount(
    options.coinsurancePercents.includes(0) ? 1 : 0,
  );
  await expect(reimbursement.getByRole('radio', { name: `${100 - options.defaultCoinsurancePercent}%` })).toBeChecked();
  await expect(reimbursement).toContainText(`In ${options.state} we offer`);

  const deductibles = page.getByRole('radiogroup', { name: 'Yearly deductible' });
  await expect(
    deductibles.getByRole('radio', { name: `$${options.defaultDeductible.toLocaleString('en-US')}` }),
  ).toBeChecked();
});

test('elsewhere (ZIP 10001) every reimbursement is sold and 90% is the default', async ({ page }) => {
  const options = await apiOk<InsuranceOptions>('GET', '/insurance/options/?zip_code=10001');
  await page.goto('/start');
  await quizToPrice(page, newVisitor({ zipCode: '10001' }));
  const reimbursement = page.getByRole('radiogroup', { name: 'Reimbursement' });
  await expect(reimbursement.getByRole('radio')).toHaveCount(options.coinsurancePercents.length);
  await expect(reimbursement.getByRole('radio', { name: `${100 - options.defaultCoinsurancePercent}%` })).toBeChecked();
});

test('an unknown promo code shows an inline error next to the field and keeps the text', async ({ page }) => {
  await page.goto('/start');
  const before = await quizToPrice(page, newVisitor());

  const promo = page.getByRole('textbox', { name: /^Promo code/ });
  await promo.fill('NOSUCHCODE');
  await page.getByRole('button', { name: 'Apply', exact: true }).click();

  await expect(promo).toHaveAttribute('aria-invalid', 'true');
  await expect(promo).toHaveAccessibleDescription(/not valid/);
  await expect(promo).toHaveValue('NOSUCHCODE');
  // The price is what it was, with no promo line.
  expect(await waitForPrice(page)).toBe(before);
  await expect(page.locator('[data-discount="PROMO_CODE"]')).toHaveCount(0);

  // A known code is then accepted in the same field.
  await promo.fill('WELCOME5');
  await page.getByRole('button', { name: 'Apply', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'WELCOME5 applied' })).toBeVisible();
  await expect(page.locator('[data-discount="PROMO_CODE"]')).toContainText('−$');
  await expect(promo).not.toHaveAttribute('aria-invalid', 'true');
});

test('landing with utm_* and rpc, the lead the contact step creates carries them', async ({ page }) => {
  await page.goto(
    '/start?utm_source=e2e-newsletter&utm_medium=email&utm_campaign=spring&rpc=WELCOME5&ri=friend-42&rt=customer',
  );
  const v = newVisitor();
  await quizToPrice(page, v);

  const leadUuid = await page.evaluate(() => JSON.parse(localStorage.getItem('tailwise.leadUuid') ?? 'null') as string);
  expect(leadUuid).toMatch(/^[0-9a-f-]{36}$/);
  const lead = await getLead(leadUuid);
  expect(lead.email).toBe(v.email);
  expect(lead.zipCode).toBe(v.zipCode);
  expect(lead.utm).toMatchObject({ source: 'e2e-newsletter', medium: 'email', campaign: 'spring' });
  expect(lead.referrer).toMatchObject({ rpc: 'WELCOME5', ri: 'friend-42', rt: 'customer' });
});

test('"Email me this quote" mails a link that restores name, email, pets and options in a fresh browser', async ({
  page,
  browser,
}) => {
  // Outside California, where a stored 80% (the 80 option) is kept as the quote opens again (spec §5).
  const v = newVisitor({ zipCode: '10001' });
  await page.goto('/start');
  await quizToPrice(page, v);
  await page.getByRole('radiogroup', { name: 'Yearly deductible' }).getByRole('radio', { name: '$500' }).check();
  await page.getByRole('radiogroup', { name: 'Reimbursement' }).getByRole('radio', { name: '80%' }).check();
  await page.getByRole('radiogroup', { name: 'Yearly limit' }).getByRole('radio', { name: 'Unlimited' }).check();
  await page.getByRole('radiogroup', { name: 'How you pay' }).getByRole('radio', { name: 'Yearly' }).check();
  const total = await waitForPrice(page);
  expect(total).toMatch(/\/yr$/);

  await page.getByRole('button', { name: 'Email me this quote' }).click();
  await expect(page.getByText(`We emailed a link to your quote to ${v.email}`)).toBeVisible();

  const mail = await latestEmailTo(v.email);
  const link = mail.links.find((l) => l.includes('/onboard?lid='));
  expect(link, `a link to /onboard in: ${mail.links.join(', ')}`).toBeTruthy();
  const url = new URL(link!);

  const fresh = await browser.newContext();
  try {
    const other = await fresh.newPage();
    await other.goto(`${url.pathname}${url.search}`);
    expect(await waitForPrice(other)).toBe(total);
    await expect(other).toHaveURL(/\/onboard\/price\?lid=/);
    const card = other.getByRole('article', { name: v.pet.name });
    // Soft, so the options below are checked even when the breed's name is missing.
    await expect.soft(card).toContainText(`Dog · ${v.pet.breed} · 3 years`);
    await expect(
      card.getByRole('radiogroup', { name: 'Yearly deductible' }).getByRole('radio', { name: '$500' }),
    ).toBeChecked();
    await expect(
      card.getByRole('radiogroup', { name: 'Reimbursement' }).getByRole('radio', { name: '80%' }),
    ).toBeChecked();
    await expect(
      card.getByRole('radiogroup', { name: 'Yearly limit' }).getByRole('radio', { name: 'Unlimited' }),
    ).toBeChecked();
    await expect(
      other.getByRole('radiogroup', { name: 'How you pay' }).getByRole('radio', { name: 'Yearly' }),
    ).toBeChecked();

    // The email comes back too: it is the contact step's answer.
    await other.getByRole('button', { name: 'Back', exact: true }).click();
    await expect(other.getByRole('textbox', { name: 'Email', exact: true })).toHaveValue(v.email);
    await expect(other.getByRole('textbox', { name: 'ZIP code' })).toHaveValue(v.zipCode);
  } finally {
    await fresh.close();
  }
});

test.describe('at 360 px', () => {
  test.use({ viewport: { width: 360, height: 800 } });

  test('the price screen fits: no sideways scroll, and each option’s text stays inside its card', async ({ page }) => {
    await page.goto('/start');
    await quizToPrice(page, newVisitor());
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    const overflowing = await page
      .locator('[role="radiogroup"] label')
      .evaluateAll((labels) =>
        labels
          .filter((label) => label.scrollWidth > label.clientWidth + 1)
          .map((label) => `${label.textContent?.trim()} (${label.scrollWidth} > ${label.clientWidth} px)`),
      );
    expect(overflowing).toEqual([]);
  });
});

test('the first price is the insurance price: wellness is offered beside it, classic marked, none ticked', async ({
  page,
}) => {
  const v = newVisitor();
  await page.goto('/start');
  const first = await quizToPrice(page, v);
  const plans = page.getByRole('radiogroup', { name: `Add a wellness plan for ${v.pet.name}?` });
  await expect(plans.getByRole('radio', { name: 'No wellness plan' })).toBeChecked();
  const classic = plans.getByRole('radio', { name: /^Classic/ });
  await expect(classic).not.toBeChecked();
  await expect(plans.locator('label').filter({ has: page.getByRole('radio', { name: /^Classic/ }) })).toContainText(
    'Suits most pets',
  );
  await expect(page.getByRole('button', { name: 'Add a wellness plan' })).toBeVisible();

  // The figure on screen is the insurance alone, as the API prices it.
  const cart = await page.evaluate(() => JSON.parse(localStorage.getItem('tailwise.petsCart') ?? '[]') as unknown[]);
  expect(cart).toEqual([expect.objectContaining({ wellnessPlanId: null })]);
  const withClassic = await addWellnessPlan(page, v.pet.name, 'Classic');
  expect(centsOf(withClassic)).toBeGreaterThan(centsOf(first));
});
