// What a signed-in customer (or anyone without the staff role) sees at a claims staff address such as /ops.
import {
  BRAND_NAME,
  Button,
  ButtonLink,
  colors,
  Container,
  dashboardPaths,
  notifyRouteRendered,
  space,
  useAuth,
  usePageMeta,
} from '@tailwise/shared';
import { useEffect, useState } from 'react';

export const STAFF_ONLY_TITLE = `This page is for ${BRAND_NAME} claims staff`;

export default function StaffOnlyScreen() {
  const { user, signOut } = useAuth();
  const [signingOut, setSigningOut] = useState(false);
  usePageMeta({ title: 'Claims staff only', description: STAFF_ONLY_TITLE });
  // This screen is the route's content: deferred work may start.
  useEffect(() => notifyRouteRendered(), []);
  return (
    <Container data-screen="staff-only" css={{ paddingBlock: space(12), maxWidth: 640 }}>
      <h1 css={{ margin: 0, fontSize: '2rem', color: colors.ink }}>{STAFF_ONLY_TITLE}</h1>
      <p css={{ marginTop: space(4), color: colors.muted, lineHeight: 1.6 }}>
        {user?.email ? (
          <>
            You’re signed in as <strong css={{ color: colors.ink, overflowWrap: 'anywhere' }}>{user.email}</strong>,
            which is not a claims staff account.
          </>
        ) : (
          'This account is not a claims staff account.'
        )}{' '}
        If you review claims, ask your team lead to give this account the adjuster role, then sign out and sign in
        again.
      </p>
      <div css={{ display: 'flex', flexWrap: 'wrap', gap: space(3), marginTop: space(6) }}>
        <ButtonLink to={dashboardPaths.home}>Go to your dashboard</ButtonLink>
        <Button
          variant="secondary"
          disabled={signingOut}
          onClick={() => {
            setSigningOut(true);
            void signOut().finally(() => setSigningOut(false));
          }}
        >
          {signingOut ? 'Signing out…' : 'Sign out'}
        </Button>
      </div>
    </Container>
  );
}
