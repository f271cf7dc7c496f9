import { screen, waitFor } from '@testing-library/react';
import { readStored, setErrorReporter, storageKeys, writeStored } from '@tailwise/shared';
import { apiError, createFakeAuth, fixtures, renderRemote, type FakeRoutes } from '@tailwise/shared/testing';
import { quizRoutes } from '../../routes';
import { readCart, readQuizAnswers } from '../flow/state/answers';
import { RESTORE_FAILED_NOTE } from './OnboardFlowPage';

const LEAD_UUID = '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d';

const savedLead = (savedQuote?: unknown) => ({
  ...fixtures.lead({ id: 41, uuid: LEAD_UUID, email: 'ada@example.com', firstName: 'Ada', zipCode: '94110' }),
  ...(savedQuote === undefined ? {} : { savedQuote }),
});

const priceRoutes: FakeRoutes = {
  'GET /insurance/options/': ({ query }) => fixtures.insuranceOptions(query.zip_code),
  'GET /wellness-plans/': ({ query }) => ({ plans: fixtures.wellnessPlans(query.pet_type === '1' ? 1 : 0) }),
  'POST /quotes/': () => fixtures.quote(),
  'GET /breeds/': ({ query }) => ({ breeds: fixtures.breeds(query.pet_type === '1' ? 1 : 0) }),
};

