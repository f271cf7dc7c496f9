// Every quiz flow, from its first question to a completed purchase, against the production build and the
// real API: what the success screen says is checked against what the API then holds for the customer.
// covers: mfe-quiz, api
import { expect, test } from '@playwright/test';
import {
  answerBreedStep,
  createAccountStep,
  answerPetStep,
  answerZipStep,
  apiDog,
  centsOf,
  checkoutAsNewCustomer,
  createAccount,
  customerWith,
  expectCovered,
  expectStep,
  fillCard,
  fillDetailsStep,
  getMe,
  getPets,
  idTokenFor,
  latestEmailTo,
  newVisitor,
  payButton,
  quizToPrice,
  readyToPay,
  signInHere,
  uniquePet,
  waitForPrice,
  BISCUIT,
  MISO,
} from '../../support/quiz';

test('/start: a new visitor buys insurance with a card', async ({ page }) => {
  const v = newVisitor();
  await page.goto('/start');
  const price = await quizToPrice(page, v);
  const cents = await checkoutAsNewCustomer(page, v);
  expect(cents).toBe(centsOf(price));
  await expect(page.getByText(`We charged ${price.replace(/\/mo$/, '')} to your Visa ending 4242.`)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go to your dashboard' })).toBeVisible();
  // The success screen survives a refresh (it reads the purchase from the history entry).
  await page.reload();
  await expectCovered(page, v.pet.name);

  const token = await idTokenFor(v.email);
  const me = await getMe(token);
  expect(me.insuranceAgreements).toHaveLength(1);
  expect(me.insuranceAgreements[0]).toMatchObject({ status: 'ACTIVE', deductible: 1000, reimbursementPercent: 90 });
  const pets = await getPets(token);
  expect(pets.map((p) => p.name)).toEqual([v.pet.name]);

  // The quiz and cart are forgotten: /start begins again.
  await page.goto('/start');
  await expectStep(page, 'Tell us about your pet', 'Step 1 of 4');
  await expect(page.getByRole('textbox', { name: 'Your pet’s name' })).toHaveValue('');
});

test('/promo: the link’s rpc code is in the promo field on arrival and is the one the price applies', async ({
  page,
}) => {
  const v = newVisitor();
  await page.goto('/promo?rpc=WELCOME5&flag.isPromoQuizCheckoutEnabled=true');
  await expect(page.getByRole('textbox', { name: /^Promo code/ })).toHaveValue('WELCOME5');
  await quizToPrice(page, v);
  await expect(page.locator('[data-discount="PROMO_CODE"]')).toContainText('Promo WELCOME5');
});

test('/promo with checkout on: the typed code is applied and the visitor buys', async ({ page }) => {
  const v = newVisitor();
  await page.goto('/promo?flag.isPromoQuizCheckoutEnabled=true');
  const price = await quizToPrice(page, v, 'WELCOME5');
  await expect(page.locator('[data-discount="PROMO_CODE"]')).toContainText('Promo WELCOME5');
  await expect(page.locator('[data-discount="PROMO_CODE"]')).toContainText('−$');

  expect(await checkoutAsNewCustomer(page, v)).toBe(centsOf(price));
  const me = await getMe(await idTokenFor(v.email));
  expect(me.insuranceAgreements).toHaveLength(1);
});

test('/promo with checkout off ends at the price with "Email me this quote"', async ({ page }) => {
  const v = newVisitor();
  await page.goto('/promo?rpc=WELCOME5&flag.isPromoQuizCheckoutEnabled=false');
  await quizToPrice(page, v);
  await expect(page.getByRole('button', { name: 'Continue to checkout' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Email me this quote' }).click();
  await expect(page.getByText(`We emailed a link to your quote to ${v.email}`)).toBeVisible();
  const mail = await latestEmailTo(v.email);
  expect(mail.links.some((l) => /\/onboard\?lid=[0-9a-f-]{36}$/.test(l))).toBe(true);

  // Checkout is not reachable by its URL either.
  await page.goto('/promo/checkout');
  await waitForPrice(page);
  await expect(page).toHaveURL(/\/promo\/price$/);
});

test('/onboard: a saved quote’s link opens the price, and the visitor buys from it', async ({ page, browser }) => {
  test.setTimeout(90_000); // two browsers: the quote saved in one, bought in the other
  const v = newVisitor();
  await page.goto('/start');
  await quizToPrice(page, v);
  await page.getByRole('radiogroup', { name: 'Yearly deductible' }).getByRole('radio', { name: '$250' }).check();
  const price = await waitForPrice(page);
  await page.getByRole('button', { name: 'Email me this quote' }).click();
  await expect(page.getByText(`We emailed a link to your quote to ${v.email}`)).toBeVisible();
  const link = new URL((await latestEmailTo(v.email)).links.find((l) => l.includes('/onboard?lid='))!);

  const fresh = await browser.newContext();
  try {
    const other = await fresh.newPage();
    await other.goto(`${link.pathname}${link.search}`);
    expect(await waitForPrice(other)).toBe(price);
    await expect(
      other.getByRole('radiogroup', { name: 'Yearly deductible' }).getByRole('radio', { name: '$250' }),
    ).toBeChecked();
    await other.getByRole('button', { name: 'Continue to checkout' }).click();
    await createAccountStep(other, v.email);
    await fillDetailsStep(other);
    await fillCard(other);
    expect(await readyToPay(other)).toBe(centsOf(price));
    await payButton(other).click();
    // Bought (the API says so) ...
    await expect.poll(async () => (await getMe(await idTokenFor(v.email))).insuranceAgreements.length).toBe(1);
    const me = await getMe(await idTokenFor(v.email));
    expect(me.insuranceAgreements[0]?.deductible).toBe(250);
    // ... and the visitor is told so, also after a refresh, rather than shown the saved quote again.
    await expectCovered(other, v.pet.name);
    await other.reload();
    await expectCovered(other, v.pet.name);
    await expect(other).toHaveURL(/\/onboard\/checkout\?lid=/);
  } finally {
    await fresh.close();
  }
});

test('/insurance: a customer insures the pet that has only a wellness plan, with the card on file', async ({
  page,
}) => {
  const insured = uniquePet(BISCUIT).name;
  const wellnessOnly = uniquePet(MISO).name;
  const customer = await customerWith([
    apiDog(insured, { insurance: {} }),
    { name: wellnessOnly, petType: 1, breedId: 1053, age: 2, wellnessPlanId: 'cat-classic' },
  ]);

  await page.goto('/insurance');
  await signInHere(page, customer.email);
  await expectStep(page, 'Which pets should we insure?');
  const choices = page.getByRole('group', { name: 'Your pets' }).getByRole('checkbox');
  await expect(choices).toHaveCount(1);
  await expect(choices.first()).toHaveAccessibleName(new RegExp(`^${wellnessOnly} `));
  await expect(choices.first()).toBeChecked();
  await page.getByRole('button', { name: 'See my price' }).click();

  // The ZIP comes from the profile: straight to the price.
  const price = await waitForPrice(page);
  await page.getByRole('button', { name: 'Continue to checkout' }).click();
  await expectStep(page, 'Your details', 'Step 1 of 2');
  await expect(page.getByRole('textbox', { name: 'Street address' })).toHaveValue('1 Main Street');
  await page.getByRole('checkbox', { name: /I agree to the terms of service/ }).check();
  await page.getByRole('button', { name: 'Continue', exact: true }).click();

  await expectStep(page, 'Review and pay', 'Step 2 of 2');
  await expect(
    page.getByRole('radiogroup', { name: 'Pay with' }).getByRole('radio', { name: /ending 4242/ }),
  ).toBeChecked();
  expect(await readyToPay(page)).toBe(centsOf(price));
  await payButton(page).click();
  await expectCovered(page, wellnessOnly);

  const me = await getMe(customer.token);
  expect(me.insuranceAgreements.filter((a) => a.status === 'ACTIVE')).toHaveLength(2);
  const pets = await getPets(customer.token);
  expect(pets.find((p) => p.name === wellnessOnly)?.insurance?.status).toBe('ACTIVE');
});

test('/wellness: a customer adds the classic plan (the default) to an insured dog, with a new card', async ({
  page,
}) => {
  const dog = uniquePet(BISCUIT).name;
  const customer = await customerWith([apiDog(dog, { insurance: {} })]);

  await page.goto('/wellness');
  await signInHere(page, customer.email);
  await expectStep(page, 'Which pets get a wellness plan?');
  await page.getByRole('button', { name: 'See my price' }).click();
  await waitForPrice(page);
  const plans = page.getByRole('radiogroup', { name: 'Wellness plan' });
  await expect(plans.getByRole('radio', { name: /^Classic/ })).toBeChecked();
  await expect(page.getByRole('radiogroup', { name: 'Yearly deductible' })).toHaveCount(0);

  await page.getByRole('button', { name: 'Continue to checkout' }).click();
  await expectStep(page, 'Your details', 'Step 1 of 2');
  await page.getByRole('checkbox', { name: /I agree to the terms of service/ }).check();
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  await expectStep(page, 'Review and pay', 'Step 2 of 2');
  await page.getByRole('radiogroup', { name: 'Pay with' }).getByRole('radio', { name: 'A new card' }).check();
  await fillCard(page, '5555 5555 5555 4444');
  await readyToPay(page);
  await payButton(page).click();
  await expectCovered(page, dog);
  await expect(page.getByText(/Mastercard ending 4444/)).toBeVisible();

  const pets = await getPets(customer.token);
  expect(pets).toHaveLength(1);
  expect(pets[0]?.wellness).toMatchObject({ status: 'ACTIVE' });
  expect(pets[0]?.insurance).toMatchObject({ status: 'ACTIVE' });
});

test('/new: a customer adds a new pet to their account', async ({ page }) => {
  const customer = await customerWith([apiDog(uniquePet(BISCUIT).name, { insurance: {} })]);
  const cat = uniquePet(MISO);

  await page.goto('/new');
  await signInHere(page, customer.email);
  await answerPetStep(page, cat);
  await answerBreedStep(page, cat);
  // The profile has a ZIP: no ZIP step.
  await waitForPrice(page);
  await expect(page.locator('[data-remote="quiz"]').getByText('Step 3 of 3', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Continue to checkout' }).click();
  await expectStep(page, 'Your details', 'Step 1 of 2');
  await page.getByRole('checkbox', { name: /I agree to the terms of service/ }).check();
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  await expectStep(page, 'Review and pay', 'Step 2 of 2');
  await readyToPay(page);
  await payButton(page).click();
  await expectCovered(page, cat.name);

  const pets = await getPets(customer.token);
  expect(pets.map((p) => p.name).sort()).toEqual([customer.result.pets[0]!.name, cat.name].sort());
});

test('/benefits/fenwick/onboard: a member claims a seat and enrolls, paid by payroll', async ({ page }) => {
  const member = await createAccount();
  // Seats 1 to 25 (the enrollment specs take theirs from 31 up); FEN-00nn was born on 15 June of 1960 + n.
  const n = 1 + Math.floor(Math.random() * 25);
  const seat = `FEN-${String(n).padStart(4, '0')}`;
  const pet = uniquePet(BISCUIT);

  await page.goto('/dashboard');
  await signInHere(page, member.email);
  await expect(page.getByRole('banner').getByRole('link', { name: 'My account' })).toBeVisible();

  await page.goto('/benefits/fenwick/onboard');
  await expect(page.locator('[data-group-banner]').getByText('Fenwick', { exact: true })).toBeVisible();
  const seatForm = page.getByRole('region', { name: /Confirm your place with/ });
  await seatForm.getByRole('textbox', { name: 'Employee id' }).fill(seat);
  await seatForm.getByLabel('Date of birth').fill(`${1960 + n}-06-15`);
  await seatForm.getByRole('button', { name: 'Confirm my seat' }).click();
  // The seat is in the wallet now: the form gives way to the questions.
  await expect(seatForm).toHaveCount(0);

  await answerPetStep(page, pet);
  await answerBreedStep(page, pet);
  await answerZipStep(page, '10001');
  await waitForPrice(page);
  await expect(page.getByTestId('quote-per-paycheck')).toHaveText(/^\$[\d,]+\.\d\d$/);
  await page.getByRole('button', { name: 'Continue to checkout' }).click();
  await fillDetailsStep(page);
  await expectStep(page, 'Review and pay', 'Step 2 of 2');
  await expect(page.getByText(/Paid by payroll deduction/)).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Card number' })).toHaveCount(0);
  await readyToPay(page);
  await payButton(page).click();
  await expectCovered(page, pet.name);
  await expect(page.getByText(/will come out of your pay/)).toBeVisible();

  const me = await getMe(member.token);
  expect(me.insuranceAgreements).toHaveLength(1);
  expect(
    me.wallet.paymentProviders.some((p) => p.paymentProvider === 'GROUP' && p.paymentProviderId === 'fenwick'),
  ).toBe(true);
});

test('/benefits: a seat that does not exist shows the message with the support address', async ({ page }) => {
  const member = await createAccount();
  await page.goto('/dashboard');
  await signInHere(page, member.email);
  await expect(page.getByRole('banner').getByRole('link', { name: 'My account' })).toBeVisible();
  await page.goto('/benefits/city-of-philadelphia/onboard');
  const seatForm = page.getByRole('region', { name: /Confirm your place with/ });
  // The code request answers alike for any address; a seat that does not exist shows up at the code.
  await seatForm.getByRole('textbox', { name: 'Work email' }).fill('nobody@phila.gov');
  await seatForm.getByRole('button', { name: 'Email me a code' }).click();
  await seatForm.getByLabel('Code from the email').fill('000000');
  await seatForm.getByRole('button', { name: 'Confirm my seat' }).click();
  await expect(seatForm.getByText(/, or contact support at \S+@\S+\.$/).first()).toBeVisible();
});
