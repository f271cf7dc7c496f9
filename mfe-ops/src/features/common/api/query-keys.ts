// One QueryClient serves every remote, so each of this remote's keys starts with 'ops'; decisions invalidate by
// these prefixes (the queue for every status, and the claim decided).
export const opsKeys = {
  all: ['ops'] as const,
  queues: (uid: string | null) => ['ops', 'queue', uid] as const,
  queue: (uid: string | null, status: string) => ['ops', 'queue', uid, status] as const,
  claim: (uid: string | null, claimId: string) => ['ops', 'claim', uid, claimId] as const,
  invoiceFile: (uid: string | null, claimId: string, invoiceId: string) =>
    ['ops', 'invoice-file', uid, claimId, invoiceId] as const,
};
