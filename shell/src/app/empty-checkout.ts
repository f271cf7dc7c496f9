// A checkout address with no cart behind it (nothing stored at all: a bookmark, a shared link, a new device; or, on a
// customer flow's checkout, answers of another flow) can only end at its flow's first question: the quiz sends it
// there once the app has loaded, a second or more on a cheap phone with nothing of its own drawn meanwhile. The first
// script (start.ts) sends it there at once instead.
import { quizFlowOfCheckout } from '@tailwise/shared/routes';
import { CUSTOMER_QUIZ_FLOWS, quizFlowPaths } from '@tailwise/shared/routes/flow-paths';
import { QUIZ_FLOW_NAME, STORED_PREFIX } from '@tailwise/shared/storage-keys/early';
import { holdsState } from './start-on-intent';

/** The flow the stored answers belong to (storageKeys.quizFlow), or null. */
function answersOwner(local: Storage | null): string | null {
  try {
    const owner = JSON.parse(local?.getItem(`${STORED_PREFIX}${QUIZ_FLOW_NAME}`) ?? 'null') as {
      flowId?: unknown;
    } | null;
    return typeof owner?.flowId === 'string' ? owner.flowId : null;
  } catch {
    return null;
  }
}

/**
 * Whether the app wrote state to this history entry (a checkout step it drew, a purchase's success view; a reload
 * keeps it): such a page is left to the app, which knows it.
 */
const carriesRouterState = (historyState: unknown): boolean =>
  typeof historyState === 'object' && historyState !== null && (historyState as { usr?: unknown }).usr != null;

/**
 * Where the browser should go instead of `location`, or null to let the app decide; always the flow's start, with
 * the query string (campaign tags, a promo). Two checkouts go there:
 * - a first visit's: not signed in here, and nothing the site stored in either storage (anyone else may have
 *   answers, a cart or a lead the app brings back);
 * - a customer flow's (CUSTOMER_QUIZ_FLOWS), signed in or not, when the stored answers are not that flow's and the app
 *   wrote no state to this history entry (`historyState`: a checkout step it drew, a purchase's success view).
 */
export function flowStartOfEmptyCheckout(
  location: Pick<Location, 'pathname' | 'search'>,
  storages: { local: Storage | null; session: Storage | null },
  signedIn: boolean,
  historyState: unknown = null,
): string | null {
  const flow = quizFlowOfCheckout(location.pathname);
  if (!flow) return null;
  const start = `${flow}${location.search}`;
  if (!signedIn && !holdsState(storages.local) && !holdsState(storages.session)) return start;
  const customerFlow = CUSTOMER_QUIZ_FLOWS.find((id) => quizFlowPaths[id] === flow);
  if (customerFlow && answersOwner(storages.local) !== customerFlow && !carriesRouterState(historyState)) return start;
  return null;
}
