import { AuthProvider, useAuth, type AuthContextValue } from '@tailwise/shared';
import { useEffect, useLayoutEffect, useMemo, useState, type ReactNode } from 'react';
import { readSignedInHint } from './auth-hint';
import type { LastVisitUser } from './last-visit/last-visit-store';
import { useEnsureAuthLoaded, useHoldRequestsUntilKnown, useRestoreLastVisit } from './ShellAuthProvider';
import { SignInScreen } from './SignInScreen';

/**
 * Signed-in routes: a signed-out visitor sees the sign-in screen at the same address, and once
 * signed in the page they asked for renders in its place.
 */
export function RequireSignIn({ children }: { children: ReactNode }) {
  const auth = useAuth();
  const { status } = auth;
  const ensureLoaded = useEnsureAuthLoaded();
  const returning = readSignedInHint();
  // A returning customer's page starts at once, its code loading beside Firebase's instead of after it, so
  // its first paint is the page's own. Its API requests wait for Firebase's answer; if that answer is
  // "signed out" (the session ended elsewhere), the sign-in screen takes the page's place.
  const early = status === 'loading' && returning;
  // Meanwhile the page is the customer's as last seen here: their kept answers draw it (fetched again once Firebase
  // has answered), and its user is the one last signed in, so its queries find them under the same keys. The user
  // comes once the answers are in the cache: a query keyed by it any sooner would go to the API for them.
  const restoreLastVisit = useRestoreLastVisit();
  const [lastVisit] = useState(() => (early ? restoreLastVisit() : null));
  const [lastUser, setLastUser] = useState<LastVisitUser | null>(null);
  // Someone who was signed in here needs Firebase at once to confirm it. Anyone else gets the sign-in
  // form without it: Firebase loads on their first focus of a field, when the browser is idle, or
  // when they submit (see ShellAuthProvider and SignInScreen), so it never delays the form.
  useEffect(() => {
    if (returning) ensureLoaded();
  }, [returning, ensureLoaded]);
  useEffect(() => {
    let live = true;
    void lastVisit?.then((user) => live && setLastUser(user));
    return () => {
      live = false;
    };
  }, [lastVisit]);
  const pageAuth = useMemo<AuthContextValue>(
    () => (status === 'loading' && lastUser && !auth.user ? { ...auth, user: lastUser } : auth),
    [auth, status, lastUser],
  );
  // The screen's frame is in the main bundle, so its heading is the first paint; the forms follow.
  if (status !== 'signed-in' && !early) return <SignInScreen />;
  return (
    <>
      {early && <HoldRequests />}
      <AuthProvider value={pageAuth}>{children}</AuthProvider>
    </>
  );
}

/** Before the page: its layout effect runs before any effect of the page's, so the page's first request is held. */
function HoldRequests() {
  const hold = useHoldRequestsUntilKnown();
  useLayoutEffect(() => hold(), [hold]);
  return null;
}
