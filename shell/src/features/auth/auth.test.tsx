import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiClient, ApiClientProvider, loadQueryClient, useApiClient, useAuth } from '@tailwise/shared';
import { fixtures } from '@tailwise/shared/testing';
import { useEffect, type ReactNode } from 'react';
import { fakeAuthService } from './fake-auth-service';
import { RequireRole } from './RequireRole';
import { RequireSignIn } from './RequireSignIn';
import { ShellAuthProvider } from './ShellAuthProvider';

/** A profile as the contract has it: the shared /me/ query parses what it gets. */
function meResponse() {
  return new Response(JSON.stringify(fixtures.me()), { status: 200, headers: { 'content-type': 'application/json' } });
}

type AuthService = ReturnType<typeof fakeAuthService>;

function renderWithAuth(
  ui: ReactNode,
  service = fakeAuthService({ 'ada@example.com': 'goodpass123' }),
  loadService: () => Promise<AuthService> = async () => service,
) {
  const requests: Array<{ url: string; auth?: string }> = [];
  const apiClient = new ApiClient({
    fetchImpl: (async (url: RequestInfo | URL, init?: RequestInit) => {
      requests.push({ url: String(url), auth: (init?.headers as Record<string, string>)?.Authorization });
      return meResponse();
    }) as typeof fetch,
  });
  render(
    <ApiClientProvider client={apiClient}>
      <ShellAuthProvider apiClient={apiClient} loadService={loadService}>
        {ui}
      </ShellAuthProvider>
    </ApiClientProvider>,
  );
  return { service, requests };
}

function Status() {
  const { status, user, isExisting } = useAuth();
  return <p data-testid="status">{`${status}|${user?.email ?? '-'}|existing=${isExisting}`}</p>;
}

beforeEach(() => localStorage.clear());

describe('ShellAuthProvider', () => {
  it('starts signed out after first paint and asks nothing of the API', async () => {
    const { requests } = renderWithAuth(<Status />);
    // The visitor's first interaction starts deferred work at once.
    act(() => void window.dispatchEvent(new Event('pointerdown')));
    await waitFor(() => expect(screen.getByTestId('status')).toHaveTextContent('signed-out|-|existing=false'), {
      timeout: 5000,
    });
    expect(requests).toHaveLength(0); // nobody signed in: no profile request at all
  });

  it('says while loading whether this browser was signed in, without loading Firebase for it', async () => {
    function Hint() {
      const { status, signedInHint } = useAuth();
      return <p data-testid="hint">{`${status}|hint=${String(signedInHint)}`}</p>;
    }
    const loadService = jest.fn(async () => fakeAuthService({}));
    const first = render(
      <ShellAuthProvider apiClient={new ApiClient()} loadService={loadService}>
        <Hint />
      </ShellAuthProvider>,
    );
    expect(screen.getByTestId('hint')).toHaveTextContent('loading|hint=false');
    first.unmount();

    localStorage.setItem('tailwise.signedInHint', '1');
    render(
      <ShellAuthProvider apiClient={new ApiClient()} loadService={loadService}>
        <Hint />
      </ShellAuthProvider>,
    );
    expect(screen.getByTestId('hint')).toHaveTextContent('loading|hint=true');
    expect(loadService).not.toHaveBeenCalled();
  });

  it('sends Authorization: Token <id token> once signed in, and forgets cached data on sign-out', async () => {
    let auth!: ReturnType<typeof useAuth>;
    function Grab() {
      auth = useAuth();
      return <Status />;
    }
    const { requests } = renderWithAuth(<Grab />);
    // The visitor's first interaction starts deferred work at once.
    act(() => void window.dispatchEvent(new Event('pointerdown')));
    await waitFor(() => expect(screen.getByTestId('status')).toHaveTextContent('signed-out'), { timeout: 5000 });
    await act(() => auth.signIn('ada@example.com', 'goodpass123'));
    await waitFor(() =>
      expect(screen.getByTestId('status')).toHaveTextContent('signed-in|ada@example.com|existing=true'),
    );
    expect(requests[0]).toEqual({ url: '/api/1.0/me/', auth: 'Token token-for-uid-ada@example.com' });
    expect(localStorage.getItem('tailwise.signedInHint')).toBe('1');
    await act(() => auth.signOut());
    await waitFor(() => expect(screen.getByTestId('status')).toHaveTextContent('signed-out|-|existing=false'));
    // The one QueryClient (created on first use) holds nothing of the previous user.
    const queryClient = await loadQueryClient();
    expect(queryClient.getQueryData(['me', 'uid-ada@example.com'])).toBeUndefined();
    expect(
      queryClient
        .getQueryCache()
        .getAll()
        .filter((q) => q.state.data !== undefined),
    ).toHaveLength(0);
    expect(localStorage.getItem('tailwise.signedInHint')).toBeNull();
  });
});

