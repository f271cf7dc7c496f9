// Standalone development host for one remote (`npm run dev -w <remote>`): the providers the shell
// would give it, a bar listing the remote's routes, and HMR. Sign-in needs the real shell: run the
// remote under the shell with the developer override (see README) to test signed-in pages.
import { StrictMode, type ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Link } from 'react-router-dom';
// Imported by package name so the dev host uses the same shared singleton as the remote.
import {
  ApiClient,
  ApiClientProvider,
  AuthProvider,
  loadQueryClient,
  registerAppInstances,
  SnackbarProvider,
  type AuthContextValue,
} from '@tailwise/shared';
import * as React from 'react';

const signedOut: AuthContextValue = {
  status: 'signed-out',
  user: null,
  isExisting: false,
  signIn: () => Promise.reject(new Error('Sign-in runs in the shell. Load this remote through the shell to sign in.')),
  signUp: () => Promise.reject(new Error('Sign-up runs in the shell. Load this remote through the shell.')),
  signOut: async () => {},
  sendPasswordReset: () => Promise.reject(new Error('Password reset runs in the shell.')),
  getIdToken: async () => null,
};

/** Route patterns become links with sample values, e.g. /benefits/:groupId/onboard -> /benefits/fenwick/onboard. */
const EXAMPLE_PARAMS: Record<string, string> = { groupId: 'fenwick', slug: 'example', claimId: 'example' };
const withExampleParams = (pattern: string) =>
  pattern.replace(/:([A-Za-z]+)/g, (_, name: string) => EXAMPLE_PARAMS[name] ?? 'example');

export function mountDevHost(App: ComponentType, { name, routes }: { name: string; routes: string[] }) {
  const apiClient = new ApiClient();
  registerAppInstances('shell', { react: React, apiClient });
  void loadQueryClient().then((queryClient) => registerAppInstances('shell', { queryClient }));
  const snackbar = { show: (text: string) => window.alert(text) };
  const root = document.getElementById('root');
  if (!root) throw new Error('The dev page has no #root element.');
  createRoot(root).render(
    <StrictMode>
      <BrowserRouter>
        <ApiClientProvider client={apiClient}>
          <AuthProvider value={signedOut}>
            <SnackbarProvider api={snackbar}>
              <nav
                aria-label={`${name} routes (dev)`}
                css={{ display: 'flex', flexWrap: 'wrap', gap: 12, padding: 12, background: '#1d2433', fontSize: 14 }}
              >
                <strong css={{ color: '#f2a541' }}>{name} · standalone dev</strong>
                {routes.map((r) => (
                  <Link key={r} to={withExampleParams(r)} css={{ color: '#fff' }}>
                    {withExampleParams(r)}
                  </Link>
                ))}
              </nav>
              <App />
            </SnackbarProvider>
          </AuthProvider>
        </ApiClientProvider>
      </BrowserRouter>
    </StrictMode>,
  );
}
