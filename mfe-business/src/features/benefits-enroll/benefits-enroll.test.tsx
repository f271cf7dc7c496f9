import { screen, waitFor } from '@testing-library/react';
import { fixtures, renderRemote, reply } from '@tailwise/shared/testing';
import { businessRoutes } from '../../routes';

jest.setTimeout(30_000);

const fenwick = fixtures.group({
  id: 'fenwick',
  name: 'Fenwick',
  seatLookup: 'EMPLOYEE_ID',
  employeeIdCheck: 'HOME_ZIP',
});
const api = {
  'GET /groups/': () => ({ groups: [{ id: 'fenwick', name: 'Fenwick', logoUrl: null, enrollmentOpen: true }] }),
  'GET /groups/:groupId': () => fenwick,
  'GET /me/': () => fixtures.me({ wallet: { paymentProviders: [] } }),
  'GET /payment_profiles/group/:group/promo/': () => reply(204),
  'POST /groups/:groupId/seats/claim/': () => fixtures.seatClaim({ groupId: 'fenwick' }),
};

describe('/benefits/enroll', () => {
  it('with the flag off, is /enroll', async () => {
    const view = renderRemote({ routes: businessRoutes, route: '/benefits/enroll', api });
    await waitFor(() => expect(view.path()).toBe('/enroll'));
  });

  it('waits for Remote Config before deciding: no redirect while the flag holds its default', async () => {
    const view = renderRemote({ routes: businessRoutes, route: '/benefits/enroll', api, flagsStatus: 'no-fetch-yet' });
    expect(await screen.findByRole('status', { name: 'Checking enrollment availability…' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Enroll in your pet benefits');
    expect(view.path()).toBe('/benefits/enroll');
  });

  it('with the flag on, goes from employer to claimed seat on one page', async () => {
    const view = renderRemote({
      routes: businessRoutes,
      route: '/benefits/enroll',
      api,
      auth: { user: { uid: 'u1', email: 'ada@example.com' } },
      flags: { isNewBenefitsEnrollmentEnabled: true },
    });
    await view.user.type(await screen.findByLabelText('Employer name or enrollment code'), 'fen');
    await view.user.click(screen.getByRole('button', { name: 'Find my employer' }));
    await view.user.click(await screen.findByRole('button', { name: 'Choose: Fenwick' }));
    await waitFor(() => expect(view.path()).toBe('/benefits/enroll?group=fenwick'));
    await view.user.type(await screen.findByLabelText('Employee id'), 'FEN-0003');
    await view.user.type(screen.getByLabelText('Home ZIP code'), '19103');
    await view.user.click(screen.getByRole('button', { name: 'Confirm my seat' }));
    expect(view.api.callsTo('POST /groups/:groupId/seats/claim/')[0]!.body).toEqual({
      employeeId: 'FEN-0003',
      homeZip: '19103',
    });
    await waitFor(() => expect(view.path()).toBe('/benefits/fenwick/onboard'));
  });
});