// Whole flows typed through with user-event: slow on a busy machine, not stuck.
jest.setTimeout(30_000);

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe('OnboardQuiz', () => {
  it('restores the email, ZIP, pets and options from the lead and lands on the price', async () => {
    const quote = {
      zipCode: '94110',
      billingInterval: 'year',
      promoCode: 'SPRING10',
      pets: [
        {
          name: 'Rex',
          petType: 0,
          breedId: 177,
          age: 3,
          insurance: { deductible: 500, coinsurancePercent: 20, isUncapped: true },
          wellnessPlanId: null,
        },
        {
          name: 'Mochi',
          petType: 1,
          breedId: 1070,
          age: 0,
          insurance: null,
          wellnessPlanId: 'cat-classic',
        },
        // Omitted insurance is the default options.
        { name: 'Bo', petType: 0, breedId: 12, age: 7 },
      ],
    };
    const view = renderRemote({
      routes: quizRoutes,
      route: `/onboard?lid=${LEAD_UUID}&utm_source=email`,
      api: { ...priceRoutes, 'GET /leads/:id': { status: 200, body: savedLead(quote) } },
    });
    await waitFor(() => expect(view.path()).toBe(`/onboard/price?lid=${LEAD_UUID}&utm_source=email`));
    expect(await screen.findByText('Step 4 of 4')).toBeInTheDocument();
    expect(view.api.callsTo('GET /leads/:id').map((c) => c.params.id)).toEqual([LEAD_UUID]);

    const answers = readQuizAnswers();
    expect(answers).toMatchObject({ zipCode: '94110', email: 'ada@example.com', leadId: 41, leadUuid: LEAD_UUID });
    expect(answers.pets.map((p) => [p.name, p.petType, p.breedId, p.age])).toEqual([
      ['Rex', 0, 177, 3],
      ['Mochi', 1, 1070, 0],
      ['Bo', 0, 12, 7],
    ]);
    // The price screen settles the restored cart once the options load: a new customer insures every
    // pet, so the saved wellness-only pet gets the default cover at this ZIP and keeps its plan.
    await waitFor(() => expect(readCart()[1]?.insurance).not.toBeNull());
    const cart = readCart();
    expect(cart.map((c) => c.petKey)).toEqual(answers.pets.map((p) => p.key));
    expect(cart[0]!.insurance).toEqual({ deductible: 500, coinsurancePercent: 20, isUncapped: true });
    expect(cart[1]).toMatchObject({
      insurance: { deductible: 1000, isUncapped: false },
      wellnessPlanId: 'cat-classic',
    });
    // 94110 is in California: the omitted option opens at the 80 option (spec §5).
    expect(cart[2]).toMatchObject({ insurance: { deductible: 1000, coinsurancePercent: 20, isUncapped: false } });
    expect(readStored(storageKeys.billingInterval)).toBe('year');
    expect(readStored(storageKeys.promoInput)).toBe('SPRING10');
    expect(readStored(storageKeys.promoCode)).toBe('SPRING10');
    expect(readStored(storageKeys.shipping)).toMatchObject({ firstName: 'Ada', zipCode: '94110' });
  });

  it('restores a lead once per link: a refresh keeps the visitor’s later changes', async () => {
    const lead = savedLead({ pets: [{ name: 'Rex', petType: 0, breedId: 177, age: 3 }] });
    const api = { ...priceRoutes, 'GET /leads/:id': { status: 200, body: lead } };
    const first = renderRemote({ routes: quizRoutes, route: `/onboard?lid=${LEAD_UUID}`, api });
    await waitFor(() => expect(first.path()).toBe(`/onboard/price?lid=${LEAD_UUID}`));
    first.unmount();
    const pets = readQuizAnswers().pets;
    writeStored(storageKeys.currentPets, [{ ...pets[0]!, name: 'Rexy' }]);
    const second = renderRemote({ routes: quizRoutes, route: `/onboard/price?lid=${LEAD_UUID}`, api });
    expect(await screen.findByText('Step 4 of 4')).toBeInTheDocument();
    expect(second.api.callsTo('GET /leads/:id')).toHaveLength(0);
    expect(readQuizAnswers().pets[0]!.name).toBe('Rexy');
  });

  it('asks only what the lead does not answer: no saved pets means the pet questions, then the price', async () => {
    const view = renderRemote({
      routes: quizRoutes,
      route: '/onboard?lid=41',
      api: { ...priceRoutes, 'GET /leads/:id': { status: 200, body: savedLead() } },
    });
    expect(await screen.findByText('Step 1 of 4')).toBeInTheDocument();
    expect(view.path()).toBe('/onboard?lid=41');
    expect(readQuizAnswers()).toMatchObject({ email: 'ada@example.com', zipCode: '94110', leadUuid: LEAD_UUID });
    const name = screen.getByLabelText('Your pet’s name');
    await waitFor(() => expect(name).toBeEnabled());
    await view.user.type(name, 'Rex');
    await view.user.click(screen.getByRole('radio', { name: 'Dog' }));
    await view.user.click(screen.getByRole('button', { name: 'Continue' }));
    const combo = await screen.findByRole('combobox', { name: /breed/ });
    await waitFor(() => expect(combo).toBeEnabled());
    await view.user.type(combo, 'beag');
    await view.user.keyboard('{Enter}');
    await view.user.selectOptions(screen.getByRole('combobox', { name: /age/ }), '5 years');
    await view.user.click(screen.getByRole('button', { name: 'Continue' }));
    // ZIP and email came from the lead: straight to the price.
    await waitFor(() => expect(view.path()).toBe('/onboard/price?lid=41'));
  });

  it('reports "Failed to fetch lead by id" as a warning and starts fresh at step 1 with a note', async () => {
    // fetchLead reports through the app-wide reporter (Sentry in the app).
    const reported: Array<{ message: string; level: string }> = [];
    setErrorReporter({
      captureException: () => {},
      captureMessage: (message, level) => void reported.push({ message, level }),
    });
    writeStored(storageKeys.quizFlow, { flowId: 'OnboardQuiz' });
    writeStored(storageKeys.currentPets, [
      { key: 'p1', name: 'Old', petType: 0, breedId: 12, breedName: null, age: 2 },
    ]);
    const view = renderRemote({
      routes: quizRoutes,
      route: `/onboard/price?lid=${LEAD_UUID}`,
      api: { ...priceRoutes, 'GET /leads/:id': apiError(404, 'NotFound', 'Lead not found') },
    });
    await waitFor(() => expect(view.path()).toBe(`/onboard?lid=${LEAD_UUID}`));
    expect(await screen.findByText(RESTORE_FAILED_NOTE)).toBeInTheDocument();
    expect(screen.getByLabelText('Your pet’s name')).toHaveValue('');
    expect(readQuizAnswers().pets).toEqual([]);
    expect(reported).toEqual([{ message: 'Failed to fetch lead by id', level: 'warning' }]);
    setErrorReporter(null);
    // The link is not retried on every render.
    expect(view.api.callsTo('GET /leads/:id')).toHaveLength(1);
  });

  it('keeps the success screen after buying from the saved quote (the lead is not restored again)', async () => {
    const lead = savedLead({ pets: [{ name: 'Rex', petType: 0, breedId: 177, age: 3 }] });
    const view = renderRemote({
      routes: quizRoutes,
      route: `/onboard?lid=${LEAD_UUID}`,
      auth: createFakeAuth({ user: { email: 'ada@example.com' } }),
      api: {
        ...priceRoutes,
        'GET /leads/:id': { status: 200, body: lead },
        'GET /me/': fixtures.me(),
        'POST /payments/tokens/': fixtures.cardToken(),
        'POST /checkout/': ({ body }) => ({
          status: 201,
          body: fixtures.checkoutResult({
            chargedCents: body.expectedTotalCents ?? 0,
            pets: [fixtures.pet({ name: 'Rex' })],
          }),
        }),
      },
    });
    await waitFor(() => expect(view.path()).toBe(`/onboard/price?lid=${LEAD_UUID}`));
    writeStored(storageKeys.shipping, {
      firstName: 'Ada',
      lastName: 'Lovelace',
      address: '1 Main St',
      city: 'San Francisco',
      state: 'CA',
      zipCode: '94110',
      phone: '4155550100',
      terms: true,
    });
    const proceed = await screen.findByRole('button', { name: 'Continue to checkout' }, { timeout: 10_000 });
    await waitFor(() => expect(proceed).toBeEnabled());
    await view.user.click(proceed);
    await screen.findByRole('heading', { level: 1, name: 'Your details' }, { timeout: 10_000 });
    await view.user.click(screen.getByRole('button', { name: 'Continue' }));
    await screen.findByRole('heading', { level: 1, name: 'Review and pay' });
    await view.user.type(screen.getByLabelText('Card number'), '4242424242424242');
    await view.user.type(screen.getByLabelText('Expiry (MM / YY)'), '1230');
    await view.user.type(screen.getByLabelText('Security code'), '123');
    const pay = await waitFor(() => {
      const button = screen.getByRole('button', { name: /^Pay \$/ });
      expect(button).toBeEnabled();
      return button;
    });
    const leadReads = view.api.callsTo('GET /leads/:id').length;
    await view.user.click(pay);

    expect(await screen.findByRole('heading', { level: 1, name: 'Rex is covered' })).toBeInTheDocument();
    await waitFor(() => expect(readStored(storageKeys.petsCart)).toEqual([]));
    await new Promise((r) => setTimeout(r, 200));
    expect(screen.getByRole('heading', { level: 1, name: 'Rex is covered' })).toBeInTheDocument();
    expect(view.path()).toBe(`/onboard/checkout?lid=${LEAD_UUID}`);
    expect(view.api.callsTo('GET /leads/:id')).toHaveLength(leadReads);
    expect(readQuizAnswers().pets).toEqual([]);
  });

  it('ignores a lid that is neither an id nor a uuid', async () => {
    const view = renderRemote({ routes: quizRoutes, route: '/onboard?lid=abc', api: priceRoutes });
    expect(await screen.findByText('Step 1 of 4')).toBeInTheDocument();
    expect(view.api.calls.filter((c) => c.path.startsWith('/leads'))).toHaveLength(0);
  });
});
