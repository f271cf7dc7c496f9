// Server rendering for release-time prerendering (Node only; never part of a browser bundle).
// Apps render their pages here with the same providers the shell gives them in the browser, in the
// state a first-time visitor has: signed out, default flags, nothing fetched yet.
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import type { ComponentType, ReactElement, ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import {
  ApiClient,
  ApiClientProvider,
  AuthProvider,
  defaultFlagsState,
  FlagsProvider,
  fullTitle,
  SnackbarProvider,
  type AuthContextValue,
  type PageMeta,
} from '@tailwise/shared';

export interface PrerenderedPage {
  path: string;
  html: string;
  meta: PageMeta;
  /**
   * Route patterns (react-router style: /dashboard/*) this page stands in for, for a visitor the gateway
   * believes signed out: the shell's sign-in screen, served for the signed-in routes.
   */
  servesPaths?: readonly string[];
  /** Served only to a visitor the gateway believes signed out (see PrerenderRoute.signedOutOnly). */
  signedOutOnly?: boolean;
  /** Served only to a visitor the gateway believes signed in (see PrerenderRoute.signedInOnly). */
  signedInOnly?: boolean;
  /** Not served when the address has any of these query parameters (see PrerenderRoute.exceptWithQuery). */
  exceptWithQuery?: readonly string[];
  /**
   * A shell layout frame (no page of its own) that the gateway puts the pages at these route patterns into,
   * instead of the site's frame: checkout's focused one.
   */
  frameFor?: readonly string[];
}

/** A route a remote declares for prerendering (its prerender-manifest.ts), with the title the gateway serves. */
export interface PrerenderRoute {
  path: string;
  meta: PageMeta;
  /**
   * A route that renders no <h1> for a first-time visitor (it redirects, or waits for a flag) is left
   * out when optional, and fails the build otherwise: a page that silently stops prerendering is a
   * regression nobody would see until the benchmarks.
   */
  optional?: boolean;
  /**
   * The query string the page is rendered with, for a page that needs one but whose first screen is the
   * same whatever its value (the gateway serves a page by its path alone): e.g. /enroll/start's heading,
   * above the steps its `group` decides, which load in the browser.
   */
  search?: string;
  /**
   * 'on-intent' for a page that is whole without the app (content, links, a form the app takes over
   * with what was typed): for a first-time visitor the shell starts the app only once they reach for
   * the page or it has sat quiet (shell/src/app/start-on-intent.ts). Not for a page whose content
   * loads in the browser (a skeleton): that needs the app at once.
   */
  appStart?: 'on-intent';
  /**
   * A page a signed-in customer would see otherwise (checkout's account step, which they skip): the
   * gateway serves it only to a visitor without the signed-in hint, and the shell document to the others.
   */
  signedOutOnly?: boolean;
  /**
   * A signed-in customer's page whose first screen is the same for every customer until their data arrives (an
   * upsell's choose step: its heading and words, the list's space kept): the gateway serves it only to a visitor
   * with the signed-in hint, and the others get the shell's sign-in screen as before. The app starts at once.
   */
  signedInOnly?: boolean;
  /**
   * Query parameters that make the first screen another one (OnboardQuiz's `lid`, a saved quote the app
   * restores): with any of them in the address the gateway serves the shell document, and the app renders.
   */
  exceptWithQuery?: readonly string[];
  /**
   * Route patterns with a parameter (react-router style: /benefits/:groupId/onboard) that this page, rendered
   * at `path` as a stand-in, is served for: a page the same for every value, which its data fills in the browser.
   */
  servesPaths?: readonly string[];
}

const firstVisit: AuthContextValue = {
  status: 'loading',
  user: null,
  isExisting: false,
  signIn: () => Promise.reject(new Error('Not available while prerendering')),
  signUp: () => Promise.reject(new Error('Not available while prerendering')),
  signOut: async () => {},
  sendPasswordReset: () => Promise.reject(new Error('Not available while prerendering')),
  getIdToken: async () => null,
};

/**
 * What the shell's auth says before Firebase answers, for the visitor the gateway serves the page to: the sign-in
 * hint is set for a `signedInOnly` page and unset for a `signedOutOnly` one, so a page draws what such a visitor
 * first sees (a customer's checkout, not the account step).
 */
const beforeFirebase = (route?: Pick<PrerenderRoute, 'signedInOnly' | 'signedOutOnly'>): AuthContextValue =>
  route?.signedInOnly
    ? { ...firstVisit, signedInHint: true }
    : route?.signedOutOnly
      ? { ...firstVisit, signedInHint: false }
      : firstVisit;

/** The shell's providers, as the page's visitor's browser would have them before any data loads. */
export function ServerProviders({
  location,
  route,
  children,
}: {
  location: string;
  /** Whom the page is served to (PrerenderRoute's flags); a first-time visitor when left out. */
  route?: Pick<PrerenderRoute, 'signedInOnly' | 'signedOutOnly'>;
  children: ReactNode;
}) {
  const apiClient = new ApiClient({ fetchImpl: () => Promise.reject(new Error('No API calls while prerendering')) });
  return (
    <StaticRouter location={location}>
      <ApiClientProvider client={apiClient}>
        <AuthProvider value={beforeFirebase(route)}>
          <FlagsProvider value={defaultFlagsState}>
            <SnackbarProvider api={{ show: () => {} }}>{children}</SnackbarProvider>
          </FlagsProvider>
        </AuthProvider>
      </ApiClientProvider>
    </StaticRouter>
  );
}

/**
 * Renders to plain HTML. The first pass waits for every lazy page and component to load; the
 * second, with nothing left to suspend, gives markup without React's streaming scripts (which the
 * CSP would block). A fresh Emotion cache per pass puts each page's styles inline in its own HTML.
 */
export async function renderToHtml(element: ReactElement): Promise<string> {
  const warm = await prerenderToNodeStream(
    <CacheProvider value={createCache({ key: 'css' })}>{element}</CacheProvider>,
  );
  for await (const _chunk of warm.prelude) {
    // drained only so the render completes
  }
  const html = renderToString(<CacheProvider value={createCache({ key: 'css' })}>{element}</CacheProvider>);
  if (/<script|<template/i.test(html))
    throw new Error('Prerendered HTML still has streaming scripts: something suspends on every render.');
  return hoistEmotionStyles(html);
}

const EMOTION_STYLE = /<style data-emotion="css ([^"]+)">([^<]*)<\/style>/g;

