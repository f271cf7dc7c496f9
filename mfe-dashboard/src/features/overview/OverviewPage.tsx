// /dashboard: the customer's pets and their cover, the next payment, open claims and the things people
// come here to do. Every part loads on its own and holds its place while it does.
import { ButtonLink, colors, dashboardPaths, fillPath, mq, space } from '@tailwise/shared';
import type { ClaimSummary, Me, Pet } from '@tailwise/shared/contract';
import { useMe } from '@tailwise/shared/queries';
import { usePets } from '@tailwise/shared/queries/pets';
import { Link } from 'react-router-dom';
import { formatCents, formatIsoDate } from '@tailwise/shared/format';
import { localToday } from '../common/calendar';
import { ErrorNote } from '../common/ErrorNote';
import { LoadingNote, SkeletonBlock } from '../common/Skeleton';
import { useClaims } from '../claims/api/claims';
import { isOpen } from '../claims/claim-status';
import { StatusBadge } from '../claims/StatusBadge';
import { Card, CardHeading, DashboardLayout, sectionHeadingStyle } from '../layout';
import { ReviewCard } from '../reviews/ReviewCard';
import { VerifyEmailBanner } from '../verify-email/VerifyEmailBanner';
import { PetCoverCard } from './PetCoverCard';
import { UnfinishedQuoteCard } from './UnfinishedQuoteCard';

const ADD_PET_PATH = '/new';

const columnsStyle = {
  display: 'grid',
  gap: space(6),
  gridTemplateColumns: 'minmax(0, 1fr)',
  [mq.lg]: { gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 1fr)', alignItems: 'start' },
} as const;

const asideStyle = { display: 'grid', gap: space(5), [mq.lg]: { order: 2 } } as const;

const linkStyle = { color: colors.primary, fontWeight: 600 } as const;

/** The API's billing schedule: the soonest charge across the customer's plans, every plan due that day added up. */
function NextPaymentCard({ me }: { me: Me | undefined }) {
  const payment = me?.nextPayment ?? null;
  return (
    <Card aria-labelledby="next-payment-title" css={{ minHeight: 150 }}>
      <CardHeading id="next-payment-title">Next payment</CardHeading>
      {!me ? (
        <SkeletonBlock height={56} />
      ) : payment ? (
        <>
          <p css={{ margin: 0, fontSize: '1.75rem', fontWeight: 700, color: colors.ink }}>
            {formatCents(payment.amountCents)}
          </p>
          <p css={{ margin: `${space(1)} 0 0`, color: colors.muted }}>
            on {formatIsoDate(payment.date)}
            {payment.agreements.length > 1 ? ` for ${payment.agreements.length} plans` : ''}
          </p>
        </>
      ) : (
        <p css={{ margin: 0, color: colors.muted }}>No payments coming up.</p>
      )}
    </Card>
  );
}

function OpenClaimsCard({
  claims,
  failed,
  retry,
}: {
  claims: ClaimSummary[] | undefined;
  failed: boolean;
  retry: () => void;
}) {
  const open = claims?.filter((c) => isOpen(c.status)) ?? [];
  return (
    <Card aria-labelledby="open-claims-title" css={{ minHeight: 150 }}>
      <CardHeading id="open-claims-title">Open claims</CardHeading>
      {failed ? (
        <ErrorNote message="We couldn’t load your claims." onRetry={retry} />
      ) : !claims ? (
        <SkeletonBlock height={56} />
      ) : open.length === 0 ? (
        <p css={{ margin: 0, color: colors.muted }}>No claims in progress.</p>
      ) : (
        <ul css={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: space(3) }}>
          {open.slice(0, 4).map((claim) => (
            <li
              key={claim.uuid}
              css={{ display: 'flex', justifyContent: 'space-between', gap: space(3), alignItems: 'center' }}
            >
              <Link to={fillPath(dashboardPaths.claim, { claimId: claim.uuid })} css={linkStyle}>
                {claim.petName}: {formatCents(claim.amountCents)}
                <span css={{ display: 'block', color: colors.muted, fontWeight: 400, fontSize: '0.9375rem' }}>
                  {formatIsoDate(claim.dateOfService)}
                </span>
              </Link>
              <StatusBadge status={claim.status} />
            </li>
          ))}
        </ul>
      )}
      {claims && claims.length > 0 && (
        <p css={{ margin: `${space(4)} 0 0` }}>
          <Link to={dashboardPaths.claims} css={linkStyle}>
            {open.length > 4 ? `All ${open.length} open claims` : 'All claims'}
          </Link>
        </p>
      )}
    </Card>
  );
}

