// The last-page script goes only into a signed-in customer's dashboard document, before the start script, and only
// when the live shell has one.
import { withLastPageScript } from './last-page-script';

const SHELL =
  '<!doctype html><html><head><link rel="preload" as="script" href="/shell/2.0.0/main.abc.js" />' +
  '<script defer src="/shell/2.0.0/start.js" data-main="/shell/2.0.0/main.abc.js" data-last-page="/shell/2.0.0/last-page.js"></script>' +
  '</head><body><div id="root"><!--tailwise:content--></div></body></html>';
const OLD_SHELL = SHELL.replace(' data-last-page="/shell/2.0.0/last-page.js"', '');
const ADDED = '<script defer src="/shell/2.0.0/last-page.js"></script>';

describe('withLastPageScript', () => {
  it.each(['/dashboard', '/dashboard/', '/dashboard/claims?tab=open', '/dashboard/claims/7f3c'])(
    'adds it before the start script on %s for a signed-in customer',
    (url) => {
      const html = withLastPageScript(SHELL, { url, signedIn: true, prerendered: false });
      expect(html).toContain(`${ADDED}<script defer src="/shell/2.0.0/start.js"`);
      expect(html.split(ADDED)).toHaveLength(2);
    },
  );

  it.each([
    ['a visitor without the signed-in hint', { url: '/dashboard', signedIn: false, prerendered: false }],
    ['a page the gateway prerendered', { url: '/dashboard', signedIn: true, prerendered: true }],
    ['a page outside the dashboard', { url: '/start/breed', signedIn: true, prerendered: false }],
    ['a look-alike path', { url: '/dashboards', signedIn: true, prerendered: false }],
  ])('adds nothing for %s', (_, page) => expect(withLastPageScript(SHELL, page)).toBe(SHELL));

  it('adds nothing to a shell released without the script', () => {
    expect(withLastPageScript(OLD_SHELL, { url: '/dashboard', signedIn: true, prerendered: false })).toBe(OLD_SHELL);
  });
});
