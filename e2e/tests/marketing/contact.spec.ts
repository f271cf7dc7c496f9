// covers: mfe-marketing, api
import { expect, test } from '@playwright/test';
import { holdScripts, waitForApp } from '../../support/app-ready';
import { open } from './marketing-pages';

test('good input posts to the API and confirms', async ({ page }) => {
  await open(page, '/contact');
  await page.getByLabel('Your name').fill('Jamie Rivera');
  await page.getByLabel('Email').fill('jamie.rivera@example.com');
  await page.getByLabel(/Phone/).fill('614-555-0123');
  await page
    .getByLabel('Message', { exact: true })
    .fill('My dog Biscuit had surgery last week. How do I send the invoice?');
  const posted = page.waitForResponse((r) => r.url().endsWith('/api/1.0/contact/') && r.request().method() === 'POST');
  await page.getByRole('button', { name: 'Send message' }).click();
  const response = await posted;
  expect(response.status()).toBe(201);
  expect(response.request().postDataJSON()).toEqual({
    kind: 'CONSUMER',
    name: 'Jamie Rivera',
    email: 'jamie.rivera@example.com',
    phone: '+16145550123',
    message: 'My dog Biscuit had surgery last week. How do I send the invoice?',
  });
  const receipt = (await response.json()) as { id: string };
  const confirmation = page.getByRole('status').filter({ hasText: 'Your message is on its way' });
  await expect(confirmation).toContainText('Thanks, Jamie Rivera.');
  await expect(confirmation).toContainText(receipt.id.slice(0, 8).toUpperCase());
});

test('a message written and sent before the app has started is sent once it has', async ({ page }) => {
  // The shell's entry is held back, as on a slow phone: the visitor writes on the prerendered form.
  const { requests: entries, release } = await holdScripts(page);
  await page.goto('/contact');
  await page.waitForLoadState('load');
  expect(entries).toEqual([]); // a first visit's page loads no app code until the visitor reaches for it
  const form = page.locator('#root[data-prerendered="marketing"]');
  await form.getByRole('radio', { name: 'A business, employer or partnership' }).check();
  await form.getByLabel('Your name').fill('Morgan Lee');
  await form.getByLabel('Email').fill('morgan.lee@example.com');
  await form.getByLabel('Message', { exact: true }).fill('We would like pet benefits for 40 staff.');
  await form.getByRole('button', { name: 'Send message' }).click();
  await expect(page).toHaveURL(/\/contact$/); // held, not submitted natively
  expect(entries).toHaveLength(1);
  // The app takes the entries over; the business choice brings its company field, which the visitor still owes.
  const posted = page.waitForResponse((r) => r.url().endsWith('/api/1.0/contact/') && r.request().method() === 'POST');
  release();
  await page.getByLabel('Company or organisation').fill('Fenwick Foods');
  await page.getByRole('button', { name: 'Send message' }).click();
  const response = await posted;
  expect(response.status()).toBe(201);
  expect(response.request().postDataJSON()).toMatchObject({
    kind: 'BUSINESS',
    name: 'Morgan Lee',
    email: 'morgan.lee@example.com',
    company: 'Fenwick Foods',
    message: 'We would like pet benefits for 40 staff.',
  });
});

test('bad input is shown inline and the typed text is kept', async ({ page }) => {
  let posts = 0;
  page.on('request', (r) => {
    if (r.url().endsWith('/api/1.0/contact/')) posts += 1;
  });
  await open(page, '/contact');
  await page.getByLabel('Email').fill('jamie@nowhere');
  await page.getByLabel(/Phone/).fill('555-01');
  await page.getByLabel('Message', { exact: true }).fill('Hello');
  await page.getByRole('button', { name: 'Send message' }).click();

  await expect(page.getByLabel('Your name')).toHaveAttribute('aria-invalid', 'true');
  // The error summary takes focus and links each problem to its field.
  const summary = page.locator('[data-error-summary]');
  await expect(summary).toBeFocused();
  await summary.getByRole('link', { name: /your name/i }).click();
  await expect(page.getByLabel('Your name')).toBeFocused();
  await expect(page.getByLabel('Email')).toHaveAccessibleDescription(/Enter a valid email address/);
  await expect(page.getByLabel(/Phone/)).toHaveAccessibleDescription(/Enter a 10-digit US phone number/);
  await expect(page.getByLabel('Email')).toHaveValue('jamie@nowhere');
  await expect(page.getByLabel(/Phone/)).toHaveValue('555-01');
  await expect(page.getByLabel('Message', { exact: true })).toHaveValue('Hello');

  // A business inquiry needs a company, checked the same way the API checks it.
  await page.getByLabel('A business, employer or partnership').check();
  await page.getByLabel('Your name').fill('Jamie');
  await page.getByLabel('Email').fill('jamie@acme.example');
  await page.getByLabel(/Phone/).fill('');
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByLabel('Company or organisation')).toHaveAccessibleDescription(
    'Enter your company or organisation',
  );
  expect(posts).toBe(0);
});

test('errors the server finds in a field appear on that field, keeping what was typed', async ({ page }) => {
  // The browser applies the server's own schema first, so a server-side field error needs an answer
  // the schema can't predict (for example an address the mail system refuses): stand one in.
  await page.route('**/api/1.0/contact/', (route) =>
    route.fulfill({
      status: 422,
      contentType: 'application/json',
      body: JSON.stringify({
        error: {
          code: 'ValidationError',
          message: 'Some fields need attention',
          fields: { email: 'We cannot deliver email to this address' },
        },
      }),
    }),
  );
  await open(page, '/contact');
  await page.getByLabel('Your name').fill('Jamie Rivera');
  await page.getByLabel('Email').fill('jamie@bounce.example');
  await page.getByLabel('Message', { exact: true }).fill('Question about my bill');
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByLabel('Email')).toHaveAccessibleDescription(/We cannot deliver email to this address/);
  await expect(page.getByLabel('Email')).toHaveValue('jamie@bounce.example');
  await expect(page.getByLabel('Message', { exact: true })).toHaveValue('Question about my bill');
});

test('customer care hours show whether we are open now, in New York time', async ({ page }) => {
  // Monday 10:00 in New York.
  await page.clock.setFixedTime(new Date('2026-11-23T15:00:00Z'));
  await open(page, '/contact');
  await expect(page.getByTestId('service-status')).toHaveText('Open now until 6 PM ET');
  // Sunday 10:00 in New York.
  await page.clock.setFixedTime(new Date('2026-11-22T15:00:00Z'));
  await page.reload();
  await waitForApp(page);
  await expect(page.getByTestId('service-status')).toHaveText('Closed, opens tomorrow at 9 AM ET');
  await expect(page.getByText('Monday–Friday: 9 AM – 6 PM ET')).toBeVisible();
});
