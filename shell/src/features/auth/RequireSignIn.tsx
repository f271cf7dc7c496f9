import { PageLoading, useAuth } from '@tailwise/shared';
import { useEffect, type ReactNode } from 'react';
import { readSignedInHint } from './auth-hint';
import { useEnsureAuthLoaded } from './ShellAuthProvider';
import { SignInScreen } from './SignInScreen';

/**
 * Signed-in routes: a signed-out visitor sees the sign-in screen at the same address, and once
 * signed in the page they asked for renders in its place.
 */
export function RequireSignIn({ children }: { children: ReactNode }) {
  const { status } = useAuth();
  const ensureLoaded = useEnsureAuthLoaded();
  const returning = readSignedInHint();
  // Someone who was signed in here needs Firebase at once to confirm it. Anyone else gets the sign-in
  // form without it: Firebase loads on their first focus of a field, when the browser is idle, or
  // when they submit (see ShellAuthProvider and SignInScreen), so it never delays the form.
  useEffect(() => {
    if (returning) ensureLoaded();
  }, [returning, ensureLoaded]);
  if (status === 'loading' && returning) return <PageLoading label="Checking your sign-in" />;
  // The screen's frame is in the main bundle, so its heading is the first paint; the forms follow.
  if (status !== 'signed-in') return <SignInScreen />;
  return <>{children}</>;
}
