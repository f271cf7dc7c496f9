// Claiming a seat ties it to an account, so a signed-out member creates one (or signs in) here, on the
// same page, with the shell's identity provider (useAuth).
import { Button, useAuth } from '@tailwise/shared';
import { applyAuthProblem } from '@tailwise/shared/auth-errors';
import { EmailSchema, NewPasswordSchema } from '@tailwise/shared/contract';
import { Form, TextInput, useSubmitWith, useZodForm } from '@tailwise/shared/form';
import { useState } from 'react';
import { z } from 'zod';
import { actionsStyle, mutedStyle, panelStyle, panelTitleStyle } from './enroll-styles';

const SignUpSchema = z.object({ email: EmailSchema, password: NewPasswordSchema });
const SignInSchema = z.object({ email: EmailSchema, password: z.string().min(1, 'Enter your password') });

export function AccountStep({ groupName }: { groupName: string }) {
  const auth = useAuth();
  const [mode, setMode] = useState<'sign-up' | 'sign-in'>('sign-up');
  const form = useZodForm(mode === 'sign-up' ? SignUpSchema : SignInSchema, {
    defaultValues: { email: '', password: '' },
  });
  const signUp = mode === 'sign-up';
  // A Firebase error in the product's words, next to its field or above the form.
  const { formError, setFormError, onValid } = useSubmitWith(form, {
    send: ({ email, password }) => (signUp ? auth.signUp(email, password) : auth.signIn(email, password)),
    onError: (error) => applyAuthProblem(form, error),
  });
  return (
    <section css={panelStyle} aria-labelledby="account-step">
      <h2 id="account-step" css={panelTitleStyle}>
        {signUp ? 'Create your account' : 'Sign in'}
      </h2>
      <p css={mutedStyle}>
        Your seat with {groupName} is kept on your Tailwise account, where you’ll manage your pets’ cover and claims.
      </p>
      <Form key={mode} form={form} formError={formError} onValid={onValid}>
        <TextInput name="email" label="Email" type="email" autoComplete="email" />
        <TextInput
          name="password"
          label="Password"
          type="password"
          autoComplete={signUp ? 'new-password' : 'current-password'}
        />
        <div css={actionsStyle}>
          <Button type="submit" disabled={form.formState.isSubmitting}>
            {signUp ? 'Create account' : 'Sign in'}
          </Button>
          <Button
            variant="ghost"
            onClick={() => {
              setFormError(null);
              setMode(signUp ? 'sign-in' : 'sign-up');
            }}
          >
            {signUp ? 'I already have an account' : 'Create an account instead'}
          </Button>
        </div>
      </Form>
    </section>
  );
}
