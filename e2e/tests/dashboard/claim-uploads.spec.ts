// Invoices the claim form must refuse: the wrong type and too large are stopped in the browser (against the
// contract's CLAIM_UPLOAD_LIMITS) with a message, and a file that only looks like a PDF is refused by the
// server, whose answer is shown. In every case what the customer typed stays in the form.
// covers: mfe-dashboard, api
import { expect, test } from '@playwright/test';
import type { ClaimList } from '@tailwise/shared/contract';
import { insuredCustomer, openClaimForm, localToday, oversizedPdf, pdfFile, signInTo } from '../../support/dashboard';
import { apiOk } from '../../support/quiz';

test('a wrong type or an oversized invoice is refused with a message and nothing typed is lost', async ({ page }) => {
  const customer = await insuredCustomer();
  await signInTo(page, '/dashboard/claims', customer.email);
  const f = await openClaimForm(page);
  await f.visit('Illness').check();
  await f.date.fill(localToday());
  await f.amount.fill('180.00');
  await f.clinic.fill('Harbor Vets');
  await f.description.fill('Vomiting for two days; bloods and fluids.');
  await f.invoices.setInputFiles(pdfFile('first-visit.pdf'));
  await expect(f.toSend).toContainText('first-visit.pdf');

  await f.invoices.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not an invoice') });
  await expect(f.form.getByText('notes.txt is not a PDF, JPEG or PNG file')).toBeVisible();

  await f.invoices.setInputFiles(oversizedPdf('full-scan.pdf'));
  await expect(f.form.getByText('full-scan.pdf is larger than 10 MB')).toBeVisible();

  // Neither was added, the good file and every field are still there.
  await expect(f.toSend.getByRole('listitem')).toHaveCount(1);
  await expect(f.toSend).toContainText('first-visit.pdf');
  await expect(f.visit('Illness')).toBeChecked();
  await expect(f.date).toHaveValue(localToday());
  await expect(f.amount).toHaveValue('180.00');
  await expect(f.clinic).toHaveValue('Harbor Vets');
  await expect(f.description).toHaveValue('Vomiting for two days; bloods and fluids.');
  const claims = await apiOk<ClaimList>('GET', '/claims/', { token: customer.token });
  expect(claims.claims).toHaveLength(0);
});

test('a file that only claims to be a PDF is refused by the server, shown on the invoices, the form kept', async ({
  page,
}) => {
  const customer = await insuredCustomer();
  await signInTo(page, '/dashboard/claims', customer.email);
  const f = await openClaimForm(page);
  await f.visit('Accident').check();
  await f.date.fill(localToday());
  await f.amount.fill('92.10');
  await f.clinic.fill('Harbor Vets');
  await f.description.fill('Torn dew claw, trimmed and bandaged.');
  await f.invoices.setInputFiles({
    name: 'renamed.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('PK\u0003\u0004 a zip file renamed to .pdf'),
  });
  await expect(f.toSend).toContainText('renamed.pdf');
  await f.send.click();

  await expect(f.invoices).toHaveAttribute('aria-invalid', 'true');
  await expect(f.invoices).toHaveAccessibleDescription(/.+/);
  await expect(f.send).toBeEnabled();
  await expect(f.amount).toHaveValue('92.10');
  await expect(f.clinic).toHaveValue('Harbor Vets');
  await expect(f.description).toHaveValue('Torn dew claw, trimmed and bandaged.');
  await expect(f.toSend).toContainText('renamed.pdf');
  const claims = await apiOk<ClaimList>('GET', '/claims/', { token: customer.token });
  expect(claims.claims).toHaveLength(0);
});
