import { screen, waitFor, within } from '@testing-library/react';
import { storageKeys, writeStored } from '@tailwise/shared';
import { createFakeApi, fixtures, renderRemote, type FakeRoutes } from '@tailwise/shared/testing';
import { quizRoutes } from '../../routes';
import { readQuizAnswers } from '../flow/state/answers';

const LEAD = fixtures.lead({ id: 77, uuid: '0e6f1c9a-2b3d-4e5f-8a7b-9c0d1e2f3a4b' });

/** Everything the four steps call: breeds, the lead, SMS consent and the price screen's reads. */
const flowRoutes = (): FakeRoutes => ({
  'GET /breeds/': ({ query }) => ({ breeds: fixtures.breeds(query.pet_type === '1' ? 1 : 0) }),
  'POST /leads/': ({ body }) => fixtures.lead({ ...LEAD, email: body.email, zipCode: body.zipCode ?? null }),
  'PUT /leads/sms-consent/': () => fixtures.lead({ ...LEAD, smsConsent: true }),
  'GET /insurance/options/': ({ query }) => fixtures.insuranceOptions(query.zip_code),
  'GET /wellness-plans/': ({ query }) => ({ plans: fixtures.wellnessPlans(query.pet_type === '1' ? 1 : 0) }),
  'POST /quotes/': () => fixtures.quote(),
  'GET /me/': () => fixtures.me(),
});

const heading = () => screen.getByRole('heading', { level: 1 });

async function answerPet(user: ReturnType<typeof renderRemote>['user'], name: string, species: 'Dog' | 'Cat') {
  const nameBox = await screen.findByLabelText('Your pet’s name');
  await waitFor(() => expect(nameBox).toBeEnabled());
  await user.clear(nameBox);
  await user.type(nameBox, name);
  await user.click(screen.getByRole('radio', { name: species }));
  await user.click(screen.getByRole('button', { name: 'Continue' }));
}

async function answerBreed(user: ReturnType<typeof renderRemote>['user'], breed: string, age: string) {
  const combo = await screen.findByRole('combobox', { name: /breed/ });
  await waitFor(() => expect(combo).toBeEnabled());
  await user.type(combo, breed);
  await user.keyboard('{Enter}');
  await user.selectOptions(screen.getByRole('combobox', { name: /age/ }), age);
  await user.click(screen.getByRole('button', { name: 'Continue' }));
}

async function answerContact(user: ReturnType<typeof renderRemote>['user'], zip: string, email: string) {
  await user.type(await screen.findByLabelText('ZIP code'), zip);
  await user.type(screen.getByLabelText('Email'), email);
  await user.click(screen.getByRole('button', { name: 'See my price' }));
}

