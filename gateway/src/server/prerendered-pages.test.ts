import { release } from '../release/cli';
import { ReleaseStore } from '../release/release-store';
import { fakeBuild, tempStore } from '../release/test-builds';
import { buildGateway } from './gateway';
import { testGatewayConfig } from './test-support';
import { matchesPattern, pagePath, PrerenderedPages } from './prerendered-pages';

process.env.LOG_LEVEL = 'silent';

const shellDoc =
  '<!doctype html><html><head><title>Tailwise | Pet insurance</title><meta name="description" content="Default"><script defer src="/shell/1/main.js"></script></head><body><div id="root"><!--tailwise:content--></div></body></html>';
const frame =
  '<header>Tailwise</header><main id="main"><div data-prerender-slot="page"></div></main><footer>Footer</footer>';

async function storeWith(marketingVersion: string, heading: string, opts: { frame?: string } = {}) {
  const store = new ReleaseStore(tempStore());
  await release(
    store,
    'shell',
    fakeBuild('shell', '1.0.0', { 'index.html': shellDoc, 'prerender/_frame.html': opts.frame ?? frame }),
  );
  await publishMarketing(store, marketingVersion, heading);
  return store;
}

async function publishMarketing(store: ReleaseStore, version: string, heading: string) {
  const manifest = {
    pages: {
      '/': {
        file: 'prerender/index.html',
        title: 'Tailwise | Say yes to the vet',
        description: 'Pet insurance & "wellness" <plans>',
      },
      '/faq': { file: 'prerender/faq.html', title: 'FAQ | Tailwise', description: null },
    },
  };
  await release(
    store,
    'mfe-marketing',
    fakeBuild('mfe-marketing', version, {
      'remoteEntry.js': 'x',
      'prerender/manifest.json': JSON.stringify(manifest),
      'prerender/index.html': `<div data-remote="marketing"><h1>${heading}</h1></div>`,
      'prerender/faq.html': '<div data-remote="marketing"><h1>FAQ</h1></div>',
    }),
  );
}

async function publishQuiz(
  store: ReleaseStore,
  version: string,
  heading: string | null,
  opts: { extraPages?: Record<string, string>; checkout?: boolean; onboard?: boolean; benefits?: boolean } = {},
) {
  const files: Record<string, string> = { 'remoteEntry.js': `var tailwise_quiz; // ${version}` };
  if (heading !== null) {
    const pages: Record<
      string,
      {
        file: string;
        title: string;
        description: string | null;
        signedOutOnly?: true;
        exceptWithQuery?: string[];
        paths?: string[];
      }
    > = {
      '/start': { file: 'prerender/start.html', title: 'Get your quote | Tailwise', description: 'Four short steps' },
    };
    if (opts.benefits) {
      pages['/benefits/your-employer/onboard'] = {
        file: 'prerender/benefits/your-employer/onboard.html',
        title: 'Enroll through your employer | Tailwise',
        description: null,
        signedOutOnly: true,
        paths: ['/benefits/:groupId/onboard'],
      };
      files['prerender/benefits/your-employer/onboard.html'] =
        '<div data-remote="quiz"><p>Pet benefits through your employer</p><h1>Tell us about your pet</h1></div>';
    }
    if (opts.onboard) {
      pages['/onboard'] = {
        file: 'prerender/onboard.html',
        title: 'Finish setting up | Tailwise',
        description: null,
        exceptWithQuery: ['lid'],
      };
      files['prerender/onboard.html'] = `<div data-remote="quiz"><h1>${heading}</h1></div>`;
    }
    if (opts.checkout) {
      pages['/start/checkout'] = {
        file: 'prerender/start/checkout.html',
        title: 'Create your account | Tailwise',
        description: null,
        signedOutOnly: true,
      };
      files['prerender/start/checkout.html'] = '<div data-remote="quiz"><h1>Create your account</h1></div>';
    }
    for (const [route, file] of Object.entries(opts.extraPages ?? {})) {
      pages[route] = { file, title: 'Claimed', description: null };
      files[file] = '<div data-remote="quiz"><h1>Not the quiz’s page</h1></div>';
    }
    files['prerender/manifest.json'] = JSON.stringify({ app: 'quiz', version, pages });
    files['prerender/start.html'] =
      `<div data-remote="quiz"><h1>${heading}</h1><form><label for="pet-name">Name</label><input id="pet-name"></form></div>`;
  }
  await release(store, 'mfe-quiz', fakeBuild('mfe-quiz', version, files));
}

