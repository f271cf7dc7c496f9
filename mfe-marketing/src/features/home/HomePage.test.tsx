// The home page's quote reads the API's newest published reviews and its average and count, and labels demo data.
import { screen, within } from '@testing-library/react';
import { notifyRouteRendered } from '@tailwise/shared';
import { fixtures, renderRemote } from '@tailwise/shared/testing';
import HomePage from './HomePage';

// The review parts wait for the route to have rendered (the shell marks it), then load lazily.
beforeAll(() => notifyRouteRendered());
const loaded = { timeout: 10_000 };

const real = fixtures.review({
  uuid: '11111111-2222-4333-8444-555555555555',
  firstName: 'Ada',
  state: 'PA',
  text: 'Paid within the week.',
});
const sample = fixtures.review({
  uuid: '66666666-7777-4888-9999-000000000000',
  firstName: 'Renee',
  state: 'OH',
  verifiedCustomer: false,
  sample: true,
  text: 'A demo review of a knee surgery claim.',
});
const page = fixtures.reviewList({
  reviews: [real, sample],
  summary: { count: 37, averageStars: 4.3, sampleCount: 1, distribution: fixtures.reviewList().summary.distribution },
});

describe('the home page’s reviews', () => {
  it('quote the newest published reviews with the API’s average and count', async () => {
    renderRemote({
      ui: <HomePage />,
      api: { 'GET /reviews/': page, 'POST /quotes/': fixtures.quote() },
      route: '/',
      queryScope: 'page',
    });
    const quote = (await screen.findByText(real.text, {}, loaded)).closest('figure')!;
    expect(within(quote).getByText('Ada, PA')).toBeInTheDocument();
    expect(within(quote).getByText('Verified customer')).toBeInTheDocument();
    expect(screen.getByText(/4\.3 out of 5/)).toBeInTheDocument();
    expect(screen.getByText(/37 published reviews/)).toBeInTheDocument();
    const demo = (await screen.findByText(sample.text, {}, loaded)).closest('figure')!;
    expect(within(demo).getByText('Sample review')).toBeInTheDocument();
  });
});
