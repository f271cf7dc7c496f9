// The app replaces the prerendered page once its route has rendered (shell/src/app/mount.tsx). For that
// to show no flash and no layout shift, the app's own render of the first step must be the prerendered
// markup: the same elements with the same styles and the same questions, under the same document title.
import { fullTitle, storageKeys, writeStored } from '@tailwise/shared';
import { ServerProviders } from '@tailwise/shared/prerender';
import { createFakeAuth, fixtures, renderRemote } from '@tailwise/shared/testing';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import QuizApp from '../App';
import { biscuit, catalogRoutes, seedQuoteAtCheckout } from '../features/price/testing/quiz-test-setup.test-support';
import type { CartChoice } from '../features/flow/state/quiz-model';
import { BENEFITS_STAND_IN_GROUP, quizPrerenderRoutes } from '../prerender-manifest';
import { quizRoutes } from '../routes';
import { earlyQuizStep, fillEarlyWords, storedQuizValues } from '@tailwise/shared/routes/quiz-reach';

/** Each element's tag and Emotion class (its styles): equal lists render the same boxes. */
const layout = (root: Element, without = 'style') =>
  [...root.querySelectorAll('*')]
    .filter((el) => el.tagName !== 'STYLE' && !el.closest(without))
    .map((el) => `${el.tagName.toLowerCase()}.${el.getAttribute('class') ?? ''}`);

/** What the visitor reads and answers. */
const questions = (root: Element, without = 'style') =>
  [...root.querySelectorAll('h1, p, label, legend, input, button')]
    .filter((el) => !el.closest(without))
    .map((el) =>
      [el.tagName.toLowerCase(), el.getAttribute('type'), el.getAttribute('name'), el.textContent?.trim()].join('|'),
    );

const page = (path: string) => (
  <ServerProviders location={path}>
    <QuizApp />
  </ServerProviders>
);

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  document.title = 'Tailwise';
});

const firstSteps = quizPrerenderRoutes().filter((route) => route.appStart === 'on-intent');

describe.each(firstSteps.map((route) => [route.path, route] as const))('%s', (path, route) => {
  it('renders in the app exactly as prerendered, its form live in both', async () => {
    const { container } = render(page(path));
    await screen.findByRole('heading', { level: 1, name: 'Tell us about your pet' });
    await waitFor(() => expect(screen.getByRole('textbox', { name: /Your pet’s name/ })).toBeEnabled());
    expect(container.querySelector('fieldset[disabled], input[disabled], button[disabled]')).toBeNull();

    // Every lazy part has loaded by now, so a server render has nothing left to wait for.
    const prerendered = document.createElement('div');
    prerendered.innerHTML = renderToString(page(path));
    expect(prerendered.querySelector('h1')?.textContent).toBe('Tell us about your pet');

    expect(layout(container).length).toBeGreaterThan(20);
    expect(layout(container)).toEqual(layout(prerendered));
    expect(questions(container)).toEqual(questions(prerendered));
    expect(document.title).toBe(fullTitle(route.meta.title));
  });
});

