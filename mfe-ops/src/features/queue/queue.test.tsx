// The review queue: oldest waiting first, each claim with the engine's reasons, the amounts and the time waited,
// linking to the claim; the "Information requested" tab asks for those claims; more pages on "Show more claims".
import { screen, waitFor, within } from '@testing-library/react';
import type { OpsQueue, OpsQueueItem } from '@tailwise/shared/contract';
import { fixtures } from '@tailwise/shared/testing';
import { opsKeys } from '../common/api/query-keys';
import { ADJUSTER, fixNow, renderOps } from '../common/ops-test-setup.test-support';

/** One page as the API answers it: the last page unless a cursor is given. */
const queuePage = (claims: OpsQueueItem[], more: Partial<OpsQueue> = {}): OpsQueue => ({
  claims,
  nextCursor: null,
  total: claims.length,
  ...more,
});

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
      'GET /ops/claims/': queuePage([newer, older]),
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
      'GET /ops/claims/': ({ query }) => queuePage(query.status === 'INFO_REQUESTED' ? [waiting] : []),
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
      'GET /ops/claims/': () => (answer === 'fail' ? { status: 503 } : queuePage([older])),
    });
    expect(await screen.findByText('We couldn’t load the queue.')).toBeInTheDocument();
    answer = 'ok';
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'CLM-0A1B2C3D' })).toBeInTheDocument();
  });

  describe('a page at a time', () => {
    const claimsFrom = (from: number, count: number) =>
      Array.from({ length: count }, (_, i) =>
        fixtures.opsQueueItem({
          uuid: `00000000-0000-4000-8000-${String(from + i).padStart(12, '0')}`,
          claimNumber: `CLM-${String(from + i).padStart(8, '0')}`,
          waitingSince: new Date(Date.UTC(2026, 10, 20, 0, from + i)).toISOString(),
        }),
      );
    const firstPage = claimsFrom(1, 50);
    const secondPage = claimsFrom(51, 3);
    const rowsOf = () =>
      within(screen.getByRole('list', { name: 'Claims, oldest waiting first' }))
        .getAllByRole('listitem')
        .filter((li) => li.hasAttribute('data-claim'))
        .map((li) => li.getAttribute('data-claim'));

    it('shows the first page, then fetches the next with its cursor and appends it below', async () => {
      const { api, user } = renderOps('/ops', {
        'GET /ops/claims/': ({ query }) =>
          query.cursor === 'after-50'
            ? queuePage(secondPage, { total: 53 })
            : queuePage(firstPage, { nextCursor: 'after-50', total: 53 }),
      });
      expect(await screen.findByText('53 claims, oldest 50 shown')).toBeInTheDocument();
      expect(rowsOf()).toEqual(firstPage.map((c) => c.uuid));
      expect(api.callsTo('GET /ops/claims/').map((c) => c.query)).toEqual([{ status: 'IN_REVIEW' }]);

      await user.click(screen.getByRole('button', { name: 'Show more claims' }));
      expect(await screen.findByRole('link', { name: 'CLM-00000053' })).toBeInTheDocument();
      expect(api.callsTo('GET /ops/claims/').map((c) => c.query)).toEqual([
        { status: 'IN_REVIEW' },
        { status: 'IN_REVIEW', cursor: 'after-50' },
      ]);
      expect(rowsOf()).toEqual([...firstPage, ...secondPage].map((c) => c.uuid));
      expect(screen.getByText('53 claims')).toBeInTheDocument();
      // The button has gone: the keyboard carries on from the first claim the page brought.
      await waitFor(() => expect(screen.getByRole('link', { name: 'CLM-00000051' })).toHaveFocus());
      // The last page says there is no other: nothing more to ask for.
      expect(screen.queryByRole('button', { name: 'Show more claims' })).not.toBeInTheDocument();
    });

    it('asks every loaded page again when a decision invalidates the queues, each from the fresh page before it', async () => {
      // After a decision the first claim has gone: the first page now ends one claim later.
      let decided = false;
      const { api, user, queryClient } = renderOps('/ops', {
        'GET /ops/claims/': ({ query }) => {
          if (!decided)
            return query.cursor === 'after-50'
              ? queuePage(secondPage, { total: 53 })
              : queuePage(firstPage, { nextCursor: 'after-50', total: 53 });
          return query.cursor === 'after-51'
            ? queuePage(secondPage.slice(1), { total: 52 })
            : queuePage([...firstPage.slice(1), secondPage[0]!], { nextCursor: 'after-51', total: 52 });
        },
      });
      await user.click(await screen.findByRole('button', { name: 'Show more claims' }));
      expect(await screen.findByRole('link', { name: 'CLM-00000053' })).toBeInTheDocument();

      decided = true;
      await (await queryClient()).invalidateQueries({ queryKey: opsKeys.queues(ADJUSTER.user.uid) });
      await waitFor(() => expect(screen.getByText('52 claims')).toBeInTheDocument());
      expect(rowsOf()).toEqual([...firstPage.slice(1), ...secondPage].map((c) => c.uuid));
      expect(api.callsTo('GET /ops/claims/').map((c) => c.query.cursor)).toEqual([
        undefined,
        'after-50',
        undefined,
        'after-51',
      ]);
    });

    it('keeps the claims shown when the next page fails, and asks for it again on Try again', async () => {
      let answer: 'fail' | 'ok' = 'fail';
      const { user } = renderOps('/ops', {
        'GET /ops/claims/': ({ query }) =>
          query.cursor === 'after-50'
            ? answer === 'fail'
              ? { status: 503 }
              : queuePage(secondPage, { total: 53 })
            : queuePage(firstPage, { nextCursor: 'after-50', total: 53 }),
      });
      await user.click(await screen.findByRole('button', { name: 'Show more claims' }));
      expect(await screen.findByText('We couldn’t load more claims.')).toBeInTheDocument();
      expect(rowsOf()).toHaveLength(50);
      answer = 'ok';
      await user.click(screen.getByRole('button', { name: 'Try again' }));
      expect(await screen.findByRole('link', { name: 'CLM-00000053' })).toBeInTheDocument();
      expect(screen.queryByText('We couldn’t load more claims.')).not.toBeInTheDocument();
      await waitFor(() => expect(screen.getByRole('link', { name: 'CLM-00000051' })).toHaveFocus());
    });
  });
});
