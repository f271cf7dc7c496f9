// GET /me/verify_email/{code}/: consumes the link's code. A query, not a mutation, so the page asking
// twice (React's strict mode, a re-render, moving between dashboard pages) still sends it once: a
// second request would answer "already used". Each answer becomes an outcome the page can explain.
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, useApiClient, useAuthUser, type ApiClient } from '@tailwise/shared';
import { callEndpoint } from '@tailwise/shared/api-call';
import { VerifyEmailResultSchema } from '@tailwise/shared/contract';
import { invalidateMe, invalidateUnfinishedQuote } from '@tailwise/shared/queries';
import { useEffect } from 'react';
import { dashboardKeys } from '../../common/api/query-keys';

export type VerifyOutcome = 'verified' | 'unknown' | 'used' | 'expired' | 'failed';

export async function verifyEmailCode(client: ApiClient, code: string): Promise<VerifyOutcome> {
  try {
    await callEndpoint(client, 'GET /me/verify_email/:code/', VerifyEmailResultSchema, { params: { code } });
    return 'verified';
  } catch (error) {
    if (!(error instanceof ApiError)) return 'failed';
    // 400 is a code that cannot be one of ours (a damaged link): as good as unknown.
    if (error.status === 404 || error.status === 400) return 'unknown';
    if (error.status === 409) return 'used';
    if (error.status === 422) return 'expired';
    return 'failed';
  }
}

export const verifyEmailQueryOptions = (client: ApiClient, uid: string | null, code: string) =>
  queryOptions({
    queryKey: dashboardKeys.verifyEmail(uid, code),
    queryFn: () => verifyEmailCode(client, code),
    enabled: uid !== null,
    staleTime: Infinity,
    gcTime: Infinity,
    retry: false,
  });

export function useVerifyEmailCode(code: string) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const user = useAuthUser();
  const query = useQuery(verifyEmailQueryOptions(client, user?.uid ?? null, code));
  const verified = query.data === 'verified';
  // The profile now says verified: refetch it so the banner goes away. A quote kept signed out under this address
  // (checkout on another device) is now the customer's too, so the overview asks again and offers to finish it.
  useEffect(() => {
    if (verified) void Promise.all([invalidateMe(queryClient), invalidateUnfinishedQuote(queryClient)]);
  }, [verified, queryClient]);
  return query;
}
