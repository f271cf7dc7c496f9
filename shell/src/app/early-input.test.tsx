import { act } from '@testing-library/react';
import { useState } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { carryEarlyInput, holdEarlyActions, PRESS_SETTLE_MS, whenNotPressing } from './early-input';

// The prerendered page: the same markup the app renders, as plain HTML.
const SERVER = `
  <header><button type="button">Menu</button><a href="/faq">FAQ</a></header>
  <form><label>Employer<input name="employer" value=""></label>
  <label>State<select name="state"><option value="">Choose</option><option value="PA">PA</option></select></label>
  <label><input type="checkbox" name="news"> News</label>
  <label>Password<input type="password" name="password" value=""></label>
  <button type="submit">Search</button></form>`;

function ClientPage({ log }: { log: string[] }) {
  const [employer, setEmployer] = useState('');
  const [state, setState] = useState('');
  const [news, setNews] = useState(false);
  const [password, setPassword] = useState('');
  return (
    <>
      <header>
        <button type="button" onClick={() => log.push('menu')}>
          Menu
        </button>
        <a href="/faq">FAQ</a>
      </header>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          log.push(`search ${employer} ${state} ${news}${password ? ` ${password}` : ''}`);
        }}
      >
        <label>
          Employer
          <input name="employer" value={employer} onChange={(e) => setEmployer(e.target.value)} />
        </label>
        <label>
          State
          <select name="state" value={state} onChange={(e) => setState(e.target.value)}>
            <option value="">Choose</option>
            <option value="PA">PA</option>
          </select>
        </label>
        <label>
          <input type="checkbox" name="news" checked={news} onChange={(e) => setNews(e.target.checked)} /> News
        </label>
        <label>
          Password
          <input type="password" name="password" value={password} onChange={(e) => setPassword(e.target.value)} />
        </label>
        <button type="submit">Search</button>
      </form>
    </>
  );
}

let root: Root | null = null;
afterEach(() => {
  act(() => root?.unmount());
  root = null;
  document.body.innerHTML = '';
});

async function setUp() {
  document.body.innerHTML = `<div id="root" data-prerendered="business">${SERVER}</div><div id="app" hidden></div>`;
  const server = document.getElementById('root')!;
  const client = document.getElementById('app')!;
  holdEarlyActions(server);
  const log: string[] = [];
  root = createRoot(client);
  await act(async () => root!.render(<ClientPage log={log} />));
  return { server, client, log };
}

/** What the takeover in mount.tsx does. */
async function takeOver(server: HTMLElement, client: HTMLElement) {
  await act(async () => {
    const handOver = carryEarlyInput(server, client);
    server.remove();
    client.hidden = false;
    handOver();
  });
}

