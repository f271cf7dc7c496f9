// The overview offers "Write a review" only to a customer the API says may write one; the form sends stars and text,
// puts the API's refusal on the text field keeping what was typed, and an existing review can be rewritten.
import { screen, waitFor, within } from '@testing-library/react';
import { apiError, fixtures, type FakeRoutes } from '@tailwise/shared/testing';
import { fixToday, renderDashboard, rex } from '../common/dashboard-test-setup.test-support';

beforeEach(() => fixToday('2026-11-28'));
afterEach(() => jest.useRealTimers());

const TEXT = 'Two claims paid within a week, and the app showed how each was worked out.';

const routes = (overrides: FakeRoutes = {}): FakeRoutes => ({
  'GET /me/': fixtures.me(),
  'GET /pets/': { pets: [rex] },
  'GET /claims/': { claims: [] },
  ...overrides,
});

const reviewCard = () => screen.findByRole('region', { name: 'Tell others about Tailwise' });

describe('the overview’s review card', () => {
  it('is not offered while the plan is too new', async () => {
    renderDashboard(
      '/dashboard',
      routes({
        'GET /me/reviews/eligibility': fixtures.reviewEligibility({
          eligible: false,
          reason: 'PLAN_TOO_NEW',
          eligibleOn: '2026-12-20',
        }),
      }),
    );
    await screen.findByRole('heading', { level: 1 });
    await screen.findByRole('article', { name: 'Rex' });
    expect(screen.queryByRole('button', { name: 'Write a review' })).not.toBeInTheDocument();
  });

  it('sends stars and text, and says it is published', async () => {
    const { api, user } = renderDashboard(
      '/dashboard',
      routes({
        'GET /me/reviews/eligibility': fixtures.reviewEligibility(),
        'POST /me/reviews/': ({ body }) => fixtures.myReview({ stars: body.stars, text: body.text }),
      }),
    );
    const card = await reviewCard();
    await user.click(within(card).getByRole('button', { name: 'Write a review' }));
    await user.click(await within(card).findByRole('radio', { name: /4 stars/ }));
    await user.type(within(card).getByLabelText('Your review'), TEXT);
    await user.click(within(card).getByRole('button', { name: 'Publish review' }));
    expect(await within(card).findByText(/Thanks: your review is published/)).toBeInTheDocument();
    expect(api.callsTo('POST /me/reviews/')[0]?.body).toEqual({ stars: 4, text: TEXT });
  });

  it('puts the API’s refusal on the text field and keeps what was typed', async () => {
    const message = 'Remove the phone number: reviews are public, and we never publish contact details.';
    const { user } = renderDashboard(
      '/dashboard',
      routes({
        'GET /me/reviews/eligibility': fixtures.reviewEligibility(),
        'POST /me/reviews/': apiError(422, 'ReviewTextRejected', 'This review cannot be published as written', {
          text: message,
        }),
      }),
    );
    const card = await reviewCard();
    await user.click(within(card).getByRole('button', { name: 'Write a review' }));
    await user.click(await within(card).findByRole('radio', { name: /5 stars/ }));
    const text = within(card).getByLabelText('Your review');
    await user.type(text, 'Call me on 215 555 0143, happy to talk about it.');
    await user.click(within(card).getByRole('button', { name: 'Publish review' }));
    await waitFor(() => expect(text).toHaveAttribute('aria-invalid', 'true'));
    expect(text).toHaveAccessibleDescription(new RegExp(message.slice(0, 30)));
    expect(text).toHaveValue('Call me on 215 555 0143, happy to talk about it.');
    expect(within(card).getByRole('radio', { name: /5 stars/ })).toBeChecked();
  });

  it('checks the stars and the length before sending', async () => {
    const { api, user } = renderDashboard(
      '/dashboard',
      routes({ 'GET /me/reviews/eligibility': fixtures.reviewEligibility() }),
    );
    const card = await reviewCard();
    await user.click(within(card).getByRole('button', { name: 'Write a review' }));
    await user.type(await within(card).findByLabelText('Your review'), 'Too short');
    await user.click(within(card).getByRole('button', { name: 'Publish review' }));
    await waitFor(() => expect(within(card).getByLabelText('Your review')).toHaveAttribute('aria-invalid', 'true'));
    expect(within(card).getByLabelText('Your review')).toHaveAccessibleDescription(/at least 20 characters/);
    expect(within(card).getByRole('radiogroup')).toHaveAccessibleDescription(/Choose from 1 to 5 stars/);
    expect(api.callsTo('POST /me/reviews/')).toHaveLength(0);
  });

  it('shows the review already written, and rewriting starts from it', async () => {
    const mine = fixtures.myReview({ stars: 3, text: TEXT });
    const { user } = renderDashboard(
      '/dashboard',
      routes({ 'GET /me/reviews/eligibility': fixtures.reviewEligibility({ review: mine }) }),
    );
    const card = await reviewCard();
    expect(within(card).getByText(TEXT)).toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: 'Edit your review' }));
    expect(await within(card).findByLabelText('Your review')).toHaveValue(TEXT);
    expect(within(card).getByRole('radio', { name: /3 stars/ })).toBeChecked();
  });

  it('says plainly when staff hid the review, why, and how to reach support, never that it is published', async () => {
    const hidden = fixtures.myReview({
      stars: 1,
      text: TEXT,
      status: 'HIDDEN',
      hiddenOn: '2026-11-20',
      hiddenReason: 'PERSONAL_DATA',
    });
    renderDashboard(
      '/dashboard',
      routes({ 'GET /me/reviews/eligibility': fixtures.reviewEligibility({ review: hidden }) }),
    );
    const card = await reviewCard();
    const notice = within(card).getByRole('status');
    expect(notice).toHaveTextContent(/We’ve hidden your review \(since .*2026\)/);
    expect(notice).toHaveTextContent(/named someone or included personal details/);
    expect(notice).toHaveTextContent(/isn’t shown on our reviews page or counted in our rating/);
    expect(within(notice).getByRole('link', { name: 'support@tailwise.example' })).toHaveAttribute(
      'href',
      'mailto:support@tailwise.example',
    );
    expect(card).not.toHaveTextContent(/published/i);
    expect(within(card).getByText(TEXT)).toBeInTheDocument();
  });

  it('rewriting a hidden review says it stays hidden rather than published', async () => {
    const hidden = fixtures.myReview({ text: TEXT, status: 'HIDDEN', hiddenOn: '2026-11-20', hiddenReason: 'OTHER' });
    const { user } = renderDashboard(
      '/dashboard',
      routes({
        'GET /me/reviews/eligibility': fixtures.reviewEligibility({ review: hidden }),
        'POST /me/reviews/': ({ body }) => ({ ...hidden, stars: body.stars, text: body.text }),
      }),
    );
    const card = await reviewCard();
    expect(card).not.toHaveTextContent(/hidden your review.*It wasn’t|It contained|named someone/);
    await user.click(within(card).getByRole('button', { name: 'Edit your review' }));
    const text = await within(card).findByLabelText('Your review');
    await user.clear(text);
    await user.type(text, 'A calmer word: claims were paid, slowly but fairly.');
    await user.click(within(card).getByRole('button', { name: 'Publish review' }));
    expect(await within(card).findByText('Your changes are saved. Your review stays hidden.')).toBeInTheDocument();
    expect(card).not.toHaveTextContent(/your review is published/);
  });
});
