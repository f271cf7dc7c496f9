import { BRAND_NAME, Button, colors, notifyRouteRendered, space } from '@tailwise/shared';
import { useEffect, useId, useRef } from 'react';
import { reloadAfterCrash } from './reload-after-crash';

interface Props {
  onReload?: () => void;
  /**
   * "page" when the shell itself crashed and this is all there is; "route" when a remote crashed and this stands
   * in for its page inside the layout's <main>, between the header and footer that still work.
   */
  placement?: 'page' | 'route';
}

/** Spec §2's Unexpected Error screen, shown for a render crash (§8), in the shell or in a remote. */
export function UnexpectedError({ onReload = () => reloadAfterCrash(), placement = 'page' }: Props) {
  const heading = useRef<HTMLHeadingElement>(null);
  const headingId = useId();
  useEffect(() => {
    // In place of a page the visitor was on, the screen takes focus so assistive technology announces it.
    if (placement === 'route') heading.current?.focus();
    // This screen is what the visitor must see now, even in place of a prerendered page.
    notifyRouteRendered();
  }, [placement]);
  const Landmark = placement === 'page' ? 'main' : 'section';
  return (
    <Landmark
      aria-labelledby={headingId}
      css={{
        flex: 1,
        display: 'grid',
        placeItems: 'center',
        padding: placement === 'page' ? space(6) : `${space(16)} ${space(6)}`,
        textAlign: 'center',
      }}
    >
      <div css={{ maxWidth: 480 }}>
        <p css={{ margin: 0, fontWeight: 700, color: colors.primary, letterSpacing: '0.04em' }}>{BRAND_NAME}</p>
        <h1
          id={headingId}
          ref={heading}
          tabIndex={-1}
          css={{ margin: `${space(3)} 0 0`, fontSize: '2rem', color: colors.ink, outline: 'none' }}
        >
          Unexpected Error
        </h1>
        <p css={{ marginTop: space(3), fontSize: '1.125rem', color: colors.muted }}>Oops! Let’s try this again</p>
        <Button size="lg" onClick={onReload} css={{ marginTop: space(6) }}>
          Reload
        </Button>
      </div>
    </Landmark>
  );
}
