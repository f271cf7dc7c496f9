// Moving through /start as real visitors do: refreshing mid-flow, the browser's back button, a deep link
// to a later step, and restarting. Steps are real URLs; answers live in storage, so each of these must
// keep (or, for restart, clear) exactly what the visitor typed.
// covers: mfe-quiz
import { expect, test, type Page } from '@playwright/test';
import {
  answerBreedStep,
  answerPetStep,
  expectStep,
  newVisitor,
  quizToPrice,
  stepHeading,
  waitForPrice,
} from '../../support/quiz';

const petName = (page: Page) => page.getByRole('textbox', { name: 'Your pet’s name' });
const species = (page: Page, label: 'Dog' | 'Cat') =>
  page.getByRole('radiogroup', { name: 'Dog or cat?' }).getByRole('radio', { name: label });

test('a refresh on any step keeps the step and every answer', async ({ page }) => {
  const v = newVisitor();
  await page.goto('/start?utm_source=refresh-test');
  await answerPetStep(page, v.pet);
  await expect(page).toHaveURL(/\/start\/breed\?utm_source=refresh-test$/);

  // Half-way through step 2: the breed chosen, the age not yet.
  const breed = page.getByRole('combobox', { name: `${v.pet.name}’s breed` });
  await breed.fill(v.pet.breed);
  await page.getByRole('option', { name: v.pet.breed, exact: true }).click();
  await page.reload();
  await expectStep(page, `What breed is ${v.pet.name}, and how old?`, 'Step 2 of 4');
  await expect(page).toHaveURL(/\/start\/breed\?utm_source=refresh-test$/);

  await answerBreedStep(page, v.pet);
  await expectStep(page, `Last step before ${v.pet.name}’s price`, 'Step 3 of 4');
  await page.getByRole('textbox', { name: 'ZIP code' }).fill(v.zipCode);
  await page.reload();
  await expectStep(page, `Last step before ${v.pet.name}’s price`, 'Step 3 of 4');

  // The earlier answers are all still there.
  await page.goBack();
  await expectStep(page, `What breed is ${v.pet.name}, and how old?`, 'Step 2 of 4');
  await expect(page.getByRole('combobox', { name: `${v.pet.name}’s breed` })).toHaveValue(v.pet.breed);
  await expect(page.getByLabel(`${v.pet.name}’s age`).locator('option:checked')).toHaveText(v.pet.age);
  await page.goBack();
  await expectStep(page, 'Tell us about your pet', 'Step 1 of 4');
  await expect(petName(page)).toHaveValue(v.pet.name);
  await expect(species(page, 'Dog')).toBeChecked();

  // A refresh on the price keeps the price and the options chosen there.
  await page.goto('/start/contact?utm_source=refresh-test');
  await page.getByRole('textbox', { name: 'ZIP code' }).fill(v.zipCode);
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(v.email);
  await page.getByRole('button', { name: 'See my price' }).click();
  await waitForPrice(page);
  const deductibles = page.getByRole('radiogroup', { name: 'Yearly deductible' });
  await deductibles.getByRole('radio', { name: '$500' }).check();
  const total = await waitForPrice(page);
  await page.reload();
  expect(await waitForPrice(page)).toBe(total);
  await expect(deductibles.getByRole('radio', { name: '$500' })).toBeChecked();
});

test('the browser’s back and forward buttons and the Back button walk the steps with answers kept', async ({
  page,
}) => {
  const v = newVisitor();
  await page.goto('/start');
  await quizToPrice(page, v);
  await expect(page).toHaveURL(/\/start\/price$/);

  await page.goBack();
  await expectStep(page, `Last step before ${v.pet.name}’s price`, 'Step 3 of 4');
  await expect(page.getByRole('textbox', { name: 'ZIP code' })).toHaveValue(v.zipCode);
  await expect(page.getByRole('textbox', { name: 'Email', exact: true })).toHaveValue(v.email);

  await page.getByRole('button', { name: 'Back', exact: true }).click();
  await expectStep(page, `What breed is ${v.pet.name}, and how old?`, 'Step 2 of 4');
  await expect(page).toHaveURL(/\/start\/breed$/);

  await page.goBack(); // the in-page Back pushed a new entry: the browser's back returns to the contact step
  await expectStep(page, `Last step before ${v.pet.name}’s price`, 'Step 3 of 4');
  await page.goForward();
  await expectStep(page, `What breed is ${v.pet.name}, and how old?`, 'Step 2 of 4');
  await expect(page.getByRole('combobox', { name: `${v.pet.name}’s breed` })).toHaveValue(v.pet.breed);

  // The contact step is answered already: Continue goes straight back to the price.
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  await waitForPrice(page);
  await expect(page).toHaveURL(/\/start\/price$/);
  await page.getByRole('button', { name: 'Back', exact: true }).click();
  await expectStep(page, `Last step before ${v.pet.name}’s price`, 'Step 3 of 4');
});

