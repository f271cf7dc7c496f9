import { screen, waitFor, within } from '@testing-library/react';
import { fixtures, renderRemote, type FakeRoutes } from '@tailwise/shared/testing';
import ReferPage from './ReferPage';
import { referralLink } from './share-link';

jest.setTimeout(30_000);

const referrals = fixtures.referrals({
  ri: 'cust-ada',
  rpc: 'ADA10',
  percentOff: 10,
  link: 'http://localhost:8080/?ri=cust-ada&rt=CUSTOMER&rpc=ADA10',
  signups: 3,
  rewards: [
    {
      uuid: '11111111-1111-4111-8111-111111111111',
      amountCents: 2500,
      status: 'PAID',
      createdAt: '2026-09-01T10:00:00.000Z',
    },
    {
      uuid: '22222222-2222-4222-8222-222222222222',
      amountCents: 2500,
      status: 'EARNED',
      createdAt: '2026-10-02T10:00:00.000Z',
    },
    {
      uuid: '33333333-3333-4333-8333-333333333333',
      amountCents: 2500,
      status: 'EARNED',
      createdAt: '2026-11-03T10:00:00.000Z',
    },
    {
      uuid: '44444444-4444-4444-8444-444444444444',
      amountCents: 2500,
      status: 'PENDING',
      freeLookEndsOn: '2026-12-20',
      createdAt: '2026-11-20T10:00:00.000Z',
    },
    {
      uuid: '55555555-5555-4555-8555-555555555555',
      amountCents: 2500,
      status: 'VOID',
      freeLookEndsOn: '2026-12-01',
      createdAt: '2026-11-01T10:00:00.000Z',
    },
  ],
  rewardsEarnedCents: 7500,
  rewardPerFriendCents: 2500,
});

const routes: FakeRoutes = { 'GET /referrals/': referrals };
const signedIn = { user: { uid: 'u1', email: 'ada@example.com' } };

const navigatorProps = ['clipboard', 'share'] as const;
function setNavigator(values: Partial<Record<(typeof navigatorProps)[number], unknown>>) {
  for (const name of navigatorProps) {
    Object.defineProperty(navigator, name, { value: values[name], configurable: true, writable: true });
  }
}

afterEach(() => setNavigator({}));

function renderRefer() {
  return renderRemote({ ui: <ReferPage />, api: routes, auth: signedIn, route: '/dashboard/refer' });
}

describe('referralLink', () => {
  it('keeps the API’s link and makes sure it carries ri, rt and rpc', () => {
    expect(referralLink({ ...referrals, link: 'https://tailwise.example/start?utm_source=referral' })).toBe(
      'https://tailwise.example/start?utm_source=referral&ri=cust-ada&rt=CUSTOMER&rpc=ADA10',
    );
  });
});

describe('ReferPage', () => {
  it('shows the link, the friends who joined and the rewards earned and pending', async () => {
    setNavigator({});
    renderRefer();
    const link = await screen.findByLabelText('Referral link');
    expect(link).toHaveValue('http://localhost:8080/?ri=cust-ada&rt=CUSTOMER&rpc=ADA10');
    expect(screen.getByText('10% off')).toBeInTheDocument();
    // The reward itself, from the API, and when it is earned.
    expect(screen.getByRole('region', { name: 'Your link' })).toHaveTextContent(
      'you earn $25 for each friend who joins, once their 30-day free look has passed',
    );
    expect(screen.getByTestId('signups')).toHaveTextContent('3');
    expect(screen.getByTestId('earned')).toHaveTextContent('$75');
    expect(screen.getByTestId('pending')).toHaveTextContent('$50');
    const rewards = within(screen.getByRole('region', { name: 'Your rewards' })).getAllByRole('listitem');
    expect(rewards.map((r) => r.textContent)).toEqual([
      '$25 Sep 1, 2026Paid',
      '$25 Oct 2, 2026Pending',
      '$25 Nov 3, 2026Pending',
      '$25 Nov 20, 2026Earned after Dec 20, 2026',
      '$25 Nov 1, 2026Not earned: cancelled in the free look',
    ]);
  });

  it('copies the link with the Clipboard API and confirms it', async () => {
    const writeText = jest.fn(async () => undefined);
    const view = renderRefer();
    await screen.findByLabelText('Referral link');
    // user-event installs its own clipboard on setup; ours replaces it for this test.
    setNavigator({ clipboard: { writeText } });
    await view.user.click(screen.getByRole('button', { name: 'Copy link' }));
    await waitFor(() => expect(view.snackbar).toHaveLength(1));
    expect(writeText).toHaveBeenCalledWith('http://localhost:8080/?ri=cust-ada&rt=CUSTOMER&rpc=ADA10');
    expect(view.snackbar[0]).toEqual({ text: 'Link copied. Paste it anywhere to share.', tone: 'success' });
  });

  it('falls back to selecting and copying the text when the Clipboard API refuses', async () => {
    const execCommand = jest.fn(() => true);
    Object.defineProperty(document, 'execCommand', { value: execCommand, configurable: true });
    const view = renderRefer();
    const input = await screen.findByLabelText<HTMLInputElement>('Referral link');
    setNavigator({ clipboard: { writeText: jest.fn(async () => Promise.reject(new Error('denied'))) } });
    await view.user.click(screen.getByRole('button', { name: 'Copy link' }));
    await waitFor(() => expect(view.snackbar).toHaveLength(1));
    expect(execCommand).toHaveBeenCalledWith('copy');
    expect(input.selectionStart).toBe(0);
    expect(input.selectionEnd).toBe(input.value.length);
    expect(view.snackbar[0]!.text).toBe('Link copied. Paste it anywhere to share.');
  });

  it('offers Share only where the browser has a share sheet, and shares the link with the code', async () => {
    setNavigator({});
    const first = renderRefer();
    await screen.findByLabelText('Referral link');
    expect(screen.queryByRole('button', { name: 'Share' })).not.toBeInTheDocument();
    first.unmount();

    const share = jest.fn(async () => undefined);
    setNavigator({ share });
    const view = renderRefer();
    await view.user.click(await screen.findByRole('button', { name: 'Share' }));
    expect(share).toHaveBeenCalledWith({
      title: 'Tailwise pet insurance',
      text: 'Get 10% off pet insurance at Tailwise with my code ADA10.',
      url: 'http://localhost:8080/?ri=cust-ada&rt=CUSTOMER&rpc=ADA10',
    });
    expect(view.snackbar).toHaveLength(0);
  });

  it('says nothing when the customer closes the share sheet', async () => {
    const share = jest.fn(async () => Promise.reject(new DOMException('cancelled', 'AbortError')));
    setNavigator({ share });
    const view = renderRefer();
    await view.user.click(await screen.findByRole('button', { name: 'Share' }));
    await waitFor(() => expect(share).toHaveBeenCalledTimes(1));
    await new Promise((r) => setTimeout(r, 20));
    expect(view.snackbar).toHaveLength(0);
  });

  it('tells the customer when sharing fails for another reason', async () => {
    setNavigator({ share: jest.fn(async () => Promise.reject(new Error('not allowed'))) });
    const view = renderRefer();
    await view.user.click(await screen.findByRole('button', { name: 'Share' }));
    await waitFor(() => expect(view.snackbar).toHaveLength(1));
    expect(view.snackbar[0]).toEqual({ text: 'Sharing did not work here. Copy the link instead.', tone: 'error' });
  });
});
