/** @jest-environment node */
// What the quiz release ships as prerendered HTML (the same entry packages/build-tools/prerender.cjs runs): the
// first question of /start, /promo and /onboard, complete, in Node, with no window, no API call and no script,
// so the visitor reads it before any JavaScript has run.
import { prerenderedPageAt } from '@tailwise/shared/prerender';
import { PRERENDERED_CHECKOUTS, PRERENDERED_FLOWS, quizPrerenderRoutes } from '../prerender-manifest';
import { prerenderPages } from './entry';

const text = (html: string) =>
  html
    .replace(/<!-- -->/g, '')
    .replace(/<style[^>]*>.*?<\/style>/gs, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;/g, '’')
    .replace(/\s+/g, ' ')
    .trim();
/** An element's words, its inline tags (a marked word) taken out without a space. */
const words = (html: string) => text(html.replace(/<\/?span[^>]*>/g, ''));
const all = (html: string, re: RegExp) => [...html.matchAll(re)];
/** The opening tag of the element with this id. */
const tagWithId = (html: string, id: string) => new RegExp(`<[a-z]+[^>]*\\sid="${id}"[^>]*>`).exec(html)?.[0] ?? '';

const fetchSpy = jest.spyOn(globalThis, 'fetch');

let pages: Awaited<ReturnType<typeof prerenderPages>>;
beforeAll(async () => {
  pages = await prerenderPages();
});
afterAll(() => expect(fetchSpy).not.toHaveBeenCalled());

const pageAt = (path: string) => prerenderedPageAt(pages, path);

