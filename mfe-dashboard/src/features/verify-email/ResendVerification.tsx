// The "send me a new link" button with its feedback, used by the unverified-email banner and by the
// expired-link message. The outcome is announced (a live region that is always in the page).
import { ApiError, Button, colors, space } from '@tailwise/shared';
import { useQueryClient } from '@tanstack/react-query';
import { formatTimestamp } from '@tailwise/shared/format';
import { useSendVerificationEmail } from './send-verification-email';

function failureMessage(error: unknown): string {
  if (error instanceof ApiError && error.status === 429)
    return 'Too many requests. Please wait a minute and try again.';
  if (error instanceof ApiError) return error.message;
  return 'We couldn’t send the link just now. Please try again.';
}

export function ResendVerification({ email, label = 'Resend the link' }: { email: string | null; label?: string }) {
  const send = useSendVerificationEmail();
  const queryClient = useQueryClient();
  const alreadyVerified = send.error instanceof ApiError && send.error.code === 'EmailAlreadyVerified';
  const resend = () =>
    send.mutate(undefined, {
      onError: (error) => {
        // Verified in another tab meanwhile: the profile catches up and the banner goes.
        if (error instanceof ApiError && error.code === 'EmailAlreadyVerified') {
          void queryClient.invalidateQueries({ queryKey: ['me'] });
        }
      },
    });
  return (
    <div css={{ display: 'grid', gap: space(2), justifyItems: 'start' }}>
      <Button variant="secondary" onClick={resend} disabled={send.isPending}>
        {send.isPending ? 'Sending…' : send.isSuccess ? 'Send another link' : label}
      </Button>
      <div aria-live="polite" css={{ minHeight: '1.5em' }}>
        {send.isSuccess && (
          <p css={{ margin: 0, color: colors.success, fontWeight: 600 }}>
            Sent. Check {email ?? 'your inbox'} for a new link; it works once, until{' '}
            {formatTimestamp(send.data.expiresAt)}.
          </p>
        )}
        {send.isError && (
          <p role="alert" css={{ margin: 0, color: alreadyVerified ? colors.success : colors.danger, fontWeight: 600 }}>
            {alreadyVerified ? 'Your email address is already verified.' : failureMessage(send.error)}
          </p>
        )}
      </div>
    </div>
  );
}
