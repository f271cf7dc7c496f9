import { colors, focusRing, space } from '@tailwise/shared';
import type { ReactNode } from 'react';
import { Footer } from './Footer';
import { Header } from './Header';

export function Layout({ banner, children }: { banner?: ReactNode; children: ReactNode }) {
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
      <Header />
      <main id="main" tabIndex={-1} css={{ flex: 1, outline: 'none' }}>
        {children}
      </main>
      <Footer />
    </>
  );
}
