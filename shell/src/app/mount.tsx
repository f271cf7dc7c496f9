// Mounting the app. When the gateway sent a prerendered page, the visitor is already reading it:
// the app renders behind it, out of sight, and replaces it only once the route's own content has
// rendered, so there is no flash of a loading state and nothing moves. What the visitor typed or
// pressed on the prerendered page meanwhile is handed to the app's copy (early-input.ts), and a press in
// progress there is let finish first.
import { whenRouteRendered } from '@tailwise/shared';
import { startTransition, type ReactElement } from 'react';
import { createRoot } from 'react-dom/client';
import { carryEarlyInput, whenNotPressing } from './early-input';

export function mountApp(app: ReactElement, doc: Document = document) {
  const server = doc.getElementById('root');
  if (!server) throw new Error('index.html has no #root element');
  // Both renders are transitions: React renders them in small slices, so building the page never blocks
  // input for long (a render in one piece is a long task on a cheap phone: half a second at checkout).
  if (!server.dataset.prerendered) {
    startTransition(() => createRoot(server).render(app));
    return;
  }
  const client = doc.createElement('div');
  client.id = 'app';
  client.hidden = true;
  server.after(client);
  startTransition(() => createRoot(client).render(app));
  // Never in the middle of a press on the prerendered page: it would reach neither copy.
  void whenRouteRendered()
    .then(() => whenNotPressing(server))
    .then(() => {
      const { scrollX, scrollY } = window;
      const handOver = carryEarlyInput(server, client, doc);
      server.remove();
      client.hidden = false;
      window.scrollTo(scrollX, scrollY);
      handOver();
    });
}
