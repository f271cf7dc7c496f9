// The first script of a signed-in customer's dashboard page: the gateway puts it before start.js there. It draws the
// page as the customer last saw it (kept with their last visit) into the empty document, marked as a prerendered
// page is, so start.js holds a press on it and the app renders behind it and takes over once its own page has
// rendered (app/mount.tsx), as it does a prerendered page. Nothing kept, too old, or signed out since: it draws
// nothing, and the page loads as before.
import { LAST_VISIT_KEY } from './features/auth/last-visit/last-visit-key';
import { lastPageFor } from './features/auth/last-visit/last-page';

const root = document.getElementById('root');
if (root && !root.firstElementChild && !root.hasAttribute('data-prerendered')) {
  let kept: unknown = null;
  try {
    kept = JSON.parse(localStorage.getItem(LAST_VISIT_KEY) ?? 'null');
  } catch {
    // storage blocked or not ours: nothing to draw
  }
  const page = lastPageFor(kept, window.location.pathname, Date.now());
  if (page) {
    const style = document.createElement('style');
    style.dataset.lastPage = '';
    style.textContent = page.css;
    document.head.append(style);
    root.innerHTML = page.html;
    root.setAttribute('data-prerendered', 'last-visit');
    // The picture's styles leave with it: the app brings its own.
    const parent = root.parentNode;
    if (parent)
      new MutationObserver((_, observer) => {
        if (root.isConnected) return;
        style.remove();
        observer.disconnect();
      }).observe(parent, { childList: true });
  }
}
