// /dashboard/claims: file a claim (with the estimate before sending) and follow every claim.
import { ButtonLink, colors, mq, space } from '@tailwise/shared';
import { usePets } from '@tailwise/shared/queries/pets';
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { ErrorNote } from '../common/ErrorNote';
import { LoadingNote, SkeletonBlock } from '../common/Skeleton';
import { Card, DashboardLayout, sectionHeadingStyle } from '../layout';
import { ClaimForm } from './ClaimForm';
import { useClaims } from './api/claims';
import { ClaimsList } from './ClaimsList';

const FORM_ID = 'file-a-claim';

const columnsStyle = {
  display: 'grid',
  gap: space(8),
  gridTemplateColumns: 'minmax(0, 1fr)',
  [mq.lg]: { gridTemplateColumns: 'minmax(0, 3fr) minmax(0, 2fr)', alignItems: 'start' },
} as const;

function FileAClaim() {
  const pets = usePets();
  if (pets.isError) return <ErrorNote message="We couldn’t load your pets." onRetry={() => void pets.refetch()} />;
  if (!pets.data) {
    return (
      <>
        <LoadingNote>Loading the claim form…</LoadingNote>
        <SkeletonBlock height={900} />
      </>
    );
  }
  // Insurance pays vet bills; a wellness plan pays routine-care items from its allowance.
  const covered = pets.data.filter((p) => p.insurance?.status === 'ACTIVE' || p.wellness?.status === 'ACTIVE');
  if (covered.length === 0) {
    return (
      <div css={{ display: 'grid', gap: space(3) }}>
        <p css={{ margin: 0, lineHeight: 1.5 }}>
          Claims are for pets with accident and illness insurance or a wellness plan, and none of your pets has either
          yet.
        </p>
        <ul css={{ margin: 0, padding: 0, listStyle: 'none', display: 'flex', flexWrap: 'wrap', gap: space(3) }}>
          {pets.data.map((pet) => (
            <li key={pet.uuid}>
              <ButtonLink to={`/insurance?pet=${encodeURIComponent(pet.uuid)}`} variant="secondary">
                Insure {pet.name}
              </ButtonLink>
            </li>
          ))}
          {pets.data.length === 0 && (
            <li>
              <ButtonLink to="/new">Add a pet</ButtonLink>
            </li>
          )}
        </ul>
      </div>
    );
  }
  return <ClaimForm pets={covered} />;
}

function YourClaims() {
  const claims = useClaims();
  if (claims.isError)
    return <ErrorNote message="We couldn’t load your claims." onRetry={() => void claims.refetch()} />;
  if (!claims.data) {
    return (
      <div css={{ display: 'grid', gap: space(3) }}>
        <LoadingNote>Loading your claims…</LoadingNote>
        <SkeletonBlock height={72} />
        <SkeletonBlock height={88} />
        <SkeletonBlock height={88} />
      </div>
    );
  }
  return <ClaimsList claims={claims.data} />;
}

export function ClaimsPage() {
  const location = useLocation();
  // The overview's "File a claim" links to the form: bring it into view once the page is there.
  useEffect(() => {
    if (location.hash === `#${FORM_ID}`) document.getElementById(FORM_ID)?.scrollIntoView({ block: 'start' });
  }, [location.hash]);
  return (
    <DashboardLayout title="Claims" lead="Send a vet invoice in a couple of minutes and follow it until it is paid.">
      <div css={columnsStyle}>
        <Card aria-labelledby={`${FORM_ID}-title`} id={FORM_ID}>
          <h2 id={`${FORM_ID}-title`} css={sectionHeadingStyle}>
            File a claim
          </h2>
          <FileAClaim />
        </Card>
        <section aria-labelledby="your-claims-title">
          <h2 id="your-claims-title" css={{ ...sectionHeadingStyle, color: colors.ink }}>
            Your claims
          </h2>
          <YourClaims />
        </section>
      </div>
    </DashboardLayout>
  );
}

export default ClaimsPage;