/** A loader the test completes by hand, counting how often the provider asked for Firebase. */
function heldLoader(service: AuthService) {
  let release!: () => void;
  const loaded = new Promise<void>((resolve) => (release = resolve));
  const load = jest.fn(async () => {
    await loaded;
    return service;
  });
  return { load, release };
}

describe('RequireSignIn', () => {
  it('shows a usable sign-in form before Firebase has loaded; focus starts loading it, submit waits for it', async () => {
    const service = fakeAuthService({ 'ada@example.com': 'goodpass123' });
    const { load, release } = heldLoader(service);
    renderWithAuth(
      <RequireSignIn>
        <h1>Claims</h1>
      </RequireSignIn>,
      service,
      load,
    );
    expect(
      await screen.findByRole('heading', { name: 'Sign in to your account' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    // Nothing asked for Firebase yet: the form is there without it.
    expect(load).not.toHaveBeenCalled();
    const email = await screen.findByLabelText('Email', {}, { timeout: 5000 });
    expect(email).toBeEnabled();
    act(() => email.focus());
    expect(load).toHaveBeenCalledTimes(1);

    await userEvent.type(email, 'ada@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'goodpass123');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    // Still loading: the submit waits rather than failing, and the entries stay.
    expect(await screen.findByRole('button', { name: 'Please wait…' })).toBeDisabled();
    expect(email).toHaveValue('ada@example.com');
    expect(screen.queryByRole('heading', { name: 'Claims' })).not.toBeInTheDocument();

    await act(async () => release());
    expect(await screen.findByRole('heading', { name: 'Claims' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("renders a returning visitor's page before Firebase answers, holding its requests until then", async () => {
    localStorage.setItem('tailwise.signedInHint', '1');
    const service = fakeAuthService({}, { uid: 'uid-ada', email: 'ada@example.com', emailVerified: true });
    const { load, release } = heldLoader(service);
    function ClaimsPage() {
      const api = useApiClient();
      useEffect(() => void api.get('/claims/'), [api]);
      return <h1>Claims</h1>;
    }
    const { requests } = renderWithAuth(
      <RequireSignIn>
        <ClaimsPage />
      </RequireSignIn>,
      service,
      load,
    );
    // The page itself is the first paint, not a placeholder or the sign-in form.
    expect(screen.getByRole('heading', { name: 'Claims' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Sign in to your account' })).not.toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(requests.filter((r) => r.url.endsWith('/claims/'))).toHaveLength(0);
    await act(async () => release());
    await waitFor(() =>
      expect(requests.filter((r) => r.url.endsWith('/claims/'))).toEqual([
        { url: '/api/1.0/claims/', auth: 'Token token-for-uid-ada' },
      ]),
    );
    expect(screen.getByRole('heading', { name: 'Claims' })).toBeInTheDocument();
  });

  it('replaces the early page with the sign-in screen when Firebase says the session has ended', async () => {
    localStorage.setItem('tailwise.signedInHint', '1');
    const service = fakeAuthService({});
    const { load, release } = heldLoader(service);
    renderWithAuth(
      <RequireSignIn>
        <h1>Claims</h1>
      </RequireSignIn>,
      service,
      load,
    );
    expect(screen.getByRole('heading', { name: 'Claims' })).toBeInTheDocument();
    await act(async () => release());
    expect(await screen.findByRole('heading', { name: 'Sign in to your account' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Claims' })).not.toBeInTheDocument();
  });

  it("keeps a staff page back until Firebase confirms the role, never flashing 'staff only'", async () => {
    localStorage.setItem('tailwise.signedInHint', '1');
    const service = fakeAuthService(
      {},
      { uid: 'uid-sam', email: 'sam@example.com', emailVerified: true, role: 'adjuster' },
    );
    const { load, release } = heldLoader(service);
    renderWithAuth(
      <RequireSignIn>
        <RequireRole role="adjuster">
          <h1>Review queue</h1>
        </RequireRole>
      </RequireSignIn>,
      service,
      load,
    );
    expect(screen.getByText(/Checking your sign-in/)).toBeInTheDocument();
    expect(screen.queryByText(/staff/i)).not.toBeInTheDocument();
    await act(async () => release());
    expect(await screen.findByRole('heading', { name: 'Review queue' })).toBeInTheDocument();
  });

  it('shows the sign-in screen to a signed-out visitor, then the requested page once signed in', async () => {
    renderWithAuth(
      <RequireSignIn>
        <h1>Claims</h1>
      </RequireSignIn>,
    );
    expect(
      await screen.findByRole('heading', { name: 'Sign in to your account' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Claims' })).not.toBeInTheDocument();
    await userEvent.type(await screen.findByLabelText('Email', {}, { timeout: 5000 }), 'ada@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'goodpass123');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('heading', { name: 'Claims' })).toBeInTheDocument();
  });

  it('shows a wrong password next to the password field and keeps what was typed', async () => {
    renderWithAuth(
      <RequireSignIn>
        <h1>Claims</h1>
      </RequireSignIn>,
    );
    await screen.findByLabelText('Email', {}, { timeout: 5000 });
    await userEvent.type(screen.getByLabelText('Email'), 'ada@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'not-it-1');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    const password = screen.getByLabelText('Password');
    await waitFor(() => expect(password).toHaveAccessibleDescription(/password is not right/));
    expect(password).toHaveAttribute('aria-invalid', 'true');
    expect(password).toHaveValue('not-it-1');
    expect(screen.getByLabelText('Email')).toHaveValue('ada@example.com');
  });

  it('validates account creation inline before calling Firebase', async () => {
    const service = fakeAuthService();
    const signUp = jest.spyOn(service, 'signUp');
    renderWithAuth(
      <RequireSignIn>
        <h1>Claims</h1>
      </RequireSignIn>,
      service,
    );
    await screen.findByLabelText('Email', {}, { timeout: 5000 });
    await userEvent.click(screen.getByRole('button', { name: 'Create an account' }));
    await userEvent.type(screen.getByLabelText('Email'), 'not-an-email');
    await userEvent.type(screen.getByLabelText('Password'), 'short');
    await userEvent.type(screen.getByLabelText('Confirm password'), 'different');
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(screen.getByLabelText('Email')).toHaveAccessibleDescription(/valid email address/));
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription(/Use at least 8 characters\./);
    expect(screen.getByLabelText('Confirm password')).toHaveAccessibleDescription('The passwords do not match.');
    expect(signUp).not.toHaveBeenCalled();
    expect(screen.getByLabelText('Email')).toHaveValue('not-an-email');
  });

  it('explains an email already in use', async () => {
    renderWithAuth(
      <RequireSignIn>
        <h1>Claims</h1>
      </RequireSignIn>,
    );
    await screen.findByLabelText('Email', {}, { timeout: 5000 });
    await userEvent.click(screen.getByRole('button', { name: 'Create an account' }));
    await userEvent.type(screen.getByLabelText('Email'), 'ada@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'another123');
    await userEvent.type(screen.getByLabelText('Confirm password'), 'another123');
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(screen.getByLabelText('Email')).toHaveAccessibleDescription(/already exists/));
  });
});
