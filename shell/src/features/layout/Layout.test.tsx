// The footer joins a page that arrives without prerendered content only once the route has rendered, so it
// is never pushed down by the page (prerendered HTML keeps it: e2e/tests/foundation/prerender.spec.ts).
import { defaultFlagsState, FlagsProvider, notifyRouteRendered, PageLoading } from '@tailwise/shared';
import { renderRemote } from '@tailwise/shared/testing';
import { act, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { Layout } from './Layout';

beforeEach(() => {
  delete document.documentElement.dataset.routeRendered;
  delete document.documentElement.dataset.pageHolds;
});

let showContent: () => void = () => {};
/** A route that has rendered its loading placeholder, until its content arrives. */
function LoadingThenContent() {
  const [loaded, setLoaded] = useState(false);
  showContent = () => setLoaded(true);
  return loaded ? <p>content</p> : <PageLoading label="Loading your pets" />;
}

describe('Layout', () => {
  it('shows the footer once the route has rendered, not under a loading page', async () => {
    renderRemote({ ui: <Layout>page</Layout> });
    expect(await screen.findByRole('banner')).toBeInTheDocument();
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
    act(() => notifyRouteRendered());
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  });

  it('holds the footer back while the rendered route still shows a loading placeholder', async () => {
    renderRemote({
      ui: (
        <Layout>
          <LoadingThenContent />
        </Layout>
      ),
    });
    expect(await screen.findByRole('banner')).toBeInTheDocument();
    act(() => notifyRouteRendered());
    expect(screen.getByRole('status')).toHaveTextContent('Loading your pets');
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
    act(() => showContent());
    expect(screen.getByText('content')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  });

  it('keeps checkout focused: the logo and help from Remote Config, no site navigation and no footer of links', async () => {
    const config = {
      ...defaultFlagsState,
      supportPhone: '1-888-555-0123',
      serviceHours: [{ days: [1, 2, 3, 4, 5], open: '08:00', close: '20:00' }],
    };
    renderRemote({
      ui: (
        <FlagsProvider value={config}>
          <Layout>page</Layout>
        </FlagsProvider>
      ),
      route: '/benefits/fenwick/onboard/checkout?utm_source=x',
    });
    // Its own chunk: the bar holds the logo until the help arrives.
    expect(await screen.findByRole('link', { name: /1-888-555-0123/ })).toHaveAttribute('href', 'tel:+18885550123');
    const header = screen.getByRole('banner');
    act(() => notifyRouteRendered());
    expect(within(header).getByRole('link', { name: 'Tailwise home' })).toBeInTheDocument();
    expect(header).toHaveTextContent('Monday–Friday: 8 AM – 8 PM ET');
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
    expect(within(header).getAllByRole('link')).toHaveLength(2);
    expect(screen.queryByRole('button', { name: 'Menu' })).not.toBeInTheDocument();
    const footer = await screen.findByRole('contentinfo');
    expect(within(footer).queryAllByRole('link').length).toBeLessThanOrEqual(2);
    expect(within(footer).queryByRole('list')).not.toBeInTheDocument();
  });

  it('keeps the site navigation on the quiz steps before checkout', async () => {
    renderRemote({ ui: <Layout>page</Layout>, route: '/start/price' });
    expect(await screen.findByRole('button', { name: 'Menu' })).toBeInTheDocument();
  });
});
