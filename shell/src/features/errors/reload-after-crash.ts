// What the crash screen's Reload does (spec §2), apart from the screen so it can be tested without a browser.
import { clearQuizAndCartState, quizFlowOfCheckout, quizRestartPath } from '@tailwise/shared';

export type ReloadAction = { type: 'navigate'; url: string } | { type: 'reload' };

/**
 * Spec §2: on a checkout route, Reload restarts the current quiz flow and keeps the query string;
 * anywhere else it reloads the page.
 */
export function reloadActionFor(pathname: string, search: string): ReloadAction {
  const flow = quizFlowOfCheckout(pathname);
  return flow === null ? { type: 'reload' } : { type: 'navigate', url: `${quizRestartPath(flow)}${search}` };
}

interface BrowserLocation {
  pathname: string;
  search: string;
  assign(url: string): void;
  reload(): void;
}

/** What the Reload button does: clear the unfinished quiz and cart, then restart or reload. */
export function reloadAfterCrash(location: BrowserLocation = window.location): ReloadAction {
  clearQuizAndCartState();
  const action = reloadActionFor(location.pathname, location.search);
  if (action.type === 'navigate') location.assign(action.url);
  else location.reload();
  return action;
}
