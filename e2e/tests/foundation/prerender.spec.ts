// covers: gateway, shell, mfe-marketing, mfe-quiz, mfe-business
import { expect, test } from '@playwright/test';
import { holdScripts, layoutShift, waitForApp, watchLayoutShifts } from '../../support/app-ready';
import { signUpNewCustomer } from '../../support/auth';
import { dashboardHeading, DEMO } from '../../support/dashboard';
import {
  answerBreedStep,
  expectStep,
  newVisitor,
  newVisitorAtBreed,
  PASSWORD,
  quizToPrice,
  waitForPrice,
} from '../../support/quiz';

// Fetched without a browser: what a crawler, a slow phone or a visitor before any script runs gets.
test.describe('public pages arrive as HTML that already holds their content', () => {
  for (const [path, heading] of [
    ['/', /<h1[^>]*>[^<]+<\/h1>/],
    ['/pet-insurance-plans', /<h1[^>]*>Pet insurance plans<\/h1>/],
  ] as const) {
    test(`${path}`, async ({ request }) => {
      const response = await request.get(path);
      expect(response.status()).toBe(200);
      const html = await response.text();
      expect(html).toMatch(heading);
      expect(html).toContain('data-prerendered="marketing"');
      // The layout comes with it, and no inline script was needed to show any of it.
      expect(html).toMatch(/<header[^>]*>/);
      expect(html).toMatch(/<footer[^>]*>/);
      expect(html).not.toMatch(/<script(?![^>]*(type="application\/json"|src=))/);
      // Its own title and description.
      const title = html.match(/<title>([^<]*)<\/title>/)![1]!;
      expect(title).toMatch(/Tailwise/);
      expect(html).toMatch(/<meta name="description" content="[^"]{40,}"/);
    });
  }

  test('every prerendered page has a different title', async ({ request }) => {
    const titles = new Set<string>();
    for (const path of ['/', '/pet-insurance-plans', '/pet-wellness-plans', '/faq', '/reviews', '/contact']) {
      const html = await (await request.get(path)).text();
      titles.add(html.match(/<title>([^<]*)<\/title>/)![1]!);
    }
    expect(titles.size).toBe(6);
  });

  test('the quiz’s first question comes from the quiz release', async ({ request }) => {
    for (const path of ['/start?utm_source=e2e', '/promo', '/onboard']) {
      const html = await (await request.get(path)).text();
      expect(html, path).toContain('data-prerendered="quiz"');
      expect(html, path).toMatch(/<h1[^>]*>Tell us about your pet<\/h1>/);
      expect(html, path).toMatch(/<form[^>]*aria-label="Tell us about your pet"/);
    }
    // A saved quote's link lands on its price once the app restores it: never the first question first.
    const link = await (await request.get('/onboard?lid=1')).text();
    expect(link).not.toContain('data-prerendered');
    expect(link).toContain('<div id="root"><!--tailwise:content--></div>');
  });

  test('the later quiz steps are prerendered; a saved quote’s later steps, a signed-in checkout and the dashboard are not', async ({
    request,
  }) => {
    const onboard = await (await request.get('/onboard/price')).text();
    expect(onboard).not.toContain('data-prerendered');
    expect(onboard).toContain('<div id="root"><!--tailwise:content--></div>');
    // The price is its heading above the plans' placeholder, whose owner the first script fills in.
    expect(await (await request.get('/start/price')).text()).toMatch(
      /data-prerendered="quiz".*<h1[^>]*><span data-early-word="planOwner">Your pet’s<\/span> plan<\/h1>.*Loading your price…/s,
    );
    // The breed question is drawn for "your pet", the name marked for the first script to fill in.
    const breed = await (await request.get('/start/breed')).text();
    expect(breed).toMatch(
      /data-prerendered="quiz".*<h1[^>]*>What breed is <span data-early-word="petName">your pet<\/span>, and how old\?<\/h1>/s,
    );
    expect(await (await request.get('/promo/contact')).text()).toMatch(
      /<h1[^>]*>Last step before <span data-early-word="priceOwner">your<\/span> price<\/h1>/,
    );
    // Checkout's account step is prerendered for a visitor without the signed-in cookie only: a customer skips it.
    const signedOut = await request.get('/start/checkout');
    expect(await signedOut.text()).toMatch(/data-prerendered="quiz".*<h1[^>]*>Create your account<\/h1>/s);
    expect(signedOut.headers()['vary']).toMatch(/Cookie/);
    const customer = await request.get('/start/checkout', { headers: { cookie: 'tw_signed_in=1' } });
    expect(await customer.text()).toContain('<div id="root"><!--tailwise:content--></div>');
    expect(customer.headers()['vary']).toMatch(/Cookie/);
    const signedIn = await request.get('/dashboard', { headers: { cookie: 'tw_signed_in=1' } });
    expect(await signedIn.text()).not.toContain('data-prerendered');
    expect(signedIn.headers()['vary']).toMatch(/Cookie/);
  });

  test('a signed-in route arrives as the shell’s sign-in screen for a visitor without the signed-in cookie', async ({
    request,
  }) => {
    for (const path of ['/dashboard', '/dashboard/claims?status=open', '/insurance']) {
      const response = await request.get(path);
      const html = await response.text();
      expect(html).toContain('data-prerendered="shell"');
      expect(html).toMatch(/<h1[^>]*>Sign in to your account<\/h1>/);
      expect(html).toContain('<title>Sign in to your account | Tailwise</title>');
      // Whole without the app: its form is live, and a first-time visitor's page starts the app on intent.
      expect(html).toContain('data-app-start="on-intent"');
      expect(html).not.toMatch(/<(fieldset|input)[^>]*\sdisabled=""/);
      expect(response.headers()['vary']).toMatch(/Cookie/);
    }
  });
});

