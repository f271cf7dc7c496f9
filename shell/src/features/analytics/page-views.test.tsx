import { act, render } from '@testing-library/react';
import { Link, MemoryRouter, Route, Routes } from 'react-router-dom';
import { PageViewTracker, type PageView } from './page-views';

describe('PageViewTracker', () => {
  it('sends one page_view per route change, including the first page once analytics loads', async () => {
    const views: PageView[] = [];
    let resolveLoad!: (log: (v: PageView) => void) => void;
    const load = () => new Promise<(v: PageView) => void>((r) => (resolveLoad = r));
    const { getByText } = render(
      <MemoryRouter initialEntries={['/']}>
        <PageViewTracker load={load} />
        <Routes>
          <Route path="/" element={<Link to="/faq">faq</Link>} />
          <Route path="/faq" element={<Link to="/">home</Link>} />
        </Routes>
      </MemoryRouter>,
    );
    // The visitor's first interaction starts deferred work at once.
    act(() => void window.dispatchEvent(new Event('pointerdown')));
    await act(async () => {
      await new Promise((r) => setTimeout(r, 100));
      resolveLoad((v) => views.push(v));
    });
    expect(views.map((v) => v.page_path)).toEqual(['/']);
    act(() => getByText('faq').click());
    act(() => getByText('home').click());
    expect(views.map((v) => v.page_path)).toEqual(['/', '/faq', '/']);
  });
});
