// What one customer may not see of another's: a claim id opens the not-found page (never the claim), and
// another customer's agreement answers 404 to its declarations page, its cancellation preview and its
// cancel. And the seeded demo customer's overview and claims, read only, so it is safe in parallel.
// covers: mfe-dashboard, shell, api
import { expect, test } from '@playwright/test';
import type { ClaimList, Me } from '@tailwise/shared/contract';
import { dashboard, dashboardHeading, DEMO, insuredCustomer, signInTo } from '../../support/dashboard';
import { api, apiOk, createAccount, getMe, idTokenFor } from '../../support/quiz';

async function demoData() {
  const token = await idTokenFor(DEMO.email, DEMO.password);
  const [claims, me] = await Promise.all([apiOk<ClaimList>('GET', '/claims/', { token }), getMe(token)]);
  return { claims: claims.claims, me: me as Me };
}

test('another customer’s claim id gives the not-found page, never their claim', async ({ page }) => {
  const { claims } = await demoData();
  const theirs = claims[0]!;
  const customer = await insuredCustomer();
  await signInTo(page, '/dashboard/claims', customer.email);
  await page.goto(`/dashboard/claims/${theirs.uuid}`);
  await expect(page.getByRole('heading', { name: 'We can’t find that page', level: 1 })).toBeVisible();
  await expect(page.getByText(theirs.petName)).toHaveCount(0);
  // The API agrees.
  expect((await api('GET', `/claims/${theirs.uuid}`, { token: customer.token })).status).toBe(404);
});

test('another customer’s agreement: 404 for its declarations page, its cancellation preview and cancelling it', async () => {
  const { me } = await demoData();
  const theirs = me.insuranceAgreements[0]!;
  const stranger = await createAccount();
  const pdf = await fetch(
    `${process.env.E2E_API_URL ?? process.env.E2E_BASE_URL}/api/1.0/agreements/${theirs.uuid}/declarations.pdf`,
    { headers: { authorization: `Token ${stranger.token}` } },
  );
  expect(pdf.status).toBe(404);
  expect(pdf.headers.get('content-type')).not.toContain('application/pdf');
  expect((await api('GET', `/agreements/${theirs.uuid}/cancellation/`, { token: stranger.token })).status).toBe(404);
  expect((await api('POST', `/agreements/${theirs.uuid}/cancel/`, { token: stranger.token })).status).toBe(404);
  // Nothing changed for its owner.
  const after = (await demoData()).me.insuranceAgreements.find((a) => a.uuid === theirs.uuid)!;
  expect(after.status).toBe('ACTIVE');
  expect(after.cancelledAt ?? null).toBeNull();
});

test('the demo customer: pets, cover and wellness allowance on the overview, open claims there, every status in the list', async ({
  page,
}) => {
  const { claims } = await demoData();
  expect(claims.map((c) => c.status).sort()).toEqual(['DENIED', 'INFO_REQUESTED', 'IN_REVIEW', 'PAID', 'PAID', 'PAID']);
  await signInTo(page, '/dashboard', DEMO.email, DEMO.password);
  const biscuit = dashboard(page).getByRole('article', { name: 'Biscuit' });
  await expect(biscuit.getByRole('term').filter({ hasText: 'Deductible' })).toBeVisible();
  await expect(biscuit).toContainText('$500 a year');
  await expect(biscuit).toContainText('90%');
  const miso = dashboard(page).getByRole('article', { name: 'Miso' });
  await expect(miso).toContainText('Classic wellness plan');
  // Miso's paid yearly exam ($68) comes off the plan year's allowance.
  await expect(miso.getByRole('meter', { name: 'Miso’s wellness allowance used' })).toHaveAttribute(
    'aria-valuetext',
    '$68.00 used of $460.00',
  );
  await expect(miso).toContainText('Wellness exam: $7.00 left');

  const open = dashboard(page).getByRole('region', { name: 'Open claims' });
  for (const status of ['In review', 'Information needed'])
    await expect(open.getByText(status, { exact: true })).toBeVisible();
  for (const status of ['Paid', 'Denied']) await expect(open.getByText(status, { exact: true })).toHaveCount(0);

  await open.getByRole('link', { name: 'All claims' }).click();
  await expect(dashboardHeading(page)).toHaveText('Claims');
  const list = dashboard(page).getByRole('list', { name: 'Claims' });
  await expect(list.getByRole('listitem')).toHaveCount(6);
  for (const status of ['In review', 'Information needed', 'Denied'])
    await expect(list.getByText(status, { exact: true })).toHaveCount(1);
  // Biscuit's stitches and ear infection, and Miso's exam from the wellness plan.
  await expect(list.getByText('Paid', { exact: true })).toHaveCount(3);
});
