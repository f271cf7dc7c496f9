// Shown while the customer's email address is unverified: why it matters and a way to get a new link.
import { colors, radii, space } from '@tailwise/shared';
import { useId } from 'react';
import { ResendVerification } from './ResendVerification';

const bannerStyle = {
  display: 'grid',
  gap: space(3),
  padding: space(5),
  marginBottom: space(6),
  borderRadius: radii.lg,
  borderLeft: `6px solid ${colors.accent}`,
  background: colors.accentSoft,
  color: colors.ink,
} as const;

export function VerifyEmailBanner({ email }: { email: string | null }) {
  const id = useId();
  return (
    <section aria-labelledby={id} css={bannerStyle}>
      <h2 id={id} css={{ margin: 0, fontSize: '1.125rem' }}>
        Please confirm your email address
      </h2>
      <p css={{ margin: 0, lineHeight: 1.5 }}>
        We sent a link to <strong>{email ?? 'your email address'}</strong>. Confirming it makes sure claim updates and
        policy documents reach you.
      </p>
      <ResendVerification email={email} />
    </section>
  );
}
