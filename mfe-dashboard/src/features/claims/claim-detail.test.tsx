import { screen, waitFor, within } from '@testing-library/react';
import type { Claim, ClaimDecision } from '@tailwise/shared/contract';
import { apiError, FakeXhr, fixtures, installFakeXhr, restoreXhr, type FakeRoutes } from '@tailwise/shared/testing';
import { fixToday, renderDashboard } from '../common/dashboard-test-setup.test-support';
import { claimClinic } from './ClaimDetailPage';
import { timelineSteps } from './claim-timeline';

beforeEach(() => {
  fixToday('2026-11-28');
  installFakeXhr();
});
afterEach(() => {
  jest.useRealTimers();
  restoreXhr();
});

const CLAIM_ID = 'a06c7b8d-9eaf-4b01-82c3-d4e5f6a7b8c9';
const INVOICE_ID = 'b17d8c9e-0fa1-4c12-93d4-e5f6a7b8c9d0';
const DOCUMENT_ID = 'c28e9d0f-1ab2-4d23-84e5-f6a7b8c9d0e1';
const NOW = '2026-11-28T12:00:00.000Z';
const DENIAL_TEXT = 'The visit was inside the 14-day illness waiting period.';

const invoice = {
  id: INVOICE_ID,
  fileName: 'invoice.pdf',
  contentType: 'application/pdf' as const,
  sizeBytes: 20_480,
  kind: 'INVOICE' as const,
  addedAt: '2026-11-21T10:00:00.000Z',
};

const denial: ClaimDecision = {
  outcome: 'DENIED',
  by: 'ENGINE',
  approvedCents: null,
  deductibleAppliedCents: null,
  denialReason: 'WAITING_PERIOD',
  text: DENIAL_TEXT,
  at: '2026-11-21T10:00:01.000Z',
};

const approval: ClaimDecision = {
  outcome: 'APPROVED',
  by: 'ENGINE',
  approvedCents: 16_200,
  deductibleAppliedCents: 2_000,
  denialReason: null,
  text: '($200.00 − $20.00 deductible) × 90% = $162.00',
  at: '2026-11-21T10:00:01.000Z',
};

const payout = {
  reference: 'PO-2026-000042',
  amountCents: 16_200,
  paidOn: '2026-11-21',
  paidTo: 'Visa ending 4242',
};

/** A claim the engine denied at filing, still open to one appeal. */
const denied = fixtures.claim({
  uuid: CLAIM_ID,
  status: 'DENIED',
  condition: 'ILLNESS',
  amountCents: 42_000,
  clinic: 'Happy Paws',
  description: 'Ear infection',
  estimate: {
    deductibleAppliedCents: 0,
    coinsurancePercent: 10,
    estimatedReimbursementCents: 16_200,
    note: null,
  },
  decision: denial,
  canAppeal: true,
  invoices: [invoice],
  history: [
    { status: 'SUBMITTED', note: null, at: '2026-11-21T10:00:00.000Z' },
    { status: 'DENIED', note: DENIAL_TEXT, at: '2026-11-21T10:00:01.000Z' },
  ],
});

const appealed = (note: string): Claim => ({
  ...denied,
  status: 'IN_REVIEW',
  canAppeal: false,
  appeal: { note, at: '2026-11-28T12:00:00.000Z' },
  review: { reasons: ['You appealed the decision'], since: '2026-11-28T12:00:00.000Z' },
  history: [...denied.history, { status: 'IN_REVIEW', note: 'Appeal received', at: '2026-11-28T12:00:00.000Z' }],
});

const submitted = fixtures.claim({
  uuid: CLAIM_ID,
  amountCents: 20_000,
  estimate: { deductibleAppliedCents: 2_000, coinsurancePercent: 10, estimatedReimbursementCents: 16_200, note: null },
  invoices: [invoice],
});

const paid = fixtures.claim({
  ...submitted,
  status: 'PAID',
  decision: approval,
  payout,
  paidCents: 16_200,
  history: [
    { status: 'SUBMITTED', note: null, at: '2026-11-21T10:00:00.000Z' },
    { status: 'APPROVED', note: approval.text, at: '2026-11-21T10:00:01.000Z' },
    { status: 'PAID', note: null, at: '2026-11-21T10:00:03.000Z' },
  ],
});

const open = (claim: FakeRoutes['GET /claims/:uuid'], more: FakeRoutes = {}) =>
  renderDashboard(`/dashboard/claims/${CLAIM_ID}`, {
    'GET /claims/:uuid': claim,
    'GET /claims/': { claims: [] },
    ...more,
  });

