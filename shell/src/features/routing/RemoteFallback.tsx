import {
  Button,
  colors,
  Container,
  notifyRouteRendered,
  space,
  SUPPORT_EMAIL,
  type RemoteName,
} from '@tailwise/shared';
import { useEffect, useRef } from 'react';

interface Props {
  remote: RemoteName;
  onRetry: () => void;
}

/** Shown in place of one route when its remote fails; the header, footer and other routes keep working. */
export function RemoteFallback({ remote, onRetry }: Props) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.focus();
    // The fallback is this route's content: deferred work may start.
    notifyRouteRendered();
  }, []);
  return (
    <Container data-remote-fallback={remote} css={{ paddingBlock: space(16), maxWidth: 720 }}>
      <h1 ref={heading} tabIndex={-1} css={{ margin: 0, fontSize: '1.75rem', color: colors.ink, outline: 'none' }}>
        This page didn’t load
      </h1>
      <p css={{ marginTop: space(4), fontSize: '1.0625rem', color: colors.muted, lineHeight: 1.6 }}>
        Something went wrong on our side while loading this page. The rest of Tailwise is working, and nothing you
        entered has been lost. Please try again in a moment.
      </p>
      <div css={{ display: 'flex', flexWrap: 'wrap', gap: space(3), alignItems: 'center', marginTop: space(6) }}>
        <Button onClick={onRetry}>Try again</Button>
        <span css={{ color: colors.muted }}>
          Still stuck? Email <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>.
        </span>
      </div>
    </Container>
  );
}
