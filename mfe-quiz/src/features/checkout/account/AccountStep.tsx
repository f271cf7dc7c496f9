// Checkout's account step: the quiz's email and a password create the Firebase account; an email that
// already has an account switches to sign-in with everything kept. A customer who is already signed in sees
// who they are and goes on. It renders before Firebase Auth and zod have loaded: the shell loads Firebase
// at the visitor's first interaction (or the sign-up call waits for it), and the form's rules load on its
// first validation. What Firebase's error codes mean (account-errors.ts and the shared map) loads only after
// an answer fails, so the step's first render does not carry the wording of every error.
import { Alert, Button, colors, space, storageKeys, useAuth, writeStored } from '@tailwise/shared';
import { Form, TextInput, useLazyZodForm } from '@tailwise/shared/form';
import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import type { AccountFormSchema, AccountFormValues } from './account-form';
import { stepActionsStyle } from '../checkout-styles';

/** What a failed Firebase call means for the step, its wording loaded on the first failure. */
const authOutcomeOf = (error: unknown) => import('./account-errors').then((m) => m.authOutcome(error));

const linkButtonStyle = {
  padding: 0,
  minHeight: 44,
  border: 0,
  background: 'none',
  color: colors.primary,
  fontWeight: 600,
  textDecoration: 'underline',
  cursor: 'pointer',
  justifySelf: 'start',
} as const;

export interface AccountStepProps {
  email: string;
  onDone: () => void;
  onBack: () => void;
}

export function AccountStep({ email, onDone, onBack }: AccountStepProps) {
  const auth = useAuth();
  const form = useLazyZodForm<typeof AccountFormSchema>(
    () => import('./account-form').then((m) => m.AccountFormSchema),
    { defaultValues: { mode: 'create', email, password: '' } },
  );
  const mode = useWatch({ control: form.control, name: 'mode' });
  const [formError, setFormError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  if (auth.status === 'signed-in' && auth.user) {
    return (
      <div css={{ display: 'grid', gap: space(4) }}>
        <Alert tone="success">You are signed in as {auth.user.email ?? 'your account'}.</Alert>
        <div css={stepActionsStyle}>
          <Button variant="ghost" onClick={onBack}>
            Back
          </Button>
          <Button size="lg" onClick={onDone}>
            Continue
          </Button>
        </div>
      </div>
    );
  }

  const switchMode = (next: AccountFormValues['mode'], message: string | null) => {
    form.clearErrors();
    setFormError(null);
    setNotice(message);
    form.setValue('mode', next);
  };

  const onValid = async (v: { mode: 'create' | 'signin'; email: string; password: string }) => {
    setFormError(null);
    try {
      if (v.mode === 'create') await auth.signUp(v.email, v.password);
      else await auth.signIn(v.email, v.password);
      writeStored(storageKeys.backupEmail, v.email);
      onDone();
    } catch (error) {
      const outcome = await authOutcomeOf(error);
      if (outcome.kind === 'switch-to-signin') {
        switchMode('signin', `You already have an account with ${v.email}. Sign in to continue.`);
        form.setFocus('password');
      } else if (outcome.kind === 'field') {
        form.setError(outcome.field, { type: 'server', message: outcome.message }, { shouldFocus: true });
      } else setFormError(outcome.message);
    }
  };

  const resetPassword = async () => {
    const address = form.getValues('email').trim();
    if (!address) {
      form.setError(
        'email',
        { type: 'validate', message: 'Enter your email to reset your password.' },
        { shouldFocus: true },
      );
      return;
    }
    try {
      await auth.sendPasswordReset(address);
      setNotice(`We sent a link to reset your password to ${address}.`);
    } catch (error) {
      const outcome = await authOutcomeOf(error);
      setFormError(outcome.kind === 'switch-to-signin' ? null : outcome.message);
    }
  };

  const creating = mode === 'create';
  return (
    <Form form={form} onValid={onValid} formError={formError} aria-label={creating ? 'Create your account' : 'Sign in'}>
      {notice && <Alert tone="info">{notice}</Alert>}
      <TextInput<AccountFormValues> name="email" label="Email" type="email" autoComplete="email" />
      <TextInput<AccountFormValues>
        name="password"
        label={creating ? 'Create a password' : 'Password'}
        type="password"
        autoComplete={creating ? 'new-password' : 'current-password'}
        hint={creating ? 'At least 8 characters, with a letter and a number.' : undefined}
      />
      {creating ? (
        <button type="button" css={linkButtonStyle} onClick={() => switchMode('signin', null)}>
          I already have an account
        </button>
      ) : (
        <div css={{ display: 'flex', flexWrap: 'wrap', gap: space(4) }}>
          <button type="button" css={linkButtonStyle} onClick={() => void resetPassword()}>
            Forgot your password?
          </button>
          <button type="button" css={linkButtonStyle} onClick={() => switchMode('create', null)}>
            Create a new account instead
          </button>
        </div>
      )}
      <div css={stepActionsStyle}>
        <Button variant="ghost" onClick={onBack}>
          Back to your price
        </Button>
        <Button type="submit" size="lg" disabled={form.formState.isSubmitting}>
          {form.formState.isSubmitting
            ? 'One moment…'
            : creating
              ? 'Create account and continue'
              : 'Sign in and continue'}
        </Button>
      </div>
    </Form>
  );
}
