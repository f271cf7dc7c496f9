import { screen, waitFor, within } from '@testing-library/react';
import { apiError, fixtures } from '@tailwise/shared/testing';
import { fixToday, renderDashboard } from '../common/dashboard-test-setup.test-support';
import { claimClinic, timelineSteps } from './ClaimDetailPage';

beforeEach(() => fixToday('2026-11-28'));
afterEach(() => jest.useRealTimers());

const CLAIM_ID = 'a06c7b8d-9eaf-4b01-82c3-d4e5f6a7b8c9';
const INVOICE_ID = 'b17d8c9e-0fa1-4c12-93d4-e5f6a7b8c9d0';

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
    estimatedReimbursementCents: 0,
    note: 'WAITING_PERIOD',
  },
  invoices: [{ id: INVOICE_ID, fileName: 'invoice.pdf', contentType: 'application/pdf', sizeBytes: 20_480 }],
  history: [
    { status: 'SUBMITTED', note: null, at: '2026-11-21T10:00:00.000Z' },
    { status: 'IN_REVIEW', note: null, at: '2026-11-22T10:00:00.000Z' },
    {
      status: 'DENIED',
      note: 'The visit was inside the 14-day illness waiting period.',
      at: '2026-11-23T10:00:00.000Z',
    },
  ],
});

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
    renderDashboard(`/dashboard/claims/${CLAIM_ID}`, { 'GET /claims/:uuid': wellness });
    expect(await screen.findByRole('heading', { level: 1, name: 'Vaccinations claim for Rex' })).toBeInTheDocument();
    const amounts = screen.getByRole('region', { name: 'Amounts' });
    expect(amounts).toHaveTextContent('Paid fromWellness allowance');
    expect(amounts).not.toHaveTextContent('Deductible');
    expect(amounts).toHaveTextContent('more than was left of this service’s allowance');
  });

  it('lays out what happened and what is still to come', () => {
    expect(timelineSteps(fixtures.claim()).map((s) => [s.status, s.at !== null])).toEqual([
      ['SUBMITTED', true],
      ['IN_REVIEW', false],
      ['APPROVED', false],
      ['PAID', false],
    ]);
    expect(timelineSteps(denied).map((s) => s.status)).toEqual(['SUBMITTED', 'IN_REVIEW', 'DENIED']);
  });

  it('shows the timeline, amounts, denial reason and clinic, and downloads an invoice with the token', async () => {
    const view = renderDashboard(`/dashboard/claims/${CLAIM_ID}`, {
      'GET /claims/:uuid': (request) =>
        request.params.uuid === CLAIM_ID ? denied : apiError(404, 'NotFound', 'Claim not found'),
      'GET /claims/:uuid/invoices/:invoiceId': new Blob(['%PDF-1.4'], { type: 'application/pdf' }),
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Illness claim for Rex' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Why this claim was denied: The visit was inside the 14-day illness waiting period.',
    );
    const status = screen.getByRole('region', { name: 'Status' });
    const steps = within(status).getAllByRole('listitem');
    expect(steps.map((s) => s.querySelector('strong')?.textContent)).toEqual(['Submitted', 'In review', 'Denied']);
    expect(steps[2]).toHaveAttribute('aria-current', 'step');
    const amounts = screen.getByRole('region', { name: 'Amounts' });
    expect(amounts).toHaveTextContent('Claimed$420.00');
    expect(amounts).toHaveTextContent('Estimated reimbursement$0.00');
    expect(amounts).toHaveTextContent('Paid$0.00');
    expect(screen.getByRole('region', { name: 'Details' })).toHaveTextContent('Clinic: Happy PawsEar infection');

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