describe('prerendered pages', () => {
  it('serves a page whose words come from the answers only inside a shell whose first script fills them in', async () => {
    const store = new ReleaseStore(tempStore());
    const filling = shellDoc.replace('<script defer', '<script data-fills-early-words defer');
    await release(
      store,
      'shell',
      fakeBuild('shell', '1.0.0', { 'index.html': filling, 'prerender/_frame.html': frame }),
    );
    const pages = { '/start/breed': { file: 'prerender/start/breed.html', title: 'Breed and age', description: null } };
    await release(
      store,
      'mfe-quiz',
      fakeBuild('mfe-quiz', '1.0.0', {
        'remoteEntry.js': 'x',
        'prerender/manifest.json': JSON.stringify({ app: 'quiz', version: '1.0.0', pages }),
        'prerender/start/breed.html':
          '<div data-remote="quiz"><h1>What breed is <span data-early-word="petName">your pet</span>?</h1></div>',
      }),
    );
    const served = new PrerenderedPages(store);
    expect(await served.document('/start/breed', filling, await store.readManifest())).toContain(
      '<span data-early-word="petName">your pet</span>',
    );
    // A shell from before (rolled back to): the visitor gets the app, which draws their pet, not "your pet".
    expect(await new PrerenderedPages(store).document('/start/breed', shellDoc, await store.readManifest())).toBeNull();
  });

  it('puts the live remote page into the live shell frame, with its title and description', async () => {
    const store = await storeWith('1.0.0', 'Say yes to the vet');
    const html = await new PrerenderedPages(store).document('/?utm_source=x', shellDoc, await store.readManifest());
    expect(html).toContain(
      '<div id="root" data-prerendered="marketing"><header>Tailwise</header><main id="main"><div data-remote="marketing"><h1>Say yes to the vet</h1></div></main><footer>Footer</footer></div>',
    );
    expect(html).toContain('<title>Tailwise | Say yes to the vet</title>');
    expect(html).toContain(
      '<meta name="description" content="Pet insurance &amp; &quot;wellness&quot; &lt;plans&gt;">',
    );
    expect(html).toContain('<script defer src="/shell/1/main.js"></script>');
  });

  it('says "My account" in the header of a visitor with the signed-in hint, as the app does while it starts', async () => {
    const link = '<a data-auth-status="loading" class="css-8zfm6h" href="/dashboard">Sign in</a>';
    const store = await storeWith('1.0.0', 'Say yes to the vet', {
      frame: `<header>Tailwise${link}</header><main id="main"><div data-prerender-slot="page"></div></main>`,
    });
    const pages = new PrerenderedPages(store);
    const manifest = await store.readManifest();
    const customer = await pages.document('/faq', shellDoc, manifest, { signedIn: true });
    expect(customer).toContain(
      '<header>Tailwise<a data-auth-status="signed-in" class="css-8zfm6h" href="/dashboard">My account</a></header>',
    );
    expect(customer).not.toContain('Sign in');
    expect(await pages.document('/faq', shellDoc, manifest, { signedIn: true })).toBe(customer);
    const visitor = await pages.document('/faq', shellDoc, manifest, { signedIn: false });
    expect(visitor).toContain(link);
    expect(visitor).not.toContain('My account');
  });

  it('leaves the entry preload out of every prerendered page; the plain shell document keeps it', async () => {
    const preload = '<link rel="preload" as="script" href="/shell/1/main.0123abcd.js">';
    const doc = shellDoc.replace('<script', `${preload}<script`);
    const store = new ReleaseStore(tempStore());
    await release(store, 'shell', fakeBuild('shell', '1.0.0', { 'index.html': doc, 'prerender/_frame.html': frame }));
    const manifest = {
      pages: {
        '/': { file: 'prerender/index.html', title: 'Home', description: null },
        '/faq': { file: 'prerender/faq.html', title: 'FAQ', description: null },
      },
    };
    await release(
      store,
      'mfe-marketing',
      fakeBuild('mfe-marketing', '1.0.0', {
        'remoteEntry.js': 'x',
        'prerender/manifest.json': JSON.stringify(manifest),
        'prerender/index.html': '<div data-app-start="on-intent" data-remote="marketing"><h1>Home</h1></div>',
        'prerender/faq.html': '<div data-remote="marketing"><h1>FAQ</h1></div>',
      }),
    );
    const pages = new PrerenderedPages(store);
    const home = await pages.document('/', doc, await store.readManifest());
    expect(home).toContain('<h1>Home</h1>');
    expect(home).not.toContain('rel="preload"');
    expect(home).toContain('<script defer src="/shell/1/main.js"></script>');
    const faq = await pages.document('/faq', doc, await store.readManifest());
    expect(faq).toContain('<h1>FAQ</h1>');
    expect(faq).not.toContain('rel="preload"');
    expect(await pages.document('/start/checkout', doc, await store.readManifest())).toBeNull();
  });

  it('follows a release and a rollback of the remote without a shell release', async () => {
    const store = await storeWith('1.0.0', 'Version one');
    const pages = new PrerenderedPages(store);
    expect(await pages.document('/', shellDoc, await store.readManifest())).toContain('Version one');
    await publishMarketing(store, '2.0.0', 'Version two');
    expect(await pages.document('/', shellDoc, await store.readManifest())).toContain('Version two');
    await store.activate('mfe-marketing', '1.0.0', 'rollback');
    expect(await pages.document('/', shellDoc, await store.readManifest())).toContain('Version one');
  });

  it('keeps the default description when the page has none, and normalises a trailing slash', async () => {
    const store = await storeWith('1.0.0', 'x');
    const html = await new PrerenderedPages(store).document('/faq/', shellDoc, await store.readManifest());
    expect(html).toContain('<title>FAQ | Tailwise</title>');
    expect(html).toContain('content="Default"');
  });

  it('gives nothing for pages no remote prerendered, or without a usable frame', async () => {
    const store = await storeWith('1.0.0', 'x');
    const pages = new PrerenderedPages(store);
    expect(await pages.document('/start', shellDoc, await store.readManifest())).toBeNull();
    const broken = await storeWith('1.0.0', 'x', { frame: '<header></header>' });
    expect(await new PrerenderedPages(broken).document('/', shellDoc, await broken.readManifest())).toBeNull();
  });

  it('asks marketing first when another remote claims the same path, and ignores an unreadable page list', async () => {
    const store = await storeWith('1.0.0', 'Marketing home');
    await release(
      store,
      'mfe-business',
      fakeBuild('mfe-business', '1.0.0', {
        'remoteEntry.js': 'x',
        'prerender/manifest.json': '{ not json',
      }),
    );
    await publishQuiz(store, '1.0.0', 'Tell us about your pet', { extraPages: { '/': 'prerender/home.html' } });
    const pages = new PrerenderedPages(store);
    const home = await pages.document('/', shellDoc, await store.readManifest());
    expect(home).toContain('data-prerendered="marketing"');
    expect(home).toContain('Marketing home');
    expect(await pages.document('/start', shellDoc, await store.readManifest())).toContain('data-prerendered="quiz"');
  });

  it.each([
    ['/', '/'],
    ['/faq/', '/faq'],
    ['/blog/how-much?x=1', '/blog/how-much'],
    ['/main.js', null],
    ['/%2e%2e/x', null],
  ])('pagePath(%s) = %s', (url, expected) => {
    expect(pagePath(url)).toBe(expected);
  });
});

