// The shell's first script decides a prerendered later step before the app loads (earlyQuizStep): it must send a
// visitor exactly where this app's stepper would, and fill in the words the app then draws. Each case is decided by
// both, from the same storage, and the two must agree.
import { screen, waitFor } from '@testing-library/react';
import { storageKeys, writeStored } from '@tailwise/shared';
import { earlyQuizStep, storedQuizValues } from '@tailwise/shared/routes/quiz-reach';
import { fixtures, renderRemote, type FakeRoutes } from '@tailwise/shared/testing';
import { quizRoutes } from '../../routes';
import type { QuizPet } from './state/quiz-model';

const rex: QuizPet = { key: 'pet-rex', name: 'Rex', petType: 0, breedId: 130, breedName: 'Beagle', age: 3 };
const pepper: QuizPet = { key: 'pet-pepper', name: 'Pepper', petType: 1, breedId: null, breedName: null, age: null };
const blank: QuizPet = { key: 'pet-blank', name: '', petType: null, breedId: null, breedName: null, age: null };
const contact = { zipCode: '19104', email: 'rex@example.com', leadUuid: 'lead-1' };

const routes = (): FakeRoutes => ({
  'GET /breeds/': ({ query }) => ({ breeds: fixtures.breeds(query.pet_type === '1' ? 1 : 0) }),
  'GET /insurance/options/': ({ query }) => fixtures.insuranceOptions(query.zip_code),
  'GET /wellness-plans/': ({ query }) => ({ plans: fixtures.wellnessPlans(query.pet_type === '1' ? 1 : 0) }),
  'POST /quotes/': () => fixtures.quote(),
});

interface Stored {
  owner?: unknown;
  pets?: unknown;
  petIndex?: unknown;
  zipCode?: unknown;
  email?: unknown;
  leadUuid?: unknown;
}

function seed(stored: Stored) {
  if (stored.owner !== undefined) writeStored(storageKeys.quizFlow, stored.owner as never);
  if (stored.pets !== undefined) writeStored(storageKeys.currentPets, stored.pets as unknown[]);
  if (stored.petIndex !== undefined) writeStored(storageKeys.currentPetIndex, stored.petIndex as number);
  if (stored.zipCode !== undefined) writeStored(storageKeys.zipCode, stored.zipCode as string);
  if (stored.email !== undefined) writeStored(storageKeys.backupEmail, stored.email as string);
  if (stored.leadUuid !== undefined) writeStored(storageKeys.leadUuid, stored.leadUuid as string);
}

const start = { owner: { flowId: 'StartQuiz' } };

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe('the first script and the stepper agree', () => {
  it.each<[string, string, Stored]>([
    ['nothing stored', '/start/breed', {}],
    ['another flow’s answers', '/start/contact?utm_source=mail', { owner: { flowId: 'PromoQuiz' }, pets: [rex] }],
    [
      'this flow’s answers for an employer group',
      '/start/breed',
      { owner: { flowId: 'StartQuiz', groupId: 'g' }, pets: [rex] },
    ],
    ['a breed still to answer', '/start/contact', { ...start, pets: [{ ...rex, breedId: null }] }],
    [
      'a second pet without its species',
      '/start/price',
      { ...start, pets: [rex, { ...pepper, petType: null }], ...contact },
    ],
    [
      'no lead yet',
      '/promo/price?rpc=SPRING',
      { owner: { flowId: 'PromoQuiz' }, pets: [rex], ...contact, leadUuid: null },
    ],
    ['a ZIP that is not one', '/start/price', { ...start, pets: [rex], ...contact, zipCode: '1910' }],
  ])('with %s, %s goes to the same step', async (_, path, stored) => {
    seed(stored);
    const [pathname, search = ''] = path.split('?');
    const early = earlyQuizStep(pathname!, search ? `?${search}` : '', storedQuizValues(localStorage));
    if (!early || !('redirect' in early)) throw new Error(`the first script keeps the visitor on ${path}`);

    const view = renderRemote({ routes: quizRoutes, route: path, api: routes(), auth: 'signed-out' });
    await waitFor(() => expect(view.path()).toBe(early.redirect));
    await screen.findByRole('heading', { level: 1 });
    expect(view.path()).toBe(early.redirect);
  });

  it.each<[string, string, Stored, string]>([
    [
      'the breed step, the pet the answers stop at',
      '/start/breed',
      { ...start, pets: [rex, pepper], petIndex: 0 },
      'What breed is Pepper, and how old?',
    ],
    [
      'the breed step, gone back to',
      '/start/breed',
      { ...start, pets: [rex, { ...pepper, breedId: 3, age: 1 }], petIndex: 1, ...contact },
      'What breed is Pepper, and how old?',
    ],
    [
      'the contact step, a blank pet left behind',
      '/start/contact',
      { ...start, pets: [rex, blank], petIndex: 1 },
      'Last step before Rex’s price',
    ],
    [
      'the contact step, two pets',
      '/promo/contact',
      { owner: { flowId: 'PromoQuiz' }, pets: [rex, { ...pepper, breedId: 3, age: 1 }] },
      'Last step before your price',
    ],
    ['the price, one pet', '/start/price', { ...start, pets: [rex], ...contact }, 'Rex’s plan'],
    [
      'the price, an “Add another pet” left blank',
      '/start/price',
      { ...start, pets: [rex, blank], petIndex: 1, ...contact },
      'Rex’s plan',
    ],
    [
      'the price, two pets',
      '/start/price',
      { ...start, pets: [rex, { ...pepper, breedId: 3, age: 1 }], ...contact },
      'Your pets’ plan',
    ],
  ])('on %s, both keep the visitor and draw the same words', async (_, path, stored, heading) => {
    seed(stored);
    const early = earlyQuizStep(path, '', storedQuizValues(localStorage));
    if (!early || !('words' in early)) throw new Error(`the first script sends the visitor from ${path}`);
    const drawn = path.endsWith('/breed')
      ? `What breed is ${early.words.petName}, and how old?`
      : path.endsWith('/contact')
        ? `Last step before ${early.words.priceOwner} price`
        : `${early.words.planOwner} plan`;
    expect(drawn).toBe(heading);

    const view = renderRemote({ routes: quizRoutes, route: path, api: routes(), auth: 'signed-out' });
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    expect(view.path()).toBe(path);
  });
});
