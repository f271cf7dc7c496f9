// Pins what checkout says on top of the shared Firebase messages, so a change to the shared map cannot
// silently reword or move the account step's own answers.
import { authProblem } from '@tailwise/shared/auth-errors';
import { authOutcome } from './account-errors';

const firebase = (code: string) => Object.assign(new Error(`Firebase: Error (${code}).`), { code });

describe('authOutcome', () => {
  it('switches to sign-in for an email that already has an account', () => {
    expect(authOutcome(firebase('auth/email-already-in-use'))).toEqual({ kind: 'switch-to-signin' });
  });

  it('puts a wrong password on the password, from the emulator and a live project alike', () => {
    for (const code of ['auth/wrong-password', 'auth/invalid-credential', 'auth/invalid-login-credentials'])
      expect(authOutcome(firebase(code))).toEqual({
        kind: 'field',
        field: 'password',
        message: 'That password does not match this account. Try again, or reset it.',
      });
  });

  it('takes the shared message where checkout has no wording of its own', () => {
    expect(authOutcome(firebase('auth/invalid-email'))).toEqual({
      kind: 'field',
      field: 'email',
      message: authProblem(firebase('auth/invalid-email')).message,
    });
    expect(authOutcome(firebase('auth/network-request-failed'))).toEqual({
      kind: 'form',
      message: authProblem(firebase('auth/network-request-failed')).message,
    });
  });

  it('keeps checkout’s answer to a code nobody knows', () => {
    expect(authOutcome(firebase('auth/something-new'))).toEqual({
      kind: 'form',
      message: 'Firebase: Error (auth/something-new).',
    });
    expect(authOutcome('nope')).toEqual({ kind: 'form', message: 'Something went wrong. Please try again.' });
  });
});
