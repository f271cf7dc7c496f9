import { act, screen, waitFor, within } from '@testing-library/react';
import { GROUP_SEAT_NOT_FOUND_MESSAGE } from '@tailwise/shared/contract';
import { apiError, createFakeAuth, fixtures, renderRemote, reply, type FakeRoutes } from '@tailwise/shared/testing';
import { businessRoutes } from '../../routes';

jest.setTimeout(30_000);

const philly = fixtures.group({ id: 'city-of-philadelphia', name: 'City of Philadelphia', hasPromo: true });
const fenwick = fixtures.group({
  id: 'fenwick',
  name: 'Fenwick',
  seatLookup: 'EMPLOYEE_ID',
  employeeIdCheck: 'DATE_OF_BIRTH',
  hasPromo: false,
});
const groups: Record<string, ReturnType<typeof fixtures.group>> = {
  'city-of-philadelphia': philly,
  fenwick,
  'northwind-freight': fixtures.group({ id: 'northwind-freight', name: 'Northwind Freight', enrollmentOpen: false }),
};
const signedIn = { user: { uid: 'u1', email: 'ada@example.com' } };

const api = (extra: FakeRoutes = {}): FakeRoutes => ({
  'GET /groups/': ({ query }) => ({
    groups: Object.values(groups)
      .filter((g) => g.name.toLowerCase().includes((query.q ?? '').toLowerCase()))
      .map((g) => ({ id: g.id, name: g.name, logoUrl: g.logoUrl, enrollmentOpen: g.enrollmentOpen })),
  }),
  'GET /groups/:groupId': ({ params }) =>
    groups[params.groupId ?? ''] ?? reply(404, { error: { code: 'NotFound', message: 'Group not found', fields: {} } }),
  'GET /me/': () => fixtures.me({ wallet: { paymentProviders: [] } }),
  'GET /payment_profiles/group/:group/promo/': () => reply(204),
  ...extra,
});

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe('/enroll', () => {
  it('finds an employer by name and goes to /enroll/start for it; a closed one says so', async () => {
    const view = renderRemote({ routes: businessRoutes, route: '/enroll', api: api() });
    await view.user.type(await screen.findByLabelText('Employer name or enrollment code'), 'phila');
    await view.user.click(screen.getByRole('button', { name: 'Find my employer' }));
    const results = await screen.findByRole('list', { name: 'Employers found' });
    expect(within(results).getByText('City of Philadelphia')).toBeInTheDocument();
    expect(view.api.callsTo('GET /groups/')[0]!.query).toMatchObject({ q: 'phila' });
    await view.user.clear(screen.getByLabelText('Employer name or enrollment code'));
    await view.user.type(screen.getByLabelText('Employer name or enrollment code'), 'northwind');
    await view.user.click(screen.getByRole('button', { name: 'Find my employer' }));
    expect(await screen.findByText('Enrollment closed')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Enroll: Northwind/ })).toBeNull();
    await view.user.clear(screen.getByLabelText('Employer name or enrollment code'));
    await view.user.type(screen.getByLabelText('Employer name or enrollment code'), 'phila');
    await view.user.click(screen.getByRole('button', { name: 'Find my employer' }));
    await view.user.click(await screen.findByRole('button', { name: 'Enroll: City of Philadelphia' }));
    await waitFor(() => expect(view.path()).toBe('/enroll/start?group=city-of-philadelphia'));
  });

  it('says when nothing matches', async () => {
    const view = renderRemote({ routes: businessRoutes, route: '/enroll', api: api() });
    await view.user.type(await screen.findByLabelText('Employer name or enrollment code'), 'acme');
    await view.user.click(screen.getByRole('button', { name: 'Find my employer' }));
    expect(await screen.findByText(/No employer matches “acme”/)).toBeInTheDocument();
  });

  it('checks the search with its rules (loaded on the first try) and asks the API nothing for one letter', async () => {
    const view = renderRemote({ routes: businessRoutes, route: '/enroll', api: api() });
    await view.user.type(await screen.findByLabelText('Employer name or enrollment code'), 'p');
    await view.user.click(screen.getByRole('button', { name: 'Find my employer' }));
    const field = screen.getByLabelText('Employer name or enrollment code');
    await waitFor(() => expect(field).toHaveAccessibleDescription(/Type at least 2 letters of your employer’s name/));
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(view.api.callsTo('GET /groups/')).toHaveLength(0);
  });

  it('keeps “Find my employer” disabled while a search is under way', async () => {
    let answer: () => void = () => {};
    const answered = new Promise<void>((resolve) => (answer = resolve));
    const view = renderRemote({
      routes: businessRoutes,
      route: '/enroll',
      api: api({
        'GET /groups/': async () => {
          await answered;
          return { groups: [{ id: 'fenwick', name: 'Fenwick', logoUrl: null, enrollmentOpen: true }] };
        },
      }),
    });
    await view.user.type(await screen.findByLabelText('Employer name or enrollment code'), 'fenwick');
    await view.user.click(screen.getByRole('button', { name: 'Find my employer' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Find my employer' })).toBeDisabled());
    answer();
    expect(await screen.findByRole('button', { name: 'Enroll: Fenwick' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Find my employer' })).toBeEnabled();
  });

  it('a signed-out visitor gets no member panel and /me/ is not asked for', async () => {
    const view = renderRemote({ routes: businessRoutes, route: '/enroll', api: api() });
    expect(await screen.findByLabelText('Employer name or enrollment code')).toBeEnabled();
    expect(screen.queryByText(/You’re enrolled through/)).toBeNull();
    expect(view.api.callsTo('GET /me/')).toHaveLength(0);
  });

  it('a member found from a GROUP wallet provider sees their group and its promo', async () => {
    renderRemote({
      routes: businessRoutes,
      route: '/enroll',
      auth: signedIn,
      api: api({
        'GET /me/': () =>
          fixtures.me({
            wallet: {
              paymentProviders: [
                {
                  paymentProvider: 'GROUP',
                  paymentProviderId: 'city-of-philadelphia',
                  brand: null,
                  last4: null,
                  expMonth: null,
                  expYear: null,
                  isDefault: false,
                },
              ],
            },
          }),
        'GET /payment_profiles/group/:group/promo/': () =>
          fixtures.groupPromo({
            ri: 'city-of-philadelphia',
            groupId: 'city-of-philadelphia',
            promoCode: { code: 'PHILLYPETS', percentOff: 10, description: 'x', expiresAt: null },
          }),
      }),
    });
    expect(await screen.findByText('You’re enrolled through City of Philadelphia')).toBeInTheDocument();
    expect(await screen.findByText(/Your 10% employer discount \(PHILLYPETS\) is applied/)).toBeInTheDocument();
    expect(screen.getByText(/per paycheck/)).toBeInTheDocument();
  });
});

describe('/enroll/start', () => {
  it('without a group goes back to /enroll', async () => {
    const view = renderRemote({ routes: businessRoutes, route: '/enroll/start', api: api() });
    await waitFor(() => expect(view.path()).toBe('/enroll'));
  });

  it('signed out: asks for an account first', async () => {
    const view = renderRemote({ routes: businessRoutes, route: '/enroll/start?group=fenwick', api: api() });
    expect(await screen.findByRole('heading', { name: 'Create your account' })).toBeInTheDocument();
    await view.user.type(screen.getByLabelText('Email'), 'new@example.com');
    await view.user.type(screen.getByLabelText('Password'), 'Str0ng-enough-pass');
    await view.user.click(screen.getByRole('button', { name: 'Create account' }));
    await waitFor(() =>
      expect(view.auth.calls.signUp).toEqual([{ email: 'new@example.com', password: 'Str0ng-enough-pass' }]),
    );
  });

  it('says in words why an account could not be made, next to the email, never Firebase’s own text', async () => {
    const auth = createFakeAuth('signed-out', { accounts: { 'taken@example.com': 'An0ther-pass' } });
    const view = renderRemote({ routes: businessRoutes, route: '/enroll/start?group=fenwick', api: api(), auth });
    expect(await screen.findByRole('heading', { name: 'Create your account' })).toBeInTheDocument();
    await view.user.type(screen.getByLabelText('Email'), 'taken@example.com');
    await view.user.type(screen.getByLabelText('Password'), 'Str0ng-enough-pass');
    await view.user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByLabelText('Email')).toHaveAccessibleDescription(
      /An account with this email already exists/,
    );
    expect(screen.queryByText(/Firebase/)).not.toBeInTheDocument();
  });

  it('says in words why signing in did not work, next to the password', async () => {
    const auth = createFakeAuth('signed-out', { accounts: { 'ada@example.com': 'Right-pass-1' } });
    const view = renderRemote({ routes: businessRoutes, route: '/enroll/start?group=fenwick', api: api(), auth });
    await view.user.click(await screen.findByRole('button', { name: 'I already have an account' }));
    await view.user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await view.user.type(screen.getByLabelText('Password'), 'Wrong-pass-1');
    await view.user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByLabelText('Password')).toHaveAccessibleDescription(/That password is not right/);
    expect(screen.getByLabelText('Email')).toHaveValue('ada@example.com');
    expect(screen.queryByText(/Firebase/)).not.toBeInTheDocument();
  });

  it('shows the account step before sign-in has loaded to a browser that was never signed in', async () => {
    const auth = createFakeAuth('loading', { signedInHint: false });
    const view = renderRemote({ routes: businessRoutes, route: '/enroll/start?group=fenwick', api: api(), auth });
    expect(await screen.findByRole('heading', { name: 'Create your account' })).toBeInTheDocument();
    await view.user.type(screen.getByLabelText('Email'), 'new@example.com');
    await view.user.type(screen.getByLabelText('Password'), 'Str0ng-enough-pass');
    await view.user.click(screen.getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(auth.calls.signUp).toHaveLength(1));
  });

  it('waits for sign-in to load when this browser was signed in, so a member never sees the account step', async () => {
    const auth = createFakeAuth('loading', { signedInHint: true });
    renderRemote({ routes: businessRoutes, route: '/enroll/start?group=fenwick', api: api(), auth });
    expect(await screen.findByRole('status', { name: 'Checking your sign-in…' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Create your account' })).toBeNull();
    act(() => auth.signInAs({ email: 'ada@example.com' }));
    expect(await screen.findByLabelText('Employee id')).toBeInTheDocument();
  });

  it('work email: code, claim, then the benefits quiz', async () => {
    const view = renderRemote({
      routes: businessRoutes,
      route: '/enroll/start?group=city-of-philadelphia',
      auth: signedIn,
      api: api({
        'POST /groups/:groupId/seats/code/': ({ body }) => ({
          sentTo: body.workEmail,
          expiresInSeconds: 900,
          resendAfterSeconds: 60,
        }),
        'POST /groups/:groupId/seats/claim/': () => fixtures.seatClaim({ groupId: 'city-of-philadelphia' }),
      }),
    });
    await view.user.type(await screen.findByLabelText('Work email'), 'employee7@phila.gov');
    await view.user.click(screen.getByRole('button', { name: 'Email me a code' }));
    expect(await screen.findByLabelText('Code from the email')).toBeInTheDocument();
    await view.user.type(screen.getByLabelText('Code from the email'), '654321');
    await view.user.click(screen.getByRole('button', { name: 'Confirm my seat' }));
    await waitFor(() => expect(view.path()).toBe('/benefits/city-of-philadelphia/onboard'));
  });

  it('a wrong code shows GroupSeatNotFoundError with the support address and the tries left', async () => {
    const view = renderRemote({
      routes: businessRoutes,
      route: '/enroll/start?group=city-of-philadelphia',
      auth: signedIn,
      api: api({
        'POST /groups/:groupId/seats/code/': ({ body }) => ({
          sentTo: body.workEmail,
          expiresInSeconds: 900,
          resendAfterSeconds: 60,
        }),
        'POST /groups/:groupId/seats/claim/': () =>
          reply(404, {
            error: {
              code: 'GroupSeatNotFoundError',
              message: GROUP_SEAT_NOT_FOUND_MESSAGE,
              fields: { code: 'That code is not right: 4 tries left' },
            },
          }),
      }),
    });
    await view.user.type(await screen.findByLabelText('Work email'), 'employee7@phila.gov');
    await view.user.click(screen.getByRole('button', { name: 'Email me a code' }));
    await view.user.type(await screen.findByLabelText('Code from the email'), '000000');
    await view.user.click(screen.getByRole('button', { name: 'Confirm my seat' }));
    expect(
      await screen.findAllByText(`${GROUP_SEAT_NOT_FOUND_MESSAGE}, or contact support at support@tailwise.example.`, {
        exact: false,
      }),
    ).not.toHaveLength(0);
    expect(screen.getAllByText('That code is not right: 4 tries left').length).toBeGreaterThan(0);
    expect(screen.getByRole('button', { name: /Send a new code in \d+ s/ })).toBeDisabled();
  });

  it('an expired code asks for a new one; a resend too soon names the wait', async () => {
    const view = renderRemote({
      routes: businessRoutes,
      route: '/enroll/start?group=city-of-philadelphia',
      auth: signedIn,
      api: api({
        'POST /groups/:groupId/seats/code/': () =>
          reply(429, {
            error: {
              code: 'SeatCodeResendWait',
              message: 'Wait 42 s before asking for another code',
              fields: { workEmail: 'We just sent a code. Wait 42 s to send another' },
            },
          }),
        'POST /groups/:groupId/seats/claim/': apiError(
          400,
          'SeatCodeExpired',
          'That code has expired. Send yourself a new code.',
        ),
      }),
    });
    await view.user.type(await screen.findByLabelText('Work email'), 'employee7@phila.gov');
    await view.user.click(screen.getByRole('button', { name: 'Email me a code' }));
    // A code sent moments ago is still good: the page goes on to the code, with the wait on the resend button.
    expect(await screen.findByRole('button', { name: /Send a new code in 4[0-2] s/ })).toBeDisabled();
    await view.user.type(screen.getByLabelText('Code from the email'), '111111');
    await view.user.click(screen.getByRole('button', { name: 'Confirm my seat' }));
    expect(await screen.findAllByText(/That code has expired/)).not.toHaveLength(0);
  });

  it('employee id with the date of birth; GroupSeatNotFoundError keeps what was typed', async () => {
    const view = renderRemote({
      routes: businessRoutes,
      route: '/enroll/start?group=fenwick',
      auth: signedIn,
      api: api({
        'POST /groups/:groupId/seats/claim/': apiError(404, 'GroupSeatNotFoundError', GROUP_SEAT_NOT_FOUND_MESSAGE),
      }),
    });
    await view.user.type(await screen.findByLabelText('Employee id'), 'FEN-0003');
    await view.user.type(screen.getByLabelText('Date of birth'), '1970-01-01');
    await view.user.click(screen.getByRole('button', { name: 'Confirm my seat' }));
    expect(
      await screen.findAllByText(`${GROUP_SEAT_NOT_FOUND_MESSAGE}, or contact support at support@tailwise.example.`, {
        exact: false,
      }),
    ).not.toHaveLength(0);
    expect(view.api.callsTo('POST /groups/:groupId/seats/claim/')[0]!.body).toEqual({
      employeeId: 'FEN-0003',
      dateOfBirth: '1970-01-01',
    });
    expect(screen.getByLabelText('Employee id')).toHaveValue('FEN-0003');
  });

  it('enrollment closed: no form', async () => {
    renderRemote({
      routes: businessRoutes,
      route: '/enroll/start?group=northwind-freight',
      auth: signedIn,
      api: api(),
    });
    expect(await screen.findByText(/Enrollment through Northwind Freight is closed/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Confirm my seat' })).toBeNull();
    // A way on: a person to ask, or buying directly.
    const wayOn = screen.getByRole('region', { name: 'What you can do now' });
    expect(within(wayOn).getByRole('link', { name: /Call us/ })).toBeInTheDocument();
    expect(within(wayOn).getByRole('link', { name: 'Buy a plan directly' })).toHaveAttribute('href', '/start');
  });

  it('an employer that does not exist: search again, ask us, or buy directly', async () => {
    renderRemote({
      routes: businessRoutes,
      route: '/enroll/start?group=no-such-employer',
      auth: signedIn,
      api: api(),
    });
    expect(await screen.findByText(/We couldn’t find that employer/)).toBeInTheDocument();
    const wayOn = screen.getByRole('region', { name: 'What you can do now' });
    expect(within(wayOn).getByRole('link', { name: 'Buy a plan directly' })).toHaveAttribute('href', '/start');
  });
});
