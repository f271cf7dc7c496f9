// The picture of a customer's last dashboard page: kept only from the app's own page, without what must not come back,
// with only the styles it uses, for that customer alone and within its limits; drawn by the first script only where it
// is kept and fresh, and taken over by the app as a prerendered page is.
import { clearLastVisit, LAST_VISIT_KEY } from './last-visit-key';
import { isLastPagePath, LAST_PAGE_MAX_AGE_MS, lastPageFor } from './last-page';
import { keepLastPage, LAST_PAGE_MAX_CHARS, LAST_PAGES_KEPT, pictureOfPage } from './keep-last-page';
import { writeLastVisit } from './last-visit-store';

const ada = { uid: 'uid-ada', email: 'ada@example.com', emailVerified: true };
const bo = { uid: 'uid-bo', email: 'bo@example.com', emailVerified: false };
const NOW = Date.UTC(2026, 10, 27, 12);

const stored = () => JSON.parse(localStorage.getItem(LAST_VISIT_KEY) ?? 'null');

/** The app's page as mount.tsx leaves it, with Emotion's rules in a sheet of their own. */
function showApp(html: string, rules: string[] = []) {
  document.head.innerHTML = '';
  document.body.innerHTML = `<div id="app">${html}</div>`;
  const style = document.createElement('style');
  style.dataset.emotion = 'css';
  document.head.append(style);
  for (const rule of rules) style.sheet!.insertRule(rule, style.sheet!.cssRules.length);
}

beforeEach(() => {
  localStorage.clear();
  document.head.innerHTML = '';
  document.body.innerHTML = '';
});

describe('which pages', () => {
  it.each([
    ['/dashboard', true],
    ['/dashboard/', true],
    ['/dashboard/claims/abc', true],
    ['/dashboards', false],
    ['/start/breed', false],
    ['/insurance', false],
    ['/', false],
  ])('%s: %s', (pathname, kept) => expect(isLastPagePath(pathname)).toBe(kept));
});

describe('the picture of the page', () => {
  it('is the app’s markup without scripts, dialogs, live messages or typed values, and only the rules it uses', () => {
    showApp(
      `<main class="css-main"><h1 class="css-h1">Hi, Ada</h1><script>window.ran = 1</script>` +
        `<div role="dialog"><p>Delete your card?</p></div><div aria-live="polite"><p>Claim sent</p></div>` +
        `<input name="note" value="my secret note"><input type="checkbox" checked><textarea>typed</textarea>` +
        `<button autofocus>Go</button></main>`,
      [
        '.css-main { padding: 8px; }',
        '.css-h1 { font-size: 2rem; }',
        '.css-unused { color: red; }',
        'body { margin: 0; }',
        '@media (min-width: 600px) { .css-h1 { font-size: 3rem; } }',
        '@media (min-width: 600px) { .css-unused { font-size: 3rem; } }',
      ],
    );
    const picture = pictureOfPage(document)!;
    expect(picture.html).toContain('<h1 class="css-h1">Hi, Ada</h1>');
    for (const gone of [
      '<script',
      'Delete your card?',
      'Claim sent',
      'my secret note',
      'checked',
      'typed',
      'autofocus',
    ])
      expect(picture.html).not.toContain(gone);
    expect(picture.html).toContain('aria-live="polite"');
    expect(picture.css).toContain('.css-main');
    expect(picture.css).toContain('body');
    expect(picture.css).toContain('font-size: 3rem');
    expect(picture.css).not.toContain('css-unused');
    // The page itself is untouched.
    expect(document.querySelector('#app script')).not.toBeNull();
    expect(document.querySelector('#app input')!.getAttribute('value')).toBe('my secret note');
  });

  it('is nothing while the app has not taken the page over, or before it has drawn anything', () => {
    document.body.innerHTML =
      '<div id="root" data-prerendered="last-visit"><main>Old</main></div><div id="app" hidden><main>New</main></div>';
    expect(pictureOfPage(document)).toBeNull();
    document.body.innerHTML = '<div id="root"><!--tailwise:content--></div>';
    expect(pictureOfPage(document)).toBeNull();
    document.body.innerHTML = '<div id="root"><main>Drawn by the app</main></div>';
    expect(pictureOfPage(document)?.html).toBe('<main>Drawn by the app</main>');
  });
});

