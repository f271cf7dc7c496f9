// Where the landing query waits for the app: the shell's first script keeps it, AttributionCapture reads it.
// Free of imports, so start.js stays small and free of the shared library.

export const LANDING_QUERY_KEY = 'tailwise.landingQuery';

/**
 * Keeps a query that carries attribution: on a prerendered page the visitor may follow a link before the
 * app has started, and that navigation would drop lid, ri/rt/rpc and utm_*.
 */
export function keepLandingQuery(search: string) {
  if (!/[?&](lid|ri|rpc|utm_[a-z]+)=/.test(search)) return;
  try {
    sessionStorage.setItem(LANDING_QUERY_KEY, search);
  } catch {
    // storage blocked: the app still reads the address bar when it starts
  }
}
