// The shell's sign-in, account creation and password reset screen, on the shared form kit.
import {
  Alert,
  BRAND_NAME,
  Button,
  colors,
  Container,
  focusRing,
  notifyRouteRendered,
  space,
  useAuth,
  usePageMeta,
} from '@tailwise/shared';
import { Form, TextInput, useZodForm, type FormSchema, type ZodForm } from '@tailwise/shared/form';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import type { Path } from 'react-hook-form';
import type { z } from 'zod';
import { authProblem } from './auth-errors';
import { resetSchema, signInSchema, signUpSchema } from './auth-forms';
import { useEnsureAuthLoaded } from './ShellAuthProvider';

type Mode = 'sign-in' | 'sign-up' | 'reset';

const titles: Record<Mode, string> = {
  'sign-in': 'Sign in to your account',
  'sign-up': 'Create your account',
  reset: 'Reset your password',
};

/** Runs the auth call; a Firebase error goes next to its field, or above the form. */
function useAuthSubmit<S extends FormSchema>(form: ZodForm<S>, action: (values: z.output<S>) => Promise<void>) {
  const [formError, setFormError] = useState<string | null>(null);
  const onValid = async (values: z.output<S>) => {
    setFormError(null);
    try {
      await action(values);
    } catch (error) {
      const problem = authProblem(error);
      // The typed values stay in the form; only the message changes.
      if (problem.field === 'form') setFormError(problem.message);
      else form.setError(problem.field as Path<z.input<S>>, { message: problem.message }, { shouldFocus: true });
    }
  };
  return { formError, onValid };
}

function AuthForm<S extends FormSchema>({
  form,
  action,
  submitLabel,
  children,
}: {
  form: ZodForm<S>;
  action: (values: z.output<S>) => Promise<void>;
  submitLabel: string;
  children: ReactNode;
}) {
  const { formError, onValid } = useAuthSubmit(form, action);
  const busy = form.formState.isSubmitting;
  return (
    <Form form={form} onValid={onValid} formError={formError} css={{ marginTop: space(4) }}>
      {children}
      <Button type="submit" size="lg" disabled={busy} css={{ marginTop: space(1), width: '100%' }}>
        {busy ? 'Please wait…' : submitLabel}
      </Button>
    </Form>
  );
}

function SignInForm() {
  const { signIn } = useAuth();
  const form = useZodForm(signInSchema, { defaultValues: { email: '', password: '' } });
  return (
    <AuthForm form={form} action={(v) => signIn(v.email, v.password)} submitLabel="Sign in">
      <TextInput name="email" label="Email" type="email" autoComplete="email" />
      <TextInput name="password" label="Password" type="password" autoComplete="current-password" />
    </AuthForm>
  );
}

function SignUpForm() {
  const { signUp } = useAuth();
  const form = useZodForm(signUpSchema, { defaultValues: { email: '', password: '', confirmPassword: '' } });
  return (
    <AuthForm form={form} action={(v) => signUp(v.email, v.password)} submitLabel="Create account">
      <TextInput name="email" label="Email" type="email" autoComplete="email" />
      <TextInput
        name="password"
        label="Password"
        type="password"
        autoComplete="new-password"
        hint="At least 8 characters, with a letter and a number."
      />
      <TextInput name="confirmPassword" label="Confirm password" type="password" autoComplete="new-password" />
    </AuthForm>
  );
}

function ResetForm() {
  const { sendPasswordReset } = useAuth();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useZodForm(resetSchema, { defaultValues: { email: '' } });
  return (
    <>
      {sentTo && (
        <Alert tone="success">If an account exists for {sentTo}, a reset link is on its way. Check your inbox.</Alert>
      )}
      <AuthForm
        form={form}
        action={async (v) => {
          await sendPasswordReset(v.email);
          setSentTo(v.email);
        }}
        submitLabel="Send reset link"
      >
        <TextInput name="email" label="Email" type="email" autoComplete="email" />
      </AuthForm>
    </>
  );
}

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
  usePageMeta({ title: titles[mode], description: `Sign in to manage your ${BRAND_NAME} plans, pets and claims.` });
  // The sign-in screen is this route's content until the visitor signs in.
  useEffect(() => notifyRouteRendered(), []);
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
      {mode === 'sign-in' && <SignInForm />}
      {mode === 'sign-up' && <SignUpForm />}
      {mode === 'reset' && <ResetForm />}
      <div css={{ marginTop: space(6), display: 'flex', flexWrap: 'wrap', gap: space(4) }}>
        {mode !== 'sign-in' && (
          <button type="button" css={linkButton} onClick={() => setMode('sign-in')}>
            Back to sign in
          </button>
        )}
        {mode !== 'sign-up' && (
          <button type="button" css={linkButton} onClick={() => setMode('sign-up')}>
            Create an account
          </button>
        )}
        {mode !== 'reset' && (
          <button type="button" css={linkButton} onClick={() => setMode('reset')}>
            Forgot your password?
          </button>
        )}
      </div>
    </Container>
  );
}
