import { clearQuizAndCartState, quizFlows, quizRestartPath, QUIZ_CHECKOUT_SEGMENT } from '@tailwise/shared';
import { matchPath } from 'react-router-dom';

export type ReloadAction = { type: 'navigate'; url: string } | { type: 'reload' };

/**
 * Spec §2: on a checkout route, Reload restarts the current quiz flow and keeps the query string;
 * anywhere else it reloads the page.
 */
export function reloadActionFor(pathname: string, search: string): ReloadAction {
  for (const flow of quizFlows) {
    const match = matchPath(`${flow.path}/${QUIZ_CHECKOUT_SEGMENT}/*`, pathname);
    if (match) {
      const flowBase = match.pathnameBase.slice(0, -(QUIZ_CHECKOUT_SEGMENT.length + 1));
      return { type: 'navigate', url: `${quizRestartPath(flowBase)}${search}` };
    }
  }
  return { type: 'reload' };
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
