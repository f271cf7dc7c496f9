// The reviews page: every review newest first with who wrote it; Hide asks for a reason (and a note with "Other")
// and the card turns hidden with who and why; Restore puts it back; the filter and the page are in the address;
// the staff area's navigation leads here from the claims queue.
import { screen, waitFor, within } from '@testing-library/react';
import type { OpsReview } from '@tailwise/shared/contract';
import { apiError, fixtures, type FakeRoutes } from '@tailwise/shared/testing';
import { renderOps } from '../common/ops-test-setup.test-support';

const published = fixtures.opsReview({
  uuid: '11111111-2222-4333-8444-555555555555',
  firstName: 'Dana',
  state: 'OH',
  stars: 1,
  text: 'Dr. Smith at the clinic is useless and so is this company.',
  publishedOn: '2026-11-25',
  customer: { uuid: '0c2b7f5e-3d4a-4b8c-9e1f-2a3b4c5d6e7f', email: 'dana@example.com' },
});
const hidden = fixtures.opsReview({
  uuid: '66666666-7777-4888-8999-000000000000',
  firstName: 'Lee',
  state: 'TX',
  stars: 2,
  text: 'My neighbour’s fence is a disgrace and nobody will fix it.',
  publishedOn: '2026-11-20',
  status: 'HIDDEN',
  hidden: {
    at: '2026-11-21T10:00:00.000Z',
    by: 'grace@tailwise.example',
    reason: 'NOT_ABOUT_SERVICE',
    note: 'About a fence',
  },
});

/** A fake API that remembers hides and restores, as the real one does. */
function server(reviews: OpsReview[] = [published, hidden]): FakeRoutes {
  let rows = [...reviews];
  const replace = (next: OpsReview) => {
    rows = rows.map((r) => (r.uuid === next.uuid ? next : r));
    return next;
  };
  return {
    'GET /ops/reviews/': ({ query }) => {
      const shown = rows.filter((r) => !query.status || query.status === 'ALL' || r.status === query.status);
      return fixtures.opsReviewList({ reviews: shown, total: shown.length, page: Number(query.page ?? 1) });
    },
    'POST /ops/reviews/:uuid/hide/': ({ params, body }) => {
      const row = rows.find((r) => r.uuid === params.uuid)!;
      return replace({
        ...row,
        status: 'HIDDEN',
        hidden: {
          at: '2026-11-26T15:00:00.000Z',
          by: 'grace@tailwise.example',
          reason: body.reason,
          note: body.note ?? null,
        },
      });
    },
    'POST /ops/reviews/:uuid/restore/': ({ params }) => {
      const row = rows.find((r) => r.uuid === params.uuid)!;
      return replace({
        ...row,
        status: 'PUBLISHED',
        hidden: null,
        restored: { at: '2026-11-26T15:05:00.000Z', by: 'grace@tailwise.example' },
      });
    },
  };
}

const card = (name: RegExp) => screen.findByRole('listitem', { name });

