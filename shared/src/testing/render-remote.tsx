// Renders a remote's pages (or any element) inside everything the shell provides: router, API
// client, sign-in, flags, snackbar and the QueryClient, with a fake API and fake auth. The same
// real providers the shell and RemoteApp use, so a page behaves here as it does in the app.
import {
  ApiClient,
  ApiClientProvider,
  defaultFlagsState,
  FlagsProvider,
  loadQueryClient,
  PageLoading,
  QueryScope,
  RemoteApp,
  SnackbarProvider,
  type ErrorReporter,
  type FlagsFetchStatus,
  type FlagValues,
  type RemotePageRoute,
  type ReportContext,
  type ReportLevel,
  type ServiceHours,
  type SnackbarTone,
} from '@tailwise/shared';
import type { QueryClient } from '@tanstack/react-query';
import { render, type RenderResult } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as React from 'react';
import { isValidElement, Suspense, type ReactElement } from 'react';
import { MemoryRouter, useLocation, type Location } from 'react-router-dom';
import { createFakeApi, type FakeApi, type FakeRoutes } from './fake-api';
import { createFakeAuth, FakeAuthProvider, type FakeAuth, type FakeAuthOption, type FakeAuthSetup } from './fake-auth';

export interface RenderRemoteOptions {
  /** A remote's page routes (rendered by RemoteApp, as the remote itself does), or any element. */
  routes?: readonly RemotePageRoute[] | ReactElement;
  /** Same as an element in `routes`. */
  ui?: ReactElement;
  /** The URL to start at, with its query string. Default '/'. */
  route?: string;
  /** A fake API, or a route table to build one from. Any request without a route answers 501. */
  api?: FakeApi | FakeRoutes;
  /** 'signed-out' (default), 'loading', a signed-in user, or a fake auth built with createFakeAuth. */
  auth?: FakeAuthOption | FakeAuth;
  /** Accounts for the fake sign-in (email to password), when `auth` is not a FakeAuth. */
  accounts?: FakeAuthSetup['accounts'];
  /** Flag overrides; every other flag keeps its default (off). */
  flags?: Partial<FlagValues>;
  /** Remote Config's fetch status (default 'success'); 'no-fetch-yet' is a page before Remote Config answers. */
  flagsStatus?: FlagsFetchStatus;
  /** Called as the shell's provider is when a component reads a flag (which asks it for Remote Config). */
  onFlagRead?: () => void;
  serviceHours?: ServiceHours;
  /**
   * 'app' (default): pages (or the element) sit in a QueryScope, which loads React Query first, so
   * the first render shows the loading state: start with an await findBy... 'page': no scope (as the
   * marketing remote), for content that fetches nothing or scopes itself; it renders at once.
   */
  queryScope?: 'app' | 'page';
}

export interface Report {
  kind: 'exception' | 'message';
  error?: unknown;
  message?: string;
  level?: ReportLevel;
  context?: ReportContext;
}

export interface RenderRemoteResult extends RenderResult {
  api: FakeApi;
  auth: FakeAuth;
  /** What useSnackbar().show() was asked to show. */
  snackbar: Array<{ text: string; tone: SnackbarTone }>;
  /** What the API client reported (it would go to Sentry). */
  reports: Report[];
  /** The router's current location. */
  location(): Location;
  /** pathname + search, e.g. '/start/checkout?rpc=WELCOME5'. */
  path(): string;
  /** userEvent.setup() */
  user: ReturnType<typeof userEvent.setup>;
  /** The one QueryClient the scopes use. */
  queryClient(): Promise<QueryClient>;
}

// The QueryScope's client lives for the whole test file; each render starts from an empty one.
let knownClient: QueryClient | null = null;
void loadQueryClient().then((client) => {
  knownClient = client;
});

function LocationProbe({ into }: { into: { current: Location | null } }) {
  const location = useLocation();
  into.current = location;
  return null;
}

const loadReactQuery = () => import('@tanstack/react-query');

export function renderRemote(options: RenderRemoteOptions = {}): RenderRemoteResult {
  knownClient?.clear();
  const api =
    options.api && 'fetch' in options.api ? (options.api as FakeApi) : createFakeApi(options.api as FakeRoutes);
  const auth =
    options.auth && typeof options.auth === 'object' && 'calls' in options.auth
      ? options.auth
      : createFakeAuth(options.auth as FakeAuthOption | undefined, { accounts: options.accounts });
  const reports: Report[] = [];
  const reporter: ErrorReporter = {
    captureException: (error, context) => void reports.push({ kind: 'exception', error, context }),
    captureMessage: (message, level, context) => void reports.push({ kind: 'message', message, level, context }),
  };
  const client = new ApiClient({ fetchImpl: api.fetch, getIdToken: () => auth.value.getIdToken(), reporter });
  const snackbar: RenderRemoteResult['snackbar'] = [];
  const snackbarApi = {
    show: (text: string, o?: { tone?: SnackbarTone }) => void snackbar.push({ text, tone: o?.tone ?? 'info' }),
  };
  const flags = {
    ...defaultFlagsState,
    status: options.flagsStatus ?? 'success',
    values: { ...defaultFlagsState.values, ...options.flags },
    serviceHours: options.serviceHours ?? defaultFlagsState.serviceHours,
  };
  const location: { current: Location | null } = { current: null };

  const target = options.ui ?? options.routes;
  const content =
    target === undefined ? null : isValidElement(target) ? (
      options.queryScope === 'page' ? (
        target
      ) : (
        <Suspense fallback={<PageLoading />}>
          <QueryScope>{target}</QueryScope>
        </Suspense>
      )
    ) : (
      <RemoteApp
        name="test"
        version="0.0.0-test"
        react={React}
        loadReactQuery={loadReactQuery}
        routes={target as readonly RemotePageRoute[]}
        queryScope={options.queryScope}
      />
    );

  const result = render(
    <MemoryRouter initialEntries={[options.route ?? '/']}>
      <ApiClientProvider client={client}>
        <FakeAuthProvider auth={auth}>
          <FlagsProvider value={flags} onRead={options.onFlagRead}>
            <SnackbarProvider api={snackbarApi}>
              <LocationProbe into={location} />
              {content}
            </SnackbarProvider>
          </FlagsProvider>
        </FakeAuthProvider>
      </ApiClientProvider>
    </MemoryRouter>,
  );

  const current = () => {
    if (!location.current) throw new Error('renderRemote: the router has not rendered yet.');
    return location.current;
  };
  return {
    ...result,
    api,
    auth,
    snackbar,
    reports,
    location: current,
    path: () => `${current().pathname}${current().search}`,
    user: userEvent.setup(),
    queryClient: loadQueryClient,
  };
}
