import { release } from '../release/cli';
import { ReleaseStore } from '../release/release-store';
import { fakeBuild, tempStore } from '../release/test-builds';
import { pagePath, PrerenderedPages } from './prerendered-pages';

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

describe('prerendered pages', () => {
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
