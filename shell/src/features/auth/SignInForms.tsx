// The sign-in screen's three forms, on the shared form kit: a chunk of their own, so the screen's heading
// paints without waiting for the form kit or Firebase Auth. Their zod schemas load on the first validation.
import { Alert, Button, notifyRouteRendered, space, useAuth } from '@tailwise/shared';
import {
  Form,
  formStyles,
  TextInput,
  useLazyZodForm,
  useSubmitWith,
  type FormSchema,
  type ZodForm,
} from '@tailwise/shared/form';
import { useEffect, useState, type ReactNode } from 'react';
import type { z } from 'zod';
import type { resetSchema, signInSchema, signUpSchema } from './auth-forms';

const schemas = () => import('./auth-forms');

export type Mode = 'sign-in' | 'sign-up' | 'reset';

/** The form's own spacing, kept inside the fieldset that holds its controls. */
const authFieldsetStyle = { ...formStyles.fieldsetStyle, display: 'grid', gap: 'inherit' } as const;

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
  // A Firebase error goes next to its field, or above the form; the typed values stay in the form. What the
  // errors mean loads on the first one: the sign-in screen's first render does not carry the map.
  const { formError, onValid } = useSubmitWith(form, {
    send: action,
    onError: (error) => import('@tailwise/shared/auth-errors').then((m) => m.applyAuthProblem(form, error)),
  });
  const busy = form.formState.isSubmitting;
  // The sign-in screen is also served prerendered (signed-out visitors of signed-in routes), live: what is typed
  // into the static copy, the password too, and a press of its button are carried into this one
  // (shell/src/app/early-input.ts).
  return (
    <Form form={form} onValid={onValid} formError={formError} css={{ marginTop: space(4) }}>
      <fieldset css={authFieldsetStyle}>
        {children}
        <Button type="submit" size="lg" disabled={busy} css={{ marginTop: space(1), width: '100%' }}>
          {busy ? 'Please wait…' : submitLabel}
        </Button>
      </fieldset>
    </Form>
  );
}

function SignInForm() {
  const { signIn } = useAuth();
  const form = useLazyZodForm<typeof signInSchema>(() => schemas().then((m) => m.signInSchema), {
    defaultValues: { email: '', password: '' },
  });
  return (
    <AuthForm form={form} action={(v) => signIn(v.email, v.password)} submitLabel="Sign in">
      <TextInput name="email" label="Email" type="email" autoComplete="email" />
      <TextInput name="password" label="Password" type="password" autoComplete="current-password" />
    </AuthForm>
  );
}

function SignUpForm() {
  const { signUp } = useAuth();
  const form = useLazyZodForm<typeof signUpSchema>(() => schemas().then((m) => m.signUpSchema), {
    defaultValues: { email: '', password: '', confirmPassword: '' },
  });
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
  const form = useLazyZodForm<typeof resetSchema>(() => schemas().then((m) => m.resetSchema), {
    defaultValues: { email: '' },
  });
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

/** The form for the screen's mode. The route counts as rendered once a form is there to use. */
export default function SignInForms({ mode }: { mode: Mode }) {
  useEffect(() => notifyRouteRendered(), []);
  if (mode === 'sign-up') return <SignUpForm />;
  if (mode === 'reset') return <ResetForm />;
  return <SignInForm />;
}
