// POST /me/verify_email/: mails the signed-in customer a fresh single-use link (24 h).
import { useMutation } from '@tanstack/react-query';
import { useApiClient, type ApiClient } from '@tailwise/shared';
import { callApi } from '@tailwise/shared/api-call';
import type { VerifyEmailSent } from '@tailwise/shared/contract';

export async function sendVerificationEmail(client: ApiClient): Promise<VerifyEmailSent> {
  return callApi(client, 'POST /me/verify_email/');
}

export function useSendVerificationEmail() {
  const client = useApiClient();
  return useMutation({ mutationFn: () => sendVerificationEmail(client) });
}
