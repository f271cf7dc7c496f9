import { screen, waitFor, within } from '@testing-library/react';
import { apiError, fixtures, type FakeRoutes } from '@tailwise/shared/testing';
import {
  claimSummary,
  fixToday,
  miso,
  MISO_UUID,
  renderDashboard,
  rex,
  rexPolicy,
  rexWellness,
} from '../common/dashboard-test-setup.test-support';
import { runningWaitingPeriods } from './cover';

beforeEach(() => fixToday('2026-11-28'));
afterEach(() => jest.useRealTimers());

// The API's billing schedule decides the next payment (a date and sum the dashboard would not work out itself).
const customer = fixtures.me({
  insuranceAgreements: [rexPolicy],
  purchaseAgreements: [rexWellness],
  nextPayment: { date: '2026-12-24', amountCents: 9_123, agreements: [rexPolicy.uuid, rexWellness.uuid] },
});
const claims = [
  claimSummary({ uuid: 'a06c7b8d-9eaf-4b01-82c3-d4e5f6a7b8c1', status: 'IN_REVIEW', amountCents: 42_000 }),
  claimSummary({ uuid: 'a06c7b8d-9eaf-4b01-82c3-d4e5f6a7b8c2', status: 'PAID', amountCents: 9_900, paidCents: 8_000 }),
];

const routes = (overrides: FakeRoutes = {}): FakeRoutes => ({
  'GET /me/': customer,
  'GET /pets/': { pets: [rex, miso] },
  'GET /claims/': { claims },
  ...overrides,
});

describe('cover rules', () => {
  it('lists only the waiting periods that have not ended, soonest first', () => {
    expect(runningWaitingPeriods(rexPolicy, '2026-11-28').map((w) => [w.label, w.coveredFrom, w.length])).toEqual([
      ['Illnesses', '2026-12-05', '14 days'],
      ['Cruciate ligament', '2027-05-21', '6 months'],
    ]);
    expect(runningWaitingPeriods(rexPolicy, '2027-05-21')).toEqual([]);
  });
});