describe('the quiz’s prerendered first step', () => {
  it('serves /start from the live quiz release, with the query string and a trailing slash', async () => {
    const store = await storeWith('1.0.0', 'x');
    await publishQuiz(store, '1.0.0', 'Tell us about your pet');
    const pages = new PrerenderedPages(store);
    for (const url of ['/start', '/start/', '/start?utm_source=mail&rpc=SAVE10']) {
      const html = await pages.document(url, shellDoc, await store.readManifest());
      expect(html).toContain(
        '<div id="root" data-prerendered="quiz"><header>Tailwise</header><main id="main"><div data-remote="quiz"><h1>Tell us about your pet</h1><form>',
      );
      expect(html).toContain('<title>Get your quote | Tailwise</title>');
      expect(html).toContain('<meta name="description" content="Four short steps">');
    }
    // The later steps, checkout and the other flows are the app's alone.
    for (const url of ['/start/breed', '/start/checkout', '/start/restart', '/promo', '/insurance'])
      expect(await pages.document(url, shellDoc, await store.readManifest())).toBeNull();
  });

  it('follows quiz releases and rollbacks, and gives nothing once the live quiz has no page', async () => {
    const store = await storeWith('1.0.0', 'x');
    const pages = new PrerenderedPages(store);
    expect(await pages.document('/start', shellDoc, await store.readManifest())).toBeNull();
    await publishQuiz(store, '1.0.0', null);
    expect(await pages.document('/start', shellDoc, await store.readManifest())).toBeNull();
    await publishQuiz(store, '2.0.0', 'Version two');
    expect(await pages.document('/start', shellDoc, await store.readManifest())).toContain('Version two');
    await publishQuiz(store, '3.0.0', 'Version three');
    expect(await pages.document('/start', shellDoc, await store.readManifest())).toContain('Version three');
    await store.activate('mfe-quiz', '2.0.0', 'rollback');
    expect(await pages.document('/start', shellDoc, await store.readManifest())).toContain('Version two');
    await store.activate('mfe-quiz', '1.0.0', 'rollback');
    expect(await pages.document('/start', shellDoc, await store.readManifest())).toBeNull();
  });
});

