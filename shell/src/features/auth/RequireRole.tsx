// Routes for a role (claims staff at /ops): the shell renders the remote only for a signed-in user whose ID token
// carries that role, so nobody else ever downloads it; anyone else gets the shell's own "staff only" screen.
import { PageLoading, useAuth } from '@tailwise/shared';
import { lazy, Suspense, type ReactNode } from 'react';
import { useUserRole } from './ShellAuthProvider';

// Its own chunk: only people who reach a staff address without the role ever see it.
const StaffOnlyScreen = lazy(() => import('./StaffOnlyScreen'));

/** Goes inside RequireSignIn, which has already asked a signed-out visitor to sign in. */
export function RequireRole({ role, children }: { role: string; children: ReactNode }) {
  const { status } = useAuth();
  const userRole = useUserRole();
  // RequireSignIn renders a returning visitor's page before Firebase answers; a role is only known after it.
  if (status !== 'signed-in') return <PageLoading label="Checking your sign-in" />;
  if (userRole !== role) {
    return (
      <Suspense fallback={<PageLoading />}>
        <StaffOnlyScreen />
      </Suspense>
    );
  }
  return <>{children}</>;
}
