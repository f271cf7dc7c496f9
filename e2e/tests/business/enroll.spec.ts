// Benefits enrollment end to end: a member proves their seat (work email with the code read from the local
// outbox, also after a reload at the code step; employee id with its second fact), the failures (wrong,
// expired, too many tries; seat not found with the support address; enrollment closed), the partner page's
// flags, logo and promo, the isNewBenefitsEnrollmentEnabled flag, that the enrollment steps load
// without a layout shift, and axe at a phone's and a desktop's width. Where a claimed seat leads into the quiz's
// benefits flow, and the group's own first question, is benefits-quiz.spec.ts, which the quiz's pipeline runs too.
// covers: mfe-business, api
import { expect, test } from '@playwright/test';
import { layoutShift, waitForApp, watchLayoutShifts } from '../../support/app-ready';
import { askCode, codeFor, nextSeat, openEnroll, signUpOnPage, SUPPORT } from '../../support/enroll';
import { expectNoAxeViolations } from '../../support/quiz';

test('work email: a reload at the code step keeps the email and the resend wait; the code from the outbox claims', async ({
  page,
  request,
}) => {
  await signUpOnPage(page, 'city-of-philadelphia');
  const email = `employee${nextSeat()}@phila.gov`;
  await askCode(page, email);
  const code = await codeFor(request, email);
  // As when a phone reloads the tab while the member reads the code in their mail app.
  await page.reload();
  await expect(page.getByLabel('Code from the email')).toBeVisible();
  await expect(page.getByLabel('Work email')).toHaveCount(0);
  await expect(page.getByText(email, { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: /Send a new code in \d+ s/ })).toBeDisabled();
  const stored = await page.evaluate(() => sessionStorage.getItem('tailwise.seatProof.city-of-philadelphia'));
  // Where the code went and its clock, never the code.
  expect(JSON.parse(stored ?? '{}')).toEqual({
    groupId: 'city-of-philadelphia',
    workEmail: email,
    sentAt: expect.any(Number),
    resendAt: expect.any(Number),
    expiresAt: expect.any(Number),
  });
  await page.getByLabel('Code from the email').fill(code);
  await page.getByRole('button', { name: 'Confirm my seat' }).click();
  await expect(page).toHaveURL(/\/benefits\/city-of-philadelphia\/onboard/);
  expect(await page.evaluate(() => sessionStorage.getItem('tailwise.seatProof.city-of-philadelphia'))).toBeNull();
});

test('a wrong code, an expired code and too many tries', async ({ page, request }) => {
  await signUpOnPage(page, 'city-of-philadelphia');
  const email = `employee${nextSeat()}@phila.gov`;
  await askCode(page, email);
  const code = await codeFor(request, email);
  const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
  await page.getByLabel('Code from the email').fill(wrong);
  await page.getByRole('button', { name: 'Confirm my seat' }).click();
  await expect(page.getByText(/That code is not right: 4 tries left/).first()).toBeVisible();
  await expect(page.getByText(SUPPORT, { exact: false }).first()).toBeVisible();

  // Expired: the dev endpoint ages the code by 15 minutes.
  expect(
    (
      await request.post('/api/1.0/dev/groups/city-of-philadelphia/seat-codes/expire', { data: { workEmail: email } })
    ).status(),
  ).toBe(204);
  await page.getByLabel('Code from the email').fill(code);
  await page.getByRole('button', { name: 'Confirm my seat' }).click();
  await expect(page.getByText(/This code has expired/).first()).toBeVisible();

  // A new code (the wait is over for an expired one), then five wrong tries use it up.
  await page.goto(`/enroll/start?group=city-of-philadelphia`);
  await askCode(page, email);
  const fresh = await codeFor(request, email);
  const bad = String((Number(fresh) + 1) % 1_000_000).padStart(6, '0');
  for (let i = 0; i < 5; i += 1) {
    await page.getByLabel('Code from the email').fill(bad);
    await page.getByRole('button', { name: 'Confirm my seat' }).click();
    await expect(
      page
        .getByText(i < 4 ? `${4 - i} ${i === 3 ? 'try' : 'tries'} left` : 'no tries are left', { exact: false })
        .first(),
    ).toBeVisible();
  }
  await page.getByLabel('Code from the email').fill(fresh);
  await page.getByRole('button', { name: 'Confirm my seat' }).click();
  await expect(page.getByText(/Too many wrong tries/).first()).toBeVisible();
});