describe('Overview page', () => {
  it('shows each pet’s cover, the next payment, open claims and calls to action', async () => {
    renderDashboard('/dashboard', routes());

    expect(await screen.findByRole('heading', { level: 1, name: 'Hi, Ada' })).toBeInTheDocument();
    const rexCard = await screen.findByRole('article', { name: 'Rex' });
    const insurance = within(rexCard).getByLabelText('Rex’s insurance');
    expect(insurance).toHaveTextContent('Deductible$500 a year');
    expect(insurance).toHaveTextContent('Reimbursement90%');
    expect(insurance).toHaveTextContent('Yearly limit$10,000');
    expect(insurance).toHaveTextContent('StartedNov 21, 2026');
    expect(within(rexCard).getByRole('heading', { level: 4, name: /Accident & illness insurance/ })).toHaveTextContent(
      'Active',
    );
    const waiting = within(rexCard).getByText('Waiting periods still running').nextElementSibling!;
    expect(waiting).toHaveTextContent('Illnesses: covered from Dec 5, 2026 (14 days)');
    expect(waiting).toHaveTextContent('Cruciate ligament: covered from May 21, 2027 (6 months)');
    expect(waiting).not.toHaveTextContent('Accidents');
    expect(rexCard).toHaveTextContent('$110.00 left of $110.00 this plan year');
    expect(within(rexCard).queryByRole('link', { name: /Get insurance/ })).toBeNull();

    const misoCard = screen.getByRole('article', { name: 'Miso' });
    expect(within(misoCard).getByRole('link', { name: 'Get insurance for Miso' })).toHaveAttribute(
      'href',
      `/insurance?pet=${MISO_UUID}`,
    );
    expect(within(misoCard).getByRole('link', { name: 'Add wellness for Miso' })).toHaveAttribute(
      'href',
      `/wellness?pet=${MISO_UUID}`,
    );

    const payment = screen.getByRole('region', { name: 'Next payment' });
    expect(payment).toHaveTextContent('$91.23');
    expect(payment).toHaveTextContent('on Dec 24, 2026 for 2 plans');

    const open = screen.getByRole('region', { name: 'Open claims' });
    await waitFor(() => expect(within(open).getAllByRole('listitem')).toHaveLength(1));
    expect(within(open).getByRole('link', { name: /Rex: \$420\.00/ })).toHaveAttribute(
      'href',
      '/dashboard/claims/a06c7b8d-9eaf-4b01-82c3-d4e5f6a7b8c1',
    );
    expect(within(open).getByText('In review')).toBeInTheDocument();

    const actions = screen.getByRole('navigation', { name: 'Quick actions' });
    expect(within(actions).getByRole('link', { name: 'File a claim' })).toHaveAttribute(
      'href',
      '/dashboard/claims#file-a-claim',
    );
    expect(within(actions).getByRole('link', { name: 'Add a pet' })).toHaveAttribute('href', '/new');
    expect(within(actions).getByRole('link', { name: 'Refer a friend' })).toHaveAttribute('href', '/dashboard/refer');
    const nav = screen.getByRole('navigation', { name: 'Your account' });
    expect(within(nav).getByRole('link', { name: 'Overview' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Claims' })).not.toHaveAttribute('aria-current');
  });

  it('welcomes a new customer with no pets and points to adding one', async () => {
    renderDashboard(
      '/dashboard',
      routes({ 'GET /me/': fixtures.me(), 'GET /pets/': { pets: [] }, 'GET /claims/': { claims: [] } }),
    );
    const empty = await screen.findByRole('region', { name: 'No pets on your account yet' });
    expect(within(empty).getByRole('link', { name: 'Add your first pet' })).toHaveAttribute('href', '/new');
    expect(screen.getByRole('region', { name: 'Next payment' })).toHaveTextContent('No payments coming up.');
    expect(screen.getByRole('region', { name: 'Open claims' })).toHaveTextContent('No claims in progress.');
  });

  it('offers to resend the verification link and says whether it went', async () => {
    const view = renderDashboard(
      '/dashboard',
      routes({ 'POST /me/verify_email/': { sent: true, expiresAt: '2026-11-29T12:00:00.000Z' } }),
    );
    const banner = await screen.findByRole('region', { name: 'Please confirm your email address' });
    expect(banner).toHaveTextContent('ada@example.com');
    await view.user.click(within(banner).getByRole('button', { name: 'Resend the link' }));
    expect(await within(banner).findByText(/Sent\. Check ada@example\.com for a new link/)).toBeInTheDocument();
    expect(view.api.callsTo('POST /me/verify_email/')).toHaveLength(1);

    view.api.setRoutes({ 'POST /me/verify_email/': apiError(429, 'RateLimited', 'Too many requests') });
    await view.user.click(within(banner).getByRole('button', { name: 'Send another link' }));
    expect(await within(banner).findByRole('alert')).toHaveTextContent('Too many requests. Please wait a minute');
  });

  it('shows no banner once the email is verified', async () => {
    renderDashboard('/dashboard', routes({ 'GET /me/': fixtures.me({ emailVerified: true }) }));
    await screen.findByRole('heading', { level: 1, name: 'Hi, Ada' });
    await screen.findByRole('article', { name: 'Rex' });
    expect(screen.queryByRole('region', { name: 'Please confirm your email address' })).toBeNull();
  });
});

describe('an unfinished quote', () => {
  const LEAD = '0f3c2b1a-4d5e-4f60-8a7b-9c8d7e6f5a4b';
  const unfinished = (petNames: string[], petCount = petNames.length) => ({
    unfinishedQuote: {
      leadUuid: LEAD,
      petNames,
      petCount,
      resumePath: `/onboard?lid=${LEAD}`,
      savedAt: '2026-11-27T10:00:00.000Z',
    },
  });

  it('offers "Finish buying Pepper’s plan", linking to the quiz where the quote resumes', async () => {
    const view = renderDashboard('/dashboard', routes({ 'GET /me/unfinished-quote/': unfinished(['Pepper']) }));
    const card = await screen.findByRole('region', { name: 'Finish buying Pepper’s plan' });
    expect(within(card).getByRole('link', { name: 'Finish buying' })).toHaveAttribute('href', `/onboard?lid=${LEAD}`);
    expect(view.api.callsTo('GET /me/unfinished-quote/')).toHaveLength(1);
  });

  it('names every pet of a larger cart', async () => {
    renderDashboard('/dashboard', routes({ 'GET /me/unfinished-quote/': unfinished(['Pepper', 'Salt', 'Bo']) }));
    expect(await screen.findByRole('region', { name: 'Finish buying plans for Pepper, Salt and Bo' })).toBeVisible();
  });

  it('shows nothing when there is none', async () => {
    const view = renderDashboard('/dashboard', routes());
    expect(await screen.findByRole('heading', { level: 1, name: 'Hi, Ada' })).toBeInTheDocument();
    await waitFor(() => expect(view.api.callsTo('GET /me/unfinished-quote/')).toHaveLength(1));
    expect(screen.queryByRole('region', { name: /^Finish buying/ })).toBeNull();
  });
});
