// A page's document carries the visitor's release set and the page's entry preload, and both must be exactly what
// /remotes.json answers the same request: for either canary cohort, for a new visitor, and after a rollback.
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { LOCAL_COHORT_SECRET } from '../config';
import { COHORT_COOKIE, inCanary, signVisitor } from '../release/canary';
import { release, rollback } from '../release/cli';
import { ReleaseStore } from '../release/release-store';
import { fakeBuild, tempStore } from '../release/test-builds';
import { RELEASES_SCRIPT_ID } from './document-releases';
import { buildGateway } from './gateway';
import { testGatewayConfig } from './test-support';

process.env.LOG_LEVEL = 'silent';

const shellHtml =
  '<!doctype html><html><head><!--tailwise:config--><link rel="preload" as="script" href="/shell/1.0.0/main.0123abcd.js" /><script defer src="/shell/1.0.0/start.js"></script></head><body><div id="root"><!--tailwise:content--></div></body></html>';
const frame = '<header>Tailwise</header><main><div data-prerender-slot="page"></div></main>';
const quizEntry = (version: string) => `var tailwise_quiz; /* ${version} */ ${'x'.repeat(600)}`;

/** Deterministic visitors, one in the quiz canary and one not. */
const visitorId = (i: number) => i.toString(16).padStart(32, '0');
const cookieOf = (visitor: string) => `${COHORT_COOKIE}=${signVisitor(visitor, LOCAL_COHORT_SECRET)}`;
const CANARY = { version: '2.0.0', percent: 50 };
const firstVisitor = (wantCanary: boolean) => {
  for (let i = 1; ; i++) if (inCanary(visitorId(i), 'quiz', CANARY) === wantCanary) return visitorId(i);
};

/** The set a document carries, or null. */
const inlinedSet = (html: string) => {
  const match = new RegExp(`<script type="application/json" id="${RELEASES_SCRIPT_ID}">(.*?)</script>`).exec(html);
  return match ? (JSON.parse(match[1]!) as unknown) : null;
};
/** The remote entries a document preloads. */
const preloadedEntries = (html: string) =>
  [...html.matchAll(/<link rel="preload" as="script" href="([^"]*remoteEntry\.js)"[^>]*>/g)].map((m) => m[1]);
const cookieFrom = (res: LightMyRequestResponse) => String(res.headers['set-cookie']).split(';')[0]!;

