// The shell's entry. It starts the remotes.json fetch at once, in parallel with the bootstrap
// chunk, then crosses the async boundary that lets shared singletons initialise.
import { fetchRemoteManifest } from './features/federation/remote-manifest';

fetchRemoteManifest().catch(() => {
  // Reported when a remote route needs it; the page itself still renders.
});
// Keep the landing query for attribution: on a prerendered page the visitor may follow a link
// before the app has started, and that navigation would drop lid, ri/rt/rpc and utm_*.
if (/[?&](lid|ri|rpc|utm_[a-z]+)=/.test(window.location.search)) {
  try {
    sessionStorage.setItem('tailwise.landingQuery', window.location.search);
  } catch {
    // storage blocked: the app still reads the address bar when it starts
  }
}

const start = () => void import('./bootstrap');
// A prerendered page is readable already: let its images (the largest paint) load before the app's
// code competes with them for the network. The app then renders behind the page and takes over.
if (document.getElementById('root')?.hasAttribute('data-prerendered') && document.readyState !== 'complete') {
  window.addEventListener('load', start, { once: true });
} else {
  start();
}
