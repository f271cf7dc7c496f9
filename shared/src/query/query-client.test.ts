import { createQueryClient, DEFAULT_STALE_TIME, LONG_STALE_TIME } from './query-client';

describe('createQueryClient (spec §9)', () => {
  it('stales after 2 minutes, never retries and never refetches on focus, mount or reconnect', () => {
    const { queries, mutations } = createQueryClient().getDefaultOptions();
    expect(DEFAULT_STALE_TIME).toBe(120_000);
    expect(queries).toMatchObject({
      staleTime: 120_000,
      retry: false,
      refetchOnWindowFocus: false,
      refetchOnMount: false,
      refetchOnReconnect: false,
    });
    expect(mutations).toMatchObject({ retry: false });
  });

  it('keeps profile and group queries fresh for 10 minutes', () => {
    expect(LONG_STALE_TIME).toBe(600_000);
  });
});
