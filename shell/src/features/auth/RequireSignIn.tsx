import { PageLoading, useAuth } from '@tailwise/shared';
import { lazy, Suspense, useEffect, type ReactNode } from 'react';
import { readSignedInHint } from './auth-hint';
import { useEnsureAuthLoaded } from './ShellAuthProvider';

const SignInScreen = lazy(() => import('./SignInScreen').then((m) => ({ default: m.SignInScreen })));

/**
 * Signed-in routes: a signed-out visitor sees the sign-in screen at the same address, and once
 * signed in the page they asked for renders in its place.
 */
export function RequireSignIn({ children }: { children: ReactNode }) {
  const { status } = useAuth();
  const ensureLoaded = useEnsureAuthLoaded();
  useEffect(() => {
    ensureLoaded();
  }, [ensureLoaded]);
  // Someone who was signed in here waits for Firebase to confirm it; anyone else sees the sign-in
  // form at once, which works as soon as Firebase has loaded.
  if (status === 'loading' && readSignedInHint()) return <PageLoading label="Checking your sign-in" />;
  if (status !== 'signed-in') {
    return (
      <Suspense fallback={<PageLoading />}>
        <SignInScreen />
      </Suspense>
    );
  }
  return <>{children}</>;
}
