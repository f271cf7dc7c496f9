// The footer joins a page that arrives without prerendered content only once the route has rendered, so it
// is never pushed down by the page (prerendered HTML keeps it: e2e/tests/foundation/prerender.spec.ts).
import { notifyRouteRendered } from '@tailwise/shared';
import { renderRemote } from '@tailwise/shared/testing';
import { act, screen } from '@testing-library/react';
import { Layout } from './Layout';

beforeEach(() => delete document.documentElement.dataset.routeRendered);

describe('Layout', () => {
  it('shows the footer once the route has rendered, not under a loading page', async () => {
    renderRemote({ ui: <Layout>page</Layout> });
    expect(await screen.findByRole('banner')).toBeInTheDocument();
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
    act(() => notifyRouteRendered());
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  });
});