describe('early input on a prerendered page', () => {
  it('carries typed, chosen and ticked entries into the app, a password too, with the focus and caret', async () => {
    const { server, client, log } = await setUp();
    server.querySelector<HTMLInputElement>('input[type="password"]')!.value = 'pawsome123';
    const employer = server.querySelector<HTMLInputElement>('input[name="employer"]')!;
    employer.value = 'Fenwick';
    employer.focus();
    employer.setSelectionRange(3, 3);
    server.querySelector<HTMLSelectElement>('select')!.value = 'PA';
    server.querySelector<HTMLInputElement>('input[type="checkbox"]')!.click();
    await takeOver(server, client);
    const input = client.querySelector<HTMLInputElement>('input[name="employer"]')!;
    expect(input.value).toBe('Fenwick');
    expect(document.activeElement).toBe(input);
    expect(input.selectionStart).toBe(3);
    // React's own state has the entries: submitting sends them.
    await act(async () => client.querySelector<HTMLButtonElement>('button[type="submit"]')!.click());
    expect(log).toEqual(['search Fenwick PA true pawsome123']);
  });

  it('holds a press of a button and replays it on the app’s copy', async () => {
    const { server, client, log } = await setUp();
    const menu = server.querySelector<HTMLButtonElement>('header button')!;
    const notCancelled = menu.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    expect(notCancelled).toBe(false);
    await takeOver(server, client);
    expect(log).toEqual(['menu']);
  });

  it('holds a submit (Enter in a field) instead of reloading the page, and submits once in the app', async () => {
    const { server, client, log } = await setUp();
    server.querySelector<HTMLInputElement>('input[name="employer"]')!.value = 'Acme';
    const form = server.querySelector('form')!;
    const submit = new Event('submit', { bubbles: true, cancelable: true });
    expect(form.dispatchEvent(submit)).toBe(false);
    await takeOver(server, client);
    expect(log).toEqual(['search Acme  false']);
  });

  it('leaves alone an element the app renders differently rather than guess', async () => {
    const { server, client, log } = await setUp();
    const menu = server.querySelector<HTMLButtonElement>('header button')!;
    menu.click();
    client.querySelector('header button')!.textContent = 'Close';
    const employer = server.querySelector<HTMLInputElement>('input[name="employer"]')!;
    employer.value = 'Fenwick';
    client.querySelector('input[name="employer"]')!.setAttribute('name', 'company');
    await takeOver(server, client);
    expect(log).toEqual([]);
    expect(client.querySelector<HTMLInputElement>('input[name="company"]')!.value).toBe('');
  });

  it('does nothing when the visitor did nothing', async () => {
    const { server, client, log } = await setUp();
    await takeOver(server, client);
    expect(log).toEqual([]);
    expect(client.querySelector<HTMLInputElement>('input[name="employer"]')!.value).toBe('');
    expect(client.querySelector<HTMLInputElement>('input[type="checkbox"]')!.checked).toBe(false);
  });
});

describe('a press in progress on a prerendered page', () => {
  const settled = (promise: Promise<void>) => {
    let done = false;
    void promise.then(() => (done = true));
    return () => done;
  };

  it('is none when nothing is pressed', async () => {
    const { server } = await setUp();
    await expect(whenNotPressing(server)).resolves.toBeUndefined();
  });

  it('lasts from a button’s pointerdown to the click its release makes', async () => {
    const { server } = await setUp();
    const menu = server.querySelector('header button')!;
    menu.dispatchEvent(new MouseEvent('pointerdown', { bubbles: true }));
    const ended = settled(whenNotPressing(server));
    await act(async () => new Promise((r) => setTimeout(r, 20)));
    expect(ended()).toBe(false);
    menu.dispatchEvent(new MouseEvent('pointerup', { bubbles: true }));
    menu.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    await act(async () => new Promise((r) => setTimeout(r, 20)));
    expect(ended()).toBe(true);
  });

  it('ends a while after a release that makes no click (the pointer moved off)', async () => {
    const { server } = await setUp();
    server.querySelector('header button')!.dispatchEvent(new MouseEvent('pointerdown', { bubbles: true }));
    const ended = settled(whenNotPressing(server));
    document.body.dispatchEvent(new MouseEvent('pointerup', { bubbles: true }));
    await act(async () => new Promise((r) => setTimeout(r, PRESS_SETTLE_MS / 2)));
    expect(ended()).toBe(false);
    await act(async () => new Promise((r) => setTimeout(r, PRESS_SETTLE_MS)));
    expect(ended()).toBe(true);
  });

  it('lasts from Space down on a button to its release', async () => {
    const { server } = await setUp();
    const search = server.querySelector('button[type="submit"]')!;
    search.dispatchEvent(new KeyboardEvent('keydown', { key: ' ', bubbles: true }));
    const ended = settled(whenNotPressing(server));
    await act(async () => new Promise((r) => setTimeout(r, 20)));
    expect(ended()).toBe(false);
    search.dispatchEvent(new KeyboardEvent('keyup', { key: ' ', bubbles: true }));
    search.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    await act(async () => new Promise((r) => setTimeout(r, 20)));
    expect(ended()).toBe(true);
  });
});
