// /dashboard/profile: contact details and shipping address (PATCH /me/profile/), the email and whether
// it is verified, the payment methods in the wallet, where claims are paid (#payouts), and the payments
// (#payments: what is owed, the history).
import { colors, mq, radii, space } from '@tailwise/shared';
import { useMe } from '@tailwise/shared/queries';
import { ErrorNote } from '../common/ErrorNote';
import { PaymentsSection } from '../payments/PaymentsSection';
import { PayoutSection } from '../payouts/PayoutSection';
import { LoadingNote, SkeletonBlock } from '../common/Skeleton';
import { Card, DashboardLayout, sectionHeadingStyle } from '../layout';
import { ResendVerification } from '../verify-email/ResendVerification';
import { PaymentMethods } from './PaymentMethods';
import { ProfileForm } from './ProfileForm';

const columns = {
  display: 'grid',
  gap: space(6),
  gridTemplateColumns: 'minmax(0, 1fr)',
  [mq.lg]: { gridTemplateColumns: 'minmax(0, 3fr) minmax(0, 2fr)', alignItems: 'start' },
} as const;

const pill = (ok: boolean) =>
  ({
    display: 'inline-block',
    padding: `${space(1)} ${space(3)}`,
    borderRadius: radii.pill,
    fontSize: '0.875rem',
    fontWeight: 700,
    color: colors.ink,
    background: ok ? colors.successSoft : colors.accentSoft,
  }) as const;

export default function ProfilePage() {
  const me = useMe();
  return (
    <DashboardLayout
      title="Profile"
      lead="Your contact details, address, how you pay, where claims are paid, and your payments."
    >
      {me.isPending ? (
        <div css={columns}>
          <LoadingNote>Loading your profile</LoadingNote>
          <SkeletonBlock height="40rem" />
          <div css={{ display: 'grid', gap: space(6) }}>
            <SkeletonBlock height="10rem" />
            <SkeletonBlock height="14rem" />
          </div>
        </div>
      ) : me.isError ? (
        <ErrorNote message="We could not load your profile just now." onRetry={() => void me.refetch()} />
      ) : (
        <div css={columns}>
          <Card aria-labelledby="contact-details-title">
            <ProfileForm me={me.data} />
          </Card>
          <div css={{ display: 'grid', gap: space(6) }}>
            <Card aria-labelledby="email-title">
              <h2 id="email-title" css={sectionHeadingStyle}>
                Email
              </h2>
              <p css={{ margin: 0, fontWeight: 700, color: colors.ink, overflowWrap: 'anywhere' }}>
                {me.data.email ?? 'No email on file'}
              </p>
              <p css={{ margin: `${space(2)} 0 ${space(3)}` }}>
                <span css={pill(me.data.emailVerified)} data-testid="email-status">
                  {me.data.emailVerified ? 'Verified' : 'Not verified yet'}
                </span>
              </p>
              {!me.data.emailVerified && (
                <>
                  <p css={{ margin: `0 0 ${space(3)}`, color: colors.muted }}>
                    Verify it so claim updates and documents reach you.
                  </p>
                  <ResendVerification email={me.data.email} label="Send a verification link" />
                </>
              )}
              <p css={{ margin: `${space(3)} 0 0`, color: colors.muted, fontSize: '0.9375rem' }}>
                This is also how you sign in. To change it, contact us.
              </p>
            </Card>
            <Card aria-labelledby="payment-title">
              <h2 id="payment-title" css={sectionHeadingStyle}>
                Payment methods
              </h2>
              <PaymentMethods methods={me.data.wallet.paymentProviders} />
            </Card>
            <PayoutSection
              defaultHolderName={[me.data.firstName, me.data.lastName].filter(Boolean).join(' ') || undefined}
            />
          </div>
        </div>
      )}
      <div css={{ marginTop: space(6) }}>
        <PaymentsSection />
      </div>
    </DashboardLayout>
  );
}
