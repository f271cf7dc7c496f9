import { act, screen, waitFor } from '@testing-library/react';
import { fixtures, renderRemote, type FakeRoutes } from '@tailwise/shared/testing';
import type { Me, Pet } from '@tailwise/shared/contract';
import { quizRoutes } from '../../routes';
import { readQuizAnswers } from '../flow/state/answers';
import { petsLacking, preselectedPet } from './upsell-offer';

const REX = fixtures.pet({ uuid: '11111111-1111-4111-8111-111111111111', name: 'Rex' });
const MOCHI = fixtures.pet({
  uuid: '22222222-2222-4222-8222-222222222222',
  name: 'Mochi',
  petType: 1,
  breed: 1070,
  breedName: 'Siamese',
  age: 0,
});
const BO = fixtures.pet({ uuid: '33333333-3333-4333-8333-333333333333', name: 'Bo', age: 9 });

const SHIPPING = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  address: '1 Main St',
  city: 'San Francisco',
  state: 'CA' as const,
  zipCode: '94110',
};

/** Rex is insured (ACTIVE); Bo's insurance was cancelled; Mochi has an ACTIVE wellness plan. */
const customer = (overrides: Partial<Me> = {}) =>
  fixtures.me({
    shippingAddress: SHIPPING,
    insuranceAgreements: [
      fixtures.insuranceAgreement({ pet: REX.uuid, status: 'ACTIVE' }),
      fixtures.insuranceAgreement({ uuid: '44444444-4444-4444-8444-444444444444', pet: BO.uuid, status: 'CANCELLED' }),
    ],
    purchaseAgreements: [fixtures.purchaseAgreement({ pet: MOCHI.uuid, status: 'ACTIVE' })],
    ...overrides,
  });

const routes = (me: Me, pets: Pet[] = [REX, MOCHI, BO]): FakeRoutes => ({
  'GET /me/': me,
  'GET /pets/': { pets },
  'GET /insurance/options/': ({ query }) => fixtures.insuranceOptions(query.zip_code),
  'GET /wellness-plans/': ({ query }) => ({ plans: fixtures.wellnessPlans(query.pet_type === '1' ? 1 : 0) }),
  'POST /quotes/': () => fixtures.quote(),
  'GET /breeds/': ({ query }) => ({ breeds: fixtures.breeds(query.pet_type === '1' ? 1 : 0) }),
});

const signedIn = { user: { uid: 'u1', email: 'ada@example.com' } };

// Whole flows typed through with user-event: slow on a busy machine, not stuck.
jest.setTimeout(30_000);

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe('petsLacking', () => {
  it('offers insurance to pets without an ACTIVE insurance agreement, a cancelled one included', () => {
    expect(petsLacking(customer(), [REX, MOCHI, BO], 'INSURANCE').map((p) => p.name)).toEqual(['Mochi', 'Bo']);
  });

  it('offers wellness to pets without an ACTIVE wellness plan', () => {
    expect(petsLacking(customer(), [REX, MOCHI, BO], 'WELLNESS').map((p) => p.name)).toEqual(['Rex', 'Bo']);
  });

  it('preselects the ?pet= uuid only when that pet is on offer', () => {
    const offered = [MOCHI, BO];
    expect(preselectedPet(`?pet=${BO.uuid.toUpperCase()}`, offered)).toBe(BO.uuid);
    expect(preselectedPet(`?pet=${REX.uuid}`, offered)).toBeNull();
    expect(preselectedPet('', offered)).toBeNull();
  });
});

