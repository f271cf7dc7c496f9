import { RouteRendered } from '@tailwise/shared';
import { act } from '@testing-library/react';
import { useState } from 'react';
import { mountApp } from './mount';

function Page() {
  const [ready] = useState(true);
  return (
    <main>
      <h1>Client page</h1>
      <button id="faq-claims">Claims</button>
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
});
