// A checkout address reached with nothing of a quiz or a cart stored (a bookmark, a shared link, a new device) can
// only end at its flow's first question: the quiz sends it there once the app has loaded, a second or more on a
// cheap phone with nothing of its own drawn meanwhile. The first script (start.ts) sends it there at once instead.
import { quizFlowOfCheckout } from '@tailwise/shared/routes';
import { holdsState } from './start-on-intent';

/**
 * Where the browser should go instead of `location`, or null to let the app decide. Only a first visit's checkout
 * goes to the flow's start, with its query string (campaign tags, a promo): not signed in here, and nothing the site
 * stored in either storage. Anyone else may have answers, a cart or a lead the app brings back.
 */
export function flowStartOfEmptyCheckout(
  location: Pick<Location, 'pathname' | 'search'>,
  storages: { local: Storage | null; session: Storage | null },
  signedIn: boolean,
): string | null {
  const flow = quizFlowOfCheckout(location.pathname);
  if (!flow || signedIn || holdsState(storages.local) || holdsState(storages.session)) return null;
  return `${flow}${location.search}`;
}
