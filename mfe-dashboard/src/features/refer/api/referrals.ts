// GET /referrals/: the customer's referral link (ri, rt, rpc), how many friends bought through it and
// the rewards it earned. Parsed with the contract: the link is shared as it arrives.
import { useApiClient, useAuthUser, type ApiClient } from '@tailwise/shared';
import { callEndpoint } from '@tailwise/shared/api-call';
import { keepForNextVisit } from '@tailwise/shared/queries';
import { type Referrals, ReferralsSchema } from '@tailwise/shared/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { dashboardKeys } from '../../common/api/query-keys';

export async function fetchReferrals(client: ApiClient): Promise<Referrals> {
  return callEndpoint(client, 'GET /referrals/', ReferralsSchema);
}

export const referralsQueryOptions = (client: ApiClient, uid: string | null) =>
  queryOptions({
    queryKey: dashboardKeys.referrals(uid),
    queryFn: () => fetchReferrals(client),
    enabled: uid !== null,
    meta: keepForNextVisit,
  });

export function useReferrals() {
  const client = useApiClient();
  const user = useAuthUser();
  return useQuery(referralsQueryOptions(client, user?.uid ?? null));
}
