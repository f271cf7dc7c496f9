// The frame every route shares: the skip link, header, the page and the footer; on a flow's checkout, the
// focused header and footer (FocusedChrome.tsx) instead of the site's.
import { colors, focusRing, isQuizCheckoutPath, ROUTE_RENDERED_EVENT, space } from '@tailwise/shared';
import { useSyncExternalStore, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { FocusedFooter, FocusedHeader } from './FocusedChrome';
import { Footer } from './Footer';
import { Header } from './Header';

const subscribe = (onChange: () => void) => {
  window.addEventListener(ROUTE_RENDERED_EVENT, onChange);
  return () => window.removeEventListener(ROUTE_RENDERED_EVENT, onChange);
};
const routeRendered = () => document.documentElement.dataset.routeRendered === '1';
/** Prerendered HTML (the frame, public pages) always has its footer. */
const onServer = () => true;

export function Layout({ banner, children }: { banner?: ReactNode; children: ReactNode }) {
  // On a page that arrives without prerendered content, the footer joins once the route has rendered: under
  // a loading placeholder it would sit in view and be pushed down by the page (a layout shift), while a
  // footer that appears below the content moves nothing. Synchronous with the route's render, so a
  // prerendered page taken over by the app never paints without it.
  const rendered = useSyncExternalStore(subscribe, routeRendered, onServer);
  const focused = isQuizCheckoutPath(useLocation().pathname);
  return (
    <>
      <a
        href="#main"
        css={{
          position: 'absolute',
          left: space(2),
          top: -100,
          zIndex: 100,
          padding: `${space(2)} ${space(4)}`,
          background: colors.surface,
          borderRadius: 8,
          '&:focus': { top: space(2), ...focusRing },
        }}
      >
        Skip to content
      </a>
      {banner}
      {focused ? <FocusedHeader /> : <Header />}
      <main id="main" tabIndex={-1} css={{ flex: 1, outline: 'none' }}>
        {children}
      </main>
      {rendered && (focused ? <FocusedFooter /> : <Footer />)}
    </>
  );
}
