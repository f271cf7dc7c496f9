// Whether this render is the release-time prerender (renderToString in Node) rather than the browser: a
// page that would redirect a first-time visitor (checkout, without a cart) renders its first screen there,
// as HTML for the gateway to serve, and leaves the redirect to the app.
import { useSyncExternalStore } from 'react';

const subscribeNever = () => () => {};

export function usePrerendering(): boolean {
  // The server snapshot is read only by a server render; the browser's createRoot reads the client one.
  return useSyncExternalStore(
    subscribeNever,
    () => false,
    () => true,
  );
}
