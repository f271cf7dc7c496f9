// POST /claims/{uuid}/documents/: what an adjuster asked for, sent into the same claim with progress per file.
import { useApiClient, useAuthUser } from '@tailwise/shared';
import { callEndpoint, type ApiCaller } from '@tailwise/shared/api-call';
import { CLAIM_DOCUMENT_LIMITS, ClaimSchema, type Claim } from '@tailwise/shared/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { dashboardKeys } from '../common/api/query-keys';
import type { UploadProgressOptions } from './upload-claim';

export interface ClaimDocuments {
  claimId: string;
  documents: readonly File[];
  /** A few words for the adjuster; left out when empty. */
  note?: string;
}

export function claimDocumentsFormData({ documents, note }: Omit<ClaimDocuments, 'claimId'>): FormData {
  const data = new FormData();
  // The note first: the server reads text fields before it streams the files.
  if (note) data.append('note', note);
  for (const file of documents) data.append(CLAIM_DOCUMENT_LIMITS.fileField, file, file.name);
  return data;
}

export function uploadClaimDocuments(
  client: ApiCaller,
  { claimId, ...rest }: ClaimDocuments,
  options: UploadProgressOptions = {},
): Promise<Claim> {
  return callEndpoint(client, 'POST /claims/:uuid/documents/', ClaimSchema, {
    params: { uuid: claimId },
    body: claimDocumentsFormData(rest),
    ...options,
  });
}

/** The claim the API answers is the claim now (back in review); the list shows its status too. */
export function useUploadClaimDocuments({ onProgress }: Pick<UploadProgressOptions, 'onProgress'> = {}) {
  const client = useApiClient();
  const user = useAuthUser();
  const queryClient = useQueryClient();
  const uid = user?.uid ?? null;
  return useMutation({
    mutationFn: (request: ClaimDocuments) => uploadClaimDocuments(client, request, { onProgress }),
    onSuccess: (claim) => {
      queryClient.setQueryData(dashboardKeys.claim(uid, claim.uuid), claim);
      // The prefix is the list's key and every claim's: both refetch.
      return queryClient.invalidateQueries({ queryKey: dashboardKeys.claims(uid) });
    },
    // A refusal may mean the claim moved on meanwhile (a 409 once it is no longer waiting for documents).
    onError: (_error, { claimId }) => queryClient.invalidateQueries({ queryKey: dashboardKeys.claim(uid, claimId) }),
  });
}