// Whole flows typed through with user-event: slow on a busy machine, not stuck.
jest.setTimeout(30_000);

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe('StartQuiz', () => {
  it('asks six questions on three screens, creates the lead with the stored utm and referrer, and shows the price', async () => {
    writeStored(storageKeys.marketingSource, { utm_source: 'tv', utm_campaign: 'spring' });
    writeStored(storageKeys.referrerData, { ri: 'cust-ada', rt: 'CUSTOMER', rpc: 'ADA10' });
    const view = renderRemote({ routes: quizRoutes, route: '/start?utm_source=tv', api: flowRoutes() });
    const { user, api } = view;

    expect(await screen.findByText('Step 1 of 4')).toBeInTheDocument();
    expect(heading()).toHaveTextContent('Tell us about your pet');
    await answerPet(user, 'Biscuit', 'Dog');

    await waitFor(() => expect(view.path()).toBe('/start/breed?utm_source=tv'));
    expect(await screen.findByText('Step 2 of 4')).toBeInTheDocument();
    // The new step's heading takes focus, so a screen reader announces the question.
    await waitFor(() => expect(heading()).toHaveFocus());
    expect(heading()).toHaveTextContent('What breed is Biscuit, and how old?');
    await answerBreed(user, 'beag', '3 years');

    await waitFor(() => expect(view.path()).toBe('/start/contact?utm_source=tv'));
    expect(await screen.findByText('Step 3 of 4')).toBeInTheDocument();
    await answerContact(user, '10001', 'Ada@Example.com');

    await waitFor(() => expect(view.path()).toBe('/start/price?utm_source=tv'));
    expect(await screen.findByText('Step 4 of 4')).toBeInTheDocument();
    expect(api.callsTo('POST /leads/').map((c) => c.body)).toEqual([
      {
        email: 'ada@example.com',
        zipCode: '10001',
        utm: { source: 'tv', campaign: 'spring' },
        referrer: { ri: 'cust-ada', rt: 'CUSTOMER', rpc: 'ADA10' },
      },
    ]);
    // No phone, no consent: no SMS call.
    expect(api.callsTo('PUT /leads/sms-consent/')).toHaveLength(0);
    expect(readQuizAnswers()).toMatchObject({
      pets: [{ name: 'Biscuit', petType: 0, breedId: 12, breedName: 'Beagle', age: 3 }],
      zipCode: '10001',
      email: 'ada@example.com',
      leadId: 77,
      leadUuid: LEAD.uuid,
    });
    api.assertAllMatched();
  });

  it('records SMS consent only when the box is ticked, with the normalised number', async () => {
    const api = createFakeApi(flowRoutes());
    writeStored(storageKeys.quizFlow, { flowId: 'StartQuiz' });
    writeStored(storageKeys.currentPets, [
      { key: 'p1', name: 'Biscuit', petType: 0, breedId: 12, breedName: 'Beagle', age: 3 },
    ]);
    const view = renderRemote({ routes: quizRoutes, route: '/start/contact', api });
    const { user } = view;
    await user.type(await screen.findByLabelText('ZIP code'), '10001');
    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.type(screen.getByLabelText(/Mobile number/), '(614) 555-0100');
    // A number without the tick is not consent.
    await user.click(screen.getByRole('checkbox'));
    await user.clear(screen.getByLabelText(/Mobile number/));
    await user.click(screen.getByRole('button', { name: 'See my price' }));
    // Ticked without a number: asked for one, nothing sent.
    const phone = screen.getByLabelText(/Mobile number/);
    await waitFor(() => expect(phone).toHaveAccessibleDescription(/Enter a mobile number for texts/));
    expect(api.callsTo('POST /leads/')).toHaveLength(0);

    await user.type(phone, '(614) 555-0100');
    await user.click(screen.getByRole('button', { name: 'See my price' }));
    await waitFor(() => expect(view.path()).toBe('/start/price'));
    expect(api.callsTo('PUT /leads/sms-consent/').map((c) => c.body)).toEqual([
      { uuid: LEAD.uuid, phone: '+16145550100', smsConsent: true },
    ]);
  });

  it('sends no SMS consent for a number without the tick', async () => {
    const api = createFakeApi(flowRoutes());
    writeStored(storageKeys.quizFlow, { flowId: 'StartQuiz' });
    writeStored(storageKeys.currentPets, [
      { key: 'p1', name: 'Biscuit', petType: 0, breedId: 12, breedName: 'Beagle', age: 3 },
    ]);
    const view = renderRemote({ routes: quizRoutes, route: '/start/contact', api });
    const { user } = view;
    await user.type(await screen.findByLabelText('ZIP code'), '10001');
    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.type(screen.getByLabelText(/Mobile number/), '(614) 555-0100');
    await user.click(screen.getByRole('button', { name: 'See my price' }));
    await waitFor(() => expect(view.path()).toBe('/start/price'));
    expect(api.callsTo('POST /leads/')).toHaveLength(1);
    expect(api.callsTo('PUT /leads/sms-consent/')).toHaveLength(0);
  });

  it('shows errors inline and in a summary, keeps what was typed, and stays on the step', async () => {
    const view = renderRemote({ routes: quizRoutes, route: '/start', api: flowRoutes() });
    const { user } = view;
    const nameBox = await screen.findByLabelText('Your pet’s name');
    await waitFor(() => expect(nameBox).toBeEnabled());
    await user.type(nameBox, '   ');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    const summary = await screen.findByRole('group', { name: 'There is a problem' });
    await waitFor(() => expect(summary).toHaveFocus());
    expect(
      within(summary)
        .getAllByRole('link')
        .map((l) => l.textContent),
    ).toEqual(['Enter your pet’s name', 'Dog or cat? Choose dog or cat']);
    expect(nameBox).toHaveAccessibleDescription('Enter your pet’s name');
    expect(view.path()).toBe('/start');
    await user.type(nameBox, 'Mochi');
    expect(nameBox).toHaveValue('   Mochi');
  });

  it('puts a field error from the lead call on its field and keeps the entries', async () => {
    const api = createFakeApi({
      ...flowRoutes(),
      'POST /leads/': {
        status: 422,
        body: {
          error: { code: 'ValidationError', message: 'Check', fields: { email: 'We cannot deliver email here' } },
        },
      },
    });
    writeStored(storageKeys.quizFlow, { flowId: 'StartQuiz' });
    writeStored(storageKeys.currentPets, [
      { key: 'p1', name: 'Rex', petType: 0, breedId: 12, breedName: null, age: 1 },
    ]);
    const view = renderRemote({ routes: quizRoutes, route: '/start/contact', api });
    await answerContact(view.user, '10001', 'ada@bounce.example');
    const email = screen.getByLabelText('Email');
    await waitFor(() => expect(email).toHaveAccessibleDescription(/We cannot deliver email here/));
    expect(email).toHaveValue('ada@bounce.example');
    expect(screen.getByLabelText('ZIP code')).toHaveValue('10001');
    expect(view.path()).toBe('/start/contact');
  });

  it('sends a deep link to a later step to the first unanswered one, keeping the query string', async () => {
    writeStored(storageKeys.quizFlow, { flowId: 'StartQuiz' });
    writeStored(storageKeys.currentPets, [
      { key: 'p1', name: 'Rex', petType: 0, breedId: null, breedName: null, age: null },
    ]);
    const view = renderRemote({ routes: quizRoutes, route: '/start/price?utm_source=mail', api: flowRoutes() });
    await waitFor(() => expect(view.path()).toBe('/start/breed?utm_source=mail'));
    expect(await screen.findByText('Step 2 of 4')).toBeInTheDocument();
    view.unmount();

    const fresh = renderRemote({ routes: quizRoutes, route: '/start/checkout?lid=5', api: flowRoutes() });
    await waitFor(() => expect(fresh.path()).toBe('/start/breed?lid=5'));
  });

  it('asks its questions without reading a flag, so they never ask for Remote Config', async () => {
    writeStored(storageKeys.quizFlow, { flowId: 'StartQuiz' });
    writeStored(storageKeys.currentPets, [
      { key: 'p1', name: 'Rex', petType: 1, breedId: 1070, breedName: 'Siamese', age: 2 },
    ]);
    const onFlagRead = jest.fn();
    const first = renderRemote({ routes: quizRoutes, route: '/start', api: flowRoutes(), onFlagRead });
    expect(await screen.findByText('Step 1 of 4')).toBeInTheDocument();
    first.unmount();
    renderRemote({ routes: quizRoutes, route: '/start/breed', api: flowRoutes(), onFlagRead });
    expect(await screen.findByRole('combobox', { name: 'Rex’s age' })).toHaveValue('number:2');
    expect(onFlagRead).not.toHaveBeenCalled();
  });

  it('keeps the step and the answers across a refresh', async () => {
    writeStored(storageKeys.quizFlow, { flowId: 'StartQuiz' });
    writeStored(storageKeys.currentPets, [
      { key: 'p1', name: 'Rex', petType: 1, breedId: 1070, breedName: 'Siamese', age: 2 },
    ]);
    const first = renderRemote({ routes: quizRoutes, route: '/start/breed', api: flowRoutes() });
    expect(await screen.findByRole('combobox', { name: 'Rex’s age' })).toHaveValue('number:2');
    first.unmount();
    // A "refresh": a new app on the same URL, reading the same storage.
    const second = renderRemote({ routes: quizRoutes, route: '/start/breed', api: flowRoutes() });
    expect(await screen.findByRole('combobox', { name: 'Rex’s age' })).toHaveValue('number:2');
    await waitFor(() => expect(screen.getByRole('combobox', { name: /Rex’s breed/ })).toHaveValue('Siamese'));
    expect(second.path()).toBe('/start/breed');
  });

  it('goes back with the in-page Back button to the previous step’s URL, answers kept', async () => {
    writeStored(storageKeys.quizFlow, { flowId: 'StartQuiz' });
    writeStored(storageKeys.currentPets, [
      { key: 'p1', name: 'Rex', petType: 0, breedId: 12, breedName: 'Beagle', age: 4 },
    ]);
    const view = renderRemote({ routes: quizRoutes, route: '/start/contact?rt=CUSTOMER', api: flowRoutes() });
    await view.user.click(await screen.findByRole('button', { name: /Back/ }));
    await waitFor(() => expect(view.path()).toBe('/start/breed?rt=CUSTOMER'));
    await view.user.click(await screen.findByRole('button', { name: /Back/ }));
    await waitFor(() => expect(view.path()).toBe('/start?rt=CUSTOMER'));
    expect(await screen.findByLabelText('Your pet’s name')).toHaveValue('Rex');
    expect(screen.getByRole('radio', { name: 'Dog' })).toBeChecked();
    expect(screen.queryByRole('button', { name: /Back/ })).not.toBeInTheDocument();
  });

  it('does not reuse answers stored for another flow', async () => {
    writeStored(storageKeys.quizFlow, { flowId: 'PromoQuiz' });
    writeStored(storageKeys.currentPets, [
      { key: 'p1', name: 'Rex', petType: 0, breedId: 12, breedName: 'Beagle', age: 4 },
    ]);
    writeStored(storageKeys.zipCode, '10001');
    const view = renderRemote({ routes: quizRoutes, route: '/start/breed', api: flowRoutes() });
    await waitFor(() => expect(view.path()).toBe('/start'));
    expect(await screen.findByLabelText('Your pet’s name')).toHaveValue('');
    expect(screen.getByRole('status')).toHaveTextContent(/answers from “redeem your offer” were not carried over/);
    expect(readQuizAnswers().pets).toEqual([]);
    expect(readQuizAnswers().zipCode).toBeNull();
  });

  it('loops back for another pet and returns to the price without asking the ZIP and email again', async () => {
    writeStored(storageKeys.quizFlow, { flowId: 'StartQuiz' });
    writeStored(storageKeys.currentPets, [
      { key: 'p1', name: 'Rex', petType: 0, breedId: 12, breedName: 'Beagle', age: 4 },
    ]);
    writeStored(storageKeys.zipCode, '10001');
    writeStored(storageKeys.backupEmail, 'ada@example.com');
    writeStored(storageKeys.leadId, 77);
    writeStored(storageKeys.leadUuid, LEAD.uuid);
    const view = renderRemote({ routes: quizRoutes, route: '/start/price', api: flowRoutes() });
    const { user, api } = view;
    await user.click(await screen.findByRole('button', { name: /Add another pet/ }));
    await waitFor(() => expect(view.path()).toBe('/start'));
    expect(heading()).toHaveTextContent('Tell us about your next pet');
    await answerPet(user, 'Mochi', 'Cat');
    await waitFor(() => expect(view.path()).toBe('/start/breed'));
    await answerBreed(user, 'siam', 'Under 1 year');
    await waitFor(() => expect(view.path()).toBe('/start/price'));
    expect(readQuizAnswers().pets.map((p) => [p.name, p.petType, p.breedId, p.age])).toEqual([
      ['Rex', 0, 12, 4],
      ['Mochi', 1, 1070, 0],
    ]);
    expect(api.callsTo('POST /leads/')).toHaveLength(0);
    // The price is quoted for both pets.
    await waitFor(() => expect(api.callsTo('POST /quotes/').at(-1)?.body.pets).toHaveLength(2));
  });

  it('drops a pet added and then left, so the price is not held up', async () => {
    writeStored(storageKeys.quizFlow, { flowId: 'StartQuiz' });
    writeStored(storageKeys.currentPets, [
      { key: 'p1', name: 'Rex', petType: 0, breedId: 12, breedName: 'Beagle', age: 4 },
    ]);
    writeStored(storageKeys.zipCode, '10001');
    writeStored(storageKeys.backupEmail, 'ada@example.com');
    writeStored(storageKeys.leadId, 77);
    writeStored(storageKeys.leadUuid, LEAD.uuid);
    const view = renderRemote({ routes: quizRoutes, route: '/start/price', api: flowRoutes() });
    await view.user.click(await screen.findByRole('button', { name: /Add another pet/ }));
    await waitFor(() => expect(view.path()).toBe('/start'));
    await view.user.click(await screen.findByRole('button', { name: /Back to your quote/ }));
    await waitFor(() => expect(view.path()).toBe('/start/price'));
    expect(await screen.findByText('Step 4 of 4')).toBeInTheDocument();
    expect(readQuizAnswers().pets.map((p) => p.name)).toEqual(['Rex']);
  });

  it('restarts: clears the answers and returns to step 1 with the query string', async () => {
    writeStored(storageKeys.quizFlow, { flowId: 'StartQuiz' });
    writeStored(storageKeys.currentPets, [
      { key: 'p1', name: 'Rex', petType: 0, breedId: 12, breedName: 'Beagle', age: 4 },
    ]);
    writeStored(storageKeys.petsCart, [{ petKey: 'p1', insurance: null, wellnessPlanId: 'dog-classic' }]);
    writeStored(storageKeys.leadId, 77);
    const view = renderRemote({ routes: quizRoutes, route: '/start/restart?utm_source=tv&ri=g1', api: flowRoutes() });
    await waitFor(() => expect(view.path()).toBe('/start?utm_source=tv&ri=g1'));
    expect(await screen.findByLabelText('Your pet’s name')).toHaveValue('');
    expect(readQuizAnswers().pets).toEqual([]);
    expect(localStorage.getItem(storageKeys.petsCart.key)).toBeNull();
    // Who the visitor is stays: the lead is not quiz state.
    expect(readQuizAnswers().leadId).toBe(77);
    expect(view.snackbar.map((s) => s.text)).toEqual(['We cleared your answers. Let’s start again.']);
  });

  it('answers an unknown step with the not-found page', async () => {
    renderRemote({ routes: quizRoutes, route: '/start/nonsense', api: flowRoutes() });
    await waitFor(() => expect(document.title).toMatch(/^Page not found/));
    expect(screen.queryByLabelText('Your pet’s name')).not.toBeInTheDocument();
  });
});
