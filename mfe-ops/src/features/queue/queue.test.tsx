// The review queue: oldest waiting first, each claim with the engine's reasons, the amounts and the time waited,
// linking to the claim; the "Information requested" tab asks for those claims.
import { screen, within } from '@testing-library/react';
import { fixtures } from '@tailwise/shared/testing';
import { fixNow, renderOps } from '../common/ops-test-setup.test-support';

const older = fixtures.opsQueueItem({
  uuid: '0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d',
  claimNumber: 'CLM-0A1B2C3D',
  petName: 'Miso',
  customerName: 'Grace Hopper',
  amountCents: 120_000,
  proposedCents: 98_000,
  reasons: [
    { code: 'POSSIBLE_DUPLICATE', text: 'Another claim for Miso has the same date and amount' },
    { code: 'MANY_RECENT_CLAIMS', text: 'Four claims in thirty days' },
  ],
  waitingSince: '2026-11-26T11:48:00Z',
});
const newer = fixtures.opsQueueItem({ waitingSince: '2026-11-26T14:30:00Z' });

afterEach(() => jest.useRealTimers());

describe('the review queue', () => {
  it('lists claims in review oldest first, with reasons, amounts and the time waited, each linking to its claim', async () => {
    fixNow('2026-11-26T15:00:00Z');
    // The API's order is oldest first; the page keeps that order even if an answer were not.
    const { api, user, path } = renderOps('/ops', {
      'GET /ops/claims/': { claims: [newer, older] },
      'GET /ops/claims/:uuid': fixtures.opsClaim({ ...older }),
      'GET /ops/claims/:uuid/invoices/:invoiceId': new Blob(['%PDF-1.4']),
    });
    const list = await screen.findByRole('list', { name: 'Claims, oldest waiting first' });
    expect(api.callsTo('GET /ops/claims/')[0]!.query).toEqual({ status: 'IN_REVIEW' });
    const rows = within(list)
      .getAllByRole('listitem')
      .filter((li) => li.hasAttribute('data-claim'));
    expect(rows.map((row) => row.getAttribute('data-claim'))).toEqual([older.uuid, newer.uuid]);

    const first = within(rows[0]!);
    expect(first.getByText('waiting 3 h 12 min')).toBeInTheDocument();
    expect(first.getByText('Another claim for Miso has the same date and amount')).toBeInTheDocument();
    expect(first.getByText('Four claims in thirty days')).toBeInTheDocument();
    expect(first.getByText('Bill $1,200.00')).toBeInTheDocument();
    expect(first.getByText('Proposed $980.00')).toBeInTheDocument();
    expect(first.getByText(/Miso · Grace Hopper/)).toBeInTheDocument();
    expect(within(rows[1]!).getByText('waiting 30 min')).toBeInTheDocument();

    await user.click(first.getByRole('link', { name: 'CLM-0A1B2C3D' }));
    expect(path()).toBe(`/ops/claims/${older.uuid}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Claim CLM-0A1B2C3D' })).toBeInTheDocument();
  });

  it('shows the claims waiting for a customer’s answer on their own tab', async () => {
    const waiting = fixtures.opsQueueItem({ status: 'INFO_REQUESTED', claimNumber: 'CLM-INFO0001' });
    const { api, user } = renderOps('/ops', {
      'GET /ops/claims/': ({ query }) => ({ claims: query.status === 'INFO_REQUESTED' ? [waiting] : [] }),
    });
    expect(await screen.findByText('No claims are waiting for a review.')).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Information requested' }));
    expect(await screen.findByRole('link', { name: 'CLM-INFO0001' })).toBeInTheDocument();
    expect(screen.getByText(/^waiting for the customer /)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Information requested' })).toHaveAttribute('aria-current', 'page');
    expect(api.callsTo('GET /ops/claims/').map((c) => c.query.status)).toEqual(['IN_REVIEW', 'INFO_REQUESTED']);
  });

  it('says when the queue did not load, and asks again on Try again', async () => {
    let answer: 'fail' | 'ok' = 'fail';
    const { user } = renderOps('/ops', {
      'GET /ops/claims/': () => (answer === 'fail' ? { status: 503 } : { claims: [older] }),
    });
    expect(await screen.findByText('We couldn’t load the queue.')).toBeInTheDocument();
    answer = 'ok';
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'CLM-0A1B2C3D' })).toBeInTheDocument();
  });
});