describe('UpsellInsuranceQuiz', () => {
  it('offers only uninsured pets, preselects the linked one, and goes to the price with the profile ZIP', async () => {
    const view = renderRemote({
      routes: quizRoutes,
      route: `/insurance?pet=${BO.uuid}`,
      api: routes(customer()),
      auth: signedIn,
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Which pets should we insure?' })).toBeInTheDocument();
    expect(await screen.findByLabelText(/^Mochi/)).not.toBeChecked();
    expect(screen.queryByLabelText(/^Rex/)).not.toBeInTheDocument();
    expect(screen.getByLabelText(/^Bo/)).toBeChecked();
    // The profile has a ZIP, so the ZIP step is skipped: two steps.
    expect(screen.getByText('Step 1 of 2')).toBeInTheDocument();

    await view.user.click(screen.getByRole('button', { name: 'See my price' }));
    await waitFor(() => expect(view.path()).toBe(`/insurance/price?pet=${BO.uuid}`));
    expect(await screen.findByText('Step 2 of 2')).toBeInTheDocument();
    expect(readQuizAnswers()).toMatchObject({
      pets: [{ uuid: BO.uuid, name: 'Bo', petType: 0, breedId: 177, age: 9 }],
      zipCode: '94110',
      email: 'ada@example.com',
    });
  });

  it('draws the step’s heading and words while the account and its pets load, the list’s space kept', async () => {
    let answerMe: () => void = () => {};
    const meAnswered = new Promise<void>((resolve) => (answerMe = resolve));
    const me = customer();
    renderRemote({
      routes: quizRoutes,
      route: '/insurance',
      api: { ...routes(me), 'GET /me/': async () => (await meAnswered, me) },
      auth: signedIn,
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Which pets should we insure?' })).toBeInTheDocument();
    expect(screen.getByText('These pets have no insurance with us yet.')).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Loading your pets…' })).toBeInTheDocument();
    // The count waits for the profile (it decides whether the ZIP is asked): not read out meanwhile.
    const counts = screen.queryAllByText(/Step \d of/);
    for (const count of counts) expect(count).not.toBeVisible();
    answerMe();
    expect(await screen.findByLabelText(/^Mochi/)).toBeInTheDocument();
    expect(screen.getByText('Step 1 of 2')).toBeInTheDocument();
  });

  it('offers the pets of a returning customer while Firebase is still answering (the shell’s last visit)', async () => {
    renderRemote({
      routes: quizRoutes,
      route: '/insurance',
      api: routes(customer()),
      auth: { user: { uid: 'u1', email: 'ada@example.com' }, status: 'loading' },
    });
    expect(await screen.findByLabelText(/^Mochi/)).toBeInTheDocument();
    expect(screen.getByLabelText(/^Bo/)).toBeInTheDocument();
    expect(screen.queryByLabelText(/^Rex/)).not.toBeInTheDocument();
  });

  it('waits for Firebase when nobody was signed in here last', async () => {
    renderRemote({ routes: quizRoutes, route: '/insurance', api: routes(customer()), auth: 'loading' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Which pets should we insure?' })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Loading your pets…' })).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByLabelText(/^Mochi/)).not.toBeInTheDocument();
  });

  it('asks to choose a pet when none is ticked', async () => {
    const view = renderRemote({ routes: quizRoutes, route: '/insurance', api: routes(customer()), auth: signedIn });
    await view.user.click(await screen.findByRole('button', { name: 'See my price' }));
    expect(await screen.findByRole('group', { name: 'There is a problem' })).toHaveTextContent(
      'Choose at least one pet',
    );
    expect(view.path()).toBe('/insurance');
  });

  it('asks for the ZIP when the profile has no shipping address', async () => {
    const view = renderRemote({
      routes: quizRoutes,
      route: '/insurance',
      api: routes(customer({ shippingAddress: null })),
      auth: signedIn,
    });
    await view.user.click(await screen.findByLabelText(/^Mochi/));
    expect(screen.getByText('Step 1 of 3')).toBeInTheDocument();
    await view.user.click(screen.getByRole('button', { name: 'See my price' }));
    await waitFor(() => expect(view.path()).toBe('/insurance/zip'));
    await view.user.type(await screen.findByLabelText('ZIP code'), '10001');
    await view.user.click(screen.getByRole('button', { name: 'See my price' }));
    await waitFor(() => expect(view.path()).toBe('/insurance/price'));
    expect(readQuizAnswers().zipCode).toBe('10001');
  });

  it('says so, with links, when every pet is already insured', async () => {
    const all = customer({
      insuranceAgreements: [REX, MOCHI, BO].map((p, i) =>
        fixtures.insuranceAgreement({ uuid: `5555555${i}-5555-4555-8555-555555555555`, pet: p.uuid }),
      ),
    });
    renderRemote({ routes: quizRoutes, route: '/insurance', api: routes(all), auth: signedIn });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Every pet already has insurance' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add a new pet' })).toHaveAttribute('href', '/new');
    expect(screen.getByRole('link', { name: 'See my pets' })).toHaveAttribute('href', '/dashboard/pets');
    expect(screen.queryByRole('button', { name: 'See my price' })).not.toBeInTheDocument();
  });
});