function QuickActions({ hasInsurance }: { hasInsurance: boolean }) {
  return (
    <nav aria-label="Quick actions" css={{ marginBottom: space(6) }}>
      <ul css={{ display: 'flex', flexWrap: 'wrap', gap: space(3), margin: 0, padding: 0, listStyle: 'none' }}>
        {hasInsurance && (
          <li>
            <ButtonLink to={`${dashboardPaths.claims}#file-a-claim`}>File a claim</ButtonLink>
          </li>
        )}
        <li>
          <ButtonLink to={ADD_PET_PATH} variant="secondary">
            Add a pet
          </ButtonLink>
        </li>
        <li>
          <ButtonLink to={dashboardPaths.refer} variant="secondary">
            Refer a friend
          </ButtonLink>
        </li>
      </ul>
    </nav>
  );
}

function NoPets() {
  return (
    <Card aria-labelledby="no-pets-title" css={{ textAlign: 'center', paddingBlock: space(10) }}>
      <CardHeading id="no-pets-title" level={3}>
        No pets on your account yet
      </CardHeading>
      <p css={{ margin: `0 auto ${space(5)}`, maxWidth: '32rem', color: colors.muted, lineHeight: 1.5 }}>
        Add your dog or cat to see prices for accident and illness insurance and wellness plans. It takes about a
        minute.
      </p>
      <ButtonLink to={ADD_PET_PATH} size="lg">
        Add your first pet
      </ButtonLink>
    </Card>
  );
}

function PetsSection({ pets, failed, retry }: { pets: Pet[] | undefined; failed: boolean; retry: () => void }) {
  const today = localToday();
  return (
    <section aria-labelledby="your-pets-title">
      <h2 id="your-pets-title" css={sectionHeadingStyle}>
        Your pets
      </h2>
      {failed ? (
        <ErrorNote message="We couldn’t load your pets." onRetry={retry} />
      ) : !pets ? (
        <div css={{ display: 'grid', gap: space(5) }}>
          <LoadingNote>Loading your pets…</LoadingNote>
          <SkeletonBlock height={320} />
        </div>
      ) : pets.length === 0 ? (
        <NoPets />
      ) : (
        <div css={{ display: 'grid', gap: space(5) }}>
          {pets.map((pet) => (
            <PetCoverCard key={pet.uuid} pet={pet} today={today} />
          ))}
        </div>
      )}
    </section>
  );
}

export function OverviewPage() {
  const me = useMe();
  const pets = usePets();
  const claims = useClaims();
  const firstName = me.data?.firstName;
  const hasInsurance = pets.data ? pets.data.some((p) => p.insurance) : true;
  return (
    <DashboardLayout
      title={firstName ? `Hi, ${firstName}` : 'Your dashboard'}
      lead="Your pets, their cover and your claims at a glance."
    >
      {me.data && !me.data.emailVerified && <VerifyEmailBanner email={me.data.email} />}
      <UnfinishedQuoteCard />
      <QuickActions hasInsurance={hasInsurance} />
      <div css={columnsStyle}>
        <div css={asideStyle}>
          <NextPaymentCard me={me.data} />
          <OpenClaimsCard claims={claims.data} failed={claims.isError} retry={() => void claims.refetch()} />
          <ReviewCard />
        </div>
        <PetsSection pets={pets.data} failed={pets.isError} retry={() => void pets.refetch()} />
      </div>
    </DashboardLayout>
  );
}

export default OverviewPage;
