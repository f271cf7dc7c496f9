// The reviews page and the home page's quote read the API's published reviews: first name, state and "Verified
// customer" for a customer's, a visible "Sample review" label for demo data, and the API's average and count.
import { screen, within } from '@testing-library/react';
import { notifyRouteRendered } from '@tailwise/shared';
import { fixtures, renderRemote } from '@tailwise/shared/testing';
import ReviewsPage from './ReviewsPage';

const real = fixtures.review({
  uuid: '11111111-2222-4333-8444-555555555555',
  firstName: 'Ada',
  state: 'PA',
  stars: 4,
  text: 'Paid within the week, and the app showed how.',
});
const sample = fixtures.review({
  uuid: '66666666-7777-4888-9999-000000000000',
  firstName: 'Renee',
  state: 'OH',
  stars: 5,
  verifiedCustomer: false,
  sample: true,
  text: 'A demo review of a knee surgery claim.',
});
// The review parts load lazily (with React Query and the contract), which takes a moment in jsdom.
const loaded = { timeout: 10_000 };

// The review parts wait for the route to have rendered (the shell marks it) before loading.
beforeAll(() => notifyRouteRendered());

const page = fixtures.reviewList({
  reviews: [real, sample],
  summary: {
    count: 37,
    averageStars: 4.3,
    sampleCount: 1,
    distribution: [
      { stars: 5, count: 20 },
      { stars: 4, count: 10 },
      { stars: 3, count: 4 },
      { stars: 2, count: 2 },
      { stars: 1, count: 1 },
    ],
  },
});

describe('ReviewsPage', () => {
  it('shows the API’s reviews with first name, state and verified customer, and its average and count', async () => {
    const { api } = renderRemote({
      ui: <ReviewsPage />,
      api: { 'GET /reviews/': page },
      route: '/reviews',
      queryScope: 'page',
    });
    const ada = (await screen.findByText(real.text, {}, loaded)).closest('article')!;
    expect(within(ada).getByText('Ada, PA')).toBeInTheDocument();
    expect(within(ada).getByText('Verified customer')).toBeInTheDocument();
    expect(within(ada).getByRole('img', { name: '4 out of 5 stars' })).toBeInTheDocument();
    expect(within(ada).queryByText('Sample review')).not.toBeInTheDocument();
    expect(screen.getByText('4.3')).toBeInTheDocument();
    expect(screen.getByText('37 reviews')).toBeInTheDocument();
    expect(api.calls[0]).toMatchObject({ method: 'GET', path: '/reviews/' });
  });

  it('labels a demo review "Sample review", never "Verified customer", and says the summary includes samples', async () => {
    renderRemote({ ui: <ReviewsPage />, api: { 'GET /reviews/': page }, route: '/reviews', queryScope: 'page' });
    const renee = (await screen.findByText(sample.text, {}, loaded)).closest('article')!;
    expect(within(renee).getByText('Sample review')).toBeInTheDocument();
    expect(within(renee).queryByText('Verified customer')).not.toBeInTheDocument();
    expect(screen.getByText(/includes 1 sample review/i)).toBeInTheDocument();
  });

  it('asks for the next page', async () => {
    const { api, user } = renderRemote({
      ui: <ReviewsPage />,
      api: { 'GET /reviews/': ({ query }) => ({ ...page, page: Number(query?.page ?? 1), perPage: 2 }) },
      route: '/reviews',
      queryScope: 'page',
    });
    await user.click(await screen.findByRole('button', { name: 'Older reviews' }, loaded));
    await screen.findByText('Page 2 of 19');
    expect(api.calls.at(-1)).toMatchObject({ path: '/reviews/', query: { page: '2' } });
  });

  it('says so when there are no reviews yet, inventing none', async () => {
    renderRemote({
      ui: <ReviewsPage />,
      api: { 'GET /reviews/': fixtures.reviewList({ reviews: [] }) },
      route: '/reviews',
      queryScope: 'page',
    });
    expect(await screen.findByText(/No reviews yet/, {}, loaded)).toBeInTheDocument();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });
});
