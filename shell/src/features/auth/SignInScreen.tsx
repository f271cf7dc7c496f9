import { zodResolver } from '@hookform/resolvers/zod';
import {
  Alert,
  BRAND_NAME,
  Button,
  colors,
  Container,
  focusRing,
  notifyRouteRendered,
  radii,
  space,
  useAuth,
  usePageMeta,
} from '@tailwise/shared';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useForm, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form';
import { authProblem } from './auth-errors';
import {
  resetSchema,
  signInSchema,
  signUpSchema,
  type ResetValues,
  type SignInValues,
  type SignUpValues,
} from './auth-forms';

type Mode = 'sign-in' | 'sign-up' | 'reset';

const titles: Record<Mode, string> = {
  'sign-in': 'Sign in to your account',
  'sign-up': 'Create your account',
  reset: 'Reset your password',
};

const inputStyle = {
  display: 'block',
  width: '100%',
  minHeight: 48,
  marginTop: space(1),
  padding: `${space(2)} ${space(3)}`,
  border: `1px solid ${colors.muted}`,
  borderRadius: radii.sm,
  background: colors.surface,
  fontSize: '1rem',
  '&:focus-visible': focusRing,
  '&[aria-invalid="true"]': { borderColor: colors.danger, borderWidth: 2 },
} as const;

function Field<T extends FieldValues>({
  form,
  name,
  label,
  type,
  autoComplete,
  hint,
}: {
  form: UseFormReturn<T>;
  name: Path<T>;
  label: string;
  type: 'email' | 'password';
  autoComplete: string;
  hint?: string;
}) {
  const id = useId();
  const error = form.formState.errors[name]?.message as string | undefined;
  const describedBy = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ') || undefined;
  return (
    <div css={{ marginTop: space(4) }}>
      <label htmlFor={id} css={{ fontWeight: 600 }}>
        {label}
      </label>
      {hint && (
        <p id={`${id}-hint`} css={{ margin: `${space(1)} 0 0`, fontSize: '0.875rem', color: colors.muted }}>
          {hint}
        </p>
      )}
      <input
        id={id}
        type={type}
        autoComplete={autoComplete}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        css={inputStyle}
        {...form.register(name)}
      />
      {error && (
        <p id={`${id}-error`} css={{ margin: `${space(1)} 0 0`, color: colors.danger, fontSize: '0.9375rem' }}>
          {error}
        </p>
      )}
    </div>
  );
}

function useAuthSubmit<T extends FieldValues>(form: UseFormReturn<T>, action: (values: T) => Promise<void>) {
  const [formError, setFormError] = useState<string | null>(null);
  const onSubmit = form.handleSubmit(async (values) => {
    setFormError(null);
    try {
      await action(values);
    } catch (error) {
      const problem = authProblem(error);
      // The typed values stay in the form; only the message changes.
      if (problem.field === 'form') setFormError(problem.message);
      else form.setError(problem.field as Path<T>, { message: problem.message }, { shouldFocus: true });
    }
  });
  return { formError, onSubmit };
}

function FormShell({
  children,
  formError,
  onSubmit,
  submitLabel,
  busy,
}: {
  children: ReactNode;
  formError: string | null;
  onSubmit: () => void;
  submitLabel: string;
  busy: boolean;
}) {
  return (
    <form noValidate onSubmit={onSubmit}>
      {formError && <Alert tone="error">{formError}</Alert>}
      {children}
      <Button type="submit" size="lg" disabled={busy} css={{ marginTop: space(6), width: '100%' }}>
        {busy ? 'Please wait…' : submitLabel}
      </Button>
    </form>
  );
}

function SignInForm() {
  const { signIn } = useAuth();
  const form = useForm<SignInValues>({
    resolver: zodResolver(signInSchema),
    defaultValues: { email: '', password: '' },
  });
  const { formError, onSubmit } = useAuthSubmit(form, (v) => signIn(v.email, v.password));
  return (
    <FormShell formError={formError} onSubmit={onSubmit} submitLabel="Sign in" busy={form.formState.isSubmitting}>
      <Field form={form} name="email" label="Email" type="email" autoComplete="email" />
      <Field form={form} name="password" label="Password" type="password" autoComplete="current-password" />
    </FormShell>
  );
}

function SignUpForm() {
  const { signUp } = useAuth();
  const form = useForm<SignUpValues>({
    resolver: zodResolver(signUpSchema),
    defaultValues: { email: '', password: '', confirmPassword: '' },
  });
  const { formError, onSubmit } = useAuthSubmit(form, (v) => signUp(v.email, v.password));
  return (
    <FormShell
      formError={formError}
      onSubmit={onSubmit}
      submitLabel="Create account"
      busy={form.formState.isSubmitting}
    >
      <Field form={form} name="email" label="Email" type="email" autoComplete="email" />
      <Field
        form={form}
        name="password"
        label="Password"
        type="password"
        autoComplete="new-password"
        hint="At least 8 characters, with a letter and a number."
      />
      <Field form={form} name="confirmPassword" label="Confirm password" type="password" autoComplete="new-password" />
    </FormShell>
  );
}

function ResetForm() {
  const { sendPasswordReset } = useAuth();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useForm<ResetValues>({ resolver: zodResolver(resetSchema), defaultValues: { email: '' } });
  const { formError, onSubmit } = useAuthSubmit(form, async (v) => {
    await sendPasswordReset(v.email);
    setSentTo(v.email);
  });
  return (
    <>
      {sentTo && (
        <Alert tone="success">If an account exists for {sentTo}, a reset link is on its way. Check your inbox.</Alert>
      )}
      <FormShell
        formError={formError}
        onSubmit={onSubmit}
        submitLabel="Send reset link"
        busy={form.formState.isSubmitting}
      >
        <Field form={form} name="email" label="Email" type="email" autoComplete="email" />
      </FormShell>
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
    <Container css={{ paddingBlock: space(12), maxWidth: 520 }} data-screen="sign-in">
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