describe('keeping it', () => {
  it('keeps the page with the same customer’s last visit, and their answers stay', () => {
    writeLastVisit(ada, [{ hash: 'h', tag: 't', data: 1, updatedAt: NOW }], NOW);
    showApp('<main><h1>Hi, Ada</h1></main>');
    expect(keepLastPage(ada.uid, '/dashboard/', document, NOW)).toBe(true);
    expect(stored().pages['/dashboard']).toEqual({ html: '<main><h1>Hi, Ada</h1></main>', css: '', savedAt: NOW });
    expect(stored().entries).toHaveLength(1);
    // Answers written later keep the page; another customer's answers replace it.
    writeLastVisit(ada, [], NOW + 1);
    expect(Object.keys(stored().pages)).toEqual(['/dashboard']);
    writeLastVisit(bo, [], NOW + 2);
    expect(stored().pages).toBeUndefined();
  });

  it('keeps nothing for another customer, without a kept visit, off the dashboard, or past the size limit', () => {
    showApp('<main><h1>Hi</h1></main>');
    expect(keepLastPage(ada.uid, '/dashboard', document, NOW)).toBe(false);
    expect(localStorage.getItem(LAST_VISIT_KEY)).toBeNull();
    writeLastVisit(bo, [], NOW);
    expect(keepLastPage(ada.uid, '/dashboard', document, NOW)).toBe(false);
    expect(keepLastPage(bo.uid, '/start/breed', document, NOW)).toBe(false);
    showApp(`<main><p>${'x'.repeat(LAST_PAGE_MAX_CHARS)}</p></main>`);
    expect(keepLastPage(bo.uid, '/dashboard', document, NOW)).toBe(false);
    expect(stored().pages).toBeUndefined();
  });

  it('keeps the most recently seen pages only', () => {
    writeLastVisit(ada, [], NOW);
    const paths = [
      '/dashboard',
      '/dashboard/claims',
      '/dashboard/pets',
      '/dashboard/profile',
      '/dashboard/refer',
      '/dashboard/claims/a',
      '/dashboard/claims/b',
      '/dashboard/claims/c',
    ];
    paths.forEach((path, i) => {
      showApp(`<main>${path}</main>`);
      keepLastPage(ada.uid, path, document, NOW + i);
    });
    expect(Object.keys(stored().pages).sort()).toEqual(paths.slice(1).sort());
    expect(LAST_PAGES_KEPT).toBe(7);
  });

  it('goes at sign-out with the rest of the last visit', () => {
    writeLastVisit(ada, [], NOW);
    showApp('<main>Hi</main>');
    keepLastPage(ada.uid, '/dashboard', document, NOW);
    clearLastVisit();
    expect(localStorage.getItem(LAST_VISIT_KEY)).toBeNull();
  });
});

describe('reading it back', () => {
  const visit = (page: unknown) => ({ format: 1, user: ada, savedAt: NOW, entries: [], pages: { '/dashboard': page } });
  const page = { html: '<main>Hi</main>', css: 'main{}', savedAt: NOW - 1000 };

  it('gives the page kept for the path', () => {
    expect(lastPageFor(visit(page), '/dashboard/', NOW)).toEqual(page);
    expect(lastPageFor(visit(page), '/dashboard/claims', NOW)).toBeNull();
    expect(lastPageFor(visit(page), '/start', NOW)).toBeNull();
  });

  it.each([
    ['too old', { ...page, savedAt: NOW - LAST_PAGE_MAX_AGE_MS - 1 }],
    ['from the future', { ...page, savedAt: NOW + 3_600_000 }],
    ['without markup', { css: '', savedAt: NOW }],
    ['not a page', 'hello'],
  ])('is nothing when %s', (_, kept) => expect(lastPageFor(visit(kept), '/dashboard', NOW)).toBeNull());

  it('is nothing without a kept visit', () => {
    expect(lastPageFor(null, '/dashboard', NOW)).toBeNull();
    expect(lastPageFor({ pages: 'x' }, '/dashboard', NOW)).toBeNull();
  });
});

describe('the first script', () => {
  const runFirstScript = () => jest.isolateModules(() => require('../../../last-page'));
  const keep = (html: string) =>
    localStorage.setItem(
      LAST_VISIT_KEY,
      JSON.stringify({
        format: 1,
        user: ada,
        savedAt: Date.now(),
        entries: [],
        pages: { '/dashboard': { html, css: '.css-h1{color:green}', savedAt: Date.now() } },
      }),
    );

  beforeEach(() => window.history.replaceState(null, '', '/dashboard'));

  it('draws the kept page into the empty document, marked as prerendered, and its styles leave with it', async () => {
    keep('<main><h1 class="css-h1">Hi, Ada</h1></main>');
    document.body.innerHTML = '<div id="root"><!--tailwise:content--></div>';
    runFirstScript();
    const root = document.getElementById('root')!;
    expect(root.dataset.prerendered).toBe('last-visit');
    expect(root.innerHTML).toBe('<main><h1 class="css-h1">Hi, Ada</h1></main>');
    expect(document.querySelector('style[data-last-page]')?.textContent).toBe('.css-h1{color:green}');
    root.remove();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(document.querySelector('style[data-last-page]')).toBeNull();
  });

  it('draws nothing over a page already there, or where nothing is kept for the path', () => {
    keep('<main>Old</main>');
    document.body.innerHTML = '<div id="root"><main>Drawn</main></div>';
    runFirstScript();
    expect(document.getElementById('root')!.innerHTML).toBe('<main>Drawn</main>');
    document.body.innerHTML = '<div id="root"><!--tailwise:content--></div>';
    window.history.replaceState(null, '', '/dashboard/claims');
    runFirstScript();
    expect(document.getElementById('root')!.hasAttribute('data-prerendered')).toBe(false);
    expect(document.querySelector('style[data-last-page]')).toBeNull();
  });
});
