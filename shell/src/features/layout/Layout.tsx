// The frame every route shares: the skip link, header, the page and the footer; on a flow's checkout, the
// focused header and footer (FocusedChrome.tsx) instead of the site's.
import {
  colors,
  focusRing,
  isPageHeld,
  isQuizCheckoutPath,
  ROUTE_RENDERED_EVENT,
  space,
  subscribePageHold,
} from '@tailwise/shared';
import { lazy, Suspense, useSyncExternalStore, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { Footer } from './Footer';
import { barStyle, focusedRowStyle, Header } from './Header';
import { Logo } from './Logo';

// Only checkout needs the focused chrome: its own chunk, so no other page's first render carries it. It loads
// beside checkout's own code; a prerendered checkout page already shows it (the gateway's focused frame).
const FocusedHeader = lazy(() => import('./FocusedChrome').then((m) => ({ default: m.FocusedHeader })));
const FocusedFooter = lazy(() => import('./FocusedChrome').then((m) => ({ default: m.FocusedFooter })));

/** The focused header's bar while its chunk loads: the logo in place, the same height, so nothing moves. */
const focusedHeaderPlaceholder = (
  <header css={barStyle}>
    <div css={focusedRowStyle}>
      <Logo />
    </div>
  </header>
);

const subscribe = (onChange: () => void) => {
  window.addEventListener(ROUTE_RENDERED_EVENT, onChange);
  return () => window.removeEventListener(ROUTE_RENDERED_EVENT, onChange);
};
const routeRendered = () => document.documentElement.dataset.routeRendered === '1';
/** Prerendered HTML (the frame, public pages) always has its footer. */
const onServer = () => true;
const notHeldOnServer = () => false;

export function Layout({ banner, children }: { banner?: ReactNode; children: ReactNode }) {
  // On a page that arrives without prerendered content, the footer joins once the route has rendered: under
  // a loading placeholder it would sit in view and be pushed down by the page (a layout shift), while a
  // footer that appears below the content moves nothing. Synchronous with the route's render, so a
  // prerendered page taken over by the app never paints without it.
  // The same holds while the page shows a loading placeholder or redirects (usePageHold): its content is not there yet.
  const rendered = useSyncExternalStore(subscribe, routeRendered, onServer);
  const held = useSyncExternalStore(subscribePageHold, isPageHeld, notHeldOnServer);
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
      {focused ? (
        <Suspense fallback={focusedHeaderPlaceholder}>
          <FocusedHeader />
        </Suspense>
      ) : (
        <Header />
      )}
      <main id="main" tabIndex={-1} css={{ flex: 1, outline: 'none' }}>
        {children}
      </main>
      {rendered &&
        !held &&
        (focused ? (
          <Suspense fallback={null}>
            <FocusedFooter />
          </Suspense>
        ) : (
          <Footer />
        ))}
    </>
  );
}