describe('/start/checkout', () => {
  it('renders the account step in the app as prerendered, adding the visitor’s email and, after the form, their plan', async () => {
    const cart: CartChoice[] = [
      {
        petKey: biscuit.key,
        insurance: { deductible: 1000, coinsurancePercent: 10, isUncapped: false },
        wellnessPlanId: null,
      },
    ];
    seedQuoteAtCheckout(cart);
    writeStored(storageKeys.quizFlow, { flowId: 'StartQuiz' });
    const { container } = renderRemote({
      routes: quizRoutes,
      route: '/start/checkout',
      api: catalogRoutes(),
      auth: 'signed-out',
    });
    await screen.findByRole('heading', { level: 1, name: 'Create your account' });
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveValue('ada@example.com');
    const aside = await screen.findByRole('complementary', { name: 'Your plan' });

    const prerendered = document.createElement('div');
    const route = quizPrerenderRoutes().find((r) => r.path === '/start/checkout')!;
    prerendered.innerHTML = renderToString(
      <ServerProviders location="/start/checkout" route={route}>
        <QuizApp />
      </ServerProviders>,
    );
    expect(prerendered.querySelector('h1')?.textContent).toBe('Create your account');
    expect(prerendered.querySelector('aside')).toBeNull();
    expect((prerendered.querySelector('input[name="email"]') as HTMLInputElement).value).toBe('');

    // The same boxes but for the plan, which comes after the form: showing it moves nothing above it.
    const app = container.querySelector('[data-remote]')!;
    expect(layout(app, 'aside').length).toBeGreaterThan(20);
    expect(layout(app, 'aside')).toEqual(layout(prerendered.querySelector('[data-remote]')!));
    expect(questions(app, 'aside')).toEqual(questions(prerendered));
    const form = app.querySelector('form')!;
    expect(form.compareDocumentPosition(aside) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(document.title).toBe(fullTitle(route.meta.title));
  });
});

describe.each([
  ['/start/breed', 'What breed is Rex, and how old?', 'Step 2 of 4'],
  ['/start/contact', 'Last step before Rex’s price', 'Step 3 of 4'],
  ['/start/price', 'Rex’s plan', 'Step 4 of 4'],
])('%s', (path, heading, step) => {
  it('renders in the app as prerendered once the first script has filled in the visitor’s words', async () => {
    writeStored(storageKeys.quizFlow, { flowId: 'StartQuiz' });
    const answered = { ...biscuit, name: 'Rex', breedId: 12, breedName: 'Beagle', age: 3 };
    writeStored(storageKeys.currentPets, [
      path === '/start/breed' ? { ...answered, breedId: null, age: null } : answered,
    ]);
    if (path === '/start/price') {
      writeStored(storageKeys.zipCode, '19104');
      writeStored(storageKeys.backupEmail, 'rex@example.com');
      writeStored(storageKeys.leadUuid, 'lead-1');
    }
    const { container } = renderRemote({
      routes: quizRoutes,
      route: path,
      api: {
        ...catalogRoutes(),
        'GET /breeds/': ({ query }) => ({ breeds: fixtures.breeds(query.pet_type === '1' ? 1 : 0) }),
        // The price as the app first draws it: the plans sold at the ZIP are still on their way.
        'GET /insurance/options/': () => new Promise<never>(() => {}),
      },
      auth: 'signed-out',
    });
    await screen.findByRole('heading', { level: 1, name: heading });
    expect(container.textContent).toContain(step);
    await waitFor(() => expect(container.querySelector('input[disabled]')).toBeNull());

    const route = quizPrerenderRoutes().find((r) => r.path === path)!;
    const prerendered = document.createElement('div');
    prerendered.innerHTML = renderToString(
      <ServerProviders location={path} route={route}>
        <QuizApp />
      </ServerProviders>,
    );
    expect(prerendered.querySelector('h1')?.textContent).not.toBe(heading);
    const early = earlyQuizStep(path, '', storedQuizValues(localStorage));
    if (!early || !('words' in early)) throw new Error(`the first script would not keep the visitor on ${path}`);
    fillEarlyWords(prerendered, early.words);

    // The marked words are spans without a style of their own, which the app does not draw.
    const app = container.querySelector('[data-remote]')!;
    const filled = prerendered.querySelector('[data-remote]')!;
    expect(layout(app).length).toBeGreaterThan(20);
    expect(layout(app)).toEqual(layout(filled, 'style, [data-early-word]'));
    expect(questions(app)).toEqual(questions(filled));
    expect(document.title).toBe(fullTitle(route.meta.title));
  });
});

describe('/insurance/checkout', () => {
  it('draws a customer’s first screen in the app as prerendered while Firebase answers, then the form in its place', async () => {
    const cart: CartChoice[] = [
      {
        petKey: biscuit.key,
        insurance: { deductible: 1000, coinsurancePercent: 10, isUncapped: false },
        wellnessPlanId: null,
      },
    ];
    seedQuoteAtCheckout(cart);
    writeStored(storageKeys.quizFlow, { flowId: 'UpsellInsuranceQuiz' });
    const auth = createFakeAuth('loading', { signedInHint: true });
    let answerMe = () => {};
    const meAnswered = new Promise<void>((resolve) => (answerMe = resolve));
    const profile = fixtures.me({
      shippingAddress: {
        firstName: 'Ada',
        lastName: 'Lovelace',
        address: '5 Hudson St',
        addressComponent: null,
        city: 'New York',
        state: 'NY',
        zipCode: '10001',
      },
    });
    const { container, api } = renderRemote({
      routes: quizRoutes,
      route: '/insurance/checkout',
      api: { ...catalogRoutes(), 'GET /me/': async () => (await meAnswered, profile) },
      auth,
    });
    const heading = await screen.findByRole('heading', { level: 1, name: 'Your details' });
    expect(screen.getByText('Step 1 of 2')).toBeInTheDocument();
    await screen.findByRole('complementary', { name: 'Your plan' });
    expect(screen.getByRole('status', { name: 'Loading your details…' })).toBeInTheDocument();

    const route = quizPrerenderRoutes().find((r) => r.path === '/insurance/checkout')!;
    expect(route.signedInOnly).toBe(true);
    const prerendered = document.createElement('div');
    prerendered.innerHTML = renderToString(
      <ServerProviders location="/insurance/checkout" route={route}>
        <QuizApp />
      </ServerProviders>,
    );
    expect(prerendered.querySelector('h1')?.textContent).toBe('Your details');
    expect(prerendered.querySelector('aside')).toBeNull();
    // The same boxes but for the plan, which comes after the form's space: showing it moves nothing above it.
    const app = container.querySelector('[data-remote]')!;
    expect(layout(app, 'aside').length).toBeGreaterThan(20);
    expect(layout(app, 'aside')).toEqual(layout(prerendered.querySelector('[data-remote]')!));
    expect(document.title).toBe(fullTitle(route.meta.title));

    // Firebase answers: the skeleton waits for the profile the form starts from.
    act(() => auth.signInAs({ email: 'ada@example.com' }));
    await waitFor(() => expect(api.callsTo('GET /me/')).toHaveLength(1));
    expect(screen.getByRole('status', { name: 'Loading your details…' })).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Your details' })).not.toBeInTheDocument();
    // The profile arrives: the form, filled from it, takes the skeleton's place under the same heading.
    act(() => answerMe());
    const form = await screen.findByRole('form', { name: 'Your details' });
    expect(within(form).getByRole('textbox', { name: 'Street address' })).toHaveValue('5 Hudson St');
    expect(screen.queryByRole('status', { name: 'Loading your details…' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toBe(heading);
    expect(screen.getByText('Step 1 of 2')).toBeInTheDocument();
  });
});

describe('/benefits/:groupId/onboard', () => {
  it('renders the first question in the app as prerendered for every group, the banner filled in its own box', async () => {
    const { container } = renderRemote({
      routes: quizRoutes,
      route: '/benefits/fenwick/onboard',
      api: {
        'GET /groups/:groupId': ({ params }) => fixtures.group({ id: params.groupId }),
        'GET /payment_profiles/group/:group/promo/': () => fixtures.groupPromo(),
      },
      auth: 'signed-out',
    });
    await screen.findByRole('heading', { level: 1, name: 'Tell us about your pet' });
    // Signed out, so no seat yet: the discount is promised with a confirmed seat.
    await screen.findByText('10% off with a confirmed seat.');
    expect(screen.getByText('Fenwick & Co.').tagName).toBe('P');

    const route = quizPrerenderRoutes().find((r) => r.servesPaths?.includes('/benefits/:groupId/onboard'))!;
    expect(route.path).toBe(`/benefits/${BENEFITS_STAND_IN_GROUP}/onboard`);
    const prerendered = document.createElement('div');
    prerendered.innerHTML = renderToString(
      <ServerProviders location={route.path}>
        <QuizApp />
      </ServerProviders>,
    );
    const banner = prerendered.querySelector('[data-group-banner]')!;
    expect([...banner.querySelectorAll('p')].map((p) => p.textContent)).toEqual([
      'Your employer',
      'Pet benefits, paid from your paycheck.',
    ]);
    expect(banner.querySelector('img')).toBeNull();

    // The same boxes, the banner's included; only what is inside the logo's slot and the banner's lines differs.
    const app = container.querySelector('[data-remote]')!;
    const insideBanner = '[data-group-banner] > * > *, style';
    expect(layout(app, insideBanner).length).toBeGreaterThan(20);
    expect(layout(app, insideBanner)).toEqual(layout(prerendered.querySelector('[data-remote]')!, insideBanner));
    expect(questions(app, '[data-group-banner], style')).toEqual(questions(prerendered, '[data-group-banner], style'));
    expect(document.title).toBe(fullTitle(route.meta.title));
  });
});
