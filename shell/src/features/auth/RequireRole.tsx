// Routes for a role (claims staff at /ops): the shell renders the remote only for a signed-in user whose ID token
// carries that role, so nobody else ever downloads it; anyone else gets the shell's own "staff only" screen.
import { PageLoading } from '@tailwise/shared';
import { lazy, Suspense, type ReactNode } from 'react';
import { useUserRole } from './ShellAuthProvider';

// Its own chunk: only people who reach a staff address without the role ever see it.
const StaffOnlyScreen = lazy(() => import('./StaffOnlyScreen'));

/** Goes inside RequireSignIn, which has already asked a signed-out visitor to sign in. */
export function RequireRole({ role, children }: { role: string; children: ReactNode }) {
  const userRole = useUserRole();
  if (userRole !== role) {
    return (
      <Suspense fallback={<PageLoading />}>
        <StaffOnlyScreen />
      </Suspense>
    );
  }
  return <>{children}</>;
}
