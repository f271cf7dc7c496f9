import { screen, waitFor } from '@testing-library/react';
import { renderRemote } from '@tailwise/shared/testing';
import { SignInScreen } from './SignInScreen';

// The screen alone, with a fake sign-in: the forms, their messages and focus. The real provider and
// the gate around it are covered in auth.test.tsx.
// The forms arrive in their own chunk, after the screen's heading.
async function renderScreen(accounts: Record<string, string> = { 'ada@example.com': 'goodpass123' }) {
  const rendered = renderRemote({ ui: <SignInScreen />, accounts, queryScope: 'page' });
  await screen.findByLabelText('Email', {}, { timeout: 5000 });
  return rendered;
}

describe('SignInScreen', () => {
  it('signs in with what was typed, trimmed', async () => {
    const { auth, user } = await renderScreen();
    await user.type(screen.getByLabelText('Email'), ' ada@example.com ');
    await user.type(screen.getByLabelText('Password'), 'goodpass123');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(auth.calls.signIn).toEqual([{ email: 'ada@example.com', password: 'goodpass123' }]));
    expect(auth.value.status).toBe('signed-in');
  });

  it('on an empty submit focuses the error summary, whose links lead to each field, and calls nothing', async () => {
    const { auth, user } = await renderScreen();
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('group', { name: 'There is a problem' })).toHaveFocus();
    await user.click(screen.getByRole('link', { name: 'Password: Enter your password.' }));
    expect(screen.getByLabelText('Password')).toHaveFocus();
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Enter your email address.');
    expect(auth.calls.signIn).toHaveLength(0);
  });

  it('puts a wrong password on the password field, focused, and keeps both entries', async () => {
    const { user } = await renderScreen();
    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.type(screen.getByLabelText('Password'), 'not-it-1');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    const password = screen.getByLabelText('Password');
    await waitFor(() => expect(password).toHaveAccessibleDescription(/password is not right/));
    expect(password).toHaveFocus();
    expect(password).toHaveValue('not-it-1');
    expect(screen.getByLabelText('Email')).toHaveValue('ada@example.com');
  });

  it('creates an account once the password policy is met, with the hint read with the field', async () => {
    const { auth, user } = await renderScreen({});
    await user.click(screen.getByRole('button', { name: 'Create an account' }));
    expect(screen.getByRole('heading', { name: 'Create your account' })).toHaveFocus();
    const password = screen.getByLabelText('Password');
    expect(password).toHaveAccessibleDescription('At least 8 characters, with a letter and a number.');
    await user.type(screen.getByLabelText('Email'), 'new@example.com');
    await user.type(password, 'abcdefgh');
    await user.type(screen.getByLabelText('Confirm password'), 'abcdefgh');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(password).toHaveAccessibleDescription(/Include at least one number\./));
    expect(auth.calls.signUp).toHaveLength(0);

    await user.clear(password);
    await user.type(password, 'abcdefg1');
    await user.clear(screen.getByLabelText('Confirm password'));
    await user.type(screen.getByLabelText('Confirm password'), 'abcdefg1');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(auth.calls.signUp).toEqual([{ email: 'new@example.com', password: 'abcdefg1' }]));
  });

  it('sends a reset link and says so', async () => {
    const { auth, user } = await renderScreen();
    await user.click(screen.getByRole('button', { name: 'Forgot your password?' }));
    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByRole('status')).toHaveTextContent('If an account exists for ada@example.com');
    expect(auth.calls.sendPasswordReset).toEqual([{ email: 'ada@example.com' }]);
  });
});
