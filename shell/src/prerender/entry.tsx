// Renders the shell's layout (skip link, header, footer) around an empty page slot at build time, the
// focused layout every flow's checkout gets (the gateway picks it by the page's path: frameFor), and
// the sign-in screen that signed-out visitors of a signed-in route see. The gateway puts a remote's
// prerendered page, or that sign-in screen, into the slot.
import { fullTitle, quizCheckoutPatterns, quizCheckoutPath } from '@tailwise/shared';
import { markAppStart, renderToHtml, ServerProviders, type PrerenderedPage } from '@tailwise/shared/prerender';
import { SignInScreen, SIGN_IN_META } from '../features/auth/SignInScreen';
import { Layout } from '../features/layout/Layout';
import { signedInRoutePatterns } from '../features/routing/route-table';

export const PAGE_SLOT = '<div data-prerender-slot="page"></div>';
/** The sign-in screen's page; the gateway serves it for signedInRoutePatterns() to a visitor without the hint. */
export const SIGN_IN_PAGE = '/_signin';
/** Checkout's frame: the logo and help, without the site's navigation and footer of links. */
export const FOCUSED_FRAME = '/_frame-focused';

export async function prerenderPages(): Promise<PrerenderedPage[]> {
  const html = await renderToHtml(
    <ServerProviders location="/">
      <Layout>
        <div data-prerender-slot="page" />
      </Layout>
    </ServerProviders>,
  );
  if (!html.includes(PAGE_SLOT)) throw new Error('The layout frame has no page slot.');
  const focused = await renderToHtml(
    <ServerProviders location={quizCheckoutPath('/start')}>
      <Layout>
        <div data-prerender-slot="page" />
      </Layout>
    </ServerProviders>,
  );
  if (!focused.includes(PAGE_SLOT)) throw new Error('The focused layout frame has no page slot.');
  const signIn = await renderToHtml(
    <ServerProviders location="/dashboard">
      <SignInScreen />
    </ServerProviders>,
  );
  if (!signIn.includes('<h1') || !signIn.includes('<form'))
    throw new Error('The sign-in screen rendered no heading or form for a first-time visitor.');
  return [
    { path: '/_frame', html, meta: { title: 'Tailwise' } },
    { path: FOCUSED_FRAME, html: focused, meta: { title: 'Tailwise' }, frameFor: quizCheckoutPatterns() },
    {
      path: SIGN_IN_PAGE,
      // Whole without the app (a heading and a live form whose entries the app takes over), so a first-time
      // visitor's page starts the app when they reach for it.
      html: markAppStart(signIn, 'on-intent'),
      meta: { ...SIGN_IN_META, title: fullTitle(SIGN_IN_META.title) },
      servesPaths: signedInRoutePatterns(),
    },
  ];
}