describe('the quiz’s prerendered pages', () => {
  it('are the first steps of the public new-visitor flows, the new visitor’s checkout, the upsells’ first steps and their checkouts, each with a title and description', () => {
    expect(pages.map((p) => p.path)).toEqual([
      '/start',
      '/promo',
      '/onboard',
      '/start/breed',
      '/start/contact',
      '/start/price',
      '/promo/breed',
      '/promo/contact',
      '/promo/price',
      '/start/checkout',
      '/benefits/your-employer/onboard',
      '/insurance',
      '/wellness',
      '/new',
      '/insurance/checkout',
      '/wellness/checkout',
      '/new/checkout',
    ]);
    expect(PRERENDERED_FLOWS).not.toContain('UpsellInsuranceQuiz');
    expect(PRERENDERED_CHECKOUTS).toEqual(['StartQuiz']);
    for (const route of quizPrerenderRoutes()) expect(route.path).not.toMatch(/[:*]/);
    expect(pageAt('/start').meta.title).toBe('Tell us about your pet – Get your quote | Tailwise');
    for (const page of pages) {
      expect(page.meta.description!.length).toBeGreaterThanOrEqual(40);
      expect(page.meta.description!.length).toBeLessThanOrEqual(200);
    }
  });

  it('/start holds step 1 of 4: its heading and the pet name and species form', () => {
    const { html } = pageAt('/start');
    expect(html).toMatch(/^<div [^>]*data-remote="quiz"/);
    const headings = all(html, /<h1[^>]*>(.*?)<\/h1>/gs).map((m) => text(m[1]!));
    expect(headings).toEqual(['Tell us about your pet']);
    expect(text(html)).toContain('Step 1 of 4');

    const forms = all(html, /<form[^>]*>/g).map((m) => m[0]);
    expect(forms).toHaveLength(1);
    expect(forms[0]).toContain('aria-label="Tell us about your pet"');

    // The name input, labelled.
    const label = /<label[^>]*for="([^"]+)"[^>]*>(.*?)<\/label>/s.exec(html);
    expect(text(label![2]!)).toMatch(/^Your pet’s name/);
    expect(tagWithId(html, label![1]!)).toMatch(/^<input[^>]*name="name"/);

    // Dog or cat, as radios of one group under its legend.
    expect(html).toMatch(/<fieldset[^>]*role="radiogroup"/);
    expect(text(/<legend[^>]*>(.*?)<\/legend>/s.exec(html.slice(html.indexOf('role="radiogroup"')))![1]!)).toBe(
      'Dog or cat?',
    );
    const radios = all(html, /<input[^>]*type="radio"[^>]*>/g).map((m) => m[0]);
    expect(radios).toHaveLength(2);
    for (const radio of radios) expect(radio).toContain('name="petType"');
    expect(text(html)).toMatch(/Dog .*Cat/);

    expect(all(html, /<button[^>]*type="submit"[^>]*>(.*?)<\/button>/gs).map((m) => text(m[1]!))).toEqual(['Continue']);
  });

  it('is answerable before the app starts, so a first-time visitor’s page starts it on intent', () => {
    for (const { html } of [pageAt('/start'), pageAt('/promo'), pageAt('/onboard')]) {
      // The shell (start.js) reads this mark on the page's root.
      expect(html.startsWith('<div data-app-start="on-intent" data-remote="quiz"')).toBe(true);
      // Nothing waits for the app to be usable: the shell carries what is typed and pressed into it.
      expect(html).not.toMatch(/<(fieldset|input|button)[^>]*\sdisabled/);
    }
  });

  it('/start/checkout holds the account step for a signed-out visitor, and starts the app at once', () => {
    const page = pageAt('/start/checkout');
    // A customer with the signed-in hint skips this step: the gateway serves them the app.
    expect(page.signedOutOnly).toBe(true);
    expect(page.meta.title).toBe('Checkout: create your account | Tailwise');
    // A step of a quote in progress: the app fills in the visitor's email and plan as soon as it can.
    expect(page.html).toMatch(/^<div data-remote="quiz"/);
    expect(page.html).not.toContain('data-app-start');
    const headings = all(page.html, /<h1[^>]*>(.*?)<\/h1>/gs).map((m) => text(m[1]!));
    expect(headings).toEqual(['Create your account']);
    expect(text(page.html)).toContain('Step 1 of 3');
    const inputs = all(page.html, /<input[^>]*>/g).map((m) => m[0]);
    expect(inputs).toHaveLength(2);
    expect(inputs[0]).toMatch(/type="email"[^>]*name="email"|name="email"[^>]*type="email"/);
    expect(inputs[0]).not.toMatch(/value="[^"]/);
    expect(inputs[1]).toMatch(/type="password"/);
    expect(all(page.html, /<button[^>]*type="submit"[^>]*>(.*?)<\/button>/gs).map((m) => text(m[1]!))).toEqual([
      'Create account and continue',
    ]);
    // Nothing of the visitor's is known at release time: no plan beside the form.
    expect(page.html).not.toMatch(/<aside/);
    expect(page.html).not.toMatch(/<(fieldset|input|button)[^>]*\sdisabled/);
  });

  it('/start/breed and /start/contact ask their question for “your pet”, the words of the answers marked for the first script', () => {
    const breed = pageAt('/start/breed');
    expect(breed.meta.title).toBe('Breed and age – Get your quote | Tailwise');
    // A step of a quote in progress: the app starts at once, for every visitor.
    expect(breed.html).toMatch(/^<div data-remote="quiz"/);
    expect(breed).not.toHaveProperty('signedOutOnly');
    expect(breed).not.toHaveProperty('signedInOnly');
    expect(all(breed.html, /<h1[^>]*>(.*?)<\/h1>/gs).map((m) => words(m[1]!))).toEqual([
      'What breed is your pet, and how old?',
    ]);
    expect(text(breed.html)).toContain('Step 2 of 4');
    expect(text(breed.html)).toContain('Breed and age shape the price most.');
    // The heading's and both labels' name, and nothing else, is filled in from the answers.
    const marked = all(breed.html, /<span data-early-word="(\w+)">([^<]*)<\/span>/g).map((m) => [m[1], m[2]]);
    expect(marked).toEqual([
      ['petName', 'your pet'],
      ['petName', 'your pet'],
      ['petName', 'your pet'],
    ]);
    const labels = all(breed.html, /<label[^>]*>(.*?)<\/label>/gs).map((m) => words(m[1]!));
    expect(labels).toEqual(['your pet’s breed', 'your pet’s age']);
    // The species is not known either: the breed box names none.
    expect(breed.html).toContain('placeholder="Start typing a breed"');
    expect(breed.html).not.toMatch(/<(input|select|button)[^>]*\sdisabled/);
    expect(all(breed.html, /<button[^>]*type="submit"[^>]*>(.*?)<\/button>/gs).map((m) => text(m[1]!))).toEqual([
      'Continue',
    ]);

    const contact = pageAt('/start/contact');
    expect(contact.meta.title).toBe('Your ZIP code and email – Get your quote | Tailwise');
    expect(all(contact.html, /<h1[^>]*>(.*?)<\/h1>/gs).map((m) => words(m[1]!))).toEqual([
      'Last step before your price',
    ]);
    expect(contact.html).toContain('<span data-early-word="priceOwner">your</span>');
    expect(text(contact.html)).toContain('Step 3 of 4');
    for (const name of ['zipCode', 'email', 'phone'])
      expect(contact.html).toMatch(new RegExp(`<input[^>]*name="${name}"`));
    expect(pageAt('/promo/breed').meta.title).toMatch(/^Breed and age – /);
  });

  it('/start/price is its heading and words above the plans’ placeholder, which names what loads', () => {
    const price = pageAt('/start/price');
    expect(price.meta.title).toBe('Your price | Tailwise');
    expect(price.html).toMatch(/^<div data-remote="quiz"/);
    expect(all(price.html, /<h1[^>]*>(.*?)<\/h1>/gs).map((m) => words(m[1]!))).toEqual(['Your pet’s plan']);
    expect(price.html).toContain('<span data-early-word="planOwner">Your pet’s</span>');
    expect(text(price.html)).toContain('Step 4 of 4');
    expect(text(price.html)).toContain('Choose the cover that suits you.');
    // No plan, price or form before the app has the quote: the placeholder's status says what is coming.
    expect(price.html).toMatch(
      /role="status"[^>]*aria-labelledby="([^"]+)".*<span id="\1"[^>]*>Loading your price…<\/span>/s,
    );
    expect(price.html).not.toMatch(/<(form|input|button)[\s>]/);
    expect(text(price.html)).not.toMatch(/\$\d/);
    expect(pageAt('/promo/price').html).toContain('Loading your price…');
  });

  it('/promo asks the same question with a promo code field', () => {
    const { html } = pageAt('/promo');
    expect(text(/<h1[^>]*>(.*?)<\/h1>/s.exec(html)![1]!)).toBe('Tell us about your pet');
    expect(html).toMatch(/<input[^>]*name="promoCode"/);
    expect(pageAt('/start').html).not.toMatch(/name="promoCode"/);
  });

  it('/onboard is the new visitor’s first question, served only to an address without a saved quote’s lid', () => {
    const page = pageAt('/onboard');
    expect(page.meta.title).toBe('Tell us about your pet – Finish setting up your account | Tailwise');
    // The same question as /start, in the same markup but for the flow's own ids.
    const withoutIds = (html: string) => html.replace(/\s(id|for|aria-describedby|aria-labelledby)="[^"]*"/g, '');
    expect(withoutIds(page.html)).toBe(withoutIds(pageAt('/start').html));
    // A saved quote's link lands on its price once the app restores it: the gateway gives that link the app.
    expect(page.exceptWithQuery).toEqual(['lid']);
    for (const path of ['/start', '/promo', '/start/checkout']) expect(pageAt(path).exceptWithQuery).toBeUndefined();
  });

  it('/benefits/:groupId/onboard is one page for every group: the first question under the banner’s skeleton', () => {
    const page = pageAt('/benefits/your-employer/onboard');
    expect(page.servesPaths).toEqual(['/benefits/:groupId/onboard']);
    // A signed-in member may be asked to prove their seat first: the gateway gives them the app.
    expect(page.signedOutOnly).toBe(true);
    // The group's name, logo and discount load in the browser: the app starts at once.
    expect(page.html).toMatch(/^<div data-remote="quiz"/);
    expect(page.meta.title).toBe('Tell us about your pet – Enroll through your employer | Tailwise');
    const banner = /<div[^>]*data-group-banner[^>]*>(.*?)<\/div><\/div>/s.exec(page.html)![1]!;
    expect(all(banner, /<p[^>]*>(.*?)<\/p>/gs).map((m) => text(m[1]!))).toEqual([
      'Your employer',
      'Pet benefits, paid from your paycheck.',
    ]);
    expect(page.html).not.toMatch(/<img/);
    expect(page.html).not.toContain('your-employer');
    expect(all(page.html, /<h1[^>]*>(.*?)<\/h1>/gs).map((m) => text(m[1]!))).toEqual(['Tell us about your pet']);
    expect(text(page.html)).toContain('Step 1 of 4');
    expect(page.html).toMatch(/<form[^>]*aria-label="Tell us about your pet"/);
    expect(page.html).not.toMatch(/<(fieldset|input|button)[^>]*\sdisabled/);
  });

  it('/insurance and /wellness hold their choose step’s words and the list’s space, for signed-in visitors only', () => {
    const cases = [
      ['/insurance', 'Which pets should we insure?', 'These pets have no insurance with us yet.'],
      ['/wellness', 'Which pets get a wellness plan?', 'These pets have no wellness plan yet.'],
    ] as const;
    for (const [path, heading, intro] of cases) {
      const page = pageAt(path);
      // Without the hint the gateway keeps serving the shell's sign-in screen there.
      expect(page.signedInOnly).toBe(true);
      expect(page.signedOutOnly).toBeUndefined();
      expect(page.meta.title).toMatch(/^Choose your pets – .+ \| Tailwise$/);
      // The pets load in the browser: the app starts at once.
      expect(page.html).toMatch(/^<div data-remote="quiz"/);
      expect(all(page.html, /<h1[^>]*>(.*?)<\/h1>/gs).map((m) => text(m[1]!))).toEqual([heading]);
      expect(text(page.html)).toContain(intro);
      // The list's placeholder says what loads in words a screen reader reads, not only in a label.
      expect(page.html).toMatch(
        /role="status" aria-labelledby="([^"]+)"[^>]*><span id="\1"[^>]*>Loading your pets…<\/span>/,
      );
      // Nothing of any customer's is known at release time.
      expect(page.html).not.toMatch(/<input|<form/);
    }
    for (const path of ['/start', '/start/checkout', '/benefits/your-employer/onboard'])
      expect(pageAt(path).signedInOnly).toBeUndefined();
  });

  it('/new asks a new pet’s name and species while the account loads, for signed-in visitors only', () => {
    const page = pageAt('/new');
    expect(page.signedInOnly).toBe(true);
    expect(page.meta.title).toBe('Tell us about your pet – Add a new pet | Tailwise');
    expect(page.html).toMatch(/^<div data-remote="quiz"/);
    expect(all(page.html, /<h1[^>]*>(.*?)<\/h1>/gs).map((m) => text(m[1]!))).toEqual(['Tell us about your pet']);
    expect(page.html).toMatch(/<form[^>]*aria-label="Tell us about your pet"/);
    expect(page.html).toMatch(/<input[^>]*name="name"/);
    // Whether a ZIP step follows is the profile's to say: no count until the app knows it.
    expect(text(page.html)).not.toMatch(/Step 1 of [2-9]/);
    expect(page.html).not.toMatch(/<(fieldset|input|button)[^>]*\sdisabled/);
  });

  it('the upsells’ checkouts hold a customer’s details step and the form’s space, for signed-in visitors only', () => {
    for (const [path, flowTitle] of [
      ['/insurance/checkout', 'Add insurance'],
      ['/wellness/checkout', 'Add a wellness plan'],
      ['/new/checkout', 'Add a new pet'],
    ] as const) {
      const page = pageAt(path);
      expect(page.signedInOnly).toBe(true);
      expect(page.signedOutOnly).toBeUndefined();
      expect(page.meta.title).toBe('Checkout: your details | Tailwise');
      expect(page.meta.description).toContain(flowTitle);
      expect(page.html).toMatch(/^<div data-remote="quiz"/);
      expect(page.html).not.toContain('data-app-start');
      // A customer's checkout: no account step, so the details come first of two.
      expect(all(page.html, /<h1[^>]*>(.*?)<\/h1>/gs).map((m) => text(m[1]!))).toEqual(['Your details']);
      expect(text(page.html)).toContain('Step 1 of 2');
      expect(page.html).toMatch(
        /role="status" aria-labelledby="([^"]+)"[^>]*><span id="\1"[^>]*>Loading your details…<\/span>/,
      );
      // Nothing of the customer's: no form to fill before their profile has filled it, no plan beside it.
      expect(page.html).not.toMatch(/<(form|input|aside)[\s>]/);
    }
  });

  it('is complete markup: no loading state, nothing left to stream, no <main> of its own, unique ids', () => {
    for (const { path, html, signedInOnly } of pages) {
      expect(html).not.toMatch(/<script|<template/i);
      expect(html).not.toMatch(/<!--\$[?!]-->/);
      expect(html).not.toContain('aria-busy="true"');
      // A customer's page, and the price of a quote, say in words where their data will load (a placeholder's status);
      // no page says more.
      const placeholders = /<span id="[^"]+"[^>]*>Loading your (pets|details|price)…<\/span>/g;
      if (!signedInOnly && !path.endsWith('/price')) expect(html).not.toMatch(placeholders);
      expect(text(html.replace(placeholders, ''))).not.toMatch(/Loading/);
      expect(html).not.toMatch(/<main[\s>]/);
      const ids = all(html, /\sid="([^"]+)"/g).map((m) => m[1]);
      expect(ids.filter((id, i) => ids.indexOf(id) !== i)).toEqual([]);
    }
  });

  it('renders the same markup every time', async () => {
    const again = await prerenderPages();
    expect(again.map((p) => p.html)).toEqual(pages.map((p) => p.html));
  });
});
