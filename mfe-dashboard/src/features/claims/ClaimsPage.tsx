// /dashboard/claims: every claim first, and a button that opens the form to file one (with the estimate before sending).
import { Button, ButtonLink, colors, space } from '@tailwise/shared';
import { usePets } from '@tailwise/shared/queries/pets';
import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { ErrorNote } from '../common/ErrorNote';
import { LoadingNote, SkeletonBlock } from '../common/Skeleton';
import { Card, DashboardLayout, sectionHeadingStyle } from '../layout';
import { ClaimForm } from './ClaimForm';
import { useClaims } from './api/claims';
import { ClaimsList } from './ClaimsList';

const FORM_ID = 'file-a-claim';

// The form reads best at a form's width, not across a wide screen.
const formCardStyle = { maxWidth: 760, width: '100%', scrollMarginTop: space(4) } as const;
const formHeaderStyle = {
  display: 'flex',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  gap: space(3),
  marginBottom: space(4),
} as const;
const formHeadingStyle = { ...sectionHeadingStyle, margin: 0, '&:focus': { outline: 'none' } } as const;

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
  // The claims come first; the form opens on request, or at once from a link to it (the overview's "File a claim").
  const [formOpen, setFormOpen] = useState(() => location.hash === `#${FORM_ID}`);
  const openButton = useRef<HTMLButtonElement>(null);
  const formHeading = useRef<HTMLHeadingElement>(null);
  const movedFocus = useRef(false);
  useEffect(() => {
    if (location.hash === `#${FORM_ID}`) setFormOpen(true);
  }, [location.hash]);
  useEffect(() => {
    if (!formOpen || !movedFocus.current) return;
    movedFocus.current = false;
    formHeading.current?.focus();
  }, [formOpen]);
  const open = () => {
    movedFocus.current = true;
    setFormOpen(true);
    if (formOpen) formHeading.current?.focus();
  };
  const close = () => {
    setFormOpen(false);
    openButton.current?.focus();
  };
  return (
    <DashboardLayout
      title="Claims"
      lead="Send a vet invoice in a couple of minutes and follow it until it is paid."
      actions={
        <Button ref={openButton} aria-expanded={formOpen} aria-controls={formOpen ? FORM_ID : undefined} onClick={open}>
          File a claim
        </Button>
      }
    >
      <div css={{ display: 'grid', gap: space(8) }}>
        {formOpen && (
          <Card aria-labelledby={`${FORM_ID}-title`} id={FORM_ID} css={formCardStyle}>
            <div css={formHeaderStyle}>
              <h2 id={`${FORM_ID}-title`} ref={formHeading} tabIndex={-1} css={formHeadingStyle}>
                File a claim
              </h2>
              <Button variant="ghost" onClick={close} aria-label="Close the claim form">
                Close
              </Button>
            </div>
            <FileAClaim />
          </Card>
        )}
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
