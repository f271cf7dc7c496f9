import { screen, waitFor, within } from '@testing-library/react';
import { apiError, fixtures, reply, type FakeRoutes } from '@tailwise/shared/testing';
import { renderDashboard } from '../common/dashboard-test-setup.test-support';

const CODE = 'Ab3dEf6hIj9kLm2nOp5qRs8t';

const base: FakeRoutes = {
  'GET /me/': fixtures.me(),
  'GET /pets/': { pets: [] },
  'GET /claims/': { claims: [] },
  'POST /me/verify_email/': { sent: true, expiresAt: '2026-11-29T12:00:00.000Z' },
};

// The API mails `${PUBLIC_SITE_URL}/dashboard/profile?verify_email=<code>`; every dashboard page shows the outcome.
describe('Email verification link', () => {
  it('confirms the address once and refreshes the profile', async () => {
    let verified = false;
    const view = renderDashboard(`/dashboard/profile?verify_email=${CODE}`, {
      ...base,
      'GET /me/': () => fixtures.me({ emailVerified: verified }),
      'GET /me/verify_email/:code/': (request) => {
        if (request.params.code !== CODE) return apiError(404, 'NotFound', 'Verification code not found');
        verified = true;
        return { emailVerified: true };
      },
    });
    const outcome = await screen.findByRole('region', { name: 'Your email address is confirmed' });
    expect(outcome).toHaveFocus();
    expect(view.api.callsTo('GET /me/verify_email/:code/')).toHaveLength(1);
    await waitFor(() => expect(view.api.callsTo('GET /me/').length).toBeGreaterThanOrEqual(2));
    expect(within(outcome).queryByRole('button', { name: 'Send me a new link' })).toBeNull();

    await view.user.click(within(outcome).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(view.path()).toBe('/dashboard/profile'));
    expect(screen.queryByRole('region', { name: 'Your email address is confirmed' })).toBeNull();
  });

  it('offers to finish a quote kept signed out under the address, once the address is confirmed', async () => {
    let verified = false;
    const lead = '6f1d2c3b-4a5e-4f60-8a7b-9c0d1e2f3a4b';
    const view = renderDashboard(`/dashboard?verify_email=${CODE}`, {
      ...base,
      'GET /me/': () => fixtures.me({ emailVerified: verified }),
      'GET /me/verify_email/:code/': () => {
        verified = true;
        return { emailVerified: true };
      },
      // The API finds a lead of no account by the customer's verified email only.
      'GET /me/unfinished-quote/': () => ({
        unfinishedQuote: verified
          ? {
              leadUuid: lead,
              petNames: ['Pepper'],
              petCount: 1,
              resumePath: `/onboard?lid=${lead}`,
              savedAt: '2026-11-27T10:00:00.000Z',
            }
          : null,
      }),
    });
    await screen.findByRole('region', { name: 'Your email address is confirmed' });
    const card = await screen.findByRole('region', { name: 'Finish buying Pepper’s plan' });
    expect(within(card).getByRole('link', { name: 'Finish buying' })).toHaveAttribute('href', `/onboard?lid=${lead}`);
    expect(view.api.callsTo('GET /me/unfinished-quote/').length).toBeGreaterThanOrEqual(2);
  });

  it.each([
    [404, 'NotFound', 'We don’t recognise this link'],
    [409, 'EmailVerificationCodeUsed', 'This link was already used'],
  ])('explains a %i answer', async (status, code, title) => {
    renderDashboard(`/dashboard?verify_email=${CODE}`, {
      ...base,
      'GET /me/verify_email/:code/': apiError(status, code, 'refused'),
    });
    expect(await screen.findByRole('region', { name: title })).toBeInTheDocument();
  });

  it('offers a new link when this one expired, and sends it', async () => {
    const view = renderDashboard(`/dashboard?verify_email=${CODE}`, {
      ...base,
      'GET /me/verify_email/:code/': apiError(422, 'EmailVerificationCodeExpired', 'expired'),
    });
    const outcome = await screen.findByRole('region', { name: 'This link has expired' });
    await view.user.click(within(outcome).getByRole('button', { name: 'Send me a new link' }));
    expect(await within(outcome).findByText(/Sent\. Check ada@example\.com for a new link/)).toBeInTheDocument();
    expect(view.api.callsTo('POST /me/verify_email/')).toHaveLength(1);
  });

  it('says so when the check itself fails', async () => {
    renderDashboard(`/dashboard?verify_email=${CODE}`, {
      ...base,
      'GET /me/verify_email/:code/': reply(503, { error: { code: 'ServiceUnavailable', message: 'down', fields: {} } }),
    });
    expect(await screen.findByRole('region', { name: 'We couldn’t check this link' })).toBeInTheDocument();
  });
});