test('a deep link to a later step lands on the first unanswered one', async ({ page }) => {
  const v = newVisitor();
  await page.goto('/start/price?rpc=WELCOME5');
  await expectStep(page, 'Tell us about your pet', 'Step 1 of 4');
  await expect(page).toHaveURL(/\/start\?rpc=WELCOME5$/);

  await answerPetStep(page, v.pet);
  await expect(page).toHaveURL(/\/start\/breed\?rpc=WELCOME5$/);
  await page.goto('/start/contact?rpc=WELCOME5');
  await expectStep(page, `What breed is ${v.pet.name}, and how old?`, 'Step 2 of 4');
  await expect(page).toHaveURL(/\/start\/breed\?rpc=WELCOME5$/);

  await page.goto('/start/checkout');
  await expect(stepHeading(page)).toHaveText(`What breed is ${v.pet.name}, and how old?`);
  await expect(page).toHaveURL(/\/start\/breed$/);
});

test('a first visit to a checkout address goes to its flow’s first question before the app starts, query kept', async ({
  page,
}) => {
  // Every request, in the order the browser makes them.
  const asked: string[] = [];
  page.on('request', (request) => {
    const { pathname, search } = new URL(request.url());
    asked.push(request.resourceType() === 'document' ? `document ${pathname}${search}` : pathname);
  });
  await page.goto('/promo/checkout?utm_source=mail');
  await expectStep(page, 'Tell us about your pet', 'Step 1 of 4');
  await expect(page).toHaveURL(/\/promo\?utm_source=mail$/);

  // The checkout's document never started the app: no release list, no remote, no API call before the flow's page.
  const second = asked.indexOf('document /promo?utm_source=mail');
  expect(asked[0]).toBe('document /promo/checkout?utm_source=mail');
  expect(second).toBeGreaterThan(0);
  expect(asked.slice(1, second).filter((p) => /remotes\.json|remoteEntry|\/mfe-|\/api\//.test(p))).toEqual([]);
  // The campaign tags are kept by the page the visitor lands on.
  await expect.poll(() => page.evaluate(() => localStorage.getItem('tailwise.marketingSource'))).toContain('mail');
});

test('restart clears the answers and returns to step 1 with the query string kept', async ({ page }) => {
  const v = newVisitor();
  await page.goto('/start?utm_source=restart-test&rpc=WELCOME5');
  await answerPetStep(page, v.pet);
  await answerBreedStep(page, v.pet);
  await expectStep(page, `Last step before ${v.pet.name}’s price`);

  await page.goto('/start/restart?utm_source=restart-test&rpc=WELCOME5');
  await expectStep(page, 'Tell us about your pet', 'Step 1 of 4');
  await expect(page).toHaveURL(/\/start\?utm_source=restart-test&rpc=WELCOME5$/);
  await expect(page.getByText('We cleared your answers. Let’s start again.')).toBeVisible();
  await expect(petName(page)).toHaveValue('');
  await expect(species(page, 'Dog')).not.toBeChecked();
  const stored = await page.evaluate(() => localStorage.getItem('tailwise.currentPets'));
  expect(stored === null || stored === '[]').toBe(true);

  // Nothing of the old answers comes back on a later step either.
  await page.goto('/start/breed');
  await expectStep(page, 'Tell us about your pet', 'Step 1 of 4');
});
