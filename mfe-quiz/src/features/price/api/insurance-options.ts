// GET /insurance/options/?zip_code=: what is sold at a ZIP code and its defaults (California's differ, spec §5).
import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { LONG_STALE_TIME, useApiClient, type ApiClient } from '@tailwise/shared';
import { InsuranceOptionsSchema, type InsuranceOptions } from '@tailwise/shared/contract';
import { quizKeys } from '../../common/query-keys';

export async function fetchInsuranceOptions(
  client: ApiClient,
  zipCode: string,
  signal?: AbortSignal,
): Promise<InsuranceOptions> {
  return InsuranceOptionsSchema.parse(await client.get<unknown>('/insurance/options/', { query: { zipCode }, signal }));
}

export const insuranceOptionsQueryOptions = (client: ApiClient, zipCode: string | null) =>
  queryOptions({
    queryKey: quizKeys.insuranceOptions(zipCode),
    queryFn: zipCode ? ({ signal }) => fetchInsuranceOptions(client, zipCode, signal) : skipToken,
    // What a state sells changes with a filing, not within a visit.
    staleTime: LONG_STALE_TIME,
  });

export function useInsuranceOptions(zipCode: string | null) {
  return useQuery(insuranceOptionsQueryOptions(useApiClient(), zipCode));
}
