// POST /claims/: a new claim with its invoices, sent with a progress bar per file (see upload-claim.ts for why
// it is a multipart XHR). The list gains the claim, and this year's deductible and limit left change for the
// next estimate, so both are invalidated.
import { useAuth } from '@tailwise/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { dashboardKeys } from '../../common/api/query-keys';
import { uploadClaim, type UploadRequest } from '../upload-claim';

export type ClaimUpload = Omit<UploadRequest, 'token' | 'signal'>;

export function useSubmitClaim() {
  const { user, getIdToken } = useAuth();
  const queryClient = useQueryClient();
  const uid = user?.uid ?? null;
  return useMutation({
    mutationFn: async (upload: ClaimUpload) => uploadClaim({ ...upload, token: await getIdToken() }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: dashboardKeys.claims(uid) });
      void queryClient.invalidateQueries({ queryKey: dashboardKeys.claimEstimates(uid) });
    },
  });
}