describe('the reviews page', () => {
  it('lists reviews newest first, published and hidden, with the customer and, when hidden, who hid it and why', async () => {
    const { api } = renderOps('/ops/reviews', server());
    const list = await screen.findByRole('list', { name: 'Reviews, newest first' });
    expect(api.callsTo('GET /ops/reviews/')[0]!.query).toEqual({ status: 'ALL', page: '1', per_page: '20' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((li) => li.getAttribute('data-review'))).toEqual([published.uuid, hidden.uuid]);
    expect(screen.getByText('2 reviews')).toBeInTheDocument();

    const dana = within(items[0]!);
    expect(dana.getByRole('heading', { name: 'Dana, OH' })).toBeInTheDocument();
    expect(dana.getByText('Published')).toBeInTheDocument();
    expect(dana.getByRole('img', { name: '1 out of 5 stars' })).toBeInTheDocument();
    expect(dana.getByText('dana@example.com')).toBeInTheDocument();
    expect(dana.getByText(published.text)).toBeInTheDocument();
    expect(dana.getByRole('button', { name: 'Hide' })).toBeInTheDocument();

    const lee = within(items[1]!);
    expect(lee.getByText('Hidden', { exact: true })).toBeInTheDocument();
    expect(lee.getByText('Hidden: Not about our service')).toBeInTheDocument();
    expect(items[1]).toHaveTextContent(/by grace@tailwise\.example, Nov 21, 2026/);
    expect(items[1]).toHaveTextContent('Note: “About a fence”');
    expect(lee.getByRole('button', { name: 'Restore' })).toBeInTheDocument();
    expect(lee.queryByRole('button', { name: 'Hide' })).not.toBeInTheDocument();
  });

  it('hides a review only with a reason, needs a note with “Other”, and shows it hidden with who and why', async () => {
    const { api, user } = renderOps('/ops/reviews', server());
    const dana = within(await card(/Dana/));
    await user.click(dana.getByRole('button', { name: 'Hide' }));
    await user.click(dana.getByRole('button', { name: 'Hide review' }));
    await waitFor(() =>
      expect(dana.getByLabelText('Reason')).toHaveAccessibleDescription('Choose why the review is hidden'),
    );
    await user.selectOptions(dana.getByLabelText('Reason'), 'Other (say why in the note)');
    await user.click(dana.getByRole('button', { name: 'Hide review' }));
    await waitFor(() =>
      expect(dana.getByLabelText(/Note for staff/)).toHaveAccessibleDescription(/Say why the review is hidden/),
    );
    expect(api.callsTo('POST /ops/reviews/:uuid/hide/')).toHaveLength(0);

    await user.selectOptions(dana.getByLabelText('Reason'), 'Personal data (a name, contact details)');
    await user.type(dana.getByLabelText(/Note for staff/), 'Names a vet');
    await user.click(dana.getByRole('button', { name: 'Hide review' }));
    await waitFor(() => expect(api.callsTo('POST /ops/reviews/:uuid/hide/')).toHaveLength(1));
    const call = api.callsTo('POST /ops/reviews/:uuid/hide/')[0]!;
    expect(call.params).toEqual({ uuid: published.uuid });
    expect(call.body).toEqual({ reason: 'PERSONAL_DATA', note: 'Names a vet' });

    expect(await dana.findByText(/Hidden: Personal data \(a name, contact details\)\. It is off/)).toBeInTheDocument();
    expect(dana.getByText('Hidden', { exact: true })).toBeInTheDocument();
    expect(dana.getByRole('button', { name: 'Restore' })).toBeInTheDocument();
    // Every page of the list is asked again after the change.
    await waitFor(() => expect(api.callsTo('GET /ops/reviews/').length).toBeGreaterThan(1));
  });

  it('puts the server’s refusal on the field it names', async () => {
    const { user } = renderOps('/ops/reviews', {
      ...server(),
      'POST /ops/reviews/:uuid/hide/': apiError(400, 'ValidationError', 'Some body fields are missing or invalid', {
        note: 'Use at most 500 characters',
      }),
    });
    const dana = within(await card(/Dana/));
    await user.click(dana.getByRole('button', { name: 'Hide' }));
    await user.selectOptions(dana.getByLabelText('Reason'), 'Abusive or offensive');
    await user.click(dana.getByRole('button', { name: 'Hide review' }));
    await waitFor(() =>
      expect(dana.getByLabelText(/Note for staff/)).toHaveAccessibleDescription(/Use at most 500 characters/),
    );
    expect(dana.getByText('Published')).toBeInTheDocument();
  });

  it('restores a hidden review', async () => {
    const { api, user } = renderOps('/ops/reviews', server());
    const lee = within(await card(/Lee/));
    await user.click(lee.getByRole('button', { name: 'Restore' }));
    expect(await lee.findByText(/Restored: it is back on the reviews page/)).toBeInTheDocument();
    expect(api.callsTo('POST /ops/reviews/:uuid/restore/')[0]!.params).toEqual({ uuid: hidden.uuid });
    expect(lee.getByText('Published')).toBeInTheDocument();
    expect(lee.getByRole('button', { name: 'Hide' })).toBeInTheDocument();
  });

  it('filters by status and pages through the list, both in the address', async () => {
    const many = Array.from({ length: 45 }, (_, i) =>
      fixtures.opsReview({ uuid: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`, firstName: `R${i}` }),
    );
    const { api, user, path } = renderOps('/ops/reviews', {
      ...server(),
      'GET /ops/reviews/': ({ query }) =>
        query.status === 'HIDDEN'
          ? fixtures.opsReviewList({ reviews: [hidden] })
          : fixtures.opsReviewList({
              reviews: many.slice((Number(query.page) - 1) * 20, Number(query.page) * 20),
              page: Number(query.page),
              total: many.length,
            }),
    });
    expect(await screen.findByText('45 reviews · page 1 of 3')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Newer' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Older' }));
    expect(await screen.findByText('45 reviews · page 2 of 3')).toBeInTheDocument();
    expect(path()).toBe('/ops/reviews?page=2');
    expect(api.callsTo('GET /ops/reviews/').at(-1)!.query).toMatchObject({ page: '2' });

    await user.click(screen.getByRole('link', { name: 'Hidden' }));
    expect(await screen.findByText('1 review')).toBeInTheDocument();
    expect(path()).toBe('/ops/reviews?status=HIDDEN');
    expect(api.callsTo('GET /ops/reviews/').at(-1)!.query).toEqual({ status: 'HIDDEN', page: '1', per_page: '20' });
    expect(screen.getByRole('link', { name: 'Hidden' })).toHaveAttribute('aria-current', 'page');
  });

  it('is reached from the claims queue through the staff area’s navigation', async () => {
    const { user, path } = renderOps('/ops', {
      ...server(),
      'GET /ops/claims/': { claims: [], nextCursor: null, total: 0 },
    });
    const nav = await screen.findByRole('navigation', { name: 'Staff area' });
    expect(within(nav).getByRole('link', { name: 'Claims to review' })).toHaveAttribute('aria-current', 'page');
    await user.click(within(nav).getByRole('link', { name: 'Reviews' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Reviews' })).toBeInTheDocument();
    expect(path()).toBe('/ops/reviews');
    expect(
      within(screen.getByRole('navigation', { name: 'Staff area' })).getByRole('link', { name: 'Reviews' }),
    ).toHaveAttribute('aria-current', 'page');
  });
});
