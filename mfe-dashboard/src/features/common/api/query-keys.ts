// One QueryClient serves every remote, so each of this remote's keys starts with 'dashboard'; writes
// invalidate by these prefixes. The resources other apps read too (me, pets) are @tailwise/shared/queries'.
export const dashboardKeys = {
  all: ['dashboard'] as const,
  claims: (uid: string | null) => ['dashboard', 'claims', uid] as const,
  claim: (uid: string | null, claimId: string) => ['dashboard', 'claims', uid, claimId] as const,
  claimEstimates: (uid: string | null) => ['dashboard', 'claim-estimate', uid] as const,
  claimEstimate: (uid: string | null, input: unknown) => ['dashboard', 'claim-estimate', uid, input] as const,
  payments: (uid: string | null) => ['dashboard', 'payments', uid] as const,
  payoutSettings: (uid: string | null) => ['dashboard', 'payout-settings', uid] as const,
  referrals: (uid: string | null) => ['dashboard', 'referrals', uid] as const,
  reviewEligibility: (uid: string | null) => ['dashboard', 'review-eligibility', uid] as const,
  cancellation: (agreementUuid: string) => ['dashboard', 'agreements', agreementUuid, 'cancellation'] as const,
  verifyEmail: (uid: string | null, code: string) => ['dashboard', 'verify-email', uid, code] as const,
};
