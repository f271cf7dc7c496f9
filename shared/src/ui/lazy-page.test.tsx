import { render, screen } from '@testing-library/react';
import { ApiClient, ApiClientProvider, usePageMeta } from '@tailwise/shared';
import { lazyPage } from '@tailwise/shared/lazy-page';
import { Suspense, type ReactNode } from 'react';

const Plain = () => <h1>Plans</h1>;
function Article() {
  usePageMeta({ title: 'Why cats hide' });
  return <h1>Why cats hide</h1>;
}

describe('lazyPage', () => {
  beforeEach(() => {
    document.title = '';
    document.head.innerHTML = '';
  });

  it('loads the page on first render, around the remote’s layout, and titles it from the route', async () => {
    const load = jest.fn(async () => ({ default: Plain }));
    const Framed = ({ children }: { children: ReactNode }) => <main aria-label="Framed">{children}</main>;
    const Page = lazyPage(load, { layout: Framed, meta: { title: 'Plans', description: 'Our plans' } });
    expect(load).not.toHaveBeenCalled();
    render(
      <Suspense fallback={<p>Loading</p>}>
        <Page />
      </Suspense>,
    );
    expect(await screen.findByRole('heading', { name: 'Plans' })).toBeInTheDocument();
    expect(screen.getByRole('main', { name: 'Framed' })).toContainElement(screen.getByRole('heading'));
    expect(document.title).toBe('Plans | Tailwise');
    expect(document.querySelector('meta[name="description"]')).toHaveAttribute('content', 'Our plans');
  });

  it('renders a preloaded page at once, without suspending', async () => {
    const page = lazyPage(async () => ({ default: Plain }));
    await page.preload();
    const Page = page;
    render(
      <Suspense fallback={<p>Loading</p>}>
        <Page />
      </Suspense>,
    );
    expect(screen.getByRole('heading', { name: 'Plans' })).toBeInTheDocument();
    expect(screen.queryByText('Loading')).not.toBeInTheDocument();
  });

  it('lets a page whose title depends on what it shows set it over the route’s', async () => {
    const Page = lazyPage(async () => ({ default: Article }), { meta: { title: 'Blog' } });
    await Page.preload();
    render(<Page />);
    expect(document.title).toBe('Why cats hide | Tailwise');
  });

  it('starts the request the page waits for while the page’s chunk is still loading', async () => {
    let finishLoading!: (module: { default: typeof Plain }) => void;
    const load = () => new Promise<{ default: typeof Plain }>((resolve) => (finishLoading = resolve));
    const client = new ApiClient({ baseUrl: 'http://localhost' });
    const prefetch = jest.fn();
    const Page = lazyPage(load, { prefetch });
    render(
      <ApiClientProvider client={client}>
        <Suspense fallback={<p>Loading</p>}>
          <Page />
        </Suspense>
      </ApiClientProvider>,
    );
    expect(screen.getByText('Loading')).toBeInTheDocument();
    // Asked before the chunk has arrived. A render that suspends is not kept, so it may be asked again: whoever
    // starts the request keeps its promise (partner-answer.ts does).
    expect(prefetch).toHaveBeenCalled();
    expect(prefetch.mock.calls.every(([given]) => given === client)).toBe(true);
    finishLoading({ default: Plain });
    expect(await screen.findByRole('heading', { name: 'Plans' })).toBeInTheDocument();
  });
});
