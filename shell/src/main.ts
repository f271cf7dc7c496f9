// The shell's entry, loaded by start.ts (at once, or on a page prerendered whole once the visitor
// reaches for it). It starts the remotes.json fetch at once, in parallel with the bootstrap chunk
// (and, on a page not prerendered, the download of the remote that renders it), then crosses the
// async boundary that lets shared singletons initialise.
import { entryToPreload, preloadEntry } from './features/federation/preload-route-remote';
import { fetchRemoteManifest } from './features/federation/remote-manifest';
import { prerenderedRoot } from './app/prerendered-page';
import { webStorage } from './app/web-storage';

const prerendered = prerenderedRoot() !== null;
fetchRemoteManifest()
  .then((manifest) => {
    const { pathname, search } = window.location;
    // Where storage is blocked there are no developer overrides either.
    const entry = entryToPreload(manifest, { pathname, search, prerendered, storage: webStorage() });
    if (entry) preloadEntry(entry);
  })
  .catch(() => {
    // Reported when a remote route needs it; the page itself still renders.
  });
/** Resolves in a new task, so the input and paint the browser has queued run before the next stage. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));
// Start-up in stages, one task each, rather than one long task that blocks a tap for its whole length:
// React DOM (the largest module), then the shared platform library, then the app itself. The stages'
// files are already downloading (federation's shared-module setup asks for them), so staging adds no
// network round trip.
const start = async () => {
  await import('react-dom/client');
  await nextTask();
  await import('@tailwise/shared');
  await nextTask();
  await import('./bootstrap');
};
// A prerendered page is readable already: let its images (the largest paint) load before the app's
// code competes with them for the network. The app then renders behind the page and takes over.
if (prerendered && document.readyState !== 'complete') {
  // The load event often fires in the same task that ran this file: start in a task of its own.
  window.addEventListener('load', () => void nextTask().then(start), { once: true });
} else {
  void start();
}
