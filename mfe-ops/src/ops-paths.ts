// The ops remote's addresses. The shell routes /ops/* here (shell/src/features/routing/remote-routes.ts).
export const opsPaths = {
  queue: '/ops',
  claim: '/ops/claims/:claimId',
  reviews: '/ops/reviews',
} as const;

export const opsClaimPath = (claimId: string) => `/ops/claims/${encodeURIComponent(claimId)}`;