describe('the gateway serving /start', () => {
  const shellHtml =
    '<!doctype html><html><head><!--tailwise:config--><title>Tailwise | Pet insurance</title><meta name="description" content="Default"></head><body><div id="root"><!--tailwise:content--></div></body></html>';
  /** A store with a live shell (document and frame) and no remote yet. */
  async function storeWithShell() {
    const storeDir = tempStore();
    const store = new ReleaseStore(storeDir);
    await release(
      store,
      'shell',
      fakeBuild('shell', '1.0.0', { 'index.html': shellHtml, 'prerender/_frame.html': frame }),
    );
    return { storeDir, store };
  }

  /** A gateway over the shell and a quiz release with the given pages, closed once `check` is done. */
  async function withQuizGateway(
    pages: Parameters<typeof publishQuiz>[3],
    check: (app: Awaited<ReturnType<typeof buildGateway>>, store: ReleaseStore) => Promise<void>,
  ) {
    const { storeDir, store } = await storeWithShell();
    await publishQuiz(store, '1.0.0', 'Tell us about your pet', pages);
    const app = await buildGateway(testGatewayConfig(storeDir));
    try {
      await check(app, store);
    } finally {
      await app.close();
    }
  }

  it('sends the quiz’s prerendered page while its release is live, and the plain shell document after a rollback', async () => {
    const { storeDir, store } = await storeWithShell();
    await publishQuiz(store, '1.0.0', null);
    await publishQuiz(store, '2.0.0', 'Tell us about your pet');
    const app = await buildGateway(testGatewayConfig(storeDir));
    try {
      const live = await app.inject('/start?utm_source=x');
      expect(live.statusCode).toBe(200);
      expect(live.headers['cache-control']).toBe('private, no-cache');
      expect(live.body).toContain('<div id="root" data-prerendered="quiz"><header>Tailwise</header>');
      expect(live.body).toContain('<h1>Tell us about your pet</h1><form>');
      expect(live.body).toContain('<title>Get your quote | Tailwise</title>');
      expect(live.body).toContain('id="tailwise-config"');

      await store.activate('mfe-quiz', '1.0.0', 'rollback');
      const rolledBack = await app.inject('/start');
      expect(rolledBack.statusCode).toBe(200);
      expect(rolledBack.body).not.toContain('data-prerendered');
      expect(rolledBack.body).toContain('<div id="root"><!--tailwise:content--></div>');
      expect(rolledBack.body).toContain('<title>Tailwise | Pet insurance</title>');
    } finally {
      await app.close();
    }
  });

  it('sends checkout’s prerendered account step only to a visitor without the signed-in hint, varying by cookie', async () => {
    await withQuizGateway({ checkout: true }, async (app) => {
      const signedOut = await app.inject({ url: '/start/checkout', headers: { cookie: 'tw_signed_in=0' } });
      expect(signedOut.body).toContain('<div data-remote="quiz"><h1>Create your account</h1></div>');
      expect(signedOut.body).toContain('<title>Create your account | Tailwise</title>');
      expect(signedOut.headers.vary).toContain('Cookie');
      // A signed-in customer skips the account step: the app renders their checkout.
      const signedIn = await app.inject({ url: '/start/checkout/', headers: { cookie: 'tw_signed_in=1' } });
      expect(signedIn.body).not.toContain('data-prerendered');
      expect(signedIn.body).toContain('<div id="root"><!--tailwise:content--></div>');
      expect(signedIn.headers.vary).toContain('Cookie');
    });
  });

  it('sends a page standing in for a route pattern at every address it matches, one composed copy for all', async () => {
    await withQuizGateway({ benefits: true }, async (app, store) => {
      const pages = new PrerenderedPages(store);
      for (const url of ['/benefits/fenwick/onboard', '/benefits/city-of-philadelphia/onboard/?utm_source=hr']) {
        const member = await app.inject({ url });
        expect(member.body).toContain('<p>Pet benefits through your employer</p><h1>Tell us about your pet</h1>');
        expect(member.body).toContain('<title>Enroll through your employer | Tailwise</title>');
        expect(member.headers.vary).toContain('Cookie');
        // A signed-in member may be asked for their seat first: the app renders their page.
        const signedIn = await app.inject({ url, headers: { cookie: 'tw_signed_in=1' } });
        expect(signedIn.body).toContain('<div id="root"><!--tailwise:content--></div>');
      }
      // Later steps and other addresses under /benefits are not the pattern's.
      for (const url of ['/benefits/fenwick/onboard/breed', '/benefits/onboard', '/benefits/fenwick']) {
        expect((await app.inject(url)).body).not.toContain('data-prerendered');
      }
      // Every group's address is the same document, composed once (not one cached copy per address).
      const manifest = await store.readManifest();
      const first = await pages.document('/benefits/a/onboard', shellDoc, manifest, { signedIn: false });
      const second = await pages.document('/benefits/b/onboard', shellDoc, manifest, { signedIn: false });
      expect(first).toContain('Tell us about your pet');
      expect(second).toBe(first);
      expect((pages as unknown as { composed: Map<string, string> }).composed.size).toBe(1);
    });
  });

  it('sends /onboard’s prerendered question only to an address without a saved quote’s lid', async () => {
    await withQuizGateway({ onboard: true }, async (app) => {
      for (const url of ['/onboard', '/onboard/', '/onboard?utm_source=mail&lidx=1']) {
        const fresh = await app.inject(url);
        expect(fresh.body).toContain('<div data-remote="quiz"><h1>Tell us about your pet</h1></div>');
        expect(fresh.body).toContain('<title>Finish setting up | Tailwise</title>');
      }
      // A saved quote's link: the app restores it and lands on its price, so it gets the plain shell document.
      for (const url of ['/onboard?lid=42', '/onboard?utm_source=mail&lid=', '/onboard/?x=1&lid=9b1deb4d']) {
        const link = await app.inject(url);
        expect(link.statusCode).toBe(200);
        expect(link.body).not.toContain('data-prerendered');
        expect(link.body).toContain('<div id="root"><!--tailwise:content--></div>');
      }
    });
  });
});

