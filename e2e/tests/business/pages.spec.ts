// The business site: every employer page with its content (prerendered, then taken over by the app),
// the contact and broker forms against the real API (a confirmation; server field errors on their
// fields, keeping what was typed), the group pages from each group's data (with a promo and without),
// and axe (WCAG 2.1 A and AA) with zero violations on every page at a phone's and a desktop's width.
// covers: mfe-business
import { expect, test, type Locator, type Page } from '@playwright/test';
import { holdScripts, waitForApp } from '../../support/app-ready';
import { expectNoAxeViolations } from '../../support/quiz';

/** Dana's proposal request on /business/contact, within `scope` (the page, or the prerendered copy). */
async function fillEmployerEnquiry(scope: Page | Locator, message: string) {
  await scope.getByLabel('Company or organisation').fill('Acme Logistics');
  await scope.getByLabel('Your name').fill('Dana Whitfield');
  await scope.getByLabel(/Work email/).fill('dana@acme-logistics.example');
  await scope.getByLabel(/Number of employees/).selectOption({ label: '250 to 999' });
  await scope.getByLabel(/State of your headquarters/).selectOption({ label: 'Ohio' });
  await scope.getByLabel('What would you like to know?').fill(message);
}

const PAGES = [
  { path: '/business', h1: 'The benefit your pet parents will actually use', text: 'How payroll deduction works' },
  {
    path: '/business/blog',
    h1: 'Pet benefits, explained for HR and brokers',
    text: 'Payroll deduction for pet insurance',
  },
  {
    path: '/business/blog/launching-pet-benefits-in-six-weeks',
    h1: 'Launching pet benefits in six weeks',
    text: 'Week 1: kickoff and the census',
  },
  { path: '/business/brokers', h1: 'Add pet benefits to every package you place', text: 'The broker programme' },
  { path: '/business/contact', h1: 'Get a pet benefits proposal', text: 'What happens next' },
  { path: '/business/faq', h1: 'Pet benefits FAQ', text: 'Is the deduction pre-tax?' },
  { path: '/business/hr', h1: 'Launching pet benefits: the HR guide', text: 'Payroll files' },
  { path: '/business/city-of-philadelphia/success', h1: 'City of Philadelphia', text: 'PHILLYPETS' },
  { path: '/business/fenwick/success', h1: 'Fenwick', text: 'No promo code needed' },
] as const;

async function open(page: Page, path: string, h1: string) {
  await page.goto(path);
  await waitForApp(page);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(h1);
}

