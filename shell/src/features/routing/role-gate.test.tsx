// The claims staff's remote (/ops) loads only for a signed-in user whose ID token carries the adjuster role: a
// visitor gets the sign-in screen, a customer the shell's "staff only" screen, and neither fetches any of it.
import { loadRemote } from '@module-federation/enhanced/runtime';
import { ApiClient } from '@tailwise/shared';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { fakeAuthService } from '../auth/fake-auth-service';
import { ShellAuthProvider } from '../auth/ShellAuthProvider';
import { forgetRemoteApp } from '../federation/load-remote-app';
import { resetRemoteManifest } from '../federation/remote-manifest';
import { ShellRoutes } from './ShellRoutes';

// The federation runtime, as the browser would run it: what it is asked to load is what would be fetched.
jest.mock('@module-federation/enhanced/runtime', () => ({
  getInstance: () => ({ registerRemotes: jest.fn() }),
  loadRemote: jest.fn(async (id: string) => ({
    default: function RemoteStub() {
      return <h1>{`Remote ${id}`}</h1>;
    },
  })),
}));
const load = jest.mocked(loadRemote);

const MANIFEST = {
  remotes: {
    dashboard: { entry: '/mfe-dashboard/1.0.0/remoteEntry.js', version: '1.0.0' },
    ops: { entry: '/mfe-ops/1.0.0/remoteEntry.js', version: '1.0.0' },
  },
};

const ACCOUNTS = { 'ada@example.com': 'goodpass123', 'grace@tailwise.example': 'staffpass123' };
const ROLES = { 'grace@tailwise.example': 'adjuster' };

function renderAt(path: string, signedIn: 'ada' | 'grace' | null = null) {
  if (signedIn) localStorage.setItem('tailwise.signedInHint', '1');
  const email = signedIn === 'grace' ? 'grace@tailwise.example' : 'ada@example.com';
  const service = fakeAuthService(
    ACCOUNTS,
    signedIn
      ? { uid: `uid-${email}`, email, emailVerified: true, role: signedIn === 'grace' ? 'adjuster' : null }
      : null,
    { roles: ROLES },
  );
  const apiClient = new ApiClient({
    fetchImpl: (async () =>
      new Response(JSON.stringify({ error: { code: 'NotFound', message: 'none' } }), {
        status: 404,
        headers: { 'content-type': 'application/json' },
      })) as typeof fetch,
  });
  render(
    <MemoryRouter initialEntries={[path]}>
      <ShellAuthProvider apiClient={apiClient} loadService={async () => service}>
        <ShellRoutes />
      </ShellAuthProvider>
    </MemoryRouter>,
  );
  return service;
}

const opsLoads = () => load.mock.calls.filter(([id]) => id === 'tailwise_ops/App');

beforeEach(() => {
  localStorage.clear();
  load.mockClear();
  forgetRemoteApp('ops');
  forgetRemoteApp('dashboard');
  resetRemoteManifest();
  globalThis.fetch = jest.fn(async () =>
    Response.json(MANIFEST, { headers: { 'content-type': 'application/json' } }),
  ) as typeof fetch;
  jest.spyOn(window, 'scrollTo').mockImplementation(() => {});
});

afterEach(() => jest.restoreAllMocks());

describe('the claims staff gate at /ops', () => {
  it('shows a visitor the sign-in screen and loads nothing of the remote', async () => {
    renderAt('/ops');
    expect(await screen.findByRole('heading', { name: 'Sign in to your account' })).toBeInTheDocument();
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(load).not.toHaveBeenCalled();
    expect(globalThis.fetch).not.toHaveBeenCalled();
  });

  it('shows a signed-in customer the staff-only screen, and never asks for the remote', async () => {
    renderAt('/ops/claims/b17d8c9e-0fa1-4c12-93d4-e5f6a7b8c9d0', 'ada');
    expect(
      await screen.findByRole('heading', { name: 'This page is for Tailwise claims staff' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.getByText('ada@example.com')).toBeInTheDocument();
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(opsLoads()).toHaveLength(0);
    expect(jest.mocked(globalThis.fetch).mock.calls.map(([url]) => String(url))).not.toContain(
      MANIFEST.remotes.ops.entry,
    );
  });

  it('loads the remote for an adjuster', async () => {
    renderAt('/ops', 'grace');
    expect(await screen.findByRole('heading', { name: 'Remote tailwise_ops/App' }, { timeout: 5000 })).toBeVisible();
    expect(opsLoads()).toHaveLength(1);
  });

  it('lets a customer who signs in as staff from the sign-in screen reach the queue, and only then loads it', async () => {
    const user = userEvent.setup();
    renderAt('/ops');
    await user.type(await screen.findByLabelText('Email', {}, { timeout: 5000 }), 'ada@example.com');
    await user.type(screen.getByLabelText('Password'), 'goodpass123');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('heading', { name: 'This page is for Tailwise claims staff' })).toBeVisible();
    expect(opsLoads()).toHaveLength(0);

    // "Sign out" on the staff-only screen brings back the sign-in form for the staff account.
    await user.click(screen.getByRole('button', { name: 'Sign out' }));
    await user.type(await screen.findByLabelText('Email', {}, { timeout: 5000 }), 'grace@tailwise.example');
    await user.type(screen.getByLabelText('Password'), 'staffpass123');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('heading', { name: 'Remote tailwise_ops/App' })).toBeVisible();
    expect(opsLoads()).toHaveLength(1);
  });

  it("asks no role of a customer's dashboard", async () => {
    renderAt('/dashboard', 'ada');
    expect(
      await screen.findByRole('heading', { name: 'Remote tailwise_dashboard/App' }, { timeout: 5000 }),
    ).toBeVisible();
    expect(opsLoads()).toHaveLength(0);
  });
});
