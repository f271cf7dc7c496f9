import { screen, waitFor } from '@testing-library/react';
import { readStored, storageKeys, writeStored } from '@tailwise/shared';
import { GROUP_SEAT_NOT_FOUND_MESSAGE } from '@tailwise/shared/contract';
import { apiError, fixtures, renderRemote, reply, type FakeRoutes } from '@tailwise/shared/testing';
import { quizRoutes } from '../../routes';
import { readQuizAnswers } from '../flow/state/answers';

const routes = (promo: FakeRoutes['GET /payment_profiles/group/:group/promo/']): FakeRoutes => ({
  'GET /groups/:groupId': ({ params }) => fixtures.group({ id: params.groupId }),
  'GET /payment_profiles/group/:group/promo/': promo,
  'GET /breeds/': ({ query }) => ({ breeds: fixtures.breeds(query.pet_type === '1' ? 1 : 0) }),
  'GET /insurance/options/': ({ query }) => fixtures.insuranceOptions(query.zip_code),
  'GET /wellness-plans/': ({ query }) => ({ plans: fixtures.wellnessPlans(query.pet_type === '1' ? 1 : 0) }),
  'POST /quotes/': () => fixtures.quote(),
  'GET /me/': () => fixtures.me(),
});

// Whole flows typed through with user-event: slow on a busy machine, not stuck.
jest.setTimeout(30_000);

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe('BenefitsOnboardQuiz', () => {
  it('names the employer and goes pet → breed and age → ZIP → price, without asking an email', async () => {
    const view = renderRemote({
      routes: quizRoutes,
      route: '/benefits/fenwick/onboard?ri=fenwick',
      api: routes(() => reply(204)),
    });
    expect(await screen.findByText('Fenwick & Co.')).toBeInTheDocument();
    expect(screen.getByText('Step 1 of 4')).toBeInTheDocument();
    const name = screen.getByLabelText('Your pet’s name');
    await waitFor(() => expect(name).toBeEnabled());
    await view.user.type(name, 'Rex');
    await view.user.click(screen.getByRole('radio', { name: 'Dog' }));
    await view.user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(view.path()).toBe('/benefits/fenwick/onboard/breed?ri=fenwick'));
    const combo = await screen.findByRole('combobox', { name: /breed/ });
    await waitFor(() => expect(combo).toBeEnabled());
    await view.user.type(combo, 'beag');
    await view.user.keyboard('{Enter}');
    await view.user.selectOptions(screen.getByRole('combobox', { name: /age/ }), '3 years');
    await view.user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(view.path()).toBe('/benefits/fenwick/onboard/zip?ri=fenwick'));
    expect(screen.queryByLabelText('Email')).not.toBeInTheDocument();
    await view.user.type(await screen.findByLabelText('ZIP code'), '10001');
    await view.user.click(screen.getByRole('button', { name: 'See my price' }));
    await waitFor(() => expect(view.path()).toBe('/benefits/fenwick/onboard/price?ri=fenwick'));
    expect(await screen.findByText('Step 4 of 4')).toBeInTheDocument();
    // 204: the group has no promo, so none is stored.
    expect(readStored(storageKeys.promoCode)).toBeNull();
    expect(readStored(storageKeys.quizFlow)).toEqual({ flowId: 'BenefitsOnboardQuiz', groupId: 'fenwick' });
  });

  it('asks the first question while the group loads, under the banner’s skeleton, then names the employer in it', async () => {
    let answerGroup = () => {};
    const groupAnswered = new Promise<void>((resolve) => (answerGroup = resolve));
    const view = renderRemote({
      routes: quizRoutes,
      route: '/benefits/fenwick/onboard',
      api: {
        ...routes(() => reply(204)),
        'GET /groups/:groupId': async ({ params }) => {
          await groupAnswered;
          return fixtures.group({ id: params.groupId });
        },
      },
    });
    const name = await screen.findByLabelText('Your pet’s name');
    expect(screen.getByText('Your employer')).toBeInTheDocument();
    expect(screen.getByText('Pet benefits, paid from your paycheck.')).toBeInTheDocument();
    await waitFor(() => expect(name).toBeEnabled());
    await view.user.type(name, 'Rex');
    answerGroup();
    expect(await screen.findByText('Fenwick & Co.')).toBeInTheDocument();
    // The same form: what was typed stays.
    expect(screen.getByLabelText('Your pet’s name')).toHaveValue('Rex');
  });

  it('shows "InternalServerError: Unable to get group promo code" when the promo call fails, and still asks', async () => {
    renderRemote({
      routes: quizRoutes,
      route: '/benefits/fenwick/onboard',
      api: routes(() => reply(500, { error: { code: 'Internal', message: 'boom', fields: {} } })),
    });
    expect(await screen.findByText('InternalServerError: Unable to get group promo code')).toBeInTheDocument();
    expect(screen.getByLabelText('Your pet’s name')).toBeInTheDocument();
  });

  it('starts fresh for another employer’s link', async () => {
    writeStored(storageKeys.quizFlow, { flowId: 'BenefitsOnboardQuiz', groupId: 'acme' });
    writeStored(storageKeys.currentPets, [
      { key: 'p1', name: 'Rex', petType: 0, breedId: 12, breedName: null, age: 2 },
    ]);
    renderRemote({ routes: quizRoutes, route: '/benefits/fenwick/onboard', api: routes(() => reply(204)) });
    await waitFor(() =>
      expect(readStored(storageKeys.quizFlow)).toEqual({ flowId: 'BenefitsOnboardQuiz', groupId: 'fenwick' }),
    );
    expect(readQuizAnswers().pets).toEqual([]);
  });

  it('says so for an unknown group', async () => {
    renderRemote({
      routes: quizRoutes,
      route: '/benefits/nobody/onboard',
      api: { ...routes(() => reply(204)), 'GET /groups/:groupId': apiError(404, 'NotFound', 'Group not found') },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('We couldn’t find this employer’s benefits page');
  });

  const groupProvider = {
    paymentProvider: 'GROUP' as const,
    paymentProviderId: 'fenwick',
    brand: null,
    last4: null,
    expMonth: null,
    expYear: null,
    isDefault: true,
  };

  it('keeps the group promo for a member holding the seat (the API refuses it to anyone else); the referrer always', async () => {
    // Not signed in: no seat yet, so the price is quoted without the code and the banner says when it applies.
    const visitor = renderRemote({
      routes: quizRoutes,
      route: '/benefits/fenwick/onboard',
      api: routes(() => fixtures.groupPromo()),
    });
    expect(await screen.findByText('10% off with a confirmed seat.')).toBeInTheDocument();
    await waitFor(() =>
      expect(readStored(storageKeys.referrerData)).toEqual({ ri: 'fenwick', rt: 'GROUP', rpc: 'FENWICK10' }),
    );
    expect(readStored(storageKeys.promoCode)).toBeNull();
    visitor.unmount();

    renderRemote({
      routes: quizRoutes,
      route: '/benefits/fenwick/onboard',
      auth: { user: { uid: 'u1', email: 'ada@example.com' } },
      api: {
        ...routes(() => fixtures.groupPromo()),
        'GET /me/': () => fixtures.me({ wallet: { paymentProviders: [groupProvider] } }),
      },
    });
    expect(await screen.findByText('10% employer discount included.')).toBeInTheDocument();
    await waitFor(() => expect(readStored(storageKeys.promoCode)).toBe('FENWICK10'));
  });

  it('proves a work email with the mailed code; the refreshed profile no longer asks for it', async () => {
    let claimed = false;
    const view = renderRemote({
      routes: quizRoutes,
      route: '/benefits/fenwick/onboard',
      auth: { user: { uid: 'u1', email: 'ada@example.com' } },
      api: {
        ...routes(() => reply(204)),
        'GET /me/': () => fixtures.me({ wallet: { paymentProviders: claimed ? [groupProvider] : [] } }),
        'POST /groups/:groupId/seats/code/': ({ body }) => ({
          sentTo: body.workEmail,
          expiresInSeconds: 900,
          resendAfterSeconds: 60,
        }),
        'POST /groups/:groupId/seats/claim/': () => {
          claimed = true;
          return fixtures.seatClaim();
        },
      },
    });
    await view.user.type(await screen.findByLabelText('Work email'), 'ada@fenwick.example');
    await view.user.click(screen.getByRole('button', { name: 'Email me a code' }));
    expect(await screen.findByText(/If this email has a seat with your employer/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Send a new code in \d+ s/ })).toBeDisabled();
    await view.user.type(screen.getByLabelText('Code from the email'), '123456');
    await view.user.click(screen.getByRole('button', { name: 'Confirm my seat' }));
    expect(view.api.callsTo('POST /groups/:groupId/seats/claim/')[0]!.body).toEqual({
      workEmail: 'ada@fenwick.example',
      code: '123456',
    });
    await waitFor(() => expect(view.api.callsTo('GET /me/').length).toBeGreaterThanOrEqual(2));
    expect(await screen.findByText('Your seat with Fenwick & Co. is confirmed.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Confirm my seat' })).toBeNull();
  });

  it('skips the seat step for a member who already holds the seat', async () => {
    const view = renderRemote({
      routes: quizRoutes,
      route: '/benefits/fenwick/onboard',
      auth: { user: { uid: 'u1', email: 'ada@example.com' } },
      api: {
        ...routes(() => reply(204)),
        'GET /me/': () => fixtures.me({ wallet: { paymentProviders: [groupProvider] } }),
      },
    });
    expect(await screen.findByLabelText('Your pet’s name')).toBeInTheDocument();
    await waitFor(() => expect(view.api.callsTo('GET /me/').length).toBeGreaterThanOrEqual(1));
    expect(screen.queryByText(/Confirm your place with/)).toBeNull();
  });

  it('a wrong employee id and date of birth show GroupSeatNotFoundError with the support address', async () => {
    const view = renderRemote({
      routes: quizRoutes,
      route: '/benefits/fenwick/onboard',
      auth: { user: { uid: 'u1', email: 'ada@example.com' } },
      api: {
        ...routes(() => reply(204)),
        'GET /groups/:groupId': ({ params }) =>
          fixtures.group({ id: params.groupId, seatLookup: 'EMPLOYEE_ID', employeeIdCheck: 'DATE_OF_BIRTH' }),
        'POST /groups/:groupId/seats/claim/': apiError(404, 'GroupSeatNotFoundError', GROUP_SEAT_NOT_FOUND_MESSAGE),
      },
    });
    await view.user.type(await screen.findByLabelText('Employee id'), 'FEN-0003');
    await view.user.type(screen.getByLabelText('Date of birth'), '1963-06-15');
    await view.user.click(screen.getByRole('button', { name: 'Confirm my seat' }));
    expect(
      await screen.findByText(`${GROUP_SEAT_NOT_FOUND_MESSAGE}, or contact support at support@tailwise.example.`, {
        exact: false,
      }),
    ).toBeInTheDocument();
    expect(view.api.callsTo('POST /groups/:groupId/seats/claim/')[0]!.body).toEqual({
      employeeId: 'FEN-0003',
      dateOfBirth: '1963-06-15',
    });
    expect(screen.getByLabelText('Employee id')).toHaveValue('FEN-0003');
  });
});