test.describe('business pages', () => {
  for (const { path, h1, text } of PAGES) {
    test(`${path} shows its content`, async ({ page }) => {
      await open(page, path, h1);
      await expect(page.getByText(text, { exact: false }).first()).toBeVisible();
    });
  }

  test('the employer pages arrive prerendered: their heading is in the HTML before any script runs', async ({
    request,
  }) => {
    for (const { path, h1 } of PAGES.filter((p) => !p.path.endsWith('/success'))) {
      const html = await (await request.get(path)).text();
      expect(html, path).toContain('data-prerendered');
      expect(html, path).toContain(h1.slice(0, 20));
    }
  });

  test('/business starts the app at the visitor’s first tap, and that tap still does its job', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 800 });
    await page.goto('/business');
    await page.waitForLoadState('load');
    expect(await page.evaluate(() => document.documentElement.dataset.routeRendered)).toBeUndefined();
    // The menu button on the prerendered page: plain HTML, no handler yet. The tap starts the app, which
    // opens the menu once it has taken over.
    await page.locator('#root[data-prerendered]').getByRole('button', { name: 'Menu' }).click();
    await waitForApp(page, { reach: false });
    await expect(page.getByRole('button', { name: 'Close' })).toHaveAttribute('aria-expanded', 'true');
    await expect(
      page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Get a quote' }),
    ).toBeVisible();
  });

  test('/business shows live prices per paycheck with the group discount', async ({ page }) => {
    await open(page, '/business', 'The benefit your pet parents will actually use');
    const prices = page.getByRole('region', { name: 'What it costs per paycheck' });
    // The prices load once their box comes near the screen.
    await prices.scrollIntoViewIfNeeded();
    await expect(prices.getByText('per paycheck').first()).toBeVisible();
    await expect(prices.getByText(/^\$\d+\.\d\d$/)).toHaveCount(3);
    await expect(prices.getByText(/Includes a 10% group discount/)).toBeVisible();
  });

  test('the contact form goes to the API and confirms, with a reference', async ({ page }) => {
    await open(page, '/business/contact', 'Get a pet benefits proposal');
    await fillEmployerEnquiry(page, 'Pet benefits for our November open enrollment.');
    const sent = page.waitForResponse((r) => r.url().endsWith('/api/1.0/business/enquiries/'));
    await page.getByRole('button', { name: 'Send enquiry' }).click();
    const response = await sent;
    expect(response.status()).toBe(201);
    const { id } = (await response.json()) as { id: string };
    const status = page.getByRole('status').filter({ hasText: 'We have your enquiry' });
    await expect(status).toContainText('Thank you, Dana Whitfield');
    await expect(status).toContainText('dana@acme-logistics.example');
    await expect(status).toContainText(id.slice(0, 8).toUpperCase());
  });

  test('the contact form filled in and sent on the prerendered page, before the app has started, arrives whole', async ({
    page,
  }) => {
    // The shell's entry is held back, as on a slow phone: everything below happens on the static page.
    const { release } = await holdScripts(page);
    await page.goto('/business/contact');
    const form = page.locator('#root[data-prerendered]');
    await fillEmployerEnquiry(form, 'Before the app was there.');
    await form.getByRole('button', { name: 'Send enquiry' }).click();
    // Held, not submitted natively: the page and its address stay.
    await expect(page).toHaveURL(/\/business\/contact$/);
    await expect(form).toHaveCount(1);
    const sent = page.waitForResponse((r) => r.url().endsWith('/api/1.0/business/enquiries/'));
    release();
    const response = await sent;
    expect(response.status()).toBe(201);
    expect(response.request().postDataJSON()).toMatchObject({
      company: 'Acme Logistics',
      name: 'Dana Whitfield',
      workEmail: 'dana@acme-logistics.example',
      employeeCount: expect.any(String),
      state: 'OH',
      message: 'Before the app was there.',
    });
    await expect(page.getByRole('status').filter({ hasText: 'We have your enquiry' })).toContainText(
      'Thank you, Dana Whitfield',
    );
  });

  test('a personal mailbox is refused inline, keeping what was typed', async ({ page }) => {
    await open(page, '/business/contact', 'Get a pet benefits proposal');
    await page.getByLabel('Company or organisation').fill('Acme Logistics');
    await page.getByLabel(/Work email/).fill('dana@gmail.com');
    await page.getByRole('button', { name: 'Send enquiry' }).click();
    const email = page.getByLabel(/Work email/);
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(email).toHaveAccessibleDescription(/Use your work email address, not a personal one/);
    await expect(email).toHaveValue('dana@gmail.com');
    await expect(page.getByLabel('Company or organisation')).toHaveValue('Acme Logistics');
  });

  test('server field errors land on their fields and keep every input', async ({ page }) => {
    await open(page, '/business/brokers', 'Add pet benefits to every package you place');
    // The API's answer when it refuses fields the form cannot check itself (here: an address it cannot deliver to).
    await page.route('**/api/1.0/business/enquiries/', (route) =>
      route.fulfill({
        status: 400,
        contentType: 'application/json',
        body: JSON.stringify({
          error: {
            code: 'ValidationError',
            message: 'Some body fields are missing or invalid',
            fields: { workEmail: 'We cannot deliver email to this address' },
          },
        }),
      }),
    );
    await page.getByLabel('Agency or brokerage').fill('Keystone Benefits Group');
    await page.getByLabel('Your name').fill('Sam Ortiz');
    await page.getByLabel(/Work email/).fill('sam@keystone-benefits.example');
    await page.getByLabel(/State your agency is based in/).selectOption({ label: 'Pennsylvania' });
    await page.getByLabel('Tell us about your book of business').fill('Twelve mid-size employers in PA.');
    await page.getByRole('button', { name: 'Send broker enquiry' }).click();
    const email = page.getByLabel(/Work email/);
    await expect(email).toHaveAccessibleDescription(/We cannot deliver email to this address/);
    await expect(email).toHaveValue('sam@keystone-benefits.example');
    await expect(page.getByLabel('Agency or brokerage')).toHaveValue('Keystone Benefits Group');
    await expect(page.getByLabel('Tell us about your book of business')).toHaveValue(
      'Twelve mid-size employers in PA.',
    );
    await page.unroute('**/api/1.0/business/enquiries/');

    // Sent again for real, the broker enquiry is stored and confirmed.
    await page.getByRole('button', { name: 'Send broker enquiry' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'We have your enquiry' })).toContainText(
      'broker agreement',
    );
  });

  test('group pages come from the group’s data: a promo for the City of Philadelphia, none for Fenwick', async ({
    page,
  }) => {
    await open(page, '/business/city-of-philadelphia/success', 'City of Philadelphia');
    await expect(page.getByRole('img', { name: 'City of Philadelphia logo' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Accident and illness insurance' })).toBeVisible();
    await expect(page.locator('p', { hasText: '10% off' })).toContainText('PHILLYPETS');
    await expect(page.getByText(/six-digit code we email to your work address/)).toBeVisible();

    const promo = page.waitForResponse((r) => r.url().includes('/payment_profiles/group/fenwick/promo/'));
    await open(page, '/business/fenwick/success', 'Fenwick');
    expect((await promo).status()).toBe(204);
    await expect(page.getByText(/No promo code needed/)).toBeVisible();
    await expect(page.getByText(/% off/)).toHaveCount(0);
    await expect(page.getByText(/your employee ID and the second detail/)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Enroll now' })).toHaveAttribute('href', '/enroll');
  });

  test('a group the API does not know is the not-found page', async ({ page }) => {
    await page.goto('/business/no-such-group/success');
    await waitForApp(page);
    await expect(page.getByRole('heading', { level: 1 })).not.toContainText('Loading');
    await expect(page.getByText('Pet benefits at work')).toHaveCount(0);
  });
});

for (const width of [360, 1280]) {
  test.describe(`business pages at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('have no axe violations', async ({ page }) => {
      test.setTimeout(120_000);
      for (const { path, h1, text } of PAGES) {
        await open(page, path, h1);
        await expect(page.getByText(text, { exact: false }).first()).toBeVisible();
        await expectNoAxeViolations(page, `${path} at ${width} px`);
      }
    });

    test('nothing is wider than the screen', async ({ page }) => {
      for (const { path, h1 } of PAGES) {
        await open(page, path, h1);
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow, path).toBeLessThanOrEqual(0);
      }
    });
  });
}