test('the sign-in screen is taken over by the app; signing in sets the hint cookie and signing out clears it', async ({
  page,
}) => {
  await watchLayoutShifts(page);
  const response = await page.goto('/dashboard');
  expect(await response!.text()).toContain('data-prerendered="shell"');
  await waitForApp(page);
  await expect(page.getByRole('heading', { name: 'Sign in to your account' })).toBeVisible();
  await expect(page.locator('#root[data-prerendered]')).toHaveCount(0);
  await expect(page.getByLabel('Email', { exact: true })).toBeEnabled();
  expect(await layoutShift(page)).toBeLessThan(0.02);

  await signUpNewCustomer(page);
  const hint = async () => (await page.context().cookies()).find((c) => c.name === 'tw_signed_in')?.value;
  expect(await hint()).toBe('1');
  // With the cookie, the dashboard arrives as the app's own document.
  expect(await (await page.request.get('/dashboard')).text()).not.toContain('data-prerendered');
  await page.getByRole('banner').getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByText('You are signed out.')).toBeVisible();
  expect(await hint()).toBeUndefined();
});

test('the sign-in screen filled in and sent before the app has started signs the visitor in', async ({ page }) => {
  // The shell's entry is held back, as on a slow phone: the visitor signs in on the prerendered screen.
  const { requests: entries, release } = await holdScripts(page);
  await page.goto('/dashboard');
  await page.waitForLoadState('load');
  expect(entries).toEqual([]);
  const screen = page.locator('#root[data-prerendered="shell"]');
  await screen.getByLabel('Email', { exact: true }).fill(DEMO.email);
  await screen.getByLabel('Password', { exact: true }).fill(DEMO.password);
  await screen.getByRole('button', { name: 'Sign in', exact: true }).click();
  // Held, not submitted natively: the address keeps no query string, and the password is in no URL.
  await expect(page).toHaveURL(/\/dashboard$/);
  // Reaching for the form (its focus, at the latest the press) asked for the app.
  await expect.poll(() => entries.length).toBe(1);
  release();
  // The app receives the email and the password and replays the press.
  await expect(page.getByRole('banner').getByRole('link', { name: 'My account' })).toBeVisible();
  await expect(dashboardHeading(page)).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('the quiz takes over its prerendered first question without moving anything', async ({ page }) => {
  await watchLayoutShifts(page);
  // What the document held when it was parsed: the app may take over as soon as the page has loaded.
  await page.addInitScript(() =>
    document.addEventListener('DOMContentLoaded', () => {
      const heading = document.querySelector('#root[data-prerendered="quiz"] h1');
      (window as unknown as { __parsedH1: string | null }).__parsedH1 = heading?.textContent ?? null;
    }),
  );
  await page.goto('/start');
  expect(await page.evaluate(() => (window as unknown as { __parsedH1: string | null }).__parsedH1)).toBe(
    'Tell us about your pet',
  );
  // No input at all (input would excuse a shift): the first-time visitor's page starts the app on its own.
  await waitForApp(page, { reach: false });
  await expect(page.locator('#app [data-remote="quiz"] h1')).toHaveText('Tell us about your pet');
  expect(await layoutShift(page)).toBeLessThan(0.02);
  // The app's form is live: the question can be answered.
  await page.getByRole('textbox', { name: /Your pet’s name/ }).fill('Biscuit');
  await page.getByRole('radio', { name: 'Dog', exact: true }).check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/start\/breed$/);
});

test('the quiz’s first question answered on the static page, before the app has started, is carried into it', async ({
  page,
}) => {
  // The shell's entry is held back, as on a slow phone: the question is answered on the prerendered page.
  const { requests: entries, release } = await holdScripts(page);
  await page.goto('/start');
  await page.waitForLoadState('load');
  // A first-time visitor's page loads no app code until they reach for it.
  expect(entries).toEqual([]);
  const form = page.locator('#root[data-prerendered="quiz"]');
  await form.getByRole('textbox', { name: /Your pet’s name/ }).fill('Juniper');
  await form.getByRole('radio', { name: 'Cat', exact: true }).check();
  await form.getByRole('button', { name: 'Continue' }).click();
  // Held, not submitted natively: the page and its address stay.
  await expect(page).toHaveURL(/\/start$/);
  expect(entries).toHaveLength(1);
  release();
  // The app receives the name and the species and replays Continue.
  await expect(page).toHaveURL(/\/start\/breed$/);
  await expect(page.getByRole('combobox', { name: 'Juniper’s breed' })).toBeVisible();
  const pets = await page.evaluate(() => {
    const key = Object.keys(localStorage).find((k) => k.endsWith('currentPets'));
    return key ? (JSON.parse(localStorage.getItem(key)!) as Array<{ name: string; petType: number }>) : [];
  });
  expect(pets).toMatchObject([{ name: 'Juniper', petType: 1 }]);
});

test('a press held down on the static page while the app takes over still counts', async ({ page }) => {
  // Pressed on the prerendered page and released once the app has rendered behind it: the browser clicks
  // only an element that saw both halves of a press, so the app waits for the release before it takes over.
  const { release } = await holdScripts(page);
  await page.goto('/start');
  const form = page.locator('#root[data-prerendered="quiz"]');
  await form.getByRole('textbox', { name: /Your pet’s name/ }).fill('Pip');
  await form.getByRole('radio', { name: 'Dog', exact: true }).check();
  const box = (await form.getByRole('button', { name: 'Continue' }).boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  release();
  await page.locator('html[data-route-rendered="1"]').waitFor({ state: 'attached', timeout: 20_000 });
  await expect(form).toBeVisible();
  await page.mouse.up();
  await expect(page).toHaveURL(/\/start\/breed$/);
  await expect(page.getByRole('combobox', { name: 'Pip’s breed' })).toBeVisible();
});

test('checkout reloaded reads as its account step before the app starts; the app adds the email and plan, and what was typed', async ({
  page,
}) => {
  const visitor = newVisitor();
  await page.goto('/start');
  await quizToPrice(page, visitor);
  await page.getByRole('button', { name: 'Continue to checkout' }).click();
  await expectStep(page, 'Create your account', 'Step 1 of 3');

  // Reloaded (or come back to later): the prerendered step, then the app with the visitor's quote, moving nothing.
  await watchLayoutShifts(page);
  const response = await page.reload();
  expect(await response!.text()).toContain('data-prerendered="quiz"');
  await waitForApp(page, { reach: false });
  await expect(page.getByRole('textbox', { name: 'Email', exact: true })).toHaveValue(visitor.email);
  await expect(page.getByRole('complementary', { name: 'Your plan' })).toContainText(visitor.pet.name);
  expect(await layoutShift(page)).toBeLessThan(0.02);

  // On a slow phone: the password typed and the press made on the static page reach the app.
  const { requests: entries, release } = await holdScripts(page);
  // The page needs the app at once (a quote in progress), so its entry is asked for, and held, straight away.
  await page.reload({ waitUntil: 'domcontentloaded' });
  const step = page.locator('#root[data-prerendered="quiz"]');
  await expect(step.getByRole('heading', { level: 1 })).toHaveText('Create your account');
  await expect(step.getByRole('complementary')).toHaveCount(0);
  await step.getByLabel('Create a password', { exact: true }).fill(PASSWORD);
  await step.getByRole('button', { name: 'Create account and continue' }).click();
  await expect(page).toHaveURL(/\/start\/checkout$/);
  expect(entries).toHaveLength(1);
  release();
  await expectStep(page, 'Your details', 'Step 2 of 3');
});

test('a quote reloaded on a later question reads as that question about the visitor’s pet before the app starts; the app takes over moving nothing', async ({
  page,
}) => {
  const visitor = await newVisitorAtBreed(page);
  const { name } = visitor.pet;

  // On a slow phone: the question, with the pet's name the first script filled in, while the app's entry is held.
  await watchLayoutShifts(page);
  const { requests: entries, release } = await holdScripts(page);
  const response = await page.reload({ waitUntil: 'domcontentloaded' });
  expect(await response!.text()).toContain('data-prerendered="quiz"');
  const step = page.locator('#root[data-prerendered="quiz"]');
  await expect(step.getByRole('heading', { level: 1 })).toHaveText(`What breed is ${name}, and how old?`);
  await expect(step.getByText(`${name}’s age`, { exact: true })).toBeVisible();
  await expect(step.getByText('Step 2 of 4', { exact: true })).toBeVisible();
  // A quote in progress needs the app at once: its entry is asked for straight away.
  await expect.poll(() => entries.length).toBe(1);
  release();
  await waitForApp(page, { reach: false });
  await expect(page.locator('#app [data-remote="quiz"] h1')).toHaveText(`What breed is ${name}, and how old?`);
  expect(await layoutShift(page)).toBeLessThan(0.02);
  // The app's form is live, and the next question is about the same pet.
  await answerBreedStep(page, visitor.pet);
  await expectStep(page, `Last step before ${name}’s price`, 'Step 3 of 4');
});

test('a quote reloaded on its price reads as the visitor’s plan before the app starts; the plans take the placeholder’s place', async ({
  page,
}) => {
  const visitor = newVisitor();
  await page.goto('/start');
  const total = await quizToPrice(page, visitor);

  await watchLayoutShifts(page);
  const { release } = await holdScripts(page);
  const response = await page.reload({ waitUntil: 'domcontentloaded' });
  expect(await response!.text()).toContain('data-prerendered="quiz"');
  const step = page.locator('#root[data-prerendered="quiz"]');
  await expect(step.getByRole('heading', { level: 1 })).toHaveText(`${visitor.pet.name}’s plan`);
  await expect(step.getByRole('status', { name: 'Loading your price…' })).toBeVisible();
  release();
  // The same quote, from the same answers, once the app has it; nothing above the plans moved.
  expect(await waitForPrice(page)).toBe(total);
  expect(await layoutShift(page)).toBeLessThan(0.02);
});

test('a later question the stored answers do not reach goes where the quiz would before the app starts, query kept', async ({
  page,
}) => {
  const visitor = await newVisitorAtBreed(page);

  // The contact step before the breed is answered: the first script sends the visitor to the breed question, the app's
  // entry held all along.
  await holdScripts(page);
  await page.goto('/start/contact?utm_source=mail', { waitUntil: 'domcontentloaded' });
  await expect(page).toHaveURL(/\/start\/breed\?utm_source=mail$/);
  await expect(page.locator('#root[data-prerendered="quiz"] h1')).toHaveText(
    `What breed is ${visitor.pet.name}, and how old?`,
  );
  // A new visitor (nothing stored) at a later question lands on the first, before any app code ran.
  await page.context().clearCookies();
  await page.evaluate(() => localStorage.clear());
  await page.goto('/start/breed', { waitUntil: 'domcontentloaded' });
  await expect(page).toHaveURL(/\/start$/);
  await expect(page.locator('#root[data-prerendered="quiz"] h1')).toHaveText('Tell us about your pet');
});

test.describe('an employer’s benefits page arrives as its first question; the app fills in the group, moving nothing', () => {
  const PAID_BY_PAYCHECK = 'Pet benefits, paid from your paycheck.';
  // Signed out, so no seat yet: the employer's code applies once it is confirmed (the API refuses it before).
  const PHILADELPHIA = ['City of Philadelphia', PAID_BY_PAYCHECK, '10% off with a confirmed seat.'];
  for (const { group, width, banner } of [
    { group: 'city-of-philadelphia', width: 320, banner: PHILADELPHIA },
    { group: 'city-of-philadelphia', width: 360, banner: PHILADELPHIA },
    { group: 'city-of-philadelphia', width: 1280, banner: PHILADELPHIA },
    // No promo (204), and a group without a logo: its slot keeps its place.
    { group: 'fenwick', width: 360, banner: ['Fenwick', PAID_BY_PAYCHECK] },
    { group: 'ridgeway-schools', width: 360, banner: ['Ridgeway Unified Schools', PAID_BY_PAYCHECK] },
  ]) {
    test(`${group} at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      await watchLayoutShifts(page);
      const response = await page.goto(`/benefits/${group}/onboard`);
      const html = await response!.text();
      expect(html).toContain('data-prerendered="quiz"');
      expect(html).toMatch(/<h1[^>]*>Tell us about your pet<\/h1>/);
      expect(html).toMatch(
        /<p class="css-[^"]*">Your employer<\/p><p class="css-[^"]*">Pet benefits, paid from your paycheck\.<\/p>/,
      );
      await waitForApp(page, { reach: false });
      await expect(page.locator('#app [data-group-banner] p')).toHaveText(banner);
      expect(await layoutShift(page)).toBeLessThan(0.02);
    });
  }

  test('a signed-in member gets the app, which may ask for their seat first; later steps are the app’s', async ({
    request,
  }) => {
    const member = await request.get('/benefits/fenwick/onboard', { headers: { cookie: 'tw_signed_in=1' } });
    expect(await member.text()).toContain('<div id="root"><!--tailwise:content--></div>');
    expect(member.headers()['vary']).toMatch(/Cookie/);
    // Later steps are the app's.
    expect(await (await request.get('/benefits/fenwick/onboard/breed')).text()).not.toContain('data-prerendered');
  });

  test('a closed or unknown employer’s address gives way to its notice once the app knows', async ({ page }) => {
    await page.goto('/benefits/northwind-freight/onboard');
    await expect(page.getByText('Enrollment through Northwind Freight is closed right now.')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Tell us about your pet' })).toHaveCount(0);
    await page.goto('/benefits/no-such-employer/onboard');
    await expect(page.getByText(/We couldn’t find this employer’s benefits page/)).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Tell us about your pet' })).toHaveCount(0);
  });
});

test('the app takes over the prerendered page without moving anything', async ({ page }) => {
  await watchLayoutShifts(page);
  await page.goto('/pet-insurance-plans');
  await waitForApp(page);
  await expect(page.locator('#app [data-remote="marketing"] h1')).toHaveText('Pet insurance plans');
  expect(await layoutShift(page)).toBeLessThan(0.02);
  // The app is live: client-side navigation works.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'FAQ' }).click();
  await expect(page.locator('#app [data-remote="marketing"] h1')).toHaveText(/Frequently asked questions/);
});
