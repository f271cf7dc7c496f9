// Server rendering for release-time prerendering (Node only; never part of a browser bundle).
// Apps render their pages here with the same providers the shell gives them in the browser, in the
// state a first-time visitor has: signed out, default flags, nothing fetched yet.
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import type { ReactElement, ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import {
  ApiClient,
  ApiClientProvider,
  AuthProvider,
  defaultFlagsState,
  FlagsProvider,
  SnackbarProvider,
  type AuthContextValue,
  type PageMeta,
} from '@tailwise/shared';

export interface PrerenderedPage {
  path: string;
  html: string;
  meta: PageMeta;
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

/** The shell's providers, as a first-time visitor's browser would have them before any data loads. */
export function ServerProviders({ location, children }: { location: string; children: ReactNode }) {
  const apiClient = new ApiClient({ fetchImpl: () => Promise.reject(new Error('No API calls while prerendering')) });
  return (
    <StaticRouter location={location}>
      <ApiClientProvider client={apiClient}>
        <AuthProvider value={firstVisit}>
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
  return html;
}