describe('the focused frame for checkout', () => {
  const focusedFrame =
    '<header>Tailwise · Questions? 1-800</header><main id="main"><div data-prerender-slot="page"></div></main><footer>©</footer>';
  async function storeWithFocusedFrame() {
    const store = new ReleaseStore(tempStore());
    const shellPages = {
      pages: {
        '/_frame': { file: 'prerender/_frame.html', title: 'Tailwise', description: null },
        '/_frame-focused': {
          file: 'prerender/_frame-focused.html',
          title: 'Tailwise',
          description: null,
          frameFor: ['/start/checkout', '/benefits/:groupId/onboard/checkout'],
        },
      },
    };
    await release(
      store,
      'shell',
      fakeBuild('shell', '1.0.0', {
        'index.html': shellDoc,
        'prerender/_frame.html': frame,
        'prerender/_frame-focused.html': focusedFrame,
        'prerender/manifest.json': JSON.stringify(shellPages),
      }),
    );
    await publishQuiz(store, '1.0.0', 'Tell us about your pet', { checkout: true });
    return store;
  }

  it('puts a checkout page into the shell’s focused frame, and every other page into the site frame', async () => {
    const store = await storeWithFocusedFrame();
    const pages = new PrerenderedPages(store);
    const manifest = await store.readManifest();
    const signedOut = { signedIn: false };
    const checkout = await pages.document('/start/checkout?utm_source=x', shellDoc, manifest, signedOut);
    expect(checkout).toContain(
      '<div id="root" data-prerendered="quiz"><header>Tailwise · Questions? 1-800</header><main id="main"><div data-remote="quiz"><h1>Create your account</h1></div></main><footer>©</footer></div>',
    );
    const start = await pages.document('/start', shellDoc, manifest, signedOut);
    expect(start).toContain('<div id="root" data-prerendered="quiz"><header>Tailwise</header>');
    // The focused frame is never a page of its own.
    expect(await pages.document('/_frame-focused', shellDoc, manifest, signedOut)).toBeNull();
  });

  it('uses the site frame for checkout while the live shell has no focused frame', async () => {
    const store = new ReleaseStore(tempStore());
    await release(
      store,
      'shell',
      fakeBuild('shell', '1.0.0', { 'index.html': shellDoc, 'prerender/_frame.html': frame }),
    );
    await publishQuiz(store, '1.0.0', 'Tell us about your pet', { checkout: true });
    const html = await new PrerenderedPages(store).document('/start/checkout', shellDoc, await store.readManifest(), {
      signedIn: false,
    });
    expect(html).toContain('<div id="root" data-prerendered="quiz"><header>Tailwise</header>');
  });
});

