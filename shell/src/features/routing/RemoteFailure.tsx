// What a route shows when its remote fails, in a chunk of its own: loaded only then, so deciding which screen
// adds nothing to a route's first render.
import type { RemoteName } from '@tailwise/shared';
import { UnexpectedError } from '../errors/UnexpectedError';
import { RemoteFallback } from './RemoteFallback';
import { remoteFailureScreen } from './remote-failure';

interface Props {
  remote: RemoteName;
  error: unknown;
  onRetry: () => void;
}

/** "This page didn't load" when the remote's code did not arrive; the spec's Unexpected Error when it crashed. */
export function RemoteFailure({ remote, error, onRetry }: Props) {
  if (remoteFailureScreen(error) === 'load-failed') return <RemoteFallback remote={remote} onRetry={onRetry} />;
  return (
    <div data-remote-crash={remote} css={{ display: 'contents' }}>
      <UnexpectedError placement="route" />
    </div>
  );
}