describe('UpsellWellnessQuiz', () => {
  it('offers only pets without an ACTIVE wellness plan', async () => {
    renderRemote({ routes: quizRoutes, route: '/wellness', api: routes(customer()), auth: signedIn });
    expect(await screen.findByLabelText(/^Rex/)).toBeInTheDocument();
    expect(screen.getByLabelText(/^Bo/)).toBeInTheDocument();
    expect(screen.queryByLabelText(/^Mochi/)).not.toBeInTheDocument();
  });
});

describe('UpsellNewPetQuiz', () => {
  it('asks the new pet’s name and species while Firebase is still answering, without a step count yet', async () => {
    const view = renderRemote({ routes: quizRoutes, route: '/new', api: routes(customer()), auth: 'loading' });
    const name = await screen.findByLabelText('Your pet’s name');
    expect(screen.getByRole('heading', { level: 1, name: 'Tell us about your pet' })).toBeInTheDocument();
    // Whether a ZIP step follows is the profile's to say.
    expect(screen.queryByText(/^Step 1 of [2-9]$/)).not.toBeInTheDocument();
    await waitFor(() => expect(name).toBeEnabled());
    await view.user.type(name, 'Pip');
    await view.user.click(screen.getByRole('radio', { name: 'Cat' }));
    await view.user.click(screen.getByRole('button', { name: 'Continue' }));
    // The next step waits for the account, and the answers are kept for it.
    await waitFor(() => expect(view.path()).toBe('/new/breed'));
    expect(screen.getByRole('status')).toHaveTextContent(/Checking your account/);
    expect(readQuizAnswers().pets[0]).toMatchObject({ name: 'Pip', petType: 1 });
  });

  it('keeps what was typed while Firebase answered once the account has loaded, and then counts the steps', async () => {
    const view = renderRemote({ routes: quizRoutes, route: '/new', api: routes(customer()), auth: 'loading' });
    const name = await screen.findByLabelText('Your pet’s name');
    await waitFor(() => expect(name).toBeEnabled());
    await view.user.type(name, 'Pip');
    act(() => view.auth.signInAs({ uid: 'u1', email: 'ada@example.com' }));
    // The profile has a ZIP: no ZIP step, so three steps in all.
    expect(await screen.findByText('Step 1 of 3')).toBeInTheDocument();
    expect(screen.getByLabelText('Your pet’s name')).toHaveValue('Pip');
    expect(screen.getByLabelText('Your pet’s name')).toBe(name);
  });

  it('asks name and species, then breed and age, then shows the price with the profile ZIP', async () => {
    const view = renderRemote({ routes: quizRoutes, route: '/new', api: routes(customer()), auth: signedIn });
    const name = await screen.findByLabelText('Your pet’s name');
    expect(await screen.findByText('Step 1 of 3')).toBeInTheDocument();
    await waitFor(() => expect(name).toBeEnabled());
    await view.user.type(name, 'Pip');
    await view.user.click(screen.getByRole('radio', { name: 'Cat' }));
    await view.user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(view.path()).toBe('/new/breed'));
    const combo = await screen.findByRole('combobox', { name: /breed/ });
    await waitFor(() => expect(combo).toBeEnabled());
    await view.user.type(combo, 'maine');
    await view.user.keyboard('{Enter}');
    await view.user.selectOptions(screen.getByRole('combobox', { name: /age/ }), '2 years');
    await view.user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(view.path()).toBe('/new/price'));
    expect(readQuizAnswers()).toMatchObject({
      pets: [{ name: 'Pip', petType: 1, breedId: 1049, age: 2 }],
      zipCode: '94110',
    });
    expect(readQuizAnswers().pets[0]!.uuid).toBeUndefined();
  });
});
