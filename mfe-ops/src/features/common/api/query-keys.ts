// One QueryClient serves every remote, so each of this remote's keys starts with 'ops'; decisions invalidate by
// these prefixes (the queue for every status, and the claim decided; every page of the reviews list).
export const opsKeys = {
  all: ['ops'] as const,
  queues: (uid: string | null) => ['ops', 'queue', uid] as const,
  queue: (uid: string | null, status: string) => ['ops', 'queue', uid, status] as const,
  claim: (uid: string | null, claimId: string) => ['ops', 'claim', uid, claimId] as const,
  invoiceFile: (uid: string | null, claimId: string, invoiceId: string) =>
    ['ops', 'invoice-file', uid, claimId, invoiceId] as const,
  /** Every page of the reviews list, for hide and restore to invalidate. */
  reviewLists: (uid: string | null) => ['ops', 'reviews', uid] as const,
  reviews: (uid: string | null, status: string, page: number) => ['ops', 'reviews', uid, status, page] as const,
};
