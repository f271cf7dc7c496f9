// A route's remote behind its boundary: one that fails to load shows "This page didn't load" with Try again; one
// that throws while rendering shows the spec's Unexpected Error screen in the route's place, whose Reload clears
// the stored quiz and cart. Either way what is around the route (header, footer) stays.
import { loadRemote } from '@module-federation/enhanced/runtime';
import { readStored, storageKeys, writeStored } from '@tailwise/shared';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { forgetRemoteApp } from '../federation/load-remote-app';
import { REMOTE_LOAD_FAILURE } from '../federation/remote-load-failure';
import { resetRemoteManifest } from '../federation/remote-manifest';
import { RemoteRoute } from './RemoteRoute';

jest.mock('@module-federation/enhanced/runtime', () => ({
  getInstance: () => ({ registerRemotes: jest.fn() }),
  loadRemote: jest.fn(),
}));
const load = jest.mocked(loadRemote);
jest.setTimeout(10_000);

const MANIFEST = { remotes: { quiz: { entry: '/mfe-quiz/1.0.0/remoteEntry.js', version: '1.0.0' } } };

function renderAt(path: string) {
  window.history.pushState({}, '', path);
  render(
    <MemoryRouter initialEntries={[path]}>
      <header>Site header</header>
      <RemoteRoute remote="quiz" />
      <footer>Site footer</footer>
    </MemoryRouter>,
  );
}

function remoteWhoseApp(App: () => never) {
  load.mockImplementation(async () => ({ default: App }));
}

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  load.mockReset();
  forgetRemoteApp('quiz');
  resetRemoteManifest();
  globalThis.fetch = jest.fn(async () =>
    Response.json(MANIFEST, { headers: { 'content-type': 'application/json' } }),
  ) as typeof fetch;
  jest.spyOn(console, 'error').mockImplementation(() => {});
});

afterEach(() => {
  jest.restoreAllMocks();
  window.history.pushState({}, '', '/');
});

describe('RemoteRoute when its remote fails', () => {
  it('shows "This page didn’t load" when the entry cannot be fetched', async () => {
    load.mockImplementation(async (id: string) => ({
      [REMOTE_LOAD_FAILURE]: true,
      id,
      lifecycle: 'afterResolve',
      error: new Error('ScriptNetworkError: Script "/mfe-quiz/1.0.0/remoteEntry.js" failed'),
    }));
    renderAt('/start/checkout?utm_source=x');
    expect(await screen.findByRole('heading', { name: 'This page didn’t load' }, { timeout: 5000 })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'Unexpected Error' })).not.toBeInTheDocument();
  });

  it('shows "This page didn’t load" when one of its page chunks cannot be fetched', async () => {
    remoteWhoseApp(() => {
      throw Object.assign(new Error('Loading chunk 812 failed.'), { name: 'ChunkLoadError' });
    });
    renderAt('/start');
    expect(await screen.findByRole('heading', { name: 'This page didn’t load' }, { timeout: 5000 })).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'Unexpected Error' })).not.toBeInTheDocument();
  });

  it('shows the Unexpected Error screen inside the layout when it throws while rendering', async () => {
    remoteWhoseApp(() => {
      throw new Error('checkout crashed');
    });
    renderAt('/start/checkout?utm_source=x');
    expect(await screen.findByRole('heading', { name: 'Unexpected Error' }, { timeout: 5000 })).toBeVisible();
    expect(screen.getByText('Oops! Let’s try this again')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Reload' })).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'This page didn’t load' })).not.toBeInTheDocument();
    expect(screen.getByText('Site header')).toBeVisible();
    expect(screen.getByText('Site footer')).toBeVisible();
    // In the layout's <main>, the screen must not add a second main landmark.
    expect(screen.queryByRole('main')).not.toBeInTheDocument();
  });

  it('Reload clears the stored quiz and cart keys from both storages, and keeps the lead', async () => {
    remoteWhoseApp(() => {
      throw new Error('checkout crashed');
    });
    writeStored(storageKeys.petsCart, [{ name: 'Biscuit' }]);
    writeStored(storageKeys.checkoutSubmittedData, { paid: false });
    writeStored(storageKeys.leadId, 42);
    // The same names in the other storage too: Reload clears both.
    localStorage.setItem(storageKeys.checkoutSubmittedData.key, '{}');
    sessionStorage.setItem(storageKeys.petsCart.key, '[]');
    renderAt('/start/checkout?utm_source=x');
    await userEvent.click(await screen.findByRole('button', { name: 'Reload' }, { timeout: 5000 }));
    expect(localStorage.getItem(storageKeys.petsCart.key)).toBeNull();
    expect(sessionStorage.getItem(storageKeys.petsCart.key)).toBeNull();
    expect(localStorage.getItem(storageKeys.checkoutSubmittedData.key)).toBeNull();
    expect(sessionStorage.getItem(storageKeys.checkoutSubmittedData.key)).toBeNull();
    expect(readStored(storageKeys.leadId)).toBe(42);
  });
});