describe('the sign-in screen for signed-in routes', () => {
  const shellHtml =
    '<!doctype html><html><head><!--tailwise:config--><title>Tailwise | Pet insurance</title><meta name="description" content="Default"></head><body><div id="root"><!--tailwise:content--></div></body></html>';
  const signInPages = {
    pages: {
      '/_frame': { file: 'prerender/_frame.html', title: 'Tailwise', description: null },
      '/_signin': {
        file: 'prerender/_signin.html',
        title: 'Sign in to your account | Tailwise',
        description: 'Sign in to manage your plans',
        paths: ['/dashboard/*', '/insurance/*'],
      },
    },
  };
  async function shellWithSignIn(storeDir: string) {
    const store = new ReleaseStore(storeDir);
    await release(
      store,
      'shell',
      fakeBuild('shell', '1.0.0', {
        'index.html': shellHtml,
        'prerender/_frame.html': frame,
        'prerender/manifest.json': JSON.stringify(signInPages),
        'prerender/_signin.html':
          '<div><h1>Sign in to your account</h1><form><fieldset disabled=""></fieldset></form></div>',
      }),
    );
    return store;
  }

  it('matches route patterns the way the shell does', () => {
    expect(matchesPattern('/dashboard/*', '/dashboard')).toBe(true);
    expect(matchesPattern('/dashboard/*', '/dashboard/claims/7')).toBe(true);
    expect(matchesPattern('/dashboard/*', '/dashboards')).toBe(false);
    expect(matchesPattern('/new', '/new')).toBe(true);
    expect(matchesPattern('/new', '/new/x')).toBe(false);
    expect(matchesPattern('/benefits/:groupId/onboard', '/benefits/fenwick/onboard')).toBe(true);
    expect(matchesPattern('/benefits/:groupId/onboard', '/benefits/onboard')).toBe(false);
    expect(matchesPattern('/benefits/:groupId/onboard', '/benefits/fenwick/onboard/price')).toBe(false);
    expect(matchesPattern('/benefits/:groupId/onboard', '/benefits//onboard')).toBe(false);
  });

  it('serves the prerendered sign-in screen on signed-in routes without the hint cookie, and the app with it', async () => {
    const storeDir = tempStore();
    await shellWithSignIn(storeDir);
    const app = await buildGateway(testGatewayConfig(storeDir));
    try {
      for (const url of ['/dashboard', '/dashboard/claims?status=open', '/insurance/price']) {
        const signedOut = await app.inject({ url, headers: { cookie: 'other=1; tw_signed_in=0' } });
        expect(signedOut.body).toContain('<div id="root" data-prerendered="shell"><header>Tailwise</header>');
        expect(signedOut.body).toContain('<h1>Sign in to your account</h1>');
        expect(signedOut.body).toContain('<title>Sign in to your account | Tailwise</title>');
        expect(signedOut.headers.vary).toContain('Cookie');

        const signedIn = await app.inject({ url, headers: { cookie: 'a=b; tw_signed_in=1' } });
        expect(signedIn.body).not.toContain('data-prerendered');
        expect(signedIn.headers.vary).toContain('Cookie');
      }
      // Public routes never get it.
      const faq = await app.inject('/faq');
      expect(faq.body).not.toContain('Sign in to your account');
    } finally {
      await app.close();
    }
  });

  it('serves a customer’s page (an upsell’s first step) only with the hint cookie; without it, the sign-in screen', async () => {
    const storeDir = tempStore();
    const store = await shellWithSignIn(storeDir);
    const upsell = {
      pages: {
        '/insurance': {
          file: 'prerender/insurance.html',
          title: 'Choose your pets | Tailwise',
          description: null,
          signedInOnly: true,
        },
      },
    };
    await release(
      store,
      'mfe-quiz',
      fakeBuild('mfe-quiz', '1.0.0', {
        'remoteEntry.js': 'var tailwise_quiz;',
        'prerender/manifest.json': JSON.stringify(upsell),
        'prerender/insurance.html': '<div data-remote="quiz"><h1>Which pets should we insure?</h1></div>',
      }),
    );
    const app = await buildGateway(testGatewayConfig(storeDir));
    try {
      const signedIn = await app.inject({ url: '/insurance?pet=7', headers: { cookie: 'tw_signed_in=1' } });
      expect(signedIn.body).toContain('<div id="root" data-prerendered="quiz"><header>Tailwise</header>');
      expect(signedIn.body).toContain('<h1>Which pets should we insure?</h1>');
      expect(signedIn.body).toContain('<title>Choose your pets | Tailwise</title>');
      expect(signedIn.headers.vary).toContain('Cookie');

      const signedOut = await app.inject({ url: '/insurance', headers: { cookie: 'tw_signed_in=0' } });
      expect(signedOut.body).toContain('data-prerendered="shell"');
      expect(signedOut.body).toContain('<h1>Sign in to your account</h1>');
      expect(signedOut.body).not.toContain('Which pets should we insure?');

      // A later step of the same flow is not that page: the app renders it.
      const later = await app.inject({ url: '/insurance/price', headers: { cookie: 'tw_signed_in=1' } });
      expect(later.body).not.toContain('data-prerendered');
    } finally {
      await app.close();
    }
  });
});
