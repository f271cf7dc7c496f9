// The one QueryClient, created the first time something needs it. React Query is not part of the
// first render of pages that fetch nothing (the home page's budget); it loads with the first
// QueryScope, or when the shell needs the client (sign-out clears it).
import type { QueryClient } from '@tanstack/react-query';

let client: Promise<QueryClient> | null = null;

export function loadQueryClient(): Promise<QueryClient> {
  client ??= import('./query-client').then((m) => m.createQueryClient());
  return client;
}
