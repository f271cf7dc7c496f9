// A new customer's dashboard, from the purchase on: they buy insurance (and add the classic wellness plan) through the
// quiz, then see their pet's cover and the next payment, file an insurance claim with a PDF invoice and a wellness
// item against the plan's allowance and follow them, add a pet and edit its birthday, edit their profile, download
// the declarations page and cancel in the free-look period (refunded only if the claim was denied). Each step is
// checked against what the API then holds.
// covers: mfe-dashboard, api
import { expect, test } from '@playwright/test';
import type { Cancellation, ClaimList, Me } from '@tailwise/shared/contract';
import {
  buyThroughQuiz,
  claimForm,
  openClaimForm,
  dashboard,
  dashboardHeading,
  insuranceOf,
  localToday,
  openSection,
  pdfFile,
  pdfText,
} from '../../support/dashboard';
import { apiOk, getMe, getPets, idTokenFor } from '../../support/quiz';

const dollars = (cents: number) =>
  `$${(cents / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
const day = (iso: string) =>
  new Date(`${iso}T00:00:00Z`).toLocaleDateString('en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  });

test('a new customer’s dashboard: cover, a claim with its invoice, a new pet, profile, declarations, free-look cancel', async ({
  page,
}) => {
  test.setTimeout(240_000);
  const customer = await test.step('buy insurance through the quiz', () => buyThroughQuiz(page));
  const petName = customer.pet.name;
  const policy = await insuranceOf(customer.email, petName);
  expect(policy.status).toBe('ACTIVE');

  await test.step('overview: the pet, its cover and the next payment the API schedules', async () => {
    await page.goto('/dashboard');
    await expect(dashboardHeading(page)).toBeVisible();
    const card = dashboard(page).getByRole('article', { name: petName });
    await expect(card).toBeVisible();
    const facts = card.getByRole('definition');
    await expect(card.getByRole('heading', { name: /^Accident & illness insurance/ })).toContainText('Active');
    await expect(facts.filter({ hasText: `$${policy.deductible.toLocaleString('en-US')} a year` })).toBeVisible();
    await expect(facts.filter({ hasText: `${policy.reimbursementPercent}%` })).toBeVisible();
    await expect(facts.filter({ hasText: policy.policyNumber! })).toBeVisible();
    // Bought today: the illness waiting period is still running.
    await expect(card.getByText('Waiting periods still running')).toBeVisible();
    await expect(dashboard(page).getByRole('region', { name: 'Open claims' })).toContainText('No claims in progress.');
    const { nextPayment } = await getMe(await idTokenFor(customer.email));
    expect(nextPayment?.date).toBeTruthy();
    const payment = dashboard(page).getByRole('region', { name: 'Next payment' });
    await expect(payment).toContainText(dollars(nextPayment!.amountCents));
    await expect(payment).toContainText(`on ${day(nextPayment!.date)}`);
  });

  const claim = { amount: '245.60', clinic: 'Riverside Animal Clinic', what: 'Cut paw on broken glass, stitched.' };
  await test.step('file a claim with a PDF invoice, its upload progress shown', async () => {
    await openSection(page, 'Claims');
    await expect(dashboardHeading(page)).toHaveText('Claims');
    const f = await openClaimForm(page);
    await expect(f.claimType('Insurance')).toBeChecked();
    await f.visit('Accident').check();
    await f.date.fill(localToday());
    await f.amount.fill(claim.amount);
    await f.clinic.fill(claim.clinic);
    await f.description.fill(claim.what);
    await f.invoices.setInputFiles(pdfFile('vet-invoice.pdf'));
    await expect(f.toSend.getByRole('listitem')).toHaveCount(1);
    await expect(f.toSend).toContainText('vet-invoice.pdf');

    // Hold the upload until its progress bar has been seen, then let it through.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/1.0/claims/', async (route) => {
      if (route.request().method() !== 'POST') return route.fallback();
      await held;
      await route.fallback();
    });
    await f.send.click();
    await expect(page.getByRole('progressbar', { name: 'Uploading vet-invoice.pdf' })).toBeVisible();
    await expect(f.form.getByRole('button', { name: 'Sending your claim…' })).toBeDisabled();
    release();
    await expect(page.getByRole('heading', { name: `Claim sent for ${petName}` })).toBeVisible();
    await page.unroute('**/api/1.0/claims/');
  });

  await test.step('file a wellness item against the plan’s allowance, estimated before sending', async () => {
    await page.getByRole('button', { name: 'File another claim' }).click();
    const f = claimForm(page);
    await f.claimType('Wellness item').check();
    await expect(f.form.getByRole('radiogroup', { name: 'What was the visit for?' })).toHaveCount(0);
    // The plan bought through the quiz is Classic; its exam allowance, all of it left, names the option.
    const plan = (await getPets(await idTokenFor(customer.email))).find((p) => p.name === petName)?.wellness;
    const exam = plan?.allowance?.services.find((x) => x.service === 'WELLNESS_EXAM');
    expect(exam?.leftCents).toBe(exam?.annualAllowanceCents);
    await f.wellnessItem.selectOption({ label: `Wellness exam (${dollars(exam!.leftCents)} left)` });
    await f.date.fill(localToday());
    await f.amount.fill('40.00');
    await f.clinic.fill(claim.clinic);
    await f.wellnessDescription.fill('Yearly check-up');
    await f.invoices.setInputFiles(pdfFile('exam-invoice.pdf', 'Wellness exam invoice'));
    const estimate = f.form.getByRole('region', { name: 'Your estimated reimbursement' });
    await expect(estimate).toContainText('Wellness exam:');
    await expect(estimate.getByTestId('estimated-reimbursement')).toHaveText('$40.00');
    await f.send.click();
    await expect(page.getByRole('heading', { name: `Claim sent for ${petName}` })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'Claim sent for' })).toContainText(
      'from the wellness allowance',
    );
  });

  const token = await idTokenFor(customer.email);
  // The claims engine decides within a second or two: the accident was on the plan's first day, inside the
  // accident waiting period, so it is denied (a fact the customer can check); the wellness exam is paid in full.
  await expect
    .poll(async () =>
      (await apiOk<ClaimList>('GET', '/claims/', { token })).claims.map((c) => `${c.claimType}:${c.status}`).sort(),
    )
    .toEqual(['INSURANCE:DENIED', 'WELLNESS:PAID']);
  const filedClaims = (await apiOk<ClaimList>('GET', '/claims/', { token })).claims;
  const filed = filedClaims.find((c) => c.claimType === 'INSURANCE');
  expect(filed).toMatchObject({
    petName,
    amountCents: 24560,
    condition: 'ACCIDENT',
    clinic: claim.clinic,
    description: claim.what,
    status: 'DENIED',
    decision: { outcome: 'DENIED', by: 'ENGINE', denialReason: 'WAITING_PERIOD' },
    canAppeal: true,
  });
  expect(filedClaims.find((c) => c.claimType === 'WELLNESS')).toMatchObject({
    wellnessService: 'WELLNESS_EXAM',
    condition: null,
    amountCents: 4000,
    clinic: claim.clinic,
    estimate: { estimatedReimbursementCents: 4000, deductibleAppliedCents: 0 },
    paidCents: 4000,
  });

  await test.step('the claim is in the list and its detail', async () => {
    const list = dashboard(page).getByRole('list', { name: 'Claims' });
    const exam = list.getByRole('link', { name: new RegExp(`${petName} · Wellness exam`) });
    await expect(exam).toContainText('$40.00 claimed');
    await expect(exam).toContainText('$40.00 paid');
    const item = list.getByRole('link', { name: new RegExp(`${petName} · Accident`) });
    await expect(item).toContainText('$245.60 claimed');
    await expect(item).toContainText('Denied');
    await item.click();
    await expect(dashboardHeading(page)).toHaveText(`Accident claim for ${petName}`);
    await expect(page).toHaveURL(new RegExp(`/dashboard/claims/${filed!.uuid}$`));
    const amounts = dashboard(page).getByRole('region', { name: 'Amounts' });
    await expect(amounts).toContainText('Claimed');
    await expect(amounts).toContainText('$245.60');
    const details = dashboard(page).getByRole('region', { name: 'Details' });
    await expect(details).toContainText(`Clinic: ${claim.clinic}`);
    await expect(details).toContainText(claim.what);
    await expect(dashboard(page).getByRole('region', { name: 'Status' })).toContainText('Filed');
    const invoice = dashboard(page).getByRole('button', { name: 'Download vet-invoice.pdf' });
    const download = page.waitForEvent('download');
    await invoice.click();
    expect((await download).suggestedFilename()).toBe('vet-invoice.pdf');
  });

  const newPet = `Pip ${Math.random().toString(36).slice(2, 6)}`;
  await test.step('add a pet', async () => {
    await openSection(page, 'Pets');
    await expect(dashboardHeading(page)).toHaveText('Your pets');
    await dashboard(page).getByRole('button', { name: 'Add a pet' }).click();
    const form = page.getByRole('form', { name: 'Add a pet' });
    await form.getByLabel('Pet’s name', { exact: true }).fill(newPet);
    await form.getByRole('radiogroup', { name: 'Species' }).getByRole('radio', { name: 'Cat' }).check();
    const breed = form.getByRole('combobox', { name: 'Breed' });
    await breed.fill('Siamese');
    await page.getByRole('option', { name: 'Siamese', exact: true }).click();
    await form.getByLabel('Birthday', { exact: true }).fill('2023-04-12');
    await form.getByRole('button', { name: 'Add pet' }).click();
    await expect(dashboard(page).getByRole('heading', { name: newPet, level: 2 })).toBeFocused();
    await expect(dashboard(page).getByRole('article', { name: newPet })).toContainText('Cat · Siamese');
    expect((await getPets(token)).map((p) => p.name).sort()).toEqual([newPet, petName].sort());
    expect((await getPets(token)).find((p) => p.name === newPet)?.birthDate).toBe('2023-04-12');
  });

  await test.step('edit the new pet’s birthday: the form shows the one on file, the API keeps the new one', async () => {
    const card = dashboard(page).getByRole('article', { name: newPet });
    await expect(card).toContainText(`born ${day('2023-04-12')}`);
    await card.getByRole('button', { name: `Edit details: ${newPet}` }).click();
    const form = card.getByRole('form', { name: `Edit ${newPet}` });
    const birthday = form.getByLabel('Birthday', { exact: true });
    await expect(birthday).toHaveValue('2023-04-12');
    await birthday.fill('2021-04-12');
    await form.getByRole('button', { name: 'Save changes' }).click();
    await expect(card).toContainText(`born ${day('2021-04-12')}`);
    const edited = (await getPets(token)).find((p) => p.name === newPet);
    expect(edited).toMatchObject({ birthDate: '2021-04-12' });
    expect(edited!.age).toBeGreaterThanOrEqual(4);
  });

  await test.step('edit the profile; a field the server refuses keeps every entry', async () => {
    await openSection(page, 'Profile');
    await expect(dashboardHeading(page)).toHaveText('Profile');
    const form = page.getByRole('form', { name: 'Contact details' });
    await form.getByLabel('First name', { exact: true }).fill('Augusta');
    await form.getByLabel(/^Phone/).fill('(212) 555-0147');
    await form.getByLabel('Street address', { exact: true }).fill('22 Bank Street');
    await form.getByRole('button', { name: 'Save details' }).click();
    await expect(form.getByText('Your details are saved.')).toBeVisible();
    const me: Me = await getMe(token);
    expect(me).toMatchObject({ firstName: 'Augusta', phone: '+12125550147' });
    expect(me.shippingAddress?.address).toBe('22 Bank Street');

    // The API's answer when it refuses a field the browser accepted: it lands on that field.
    await page.route('**/api/1.0/me/profile/', (route) =>
      route.fulfill({
        status: 422,
        contentType: 'application/json',
        body: JSON.stringify({
          error: {
            code: 'ValidationError',
            message: 'Some body fields are missing or invalid',
            fields: { 'shippingAddress.zipCode': 'This ZIP code is not in New York.' },
          },
        }),
      }),
    );
    await form.getByLabel('City', { exact: true }).fill('Brooklyn');
    await form.getByLabel('ZIP code', { exact: true }).fill('11201');
    await form.getByRole('button', { name: 'Save details' }).click();
    const zip = form.getByLabel('ZIP code', { exact: true });
    await expect(zip).toHaveAccessibleDescription(/This ZIP code is not in New York\./);
    await expect(zip).toHaveAttribute('aria-invalid', 'true');
    await expect(zip).toHaveValue('11201');
    await expect(form.getByLabel('City', { exact: true })).toHaveValue('Brooklyn');
    await expect(form.getByLabel('First name', { exact: true })).toHaveValue('Augusta');
    await page.unroute('**/api/1.0/me/profile/');
    expect((await getMe(token)).shippingAddress?.city).toBe('New York');
  });

  await test.step('download the declarations page: a PDF with the policy number', async () => {
    await openSection(page, 'Pets');
    const card = dashboard(page).getByRole('article', { name: petName });
    const download = page.waitForEvent('download');
    await card.getByRole('button', { name: `Download declarations (PDF) for ${petName}’s insurance` }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe(`tailwise-declarations-${policy.policyNumber}.pdf`);
    const { readFile } = await import('node:fs/promises');
    const bytes = await readFile((await file.path())!);
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const text = await pdfText(bytes);
    expect(text).toContain(policy.policyNumber!);
    expect(text).toContain(petName);
  });

  await test.step('cancel in the free-look period: a claim not denied means no refund, cover to the paid end', async () => {
    const card = dashboard(page).getByRole('article', { name: petName });
    await card.getByRole('button', { name: `Cancel plan: ${petName}’s insurance` }).click();
    const dialog = page.getByRole('dialog', { name: `Cancel ${petName}’s insurance?` });
    await expect(dialog).toBeVisible();
    // The free-look refund is only for plans with no claim, and a denied claim does not count. The accident claim
    // above was inside the accident waiting period, so the claims engine may have denied it by now: the rule is the
    // same either way, and the step checks whichever applies.
    const claims = (await apiOk<ClaimList>('GET', '/claims/', { token })).claims;
    const claimCounts = claims.find((c) => c.uuid === filed!.uuid)?.status !== 'DENIED';
    const preview = await apiOk<Cancellation>('GET', `/agreements/${policy.uuid}/cancellation/`, { token });
    expect(preview).toMatchObject(
      claimCounts
        ? { freeLook: false, freeLookLostToClaim: true, cancelled: false, status: 'ACTIVE', refundMethod: 'NONE' }
        : { freeLook: true, freeLookLostToClaim: false, cancelled: false, status: 'CANCELLED', refundMethod: 'CARD' },
    );
    // Refunded: what this plan's line of the purchase cost (the wellness plan bought with it stays).
    expect(preview.refundCents).toBe(claimCounts ? 0 : Math.min(policy.priceCents, customer.chargedCents));
    const lastDay = claimCounts ? preview.endsOn : localToday();
    const refund = claimCounts ? 'No refund' : `${dollars(preview.refundCents)} to your card`;
    const facts = dialog.getByTestId('cancellation-facts');
    await expect(facts).toContainText('Refund if you cancel today');
    await expect(facts).toContainText(refund);
    await expect(facts).toContainText(day(lastDay));
    await expect(dialog).toContainText(claimCounts ? 'A claim was made on this plan' : 'free-look period');
    // Nothing happens before the customer confirms.
    expect((await insuranceOf(customer.email, petName)).endsOn).toBeNull();

    await dialog.getByRole('button', { name: 'Cancel insurance' }).click();
    const done = page.getByRole('dialog', { name: `${petName}’s insurance is cancelled` });
    await expect(done).toContainText(
      claimCounts ? `Your cover continues until ${day(lastDay)}, then the plan ends.` : 'Your plan is cancelled.',
    );
    await expect(done.getByTestId('cancellation-facts')).toContainText(refund);
    await done.getByRole('button', { name: 'Done' }).click();
    await expect(card.getByRole('region', { name: 'Insurance' }).getByTestId('plan-status')).toHaveText(
      claimCounts ? `Ends ${day(lastDay)}` : 'Cancelled',
    );
    await expect(card.getByRole('button', { name: `Cancel plan: ${petName}’s insurance` })).toHaveCount(0);

    const after = await insuranceOf(customer.email, petName);
    expect(after.status).toBe(claimCounts ? 'ACTIVE' : 'CANCELLED');
    expect(after.endsOn).toBe(lastDay);
  });
});
