import { RouteRendered } from '@tailwise/shared';
import { act } from '@testing-library/react';
import { useState } from 'react';
import { holdEarlyActions, PRESS_WAIT_MAX_MS } from './early-input';
import { mountApp } from './mount';

function Page({ onClaims }: { onClaims?: () => void }) {
  const [ready] = useState(true);
  return (
    <main>
      <h1>Client page</h1>
      <button id="faq-claims" onClick={onClaims}>
        Claims
      </button>
      {ready && <RouteRendered />}
    </main>
  );
}

beforeEach(() => {
  window.scrollTo = jest.fn();
});

afterEach(() => {
  document.body.innerHTML = '';
  delete document.documentElement.dataset.routeRendered;
});

describe('mountApp', () => {
  it('renders straight into #root when the page was not prerendered', async () => {
    document.body.innerHTML = '<div id="root"></div>';
    await act(async () => mountApp(<h1>Hello</h1>));
    expect(document.querySelector('#root h1')?.textContent).toBe('Hello');
    expect(document.getElementById('app')).toBeNull();
  });

  it('renders behind a prerendered page and replaces it once the route has rendered', async () => {
    document.body.innerHTML =
      '<div id="root" data-prerendered="marketing"><h1>Server page</h1><button id="faq-claims">Claims</button></div>';
    document.getElementById('faq-claims')!.focus();
    let resolveLazy!: () => void;
    const gate = new Promise<void>((r) => (resolveLazy = r));
    function Slow() {
      const [done, setDone] = useState(false);
      if (!done) void gate.then(() => setDone(true));
      return done ? <Page /> : <p>loading</p>;
    }
    await act(async () => mountApp(<Slow />));
    // Still showing the server's page; the app is hidden behind it.
    expect(document.querySelector('#root h1')?.textContent).toBe('Server page');
    expect(document.getElementById('app')?.hidden).toBe(true);
    await act(async () => {
      resolveLazy();
      await gate;
    });
    await act(async () => new Promise((r) => setTimeout(r, 0)));
    expect(document.getElementById('root')).toBeNull();
    expect(document.getElementById('app')?.hidden).toBe(false);
    expect(document.querySelector('#app h1')?.textContent).toBe('Client page');
    expect(document.activeElement).toBe(document.querySelector('#app #faq-claims'));
  });

  it('waits for a press in progress on the prerendered page to end, then replays it in the app', async () => {
    document.body.innerHTML =
      '<div id="root" data-prerendered="quiz"><main><h1>Server page</h1><button id="faq-claims">Claims</button></main></div>';
    const server = document.getElementById('root')!;
    holdEarlyActions(server);
    const button = server.querySelector('button')!;
    // The button is held down when the app's route renders: taken over now, its release would land on the
    // app's copy, and the browser clicks only an element that saw both halves of a press.
    button.dispatchEvent(new MouseEvent('pointerdown', { bubbles: true }));
    const pressed: string[] = [];
    await act(async () => mountApp(<Page onClaims={() => pressed.push('claims')} />));
    await act(async () => new Promise((r) => setTimeout(r, 0)));
    expect(document.documentElement.dataset.routeRendered).toBe('1');
    expect(document.getElementById('root')).toBe(server);
    expect(document.getElementById('app')?.hidden).toBe(true);

    await act(async () => {
      button.dispatchEvent(new MouseEvent('pointerup', { bubbles: true }));
      button.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
      await new Promise((r) => setTimeout(r, 10));
    });
    expect(document.getElementById('root')).toBeNull();
    expect(document.getElementById('app')?.hidden).toBe(false);
    expect(pressed).toEqual(['claims']);
  });

  it('takes over at last when a press held down never ends', async () => {
    jest.useFakeTimers();
    try {
      document.body.innerHTML =
        '<div id="root" data-prerendered="quiz"><main><h1>Server page</h1><button id="faq-claims">Claims</button></main></div>';
      const server = document.getElementById('root')!;
      holdEarlyActions(server);
      server.querySelector('button')!.dispatchEvent(new MouseEvent('pointerdown', { bubbles: true }));
      await act(async () => mountApp(<Page />));
      await act(async () => jest.advanceTimersByTimeAsync(PRESS_WAIT_MAX_MS - 100));
      expect(document.getElementById('root')).toBe(server);
      await act(async () => jest.advanceTimersByTimeAsync(200));
      expect(document.getElementById('root')).toBeNull();
      expect(document.getElementById('app')?.hidden).toBe(false);
    } finally {
      jest.useRealTimers();
    }
  });
});
