/** @jest-environment node */
// Every public page must be safe to prerender in Node at release time: no window or document during
// render, deterministic markup, exactly one <h1>, no second <main>, and no API call from the server.
import { ApiClient, ApiClientProvider, defaultFlagsState, FlagsProvider, publicPaths } from '@tailwise/shared';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { prerenderToNodeStream } from 'react-dom/static';
import { MemoryRouter } from 'react-router-dom';
import MarketingApp from './App';
import { articles } from './features/blog/generated/blog-index';
import { metaByPath } from './page-meta';
import { prerenderEntries } from './prerender-manifest';
import { marketingRoutes, preloadMarketingPage } from './routes';

const fetchImpl = jest.fn(() => Promise.reject(new Error('no network during a server render')));

function app(path: string, { vetalk = false } = {}): ReactNode {
  const client = new ApiClient({ fetchImpl: fetchImpl as unknown as typeof fetch });
  return (
    <FlagsProvider value={{ ...defaultFlagsState, values: { ...defaultFlagsState.values, vetalkEnabled: vetalk } }}>
      <ApiClientProvider client={client}>
        <MemoryRouter initialEntries={[path]}>
          <MarketingApp />
        </MemoryRouter>
      </ApiClientProvider>
    </FlagsProvider>
  );
}

async function prerender(path: string, options: { vetalk?: boolean } = {}): Promise<string> {
  const { prelude } = await prerenderToNodeStream(app(path, options));
  let html = '';
  for await (const chunk of prelude) html += chunk.toString();
  return html;
}

const count = (html: string, re: RegExp) => (html.match(re) ?? []).length;
const text = (html: string) =>
  html
    .replace(/<!-- -->/g, '')
    .replace(/<script[^>]*>.*?<\/script>/gs, ' ')
    .replace(/<style[^>]*>.*?<\/style>/gs, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ');
const h1Of = (html: string) => text(/<h1[^>]*>(.*?)<\/h1>/s.exec(html)?.[1] ?? '').trim();

const entries = prerenderEntries();
const pages = entries.filter((e) => e.path !== publicPaths.vetalk);

describe('prerender manifest', () => {
  it('lists every public page and every blog article, each with its own title and description', () => {
    const paths = entries.map((e) => e.path);
    for (const path of Object.values(publicPaths)) if (!path.includes(':')) expect(paths).toContain(path);
    for (const a of articles) expect(paths).toContain(`/blog/${a.slug}`);
    expect(new Set(paths).size).toBe(paths.length);
    const titles = entries.map((e) => e.meta.title);
    expect(new Set(titles).size).toBe(titles.length);
    for (const e of entries) {
      expect(e.meta.description?.length).toBeGreaterThanOrEqual(40);
      expect(e.meta.description!.length).toBeLessThanOrEqual(200);
    }
  });

  it('has a title and description for every page with a path of its own', () => {
    for (const route of marketingRoutes.filter((r) => !/[:*]/.test(r.path))) {
      expect(metaByPath[route.path]?.title).toBeTruthy();
      expect(metaByPath[route.path]?.description?.length).toBeGreaterThan(40);
    }
  });
});

describe('server rendering every public page', () => {
  afterEach(() => expect(fetchImpl).not.toHaveBeenCalled());

  it.each(pages.map((e) => [e.path]))(
    '%s renders one h1, no <main>, unique ids, the same markup twice',
    async (path) => {
      const html = await prerender(path);
      expect(count(html, /<h1[\s>]/g)).toBe(1);
      expect(h1Of(html).length).toBeGreaterThan(5);
      expect(html).not.toMatch(/<main[\s>]/);
      const ids = [...html.matchAll(/\sid="([^"]+)"/g)].map((m) => m[1]);
      expect(ids.filter((id, i) => ids.indexOf(id) !== i)).toEqual([]);
      expect(await prerender(path)).toBe(html);
    },
  );

  it('prerenders the home page and the insurance page with their headings and API placeholders', async () => {
    const home = await prerender('/');
    expect(h1Of(home)).toBe('Say yes to the vet, every time');
    expect(text(home)).toContain('Checking today’s price');
    const insurance = await prerender('/pet-insurance-plans');
    expect(h1Of(insurance)).toBe('Pet insurance plans');
    expect(text(insurance)).toContain('Getting a live price');
    expect(text(insurance)).toContain('$1,350 back');
  });

  it('prerenders an article with its full text and cover image', async () => {
    const html = await prerender('/blog/pet-dental-care-guide');
    expect(h1Of(html)).toBe(articles.find((a) => a.slug === 'pet-dental-care-guide')!.title);
    expect(html).toContain('<h2 id="how-dental-disease-develops">');
    expect(html).toContain('/_next/image?url=%2F_xo%2Fimages%2Fblog-dental-care.jpg');
  });

  it('renders /vetalk only when its flag is on', async () => {
    expect(h1Of(await prerender('/vetalk', { vetalk: true }))).toBe('Talk to a licensed vet, day or night');
    expect(count(await prerender('/vetalk'), /<h1[\s>]/g)).toBe(0);
  });

  it.each(pages.filter((e) => e.path !== publicPaths.notFound).map((e) => [e.path]))(
    '%s renders completely in one synchronous pass once its chunks are preloaded',
    async (path) => {
      await preloadMarketingPage(path);
      const html = renderToString(app(path));
      expect(count(html, /<h1[\s>]/g)).toBe(1);
      expect(h1Of(html)).toBe(h1Of(await prerender(path)));
      // No Suspense boundary left pending or handed to the client.
      expect(html).not.toMatch(/<!--\$[?!]-->/);
      expect(html).not.toContain('>Loading…<');
    },
  );

  it('renders the 404 page for an unknown article', async () => {
    expect(h1Of(await prerender('/blog/no-such-article'))).toBe('We can’t find that page');
  });
});

describe('when the app starts', () => {
  it('a first-time visitor’s public page starts it on intent (the contact form too), but reviews and VeTalk at once', async () => {
    const { prerenderPages } = await import('./prerender/entry');
    const started = new Map(
      (await prerenderPages()).map((page) => [page.path, page.html.includes('data-app-start="on-intent"')]),
    );
    for (const path of [
      publicPaths.home,
      publicPaths.insurancePlans,
      publicPaths.wellnessPlans,
      publicPaths.faq,
      publicPaths.contact,
    ])
      expect({ path, onIntent: started.get(path) }).toEqual({ path, onIntent: true });
    expect(started.get(`/blog/${articles[0]!.slug}`)).toBe(true);
    expect(started.get(publicPaths.reviews)).toBe(false);
  });
});
