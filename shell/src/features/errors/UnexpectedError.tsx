import { BRAND_NAME, Button, colors, notifyRouteRendered, space } from '@tailwise/shared';
import { useEffect } from 'react';
import { reloadAfterCrash } from './reload-after-crash';

/** Spec §2's Unexpected Error screen, shown when the shell itself crashes. */
export function UnexpectedError({ onReload = () => reloadAfterCrash() }: { onReload?: () => void }) {
  // This screen is what the visitor must see now, even in place of a prerendered page.
  useEffect(() => notifyRouteRendered(), []);
  return (
    <main
      css={{
        flex: 1,
        display: 'grid',
        placeItems: 'center',
        padding: space(6),
        textAlign: 'center',
      }}
    >
      <div css={{ maxWidth: 480 }}>
        <p css={{ margin: 0, fontWeight: 700, color: colors.primary, letterSpacing: '0.04em' }}>{BRAND_NAME}</p>
        <h1 css={{ margin: `${space(3)} 0 0`, fontSize: '2rem', color: colors.ink }}>Unexpected Error</h1>
        <p css={{ marginTop: space(3), fontSize: '1.125rem', color: colors.muted }}>Oops! Let’s try this again</p>
        <Button size="lg" onClick={onReload} css={{ marginTop: space(6) }}>
          Reload
        </Button>
      </div>
    </main>
  );
}