test('employee id: without the right date of birth the seat is not found (with the support email); with it, claimed', async ({
  page,
}) => {
  await signUpOnPage(page, 'fenwick');
  const n = nextSeat();
  const id = `FEN-${String(n).padStart(4, '0')}`;
  await page.getByLabel('Employee id').fill(id);
  await page.getByLabel('Date of birth').fill('1901-01-01');
  await page.getByRole('button', { name: 'Confirm my seat' }).click();
  await expect(page.getByText(`Check the details you entered${SUPPORT}`, { exact: false }).first()).toBeVisible();
  await page.getByLabel('Date of birth').fill(`${1960 + n}-06-15`);
  await page.getByRole('button', { name: 'Confirm my seat' }).click();
  await expect(page).toHaveURL(/\/benefits\/fenwick\/onboard/);
});

test('/enroll arrives prerendered and whole: no app code runs until the visitor reaches for it, and what they typed and pressed meanwhile is carried into the app', async ({
  page,
  request,
}) => {
  const html = await (await request.get('/enroll')).text();
  expect(html).toContain('data-prerendered');
  expect(html).toContain('data-app-start="on-intent"');
  expect(html).toContain('Enroll through your employer');
  expect(html).not.toMatch(/<fieldset[^>]*disabled/);
  const entries: string[] = [];
  page.on('request', (r) => {
    if (/\/shell\/[^/]+\/main\.[^/]+\.js$/.test(r.url())) entries.push(r.url());
  });
  await page.goto('/enroll');
  await page.waitForLoadState('load');
  // The shell's own first script ran (it holds early presses); its entry, and so the app, wait.
  expect(entries).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.dataset.routeRendered)).toBeUndefined();
  // Typed and pressed on the prerendered page, before the app is there.
  await page.getByLabel('Employer name or enrollment code').fill('FENWICK');
  await page.getByRole('button', { name: 'Find my employer' }).click();
  await expect(page).toHaveURL(/\/enroll$/);
  await waitForApp(page, { reach: false });
  expect(entries).toHaveLength(1);
  await expect(page.locator('#app').getByLabel('Employer name or enrollment code')).toHaveValue('FENWICK');
  await expect(page.getByRole('button', { name: 'Enroll: Fenwick' })).toBeVisible();
});

test('/enroll left alone starts the app once it has been quiet, and the take-over moves nothing', async ({ page }) => {
  await watchLayoutShifts(page);
  await page.goto('/enroll');
  // No input at all (input would excuse a shift): the app starts on its own.
  await waitForApp(page, { reach: false });
  await expect(page.locator('#app [data-remote="business"] h1')).toHaveText('Enroll through your employer');
  expect(await layoutShift(page)).toBeLessThan(0.01);
  // The app's search is live.
  await page.getByLabel('Employer name or enrollment code').fill('FENWICK');
  await page.getByRole('button', { name: 'Find my employer' }).click();
  await expect(page.getByRole('button', { name: 'Enroll: Fenwick' })).toBeVisible();
});

test('enrollment closed: the employer is listed as closed and its start page says so', async ({ page }) => {
  await openEnroll(page);
  await page.getByLabel('Employer name or enrollment code').fill('northwind');
  await page.getByRole('button', { name: 'Find my employer' }).click();
  await expect(page.getByText('Enrollment closed')).toBeVisible();
  await page.goto('/enroll/start?group=northwind-freight');
  await expect(page.getByText(/Enrollment through Northwind Freight is closed/)).toBeVisible();
});

test('partner page: the flags decide what is offered and the promo is applied; a 500 shows the spec message', async ({
  page,
}) => {
  await watchLayoutShifts(page);
  await page.goto('/enroll/medmutual-pet');
  await expect(page.getByRole('heading', { name: 'Pet benefits for MedMutual Pet members', level: 1 })).toBeVisible();
  // Co-branded: the partner's logo file is served and loads.
  const logo = page.getByRole('img', { name: 'MedMutual Pet logo' });
  await expect(logo).toBeVisible();
  await expect.poll(() => logo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(240);
  // The page counts as rendered (and the footer joins) only with the partner's content: nothing was pushed down.
  expect(await layoutShift(page)).toBeLessThan(0.001);
  await expect(page.getByRole('link', { name: 'Get a pet insurance quote' })).toHaveAttribute(
    'href',
    /rpc=MEDMUTUAL15/,
  );
  await expect(page.getByRole('link', { name: 'See wellness plans' })).toBeVisible();
  await expect(page.getByText('15% off with MEDMUTUAL15', { exact: false })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('tailwise.promoCode'))).toContain('MEDMUTUAL15');

  await page.route('**/api/1.0/partners/medmutual-pet', (route) =>
    route.fulfill({
      status: 200,
      contentType: 'application/json',
      body: JSON.stringify({
        ri: 'medmutual-pet',
        displayName: 'MedMutual Pet',
        logoUrl: null,
        products: ['INSURANCE'],
        promoCode: null,
        hidePrices: true,
        coBranded: false,
        enrollmentPath: '/enroll/medmutual-pet',
        defaultBillingInterval: 'month',
      }),
    }),
  );
  await page.reload();
  await expect(page.getByRole('link', { name: 'Get a pet insurance quote' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'See wellness plans' })).toHaveCount(0);
  await expect(page.getByRole('img', { name: 'MedMutual Pet logo' })).toHaveCount(0);
  await page.unroute('**/api/1.0/partners/medmutual-pet');
  await page.route('**/api/1.0/partners/medmutual-pet', (route) =>
    route.fulfill({
      status: 500,
      contentType: 'application/json',
      body: '{"error":{"code":"InternalServerError","message":"x","fields":{}}}',
    }),
  );
  await page.reload();
  await expect(page.getByRole('alert')).toHaveText('InternalServerError: Unable to get group promo code');
});

