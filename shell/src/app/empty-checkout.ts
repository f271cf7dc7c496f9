// A checkout address reached with nothing of a quiz or a cart stored (a bookmark, a shared link, a new device) can
// only end at its flow's first question: the quiz sends it there once the app has loaded, a second or more on a
// cheap phone with nothing of its own drawn meanwhile. The first script (start.ts) sends it there at once instead.
import { quizFlowOfCheckout, type QuizFlowId } from '@tailwise/shared/routes';
import { quizFlowPaths } from '@tailwise/shared/routes/flow-paths';
import { QUIZ_FLOW_NAME, STORED_PREFIX } from '@tailwise/shared/storage-keys/early';
import { holdsState } from './start-on-intent';

/**
 * The customers' own flows. Their checkout draws a cart only from answers that flow owns (UpsellFlowPage), and the
 * quiz starts any other visitor there afresh: so a customer's bookmark, or a quote from another flow, goes to the
 * flow's first step at once, instead of after the prerendered details step has stood on screen while the app loads.
 */
const CUSTOMER_FLOWS: readonly QuizFlowId[] = ['UpsellInsuranceQuiz', 'UpsellWellnessQuiz', 'UpsellNewPetQuiz'];

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

/** Whether the router left state on this history entry (a purchase's success view, which a reload keeps). */
const carriesRouterState = (historyState: unknown): boolean =>
  typeof historyState === 'object' && historyState !== null && (historyState as { usr?: unknown }).usr != null;

/**
 * Where the browser should go instead of `location`, or null to let the app decide; always the flow's start, with
 * the query string (campaign tags, a promo). Two checkouts go there:
 * - a first visit's: not signed in here, and nothing the site stored in either storage (anyone else may have
 *   answers, a cart or a lead the app brings back);
 * - a customer flow's, when the stored answers are not that flow's and the page is not a purchase's success view
 *   (`historyState`, the history entry's state).
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
  const customerFlow = CUSTOMER_FLOWS.find((id) => quizFlowPaths[id] === flow);
  if (customerFlow && answersOwner(storages.local) !== customerFlow && !carriesRouterState(historyState)) return start;
  return null;
}
