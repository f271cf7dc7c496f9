// The app replaces the prerendered page once its route has rendered (shell/src/app/mount.tsx). For that
// to show no flash and no layout shift, the app's own render of the first step must be the prerendered
// markup: the same elements with the same styles and the same questions, under the same document title.
import { fullTitle } from '@tailwise/shared';
import { ServerProviders } from '@tailwise/shared/prerender';
import { render, screen, waitFor } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import QuizApp from '../App';
import { quizPrerenderRoutes } from '../prerender-manifest';

/** Each element's tag and Emotion class (its styles): equal lists render the same boxes. */
const layout = (root: Element) =>
  [...root.querySelectorAll('*')]
    .filter((el) => el.tagName !== 'STYLE')
    .map((el) => `${el.tagName.toLowerCase()}.${el.getAttribute('class') ?? ''}`);

/** What the visitor reads and answers. */
const questions = (root: Element) =>
  [...root.querySelectorAll('h1, p, label, legend, input, button')].map((el) =>
    [el.tagName.toLowerCase(), el.getAttribute('type'), el.getAttribute('name'), el.textContent?.trim()].join('|'),
  );

const page = (path: string) => (
  <ServerProviders location={path}>
    <QuizApp />
  </ServerProviders>
);

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  document.title = 'Tailwise';
});

describe.each(quizPrerenderRoutes().map((route) => [route.path, route] as const))('%s', (path, route) => {
  it('renders in the app exactly as prerendered, its form live in both', async () => {
    const { container } = render(page(path));
    await screen.findByRole('heading', { level: 1, name: 'Tell us about your pet' });
    await waitFor(() => expect(screen.getByRole('textbox', { name: /Your pet’s name/ })).toBeEnabled());
    expect(container.querySelector('fieldset[disabled], input[disabled], button[disabled]')).toBeNull();

    // Every lazy part has loaded by now, so a server render has nothing left to wait for.
    const prerendered = document.createElement('div');
    prerendered.innerHTML = renderToString(page(path));
    expect(prerendered.querySelector('h1')?.textContent).toBe('Tell us about your pet');

    expect(layout(container).length).toBeGreaterThan(20);
    expect(layout(container)).toEqual(layout(prerendered));
    expect(questions(container)).toEqual(questions(prerendered));
    expect(document.title).toBe(fullTitle(route.meta.title));
  });
});