/**
 * Emotion writes a <style> before each newly styled element. Dozens of style sheets arriving one by one
 * make the browser recompute styles as it parses the page, and again when the app's Emotion cache moves
 * each one into the head. One sheet at the top, in the same order and under every id (so the app's
 * cache still knows them all and inserts none twice), does that work once.
 */
export function hoistEmotionStyles(html: string): string {
  const ids: string[] = [];
  const rules: string[] = [];
  const rest = html.replace(EMOTION_STYLE, (_match, id: string, css: string) => {
    ids.push(id);
    rules.push(css);
    return '';
  });
  if (!ids.length) return html;
  const sheet = `<style data-emotion="css ${ids.join(' ')}">${rules.join('')}</style>`;
  // A remote's page stays one element (its root div), with the sheet as its first child.
  const root = /^<div\b[^>]*>/.exec(rest);
  return root ? root[0] + sheet + rest.slice(root[0].length) : sheet + rest;
}

/** The page a prerender produced at `path`; a test reading a page that was not produced fails here, by name. */
export function prerenderedPageAt(pages: readonly PrerenderedPage[], path: string): PrerenderedPage {
  const page = pages.find((p) => p.path === path);
  if (!page) throw new Error(`${path} was not prerendered`);
  return page;
}

/** Marks the page's root (the remote's root div) with when the app starts; read by the shell's main.ts. */
export function markAppStart(html: string, appStart: 'on-intent'): string {
  return html.replace(/^<div\b/, () => `<div data-app-start="${appStart}"`);
}

/**
 * What every prerendering remote's src/prerender/entry.tsx does: renders its App at each declared
 * route, as a first-time visitor would see it, and checks the result is that remote's own page.
 */
export async function prerenderRoutes(
  remote: string,
  App: ComponentType,
  routes: readonly PrerenderRoute[],
): Promise<PrerenderedPage[]> {
  const pages: PrerenderedPage[] = [];
  const seen = new Set<string>();
  for (const route of routes) {
    if (seen.has(route.path)) throw new Error(`${remote} declares ${route.path} twice for prerendering.`);
    seen.add(route.path);
    const html = await renderToHtml(
      <ServerProviders location={route.path + (route.search ?? '')} route={route}>
        <App />
      </ServerProviders>,
    );
    if (!html.includes('<h1')) {
      if (route.optional) continue;
      throw new Error(
        `${remote}: ${route.path} rendered no <h1> for a first-time visitor, so it cannot be prerendered.`,
      );
    }
    // The gateway puts this into the shell's frame as the remote's page; anything else (a shell
    // fallback, another remote's markup) would be served under the wrong owner.
    if (!html.includes(`data-remote="${remote}"`))
      throw new Error(`${remote}: ${route.path} did not render inside the ${remote} remote's root.`);
    pages.push({
      path: route.path,
      html: route.appStart ? markAppStart(html, route.appStart) : html,
      meta: { ...route.meta, title: fullTitle(route.meta.title) },
      ...(route.signedOutOnly ? { signedOutOnly: true } : {}),
      ...(route.signedInOnly ? { signedInOnly: true } : {}),
      ...(route.exceptWithQuery?.length ? { exceptWithQuery: route.exceptWithQuery } : {}),
      ...(route.servesPaths?.length ? { servesPaths: route.servesPaths } : {}),
    });
  }
  return pages;
}
