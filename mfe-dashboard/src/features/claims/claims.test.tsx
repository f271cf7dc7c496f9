import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { InsuranceClaimEstimatePreview, WellnessClaimEstimatePreview } from '@tailwise/shared/contract';
import { FakeXhr, fixtures, installFakeXhr, restoreXhr, type FakeRoutes } from '@tailwise/shared/testing';
import {
  claimSummary,
  fixToday,
  miso,
  renderDashboard,
  rex,
  rexPolicy,
  REX_UUID,
} from '../common/dashboard-test-setup.test-support';
import { perFileProgress } from './upload-claim';

beforeEach(() => {
  fixToday('2026-11-28');
  installFakeXhr();
});
afterEach(() => {
  jest.useRealTimers();
  restoreXhr();
});

const claims = [
  claimSummary({ uuid: 'a06c7b8d-9eaf-4b01-82c3-d4e5f6a7b8c1', status: 'IN_REVIEW', amountCents: 42_000 }),
  claimSummary({ uuid: 'a06c7b8d-9eaf-4b01-82c3-d4e5f6a7b8c2', status: 'DENIED', amountCents: 15_000 }),
  claimSummary({ uuid: 'a06c7b8d-9eaf-4b01-82c3-d4e5f6a7b8c3', status: 'PAID', amountCents: 9_900, paidCents: 8_000 }),
];

function preview(overrides: Partial<InsuranceClaimEstimatePreview> = {}): InsuranceClaimEstimatePreview {
  return {
    claimType: 'INSURANCE',
    pet: REX_UUID,
    agreement: rexPolicy.uuid,
    policyNumber: 'TW-I-000001',
    condition: 'ACCIDENT',
    dateOfService: '2026-11-26',
    amountCents: 42_050,
    policyYear: { from: '2026-11-21', to: '2027-11-21' },
    deductibleCents: 50_000,
    deductibleLeftCents: 30_000,
    deductibleAppliedCents: 30_000,
    reimbursementPercent: 90,
    coinsurancePercent: 10,
    annualLimitCents: 1_000_000,
    limitLeftCents: 962_200,
    estimatedReimbursementCents: 10_845,
    note: null,
    waitingPeriod: null,
    ...overrides,
  };
}

const routes = (overrides: FakeRoutes = {}): FakeRoutes => ({
  'GET /pets/': { pets: [rex, miso] },
  'GET /claims/': { claims },
  'POST /claims/estimate/': preview(),
  ...overrides,
});

const pdf = (name = 'invoice.pdf', bytes = 'x'.repeat(2000)) => new File([bytes], name, { type: 'application/pdf' });

async function openForm(api: FakeRoutes = routes()) {
  const view = renderDashboard('/dashboard/claims', api);
  await view.user.click(await screen.findByRole('button', { name: 'File a claim' }));
  const form = await screen.findByRole('form', { name: 'File a claim' });
  return { ...view, form };
}

async function fillValidClaim(user: ReturnType<typeof userEvent.setup>, form: HTMLElement) {
  await user.click(within(form).getByRole('radio', { name: 'Accident' }));
  await user.type(within(form).getByLabelText('Date of service'), '2026-11-26');
  await user.type(within(form).getByLabelText('Vet clinic'), 'Happy Paws');
  await user.type(within(form).getByLabelText('Invoice total (US$)'), '420.50');
  await user.type(within(form).getByLabelText('What happened?'), 'Cut paw');
  await user.upload(within(form).getByLabelText('Invoices Choose files'), pdf());
}

describe('claim amounts and progress', () => {
  it('shares the bytes sent between the files in order, after the text fields', () => {
    // 100 bytes of fields and part headers, then files of 200 and 100 bytes.
    expect(perFileProgress([200, 100], 50, 400)).toEqual([0, 0]);
    expect(perFileProgress([200, 100], 200, 400)).toEqual([0.5, 0]);
    expect(perFileProgress([200, 100], 350, 400)).toEqual([1, 0.5]);
    expect(perFileProgress([200, 100], 400, 400)).toEqual([1, 1]);
  });
});

