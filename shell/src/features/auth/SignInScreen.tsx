// The shell's sign-in, account creation and password reset screen. Its heading, text and mode switches are in
// the main bundle and paint at once; the forms load in their own chunk (the form kit; zod on first validation), and
// Firebase Auth only when a field takes focus, the browser is idle, or the form is submitted.
import { BRAND_NAME, colors, Container, focusRing, space, usePageMeta } from '@tailwise/shared';
import { useHasMounted } from '@tailwise/shared/form';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useEnsureAuthLoaded } from './ShellAuthProvider';
import type { Mode } from './SignInForms';

const SignInForms = lazy(() => import('./SignInForms'));

const titles: Record<Mode, string> = {
  'sign-in': 'Sign in to your account',
  'sign-up': 'Create your account',
  reset: 'Reset your password',
};

/** The sign-in mode's title and description, also used by the prerendered copy of this screen. */
export const SIGN_IN_META = {
  title: titles['sign-in'],
  description: `Sign in to manage your ${BRAND_NAME} plans, pets and claims.`,
};

/** Each form's height (measured from 360 px up), kept free while it loads so nothing below it moves. */
const formHeights: Record<Mode, number> = { 'sign-in': 258, 'sign-up': 385, reset: 157 };

const linkButton = {
  background: 'none',
  border: 0,
  padding: `${space(1)} 0`,
  color: colors.primary,
  textDecoration: 'underline',
  cursor: 'pointer',
  fontSize: '1rem',
  minHeight: 44,
  '&:focus-visible': focusRing,
} as const;

/** The shell's sign-in, account creation and password reset screen. */
export function SignInScreen() {
  const [mode, setMode] = useState<Mode>('sign-in');
  // The screen renders without Firebase; a visitor who starts typing needs it soon.
  const ensureAuthLoaded = useEnsureAuthLoaded();
  const heading = useRef<HTMLHeadingElement>(null);
  // The prerendered copy's form is live (what is typed and a press of its button reach the app), but a mode
  // switch waits for the app: held until then, it would swap the form under fields the visitor goes on filling.
  const ready = useHasMounted();
  usePageMeta({ title: titles[mode], description: SIGN_IN_META.description });
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    heading.current?.focus();
  }, [mode]);

  return (
    <Container css={{ paddingBlock: space(12), maxWidth: 520 }} data-screen="sign-in" onFocus={ensureAuthLoaded}>
      <h1 ref={heading} tabIndex={-1} css={{ margin: 0, fontSize: '2rem', outline: 'none' }}>
        {titles[mode]}
      </h1>
      <p css={{ marginTop: space(2), color: colors.muted }}>
        {mode === 'sign-in' && 'Your dashboard has your pets, plans, claims and referral rewards.'}
        {mode === 'sign-up' && 'Already bought a plan? Use the email you checked out with.'}
        {mode === 'reset' && 'Enter your account email and we will send you a link to choose a new password.'}
      </p>
      <div css={{ minHeight: `calc(${space(4)} + ${formHeights[mode]}px)` }}>
        <Suspense fallback={null}>
          <SignInForms mode={mode} />
        </Suspense>
      </div>
      <div css={{ marginTop: space(6), display: 'flex', flexWrap: 'wrap', gap: space(4) }}>
        {mode !== 'sign-in' && (
          <button type="button" css={linkButton} disabled={!ready} onClick={() => setMode('sign-in')}>
            Back to sign in
          </button>
        )}
        {mode !== 'sign-up' && (
          <button type="button" css={linkButton} disabled={!ready} onClick={() => setMode('sign-up')}>
            Create an account
          </button>
        )}
        {mode !== 'reset' && (
          <button type="button" css={linkButton} disabled={!ready} onClick={() => setMode('reset')}>
            Forgot your password?
          </button>
        )}
      </div>
    </Container>
  );
}