test.describe('the enrollment steps', () => {
  // Tall enough that the footer is in view under the steps, where a step of the wrong size would move it.
  test.use({ viewport: { width: 1280, height: 1000 } });
  test('load after the heading into space of their size: nothing moves', async ({ page }) => {
    // /enroll/start arrives as its heading and that space, the same for every employer and visitor.
    const html = await (await page.request.get('/enroll/start?group=ridgeway-schools')).text();
    expect(html).toContain('data-prerendered="business"');
    expect(html).toContain('Confirm you work there');
    await watchLayoutShifts(page);
    await page.goto('/enroll/start?group=ridgeway-schools');
    await waitForApp(page);
    await expect(page.getByRole('heading', { name: 'Create your account' })).toBeVisible();
    await expect(page.locator('footer')).toBeInViewport();
    expect(await layoutShift(page)).toBeLessThan(0.001);
    // A closed notice is shorter than the account step: the space stays rather than pull the footer up.
    await page.goto('/enroll/start?group=northwind-freight');
    await expect(page.getByText(/Enrollment through Northwind Freight is closed/)).toBeVisible();
    expect(await layoutShift(page)).toBeLessThan(0.001);
    await page.goto('/benefits/enroll?flag.isNewBenefitsEnrollmentEnabled=true');
    await expect(page.getByLabel('Employer name or enrollment code')).toBeEnabled();
    await expect(page.locator('footer')).toBeInViewport();
    expect(await layoutShift(page)).toBeLessThan(0.001);
  });
});

test('/benefits/enroll: flag off sends to /enroll; flag on is the one-page enrollment', async ({ page }) => {
  await page.goto('/benefits/enroll');
  await expect(page).toHaveURL(/\/enroll$/);
  await page.goto('/benefits/enroll?flag.isNewBenefitsEnrollmentEnabled=true');
  await expect(page.getByRole('heading', { name: 'Enroll in your pet benefits', level: 1 })).toBeVisible();
  await page.getByLabel('Employer name or enrollment code').fill('ridgeway');
  await page.getByRole('button', { name: 'Find my employer' }).click();
  await page.getByRole('button', { name: 'Choose: Ridgeway Unified Schools' }).click();
  await expect(page.getByRole('heading', { name: 'Create your account' })).toBeVisible();
  await page.goto('/benefits/enroll?flag.isNewBenefitsEnrollmentEnabled=off');
  await expect(page).toHaveURL(/\/enroll$/);
});

for (const width of [360, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });
    test('the enrollment pages have no axe violations', async ({ page }) => {
      test.setTimeout(90_000);
      await openEnroll(page);
      await page.getByLabel('Employer name or enrollment code').fill('phila');
      await page.getByRole('button', { name: 'Find my employer' }).click();
      await expect(page.getByRole('list', { name: 'Employers found' })).toBeVisible();
      await expectNoAxeViolations(page, `/enroll at ${width} px`);
      await page.goto('/enroll/start?group=fenwick');
      await expect(page.getByRole('heading', { name: 'Create your account' })).toBeVisible();
      await expectNoAxeViolations(page, `/enroll/start at ${width} px`);
      await page.goto('/enroll/medmutual-pet');
      await expect(page.getByRole('link', { name: 'Get a pet insurance quote' })).toBeVisible();
      await expectNoAxeViolations(page, `/enroll/medmutual-pet at ${width} px`);
      await page.goto('/benefits/enroll?flag.isNewBenefitsEnrollmentEnabled=true');
      await expect(page.getByLabel('Employer name or enrollment code')).toBeVisible();
      await expectNoAxeViolations(page, `/benefits/enroll at ${width} px`);
      if (process.env.SCREENSHOTS === '1') {
        const dir = process.env.SCREENSHOTS_DIR ?? '/tmp/shots';
        for (const path of ['/enroll', '/enroll/start?group=city-of-philadelphia', '/enroll/medmutual-pet']) {
          await page.goto(path);
          await page.waitForLoadState('networkidle');
          await page.screenshot({ path: `${dir}/enroll-${path.replace(/\W+/g, '-')}-${width}.png`, fullPage: true });
        }
      }
    });
  });
}