const region = (name: string) => screen.getByRole('region', { name });
const stepTitles = () =>
  within(region('Status'))
    .getAllByRole('listitem')
    .map((s) => s.querySelector('strong')?.textContent);

describe('Claim detail', () => {
  it('reads the clinic field, and from an older claim’s first line when the field is empty', () => {
    expect(claimClinic({ clinic: 'Oak Vets', description: 'Clinic: Elsewhere\nCough' })).toEqual({
      clinic: 'Oak Vets',
      text: 'Clinic: Elsewhere\nCough',
    });
    expect(claimClinic({ clinic: null, description: 'Clinic: Hill Vets\nVomiting\nand tired' })).toEqual({
      clinic: 'Hill Vets',
      text: 'Vomiting\nand tired',
    });
    expect(claimClinic({ clinic: null, description: 'Limping' })).toEqual({ clinic: null, text: 'Limping' });
  });

  it('titles a wellness item by its service and says it is paid from the allowance', async () => {
    const wellness = fixtures.claim({
      uuid: CLAIM_ID,
      claimType: 'WELLNESS',
      condition: null,
      wellnessService: 'VACCINATIONS',
      estimate: {
        deductibleAppliedCents: 0,
        coinsurancePercent: 0,
        estimatedReimbursementCents: 5000,
        note: 'ALLOWANCE_REACHED',
      },
    });
    open(wellness);
    expect(await screen.findByRole('heading', { level: 1, name: 'Vaccinations claim for Rex' })).toBeInTheDocument();
    const amounts = region('Amounts');
    expect(amounts).toHaveTextContent('Paid fromWellness allowance');
    expect(amounts).not.toHaveTextContent('Deductible');
    expect(amounts).toHaveTextContent('more than was left of this service’s allowance');
  });

  it('names each step as it happened, with the approved amount and where it was paid, then what is to come', () => {
    expect(timelineSteps(paid).map((s) => [s.title, s.at !== null])).toEqual([
      ['Filed', true],
      ['Approved · $162.00', true],
      ['Paid $162.00 to Visa ending 4242', true],
    ]);
    // The API's note for the payment says what the title says: shown once.
    expect(
      timelineSteps({
        ...paid,
        history: [...paid.history.slice(0, 2), { status: 'PAID', note: 'Paid $162.00 to Visa ending 4242', at: NOW }],
      }).at(-1)!.note,
    ).toBeNull();
    // A note that starts with what the title says keeps only the rest.
    expect(
      timelineSteps({
        ...appealed('x'),
        history: [
          { status: 'SUBMITTED', note: null, at: NOW },
          { status: 'DENIED', note: 'Denied: grooming is not covered.', at: NOW },
          { status: 'IN_REVIEW', note: 'Appeal received: a person reviews the decision', at: NOW },
        ],
      }).map((s) => [s.title, s.note]),
    ).toEqual([
      ['Filed', null],
      ['Denied', 'Grooming is not covered.'],
      ['Appeal received', 'A person reviews the decision'],
      ['Decision', 'A person answers within 2 working days.'],
      ['Payment', null],
    ]);
    expect(
      timelineSteps({
        ...paid,
        history: [{ status: 'APPROVED', note: 'Approved: $162.00: $180.00 bill', at: NOW }],
      })[0]!.note,
    ).toBe('$162.00: $180.00 bill');
    // The deductible took the bill: closed with nothing paid, never "Paid".
    expect(
      timelineSteps({ ...paid, payout: null, paidCents: 0, decision: { ...approval, approvedCents: 0 } }).at(-1)!.title,
    ).toBe('Closed: nothing to pay');
    expect(timelineSteps(submitted).map((s) => [s.title, s.at !== null])).toEqual([
      ['Filed', true],
      ['Decision', false],
      ['Payment', false],
    ]);
    expect(timelineSteps(appealed('x')).map((s) => s.title)).toEqual([
      'Filed',
      'Denied',
      'Appeal received',
      'Decision',
      'Payment',
    ]);
  });

  it('shows a denied claim’s reason, the estimate as an estimate, and never a payment of $0.00', async () => {
    open({ ...denied, canAppeal: false, decision: { ...denial, at: '2026-11-27T10:00:00.000Z' } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Illness claim for Rex' })).toBeInTheDocument();
    const next = region('Why this claim was denied');
    expect(within(next).getByRole('alert')).toHaveTextContent(DENIAL_TEXT);

    const amounts = region('Amounts');
    expect(amounts).toHaveTextContent('Claimed$420.00');
    expect(amounts).toHaveTextContent('Estimated at filing$162.00');
    expect(amounts).toHaveTextContent('DecisionDenied');
    expect(amounts).toHaveTextContent('Nothing is paid on this claim.');
    expect(amounts).not.toHaveTextContent(/Paid/);
    expect(amounts).not.toHaveTextContent('Estimated reimbursement');
    expect(document.body).not.toHaveTextContent('$0.00');

    expect(stepTitles()).toEqual(['Filed', 'Denied']);
    expect(within(region('Status')).getAllByRole('listitem')[1]).toHaveAttribute('aria-current', 'step');
    expect(region('Details')).toHaveTextContent('Clinic: Happy PawsEar infection');
  });

  it('downloads an invoice with the token', async () => {
    const view = open(denied, {
      'GET /claims/:uuid/invoices/:invoiceId': new Blob(['%PDF-1.4'], { type: 'application/pdf' }),
    });
    await screen.findByRole('heading', { level: 1, name: 'Illness claim for Rex' });
    const created: Blob[] = [];
    const clicked: string[] = [];
    Object.assign(URL, {
      createObjectURL: (blob: Blob) => {
        created.push(blob);
        return 'blob:invoice';
      },
      revokeObjectURL: () => undefined,
    });
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push(`${this.download}@${this.getAttribute('href')}`);
    });
    const realFetch = globalThis.fetch;
    globalThis.fetch = view.api.fetch;
    try {
      await view.user.click(screen.getByRole('button', { name: 'Download invoice.pdf' }));
      await waitFor(() => expect(clicked).toEqual(['invoice.pdf@blob:invoice']));
    } finally {
      globalThis.fetch = realFetch;
      click.mockRestore();
    }
    const download = view.api.callsTo('GET /claims/:uuid/invoices/:invoiceId');
    expect(download).toHaveLength(1);
    expect(download[0]!.params).toEqual({ uuid: CLAIM_ID, invoiceId: INVOICE_ID });
    expect(download[0]!.headers.authorization).toBe('Token fake-token-uid-ada');
    expect(created).toHaveLength(1);
  });

  it('appeals once: posts the note, shows the claim back in review, and offers no second appeal', async () => {
    let current: Claim = denied;
    const view = open(() => current, {
      'POST /claims/:uuid/appeal/': ({ body }) => {
        current = appealed(body.note);
        return current;
      },
    });
    const form = await screen.findByRole('form', { name: 'Appeal this decision' });
    expect(within(form).getByLabelText('Why should we look again?')).toHaveAccessibleDescription(
      /appealed once, until Jan 20, 2027/,
    );
    await view.user.type(within(form).getByLabelText('Why should we look again?'), 'Symptoms began on Dec 6.');
    await view.user.click(within(form).getByRole('button', { name: 'Send appeal' }));

    await waitFor(() => expect(view.api.callsTo('POST /claims/:uuid/appeal/')).toHaveLength(1));
    const call = view.api.callsTo('POST /claims/:uuid/appeal/')[0]!;
    expect(call.params.uuid).toBe(CLAIM_ID);
    expect(call.body).toEqual({ note: 'Symptoms began on Dec 6.' });

    const received = await screen.findByRole('region', { name: 'Appeal received' });
    expect(received).toHaveTextContent('“Symptoms began on Dec 6.”');
    expect(received).toHaveTextContent('A person answers within 2 working days.');
    expect(screen.queryByRole('form', { name: 'Appeal this decision' })).toBeNull();
    expect(screen.getByText('In review', { selector: 'span' })).toBeInTheDocument();
    // The list and this claim are asked for again.
    await waitFor(() => expect(view.api.callsTo('GET /claims/:uuid').length).toBeGreaterThanOrEqual(2));
    expect(received.parentElement).toHaveFocus();

    // Denied again after the appeal: the decision is final.
    current = { ...appealed('x'), status: 'DENIED', review: null, history: [...appealed('x').history] };
    current.history.push({ status: 'DENIED', note: DENIAL_TEXT, at: '2026-11-28T15:00:00.000Z' });
    view.unmount();
    open(current);
    const final = await screen.findByRole('region', { name: 'Why this claim was denied' });
    expect(within(final).queryByRole('form')).toBeNull();
    expect(within(final).queryByRole('button', { name: 'Send appeal' })).toBeNull();
    expect(within(final).getByTestId('no-appeal')).toHaveTextContent(
      'You appealed on Nov 28, 2026 and a person looked at the claim again, so this decision is final: a claim can be appealed once.',
    );
  });

  it('puts the server’s refusal of the note next to it and keeps what was written', async () => {
    const view = open(denied, {
      'POST /claims/:uuid/appeal/': apiError(422, 'ValidationError', 'Check the note', {
        note: 'Tell us why the decision is wrong',
      }),
    });
    const form = await screen.findByRole('form', { name: 'Appeal this decision' });
    const note = within(form).getByLabelText('Why should we look again?');
    await view.user.type(note, '   .');
    await view.user.click(within(form).getByRole('button', { name: 'Send appeal' }));
    await waitFor(() => expect(note).toHaveAccessibleDescription(/Tell us why the decision is wrong/));
    expect(note).toHaveAttribute('aria-invalid', 'true');
    expect(note).toHaveValue('   .');
    expect(view.api.callsTo('POST /claims/:uuid/appeal/')).toHaveLength(1);
  });

  it('asks for a note before sending an appeal', async () => {
    const view = open(denied, { 'POST /claims/:uuid/appeal/': appealed('x') });
    const form = await screen.findByRole('form', { name: 'Appeal this decision' });
    await view.user.click(within(form).getByRole('button', { name: 'Send appeal' }));
    expect(await within(form).findByRole('link', { name: /Tell us why the decision is wrong/ })).toBeInTheDocument();
    expect(view.api.callsTo('POST /claims/:uuid/appeal/')).toHaveLength(0);
  });

  it('says why a person is reviewing a claim and when they answer', async () => {
    open({
      ...submitted,
      status: 'IN_REVIEW',
      review: {
        reasons: ['The bill is above $1,500', 'This is the first claim in the first weeks of cover'],
        since: '2026-11-21T10:00:01.000Z',
      },
      history: [
        { status: 'SUBMITTED', note: null, at: '2026-11-21T10:00:00.000Z' },
        { status: 'IN_REVIEW', note: null, at: '2026-11-21T10:00:01.000Z' },
      ],
    });
    const review = await screen.findByRole('region', { name: 'A person is reviewing this claim' });
    expect(
      within(within(review).getByRole('list', { name: 'Why a person reviews this claim' }))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['The bill is above $1,500', 'This is the first claim in the first weeks of cover']);
    expect(review).toHaveTextContent('A person answers within 2 working days.');
    expect(region('Amounts')).toHaveTextContent('DecisionNot yet');
  });

  it('answers a request for information: uploads documents into the claim, then lists them as sent later', async () => {
    const infoRequested: Claim = {
      ...submitted,
      status: 'INFO_REQUESTED',
      infoRequest: { request: 'Please send the vet’s clinical notes for Nov 20.', at: '2026-11-22T09:00:00.000Z' },
      history: [
        { status: 'SUBMITTED', note: null, at: '2026-11-21T10:00:00.000Z' },
        { status: 'IN_REVIEW', note: null, at: '2026-11-21T10:00:01.000Z' },
        { status: 'INFO_REQUESTED', note: null, at: '2026-11-22T09:00:00.000Z' },
      ],
    };
    const view = open(infoRequested);
    const panel = await screen.findByRole('region', { name: 'We need something from you' });
    expect(within(panel).getByTestId('info-request')).toHaveTextContent(
      'Please send the vet’s clinical notes for Nov 20.',
    );
    expect(screen.getByText('Information needed')).toBeInTheDocument();
    const form = within(panel).getByRole('form', { name: 'Send it to us' });
    // Nothing attached yet: nothing is sent.
    await view.user.click(within(form).getByRole('button', { name: 'Send documents' }));
    expect(await within(form).findByRole('link', { name: 'Attach the document we asked for' })).toBeInTheDocument();
    expect(FakeXhr.sent).toHaveLength(0);

    const notes = new File(['x'.repeat(3000)], 'clinical-notes.pdf', { type: 'application/pdf' });
    await view.user.upload(within(form).getByLabelText('Documents Choose files'), notes);
    await view.user.type(within(form).getByLabelText(/A note for the claims team/), 'Notes attached');
    await view.user.click(within(form).getByRole('button', { name: 'Send documents' }));

    await waitFor(() => expect(FakeXhr.sent).toHaveLength(1));
    const xhr = FakeXhr.sent[0]!;
    expect(xhr.method).toBe('POST');
    expect(xhr.url).toBe(`/api/1.0/claims/${CLAIM_ID}/documents/`);
    expect(xhr.headers.Authorization).toBe('Token fake-token-uid-ada');
    expect(xhr.body!.getAll('documents').map((f) => (f as File).name)).toEqual(['clinical-notes.pdf']);
    expect(xhr.body!.has('invoices')).toBe(false);
    expect(xhr.body!.get('note')).toBe('Notes attached');
    xhr.progress(2000, 3500);
    expect(screen.getByRole('progressbar', { name: 'Uploading clinical-notes.pdf' })).toHaveAttribute(
      'aria-valuenow',
      '50',
    );

    const received: Claim = {
      ...infoRequested,
      status: 'IN_REVIEW',
      infoRequest: null,
      review: { reasons: ['You sent the documents we asked for'], since: '2026-11-28T12:00:00.000Z' },
      invoices: [
        invoice,
        {
          id: DOCUMENT_ID,
          fileName: 'clinical-notes.pdf',
          contentType: 'application/pdf',
          sizeBytes: 3000,
          kind: 'DOCUMENT',
          addedAt: '2026-11-28T12:00:00.000Z',
        },
      ],
      history: [...infoRequested.history, { status: 'IN_REVIEW', note: null, at: '2026-11-28T12:00:00.000Z' }],
    };
    view.api.setRoutes({ 'GET /claims/:uuid': received });
    await xhr.respond(200, received);

    expect(await screen.findByRole('region', { name: 'Documents received' })).toHaveTextContent(
      'A person answers within 2 working days.',
    );
    const files = within(region('Invoices and documents')).getAllByRole('listitem');
    expect(files.map((f) => f.textContent)).toEqual([
      expect.stringMatching(/^invoice\.pdf \(20 KB\)Download$/),
      expect.stringMatching(/^clinical-notes\.pdf \(3 KB\)Sent later · .*Download$/),
    ]);
    expect(screen.queryByRole('form', { name: 'Send it to us' })).toBeNull();
  });

  it('watches a claim being decided and paid without a reload, then stops asking', async () => {
    const approved: Claim = {
      ...paid,
      status: 'APPROVED',
      payout: null,
      paidCents: null,
      history: paid.history.slice(0, 2),
    };
    const answers = [submitted, approved, paid];
    const view = open(() => answers.shift() ?? paid);
    expect(await screen.findByText(/most claims are decided in seconds/)).toHaveTextContent(
      'Deciding… most claims are decided in seconds.',
    );
    expect(region('Amounts')).toHaveTextContent('Estimated at filing$162.00');
    expect(region('Amounts')).toHaveTextContent('DecisionNot yet');

    expect(await screen.findByTestId('payout')).toHaveTextContent(
      'Paid $162.00 to Visa ending 4242 on Nov 21, 2026, reference PO-2026-000042.',
    );
    expect(region('Amounts')).toHaveTextContent('Approved$162.00');
    expect(region('Amounts')).toHaveTextContent('Deductible this bill met$20.00');
    expect(stepTitles()).toEqual(['Filed', 'Approved · $162.00', 'Paid $162.00 to Visa ending 4242']);
    expect(screen.getByText('This claim is now paid.')).toBeInTheDocument();

    const asked = view.api.callsTo('GET /claims/:uuid').length;
    expect(asked).toBe(3);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(view.api.callsTo('GET /claims/:uuid')).toHaveLength(asked);
  });

  it('asks where to pay an approved claim when there is nowhere to pay it', async () => {
    const approved: Claim = {
      ...paid,
      status: 'APPROVED',
      payout: null,
      paidCents: null,
      history: paid.history.slice(0, 2),
    };
    open(approved, { 'GET /me/payout-method/': { method: null, describe: null } });
    const link = await screen.findByRole('link', { name: 'add a bank account' });
    expect(link).toHaveAttribute('href', '/dashboard/profile#payouts');
    expect(link.closest('[role="status"]')).toHaveTextContent('Approved: $162.00. We have nowhere to pay it yet');
    expect(document.body).not.toHaveTextContent('on its way');
  });

  it('says where an approved claim is being paid when there is a payout method', async () => {
    const approved: Claim = {
      ...paid,
      status: 'APPROVED',
      payout: null,
      paidCents: null,
      history: paid.history.slice(0, 2),
    };
    open(approved, { 'GET /me/payout-method/': fixtures.payoutSettings() });
    expect(await screen.findByText(/The payment is on its way to Visa ending 4242/)).toBeInTheDocument();
    expect(region('Amounts')).toHaveTextContent('Not paid yet.');
  });

  it('shows not found, and nothing of the claim, for another customer’s claim id', async () => {
    const view = renderDashboard('/dashboard/claims/c0ffee00-0000-4000-8000-000000000000', {
      'GET /claims/:uuid': apiError(404, 'NotFound', 'Claim not found'),
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'We can’t find that page' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Amounts' })).toBeNull();
    // Not retried: one request, one answer.
    expect(view.api.callsTo('GET /claims/:uuid')).toHaveLength(1);
  });
});