describe('the release set in the page document', () => {
  let app: FastifyInstance;
  let store: ReleaseStore;

  beforeAll(async () => {
    store = new ReleaseStore(tempStore());
    await release(
      store,
      'shell',
      fakeBuild('shell', '1.0.0', {
        'index.html': shellHtml,
        'main.0123abcd.js': 'm',
        'prerender/_frame.html': frame,
      }),
    );
    await release(
      store,
      'mfe-marketing',
      fakeBuild('mfe-marketing', '3.1.0', {
        'remoteEntry.js': 'var tailwise_marketing;',
        'prerender/manifest.json': JSON.stringify({
          pages: { '/': { file: 'prerender/index.html', title: 'Tailwise', description: null } },
        }),
        'prerender/index.html': '<h1>Say yes to the vet</h1>',
      }),
    );
    await release(
      store,
      'mfe-business',
      fakeBuild('mfe-business', '1.0.0', { 'remoteEntry.js': 'var tailwise_business;' }),
    );
    await release(store, 'mfe-ops', fakeBuild('mfe-ops', '1.0.0', { 'remoteEntry.js': 'var tailwise_ops;' }));
    await release(store, 'mfe-quiz', fakeBuild('mfe-quiz', '1.0.0', { 'remoteEntry.js': quizEntry('1.0.0') }));
    await release(store, 'mfe-quiz', fakeBuild('mfe-quiz', '2.0.0', { 'remoteEntry.js': quizEntry('2.0.0') }), {
      canary: CANARY.percent,
    });
    app = await buildGateway(testGatewayConfig(store.root));
  });
  afterAll(() => app.close());

  /** The document and /remotes.json for the same visitor (the same Cookie header). */
  const documentAndManifest = async (url: string, cookie: string) => {
    const [doc, manifest] = await Promise.all([
      app.inject({ url, headers: { cookie } }),
      app.inject({ url: '/remotes.json', headers: { cookie } }),
    ]);
    expect(doc.statusCode).toBe(200);
    return { doc, manifest: manifest.json<{ remotes: Record<string, { entry: string }> }>() };
  };

  it.each([
    ['in the canary', true, '/mfe-quiz/2.0.0/remoteEntry.js'],
    ['on the stable version', false, '/mfe-quiz/1.0.0/remoteEntry.js'],
  ])('gives a visitor %s the set and quiz entry their /remotes.json names', async (_, wantCanary, quiz) => {
    const cookie = cookieOf(firstVisitor(wantCanary));
    for (const url of ['/start/breed', '/start/contact?utm_source=x', '/start/price']) {
      const { doc, manifest } = await documentAndManifest(url, cookie);
      expect(inlinedSet(doc.body)).toEqual(manifest);
      expect(manifest.remotes.quiz!.entry).toBe(quiz);
      expect(preloadedEntries(doc.body)).toEqual([quiz]);
      expect(doc.headers['set-cookie']).toBeUndefined();
    }
  });

  it('gives a new visitor a cohort with the document, and their /remotes.json then answers the same set', async () => {
    const doc = await app.inject('/start/breed');
    expect(String(doc.headers['set-cookie'])).toMatch(new RegExp(`^${COHORT_COOKIE}=.*HttpOnly`));
    const manifest = (await app.inject({ url: '/remotes.json', headers: { cookie: cookieFrom(doc) } })).json();
    expect(inlinedSet(doc.body)).toEqual(manifest);
    expect(preloadedEntries(doc.body)).toEqual([manifest.remotes.quiz.entry]);
  });

  it('is private to the visitor and revalidated on every load', async () => {
    for (const url of ['/start/breed', '/']) {
      const doc = await app.inject({ url, headers: { cookie: cookieOf(firstVisitor(true)) } });
      expect(doc.headers['cache-control']).toBe('private, no-cache');
      expect(doc.headers.vary).toMatch(/Cookie/);
    }
  });

  it('preloads the owning remote on every route it knows, and nothing on a prerendered, marketing or staff page', async () => {
    const cookie = cookieOf(firstVisitor(false));
    const preloads = async (url: string) => {
      const { doc, manifest } = await documentAndManifest(url, cookie);
      expect(inlinedSet(doc.body)).toEqual(manifest);
      return preloadedEntries(doc.body);
    };
    expect(await preloads('/enroll/start')).toEqual(['/mfe-business/1.0.0/remoteEntry.js']);
    expect(await preloads('/business/hr')).toEqual(['/mfe-business/1.0.0/remoteEntry.js']);
    // The prerendered home page starts its app on intent: its document asks for no remote.
    const home = (await app.inject({ url: '/', headers: { cookie } })).body;
    expect(home).toContain('data-prerendered="marketing"');
    expect(await preloads('/')).toEqual([]);
    expect(await preloads('/faq')).toEqual([]);
    // Only the claims staff ever load mfe-ops, once the shell has seen their role.
    expect(await preloads('/ops')).toEqual([]);
    // A developer override may point the quiz elsewhere.
    expect(await preloads('/start/breed?remote.quiz=http://localhost:3002/remoteEntry.js')).toEqual([]);
    // A checkout may be left for its flow's first question before the app starts: its document asks for no remote.
    expect(await preloads('/promo/checkout?utm_source=mail')).toEqual([]);
    expect(await preloads('/start/checkout')).toEqual([]);
  });

  it('follows a rollback on the next document', async () => {
    const cookie = cookieOf(firstVisitor(true));
    expect(preloadedEntries((await app.inject({ url: '/start/price', headers: { cookie } })).body)).toEqual([
      '/mfe-quiz/2.0.0/remoteEntry.js',
    ]);
    await rollback(store, 'mfe-quiz');
    const { doc, manifest } = await documentAndManifest('/start/price', cookie);
    expect(manifest.remotes.quiz!.entry).toBe('/mfe-quiz/1.0.0/remoteEntry.js');
    expect(inlinedSet(doc.body)).toEqual(manifest);
    expect(preloadedEntries(doc.body)).toEqual(['/mfe-quiz/1.0.0/remoteEntry.js']);
    // And back past the stable version: 1.0.0 was the quiz's first release, so roll the business remote instead.
    await release(store, 'mfe-business', fakeBuild('mfe-business', '1.1.0', { 'remoteEntry.js': 'var b;' }));
    expect(preloadedEntries((await app.inject({ url: '/enroll', headers: { cookie } })).body)).toEqual([
      '/mfe-business/1.1.0/remoteEntry.js',
    ]);
    await rollback(store, 'mfe-business');
    const after = await documentAndManifest('/enroll', cookie);
    expect(inlinedSet(after.doc.body)).toEqual(after.manifest);
    expect(preloadedEntries(after.doc.body)).toEqual(['/mfe-business/1.0.0/remoteEntry.js']);
  });
});