describe('Claim form', () => {
  it('refuses a future date and a date before cover started, and warns inside a waiting period', async () => {
    const { user, form, api } = await openForm();
    // Rex is the only insured pet, so he is chosen already; Miso cannot be claimed for.
    expect(within(form).getByLabelText('Pet')).toHaveDisplayValue('Rex');
    expect(within(form).queryByRole('option', { name: 'Miso' })).toBeNull();

    const date = within(form).getByLabelText('Date of service');
    await user.type(date, '2026-11-29');
    await user.click(within(form).getByRole('button', { name: 'Send claim' }));
    await waitFor(() => expect(date).toHaveAccessibleDescription(/The date of service can’t be in the future/));
    expect(screen.getByRole('group', { name: 'There is a problem' })).toHaveFocus();

    await user.clear(date);
    await user.type(date, '2026-11-10');
    await waitFor(() =>
      expect(date).toHaveAccessibleDescription(/Rex’s cover started on Nov 21, 2026: choose that day or later/),
    );

    // Illness is covered from Dec 5: a visit on Nov 25 is inside the waiting period (a warning, not an error).
    await user.clear(date);
    await user.type(date, '2026-11-25');
    await user.click(within(form).getByRole('radio', { name: 'Illness' }));
    expect(await within(form).findByTestId('waiting-period-warning')).toHaveTextContent(
      'Rex’s cover for illness starts on Dec 5, 2026',
    );
    expect(date).toHaveAttribute('aria-invalid', 'false');
    // Accidents are covered from Nov 24: no warning.
    await user.click(within(form).getByRole('radio', { name: 'Accident' }));
    await waitFor(() => expect(within(form).queryByTestId('waiting-period-warning')).toBeNull());
    expect(FakeXhr.sent).toHaveLength(0);
    expect(api.callsTo('GET /claims/')).toHaveLength(1);
  });

  it('refuses invoices of the wrong type or too large, by drop or picker, and keeps the good ones', async () => {
    const { form } = await openForm();
    const user = userEvent.setup({ applyAccept: false });
    const big = pdf('scan.pdf');
    Object.defineProperty(big, 'size', { value: 10 * 1024 * 1024 + 1 });
    const text = new File(['hello'], 'notes.txt', { type: 'text/plain' });
    fireEvent.drop(within(form).getByTestId('invoice-dropzone'), {
      dataTransfer: { files: [text, big, pdf('vet.pdf')] },
    });
    expect(await within(form).findByText('notes.txt is not a PDF, JPEG or PNG file')).toBeInTheDocument();
    expect(within(form).getByText('scan.pdf is larger than 10 MB')).toBeInTheDocument();
    const list = within(form).getByRole('list', { name: 'Invoices to send' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(1);
    expect(list).toHaveTextContent('vet.pdf');

    await user.upload(within(form).getByLabelText('Invoices Choose files'), [
      new File(['x'], 'photo.gif', { type: 'image/gif' }),
    ]);
    expect(await within(form).findByText('photo.gif is not a PDF, JPEG or PNG file')).toBeInTheDocument();
    expect(within(list).getAllByRole('listitem')).toHaveLength(1);
  });

  it('asks for at least one invoice', async () => {
    const { user, form } = await openForm();
    await user.click(within(form).getByRole('button', { name: 'Send claim' }));
    expect(await within(form).findByRole('link', { name: 'Attach at least one invoice' })).toBeInTheDocument();
  });

  it('shows the estimated reimbursement and how it was reached before sending', async () => {
    const { user, form, api } = await openForm();
    await fillValidClaim(user, form);
    const panel = within(form).getByRole('region', { name: 'Your estimated reimbursement' });
    await waitFor(() => expect(within(panel).getByTestId('estimated-reimbursement')).toHaveTextContent('$108.45'));
    expect(panel).toHaveTextContent('Invoice total$420.50');
    expect(panel).toHaveTextContent('Deductible: $300.00 of $500.00 left this policy year−$300.00');
    expect(panel).toHaveTextContent('Your reimbursement rate90%');
    expect(panel).toHaveTextContent('Yearly limit left$9,622.00');
    const asked = api.callsTo('POST /claims/estimate/');
    expect(asked.at(-1)?.body).toEqual({
      petUuid: REX_UUID,
      claimType: 'INSURANCE',
      condition: 'ACCIDENT',
      dateOfService: '2026-11-26',
      amountCents: 42_050,
    });

    // Inside a waiting period the API says nothing is paid, and why.
    api.setRoutes({
      'POST /claims/estimate/': preview({
        condition: 'ILLNESS',
        deductibleAppliedCents: 0,
        estimatedReimbursementCents: 0,
        note: 'WAITING_PERIOD',
        waitingPeriod: {
          condition: 'ILLNESS',
          coveredFrom: '2026-12-05',
          message: 'Illnesses are covered from Dec 5.',
        },
      }),
    });
    await user.click(within(form).getByRole('radio', { name: 'Illness' }));
    await waitFor(() => expect(within(panel).getByTestId('estimated-reimbursement')).toHaveTextContent('$0.00'));
    expect(panel).toHaveTextContent('Waiting period until Dec 5, 2026');
    expect(panel).toHaveTextContent('Illnesses are covered from Dec 5.');
  });

  it('files a wellness item against the plan’s allowance: the item, its estimate and the fields sent', async () => {
    const wellnessPreview: WellnessClaimEstimatePreview = {
      claimType: 'WELLNESS',
      pet: REX_UUID,
      agreement: rex.wellness!.uuid,
      policyNumber: 'TW-W-000002',
      wellnessPlanName: 'Classic',
      wellnessService: 'WELLNESS_EXAM',
      serviceLabel: 'Wellness exam',
      dateOfService: '2026-11-26',
      amountCents: 7_500,
      planYear: { from: '2026-11-21', to: '2027-11-21' },
      allowanceCents: 6_000,
      allowanceLeftCents: 6_000,
      estimatedReimbursementCents: 6_000,
      note: 'ALLOWANCE_REACHED',
    };
    const { user, form, api } = await openForm(routes({ 'POST /claims/estimate/': wellnessPreview }));
    await user.click(within(form).getByRole('radio', { name: /Wellness item/ }));
    expect(within(form).queryByRole('radio', { name: 'Accident' })).toBeNull();
    const item = within(form).getByLabelText('Which wellness item?');
    expect(
      within(item)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Choose the item', 'Wellness exam ($60.00 left)', 'Vaccinations ($50.00 left)']);
    await user.selectOptions(item, 'Wellness exam ($60.00 left)');
    await user.type(within(form).getByLabelText('Date of service'), '2026-11-26');
    await user.type(within(form).getByLabelText('Vet clinic'), 'Happy Paws');
    await user.type(within(form).getByLabelText('Invoice total (US$)'), '75');
    await user.type(within(form).getByLabelText('What was done?'), 'Yearly exam');
    await user.upload(within(form).getByLabelText('Invoices Choose files'), pdf());

    const panel = within(form).getByRole('region', { name: 'Your estimated reimbursement' });
    await waitFor(() => expect(within(panel).getByTestId('estimated-reimbursement')).toHaveTextContent('$60.00'));
    expect(panel).toHaveTextContent('Wellness exam: $60.00 of $60.00 left until Nov 21, 2027reached');
    expect(panel).toHaveTextContent('more than is left of the wellness exam allowance');
    expect(panel).not.toHaveTextContent('Deductible');
    expect(api.callsTo('POST /claims/estimate/').at(-1)?.body).toEqual({
      petUuid: REX_UUID,
      claimType: 'WELLNESS',
      wellnessService: 'WELLNESS_EXAM',
      dateOfService: '2026-11-26',
      amountCents: 7_500,
    });

    await user.click(within(form).getByRole('button', { name: 'Send claim' }));
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(1));
    const body = FakeXhr.sent[0]!.body!;
    expect(body.get('claimType')).toBe('WELLNESS');
    expect(body.get('wellnessService')).toBe('WELLNESS_EXAM');
    expect(body.has('condition')).toBe(false);
    expect(body.has('signsBeforeCover')).toBe(false);
    expect(body.get('clinic')).toBe('Happy Paws');
  });

  it('sends signsBeforeCover "true" when the customer says the pet showed signs before cover, for insurance only', async () => {
    const { user, form } = await openForm();
    const signs = within(form).getByRole('checkbox', {
      name: 'My pet showed signs of this before the cover started',
    });
    expect(signs).not.toBeChecked();
    await fillValidClaim(user, form);
    await user.click(signs);
    await user.click(within(form).getByRole('button', { name: 'Send claim' }));
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(1));
    expect(FakeXhr.sent[0]!.body!.get('signsBeforeCover')).toBe('true');

    await FakeXhr.sent[0]!.respond(201, fixtures.claim());
    await user.click(await screen.findByRole('button', { name: 'File another claim' }));
    const again = await screen.findByRole('form', { name: 'File a claim' });
    await user.click(within(again).getByRole('radio', { name: /Wellness item/ }));
    expect(within(again).queryByRole('checkbox', { name: /showed signs/ })).toBeNull();
  });

  it('asks for the wellness item, and for a pet without a plan says to choose an insurance claim', async () => {
    const insuredOnly = { ...rex, wellness: null };
    const { user, form } = await openForm(routes({ 'GET /pets/': { pets: [insuredOnly, miso] } }));
    await user.click(within(form).getByRole('radio', { name: /Wellness item/ }));
    await user.click(within(form).getByRole('button', { name: 'Send claim' }));
    expect(
      await within(form).findByText('Rex has no wellness plan: choose an insurance claim', {
        selector: '[id$="-error"], p, span, div',
      }),
    ).toBeInTheDocument();
    expect(FakeXhr.sent).toHaveLength(0);
  });

  it('uploads with a progress bar per file, sending the token and the contract’s field names', async () => {
    const { user, form } = await openForm();
    await fillValidClaim(user, form);
    await user.upload(within(form).getByLabelText('Invoices Choose files'), pdf('xray.pdf', 'y'.repeat(1000)));
    await user.click(within(form).getByRole('button', { name: 'Send claim' }));

    await waitFor(() => expect(FakeXhr.sent).toHaveLength(1));
    const xhr = FakeXhr.sent[0]!;
    expect(xhr.method).toBe('POST');
    expect(xhr.url).toBe('/api/1.0/claims/');
    expect(xhr.headers.Authorization).toBe('Token fake-token-uid-ada');
    const body = xhr.body!;
    expect(body.get('petUuid')).toBe(REX_UUID);
    expect(body.get('claimType')).toBe('INSURANCE');
    expect(body.get('condition')).toBe('ACCIDENT');
    expect(body.has('wellnessService')).toBe(false);
    expect(body.get('signsBeforeCover')).toBe('false');
    expect(body.get('dateOfService')).toBe('2026-11-26');
    expect(body.get('amountCents')).toBe('42050');
    expect(body.get('clinic')).toBe('Happy Paws');
    expect(body.get('description')).toBe('Cut paw');
    expect(body.getAll('invoices').map((f) => (f as File).name)).toEqual(['invoice.pdf', 'xray.pdf']);

    // 500 bytes of fields, then 2000 + 1000 bytes of files.
    xhr.progress(1500, 3500);
    const first = screen.getByRole('progressbar', { name: 'Uploading invoice.pdf' });
    const second = screen.getByRole('progressbar', { name: 'Uploading xray.pdf' });
    expect(first).toHaveAttribute('aria-valuenow', '50');
    expect(second).toHaveAttribute('aria-valuenow', '0');
    xhr.progress(3000, 3500);
    expect(first).toHaveAttribute('aria-valuenow', '100');
    expect(second).toHaveAttribute('aria-valuenow', '50');
    expect(within(form).getByRole('button', { name: 'Sending your claim…' })).toBeDisabled();

    await xhr.respond(201, fixtures.claim({ petName: 'Rex', amountCents: 42_050, dateOfService: '2026-11-26' }));
    expect(await screen.findByRole('heading', { name: 'Claim sent for Rex' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Follow this claim' })).toHaveAttribute(
      'href',
      `/dashboard/claims/${fixtures.claim().uuid}`,
    );
  });

  it('shows the server’s refusal next to the invoices and keeps everything entered', async () => {
    const { user, form } = await openForm();
    await fillValidClaim(user, form);
    await user.click(within(form).getByRole('button', { name: 'Send claim' }));
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(1));
    await FakeXhr.sent[0]!.respond(422, {
      error: {
        code: 'InvalidUpload',
        message: 'Upload invoices as PDF, JPEG or PNG files',
        fields: { invoices: 'Upload invoices as PDF, JPEG or PNG files' },
      },
    });
    const input = within(form).getByLabelText('Invoices Choose files');
    await waitFor(() => expect(input).toHaveAccessibleDescription(/Upload invoices as PDF, JPEG or PNG files/));
    expect(within(form).getByLabelText('Vet clinic')).toHaveValue('Happy Paws');
    expect(within(form).getByLabelText('Invoice total (US$)')).toHaveValue('420.50');
    expect(within(form).getByLabelText('Date of service')).toHaveValue('2026-11-26');
    expect(within(form).getByLabelText('What happened?')).toHaveValue('Cut paw');
    expect(within(form).getByRole('list', { name: 'Invoices to send' })).toHaveTextContent('invoice.pdf');
    expect(within(form).getByRole('button', { name: 'Send claim' })).toBeEnabled();

    // A refusal about no field (too large) goes to the top of the form; the second try sends again.
    await user.click(within(form).getByRole('button', { name: 'Send claim' }));
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(2));
    await FakeXhr.sent[1]!.respond(413, {
      error: { code: 'PayloadTooLarge', message: 'An invoice file is too large', fields: {} },
    });
    expect(await within(form).findByRole('alert')).toHaveTextContent('An invoice file is too large');
    expect(within(form).getByLabelText('Vet clinic')).toHaveValue('Happy Paws');
  });
});

describe('Claims page', () => {
  it('shows the claims first, and the form only once “File a claim” is pressed', async () => {
    const view = renderDashboard('/dashboard/claims', routes());
    const list = await screen.findByRole('list', { name: 'Claims' });
    const fileButton = screen.getByRole('button', { name: 'File a claim' });
    expect(fileButton).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('form', { name: 'File a claim' })).toBeNull();
    expect(screen.queryByLabelText('Vet clinic')).toBeNull();

    await view.user.click(fileButton);
    const form = await screen.findByRole('form', { name: 'File a claim' });
    expect(fileButton).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('heading', { name: 'File a claim' })).toHaveFocus();
    // The claims are still on the page, after the form the customer asked for.
    expect(list).toBeInTheDocument();
    expect(form.compareDocumentPosition(list) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();

    await view.user.click(screen.getByRole('button', { name: 'Close the claim form' }));
    expect(screen.queryByRole('form', { name: 'File a claim' })).toBeNull();
    expect(fileButton).toHaveFocus();
    expect(fileButton).toHaveAttribute('aria-expanded', 'false');
  });

  it('opens the form at once from a link to it (the overview’s “File a claim”)', async () => {
    renderDashboard('/dashboard/claims#file-a-claim', routes());
    expect(await screen.findByRole('form', { name: 'File a claim' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'File a claim' })).toHaveAttribute('aria-expanded', 'true');
  });

  it('says there are no claims yet, with the button to file one', async () => {
    renderDashboard('/dashboard/claims', routes({ 'GET /claims/': { claims: [] } }));
    expect(await screen.findByText('You haven’t filed a claim yet.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'File a claim' })).toBeEnabled();
    expect(screen.queryByRole('form', { name: 'File a claim' })).toBeNull();
  });
});

describe('Claims list', () => {
  it('filters by status and keeps the filter in the address', async () => {
    const view = renderDashboard('/dashboard/claims', routes());
    const list = await screen.findByRole('list', { name: 'Claims' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    expect(screen.getByText('3 claims')).toBeInTheDocument();

    await view.user.selectOptions(screen.getByLabelText('Show'), 'Denied');
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(1));
    expect(list).toHaveTextContent('Not reimbursed');
    expect(screen.getByText('Showing 1 of 3 claims')).toBeInTheDocument();
    expect(view.path()).toBe('/dashboard/claims?status=denied');

    await view.user.selectOptions(screen.getByLabelText('Show'), 'Open (not yet paid or denied)');
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(1));
    expect(list).toHaveTextContent('In review');
    expect(within(list).getByRole('link')).toHaveAttribute(
      'href',
      '/dashboard/claims/a06c7b8d-9eaf-4b01-82c3-d4e5f6a7b8c1',
    );
  });

  it('says when information is needed, and shows what was approved or paid rather than the estimate', async () => {
    const approval = {
      outcome: 'APPROVED' as const,
      by: 'ENGINE' as const,
      approvedCents: 16_200,
      deductibleAppliedCents: 2_000,
      denialReason: null,
      text: 'Approved',
      at: '2026-11-21T10:00:01.000Z',
    };
    const listed = [
      claimSummary({ uuid: 'a06c7b8d-9eaf-4b01-82c3-d4e5f6a7b8c4', status: 'INFO_REQUESTED' }),
      claimSummary({ uuid: 'a06c7b8d-9eaf-4b01-82c3-d4e5f6a7b8c5', status: 'APPROVED', decision: approval }),
      claimSummary({
        uuid: 'a06c7b8d-9eaf-4b01-82c3-d4e5f6a7b8c6',
        status: 'PAID',
        decision: approval,
        paidCents: 16_200,
        payout: { reference: 'PO-1', amountCents: 16_200, paidOn: '2026-11-21', paidTo: 'Visa ending 4242' },
      }),
    ];
    const view = renderDashboard('/dashboard/claims', routes({ 'GET /claims/': { claims: listed } }));
    const list = await screen.findByRole('list', { name: 'Claims' });
    const [info, approved, paid] = within(list).getAllByRole('listitem');
    expect(info).toHaveTextContent('Information needed');
    expect(info).toHaveTextContent('$378.00 estimated');
    expect(approved).toHaveTextContent('$162.00 approved');
    expect(approved).not.toHaveTextContent('estimated');
    expect(paid).toHaveTextContent('$162.00 paid');

    await view.user.selectOptions(screen.getByLabelText('Show'), 'Open (not yet paid or denied)');
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(2));
    await view.user.selectOptions(screen.getByLabelText('Show'), 'Information needed');
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(1));
    expect(view.path()).toBe('/dashboard/claims?status=info_requested');
  });

  it('follows a claim being decided and paid without a reload, then stops asking', async () => {
    const filed = claimSummary({ uuid: 'a06c7b8d-9eaf-4b01-82c3-d4e5f6a7b8c7', amountCents: 20_000 });
    const paid = {
      ...filed,
      status: 'PAID' as const,
      paidCents: 16_200,
      payout: { reference: 'PO-2', amountCents: 16_200, paidOn: '2026-11-28', paidTo: 'Visa ending 4242' },
    };
    const answers = [[filed], [paid]];
    const view = renderDashboard(
      '/dashboard/claims',
      routes({ 'GET /claims/': () => ({ claims: answers.shift() ?? [paid] }) }),
    );
    const list = await screen.findByRole('list', { name: 'Claims' });
    expect(list).toHaveTextContent('Submitted');
    await waitFor(() => expect(list).toHaveTextContent('$162.00 paid'));
    expect(list).toHaveTextContent('Paid');
    const asked = view.api.callsTo('GET /claims/').length;
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(view.api.callsTo('GET /claims/')).toHaveLength(asked);
  });

  it('starts from the filter in the address', async () => {
    renderDashboard('/dashboard/claims?status=paid', routes());
    const list = await screen.findByRole('list', { name: 'Claims' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(1);
    expect(list).toHaveTextContent('$80.00 paid');
  });
});
