/** @jest-environment node */
// What the shell's release ships as prerendered HTML (the entry packages/build-tools/prerender.cjs runs): the layout
// frame around an empty page slot, and the sign-in screen signed-out visitors of a signed-in route get, whole
// without the app, so a first-time visitor's page starts the app only when they reach for it.
import { quizCheckoutPatterns } from '@tailwise/shared';
import { prerenderedPageAt } from '@tailwise/shared/prerender';
import { signedInRoutePatterns } from '../features/routing/route-table';
import { FOCUSED_FRAME, PAGE_SLOT, prerenderPages, SIGN_IN_PAGE } from './entry';

let pages: Awaited<ReturnType<typeof prerenderPages>>;
beforeAll(async () => {
  pages = await prerenderPages();
});

const pageAt = (path: string) => prerenderedPageAt(pages, path);

describe('the shell’s prerendered pages', () => {
  it('are the layout frame, with one page slot, checkout’s focused frame, and the sign-in screen', () => {
    expect(pages.map((p) => p.path)).toEqual(['/_frame', FOCUSED_FRAME, SIGN_IN_PAGE]);
    expect(pageAt('/_frame').html.split(PAGE_SLOT)).toHaveLength(2);
    expect(pageAt(FOCUSED_FRAME).html.split(PAGE_SLOT)).toHaveLength(2);
  });

  it('frame every flow’s checkout focused: the logo and help, no site navigation', () => {
    const focused = pageAt(FOCUSED_FRAME);
    expect(focused.frameFor).toEqual(quizCheckoutPatterns());
    expect(focused.html).toContain('href="tel:+18005550199"');
    expect(focused.html).toContain('Monday–Friday: 9 AM – 6 PM ET');
    expect(focused.html).not.toContain('<nav');
    expect(pageAt('/_frame').html).toContain('<nav');
  });

  it('serve the sign-in screen for every signed-in route, titled as the app titles it', () => {
    const signIn = pageAt(SIGN_IN_PAGE);
    expect(signIn.servesPaths).toEqual(signedInRoutePatterns());
    expect(signIn.meta.title).toBe('Sign in to your account | Tailwise');
  });

  it('the sign-in screen is live without the app: marked to start on intent, its form whole and enabled', () => {
    const { html } = pageAt(SIGN_IN_PAGE);
    expect(html).toMatch(/^<div data-app-start="on-intent"/);
    expect(html).toMatch(/<h1[^>]*>Sign in to your account<\/h1>/);
    expect(html).toMatch(/<input[^>]*type="email"/);
    expect(html).toMatch(/<input[^>]*type="password"/);
    expect(html).toMatch(/<button[^>]*type="submit"[^>]*>Sign in<\/button>/);
    expect(html).not.toMatch(/<(fieldset|input)[^>]*\sdisabled=""/);
    expect(html).not.toMatch(/<button[^>]*type="submit"[^>]*\sdisabled=""/);
    // Only the switches to another form wait for the app (SignInScreen.tsx says why).
    const disabled = [...html.matchAll(/<button[^>]*\sdisabled=""[^>]*>([^<]*)<\/button>/g)].map((m) => m[1]);
    expect(disabled).toEqual(['Create an account', 'Forgot your password?']);
  });
});
