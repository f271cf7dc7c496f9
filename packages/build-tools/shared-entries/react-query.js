// What the apps get when they import '@tanstack/react-query' (see react-router-dom.js beside it for
// why): the client, its provider and the hooks we use, without hydration, streaming and the rest.
export {
  QueryClient,
  QueryClientProvider,
  QueryCache,
  MutationCache,
  useQuery,
  useQueries,
  useSuspenseQuery,
  useInfiniteQuery,
  useMutation,
  useQueryClient,
  useIsFetching,
  useIsMutating,
  queryOptions,
  keepPreviousData,
  skipToken,
} from 'tailwise-internal/react-query-source';
