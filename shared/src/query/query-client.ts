import { QueryClient } from '@tanstack/react-query';
import { DEFAULT_STALE_TIME } from './query-defaults';

export { DEFAULT_STALE_TIME, LONG_STALE_TIME } from './query-defaults';

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: DEFAULT_STALE_TIME,
        retry: false,
        refetchOnWindowFocus: false,
        refetchOnMount: false,
        refetchOnReconnect: false,
      },
      mutations: { retry: false },
    },
  });
}
