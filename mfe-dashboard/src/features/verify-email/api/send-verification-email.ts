// POST /me/verify_email/: mails the signed-in customer a fresh single-use link (24 h).
import { useMutation } from '@tanstack/react-query';
import { useApiClient, type ApiClient } from '@tailwise/shared';
import { callEndpoint } from '@tailwise/shared/api-call';
import { type VerifyEmailSent, VerifyEmailSentSchema } from '@tailwise/shared/contract';

export async function sendVerificationEmail(client: ApiClient): Promise<VerifyEmailSent> {
  return callEndpoint(client, 'POST /me/verify_email/', VerifyEmailSentSchema);
}

export function useSendVerificationEmail() {
  const client = useApiClient();
  return useMutation({ mutationFn: () => sendVerificationEmail(client) });
}
