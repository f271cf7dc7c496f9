// POST /claims/: a new claim with its invoices, sent with a progress bar per file (the multipart body is built
// in upload-claim.ts). The list gains the claim, and this year's deductible and limit left change for the next
// estimate, so both are invalidated.
import { useApiClient, useAuthUser } from '@tailwise/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { dashboardKeys } from '../../common/api/query-keys';
import { uploadClaim, type UploadRequest } from '../upload-claim';

export function useSubmitClaim() {
  const client = useApiClient();
  const user = useAuthUser();
  const queryClient = useQueryClient();
  const uid = user?.uid ?? null;
  return useMutation({
    mutationFn: (upload: UploadRequest) => uploadClaim(client, upload),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: dashboardKeys.claims(uid) });
      void queryClient.invalidateQueries({ queryKey: dashboardKeys.claimEstimates(uid) });
    },
  });
}
