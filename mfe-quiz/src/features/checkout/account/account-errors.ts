// What Firebase's answers mean for the account step: an email that already has an account switches the
// step to sign-in, keeping what was typed; the rest are messages next to a field or above the form.
// Apart from the form's rules (account-form.ts), so the step renders without loading zod.

export type AuthOutcome =
  | { kind: 'switch-to-signin' }
  | { kind: 'field'; field: 'email' | 'password'; message: string }
  | { kind: 'form'; message: string };

const codeOf = (error: unknown): string =>
  typeof error === 'object' && error !== null && 'code' in error ? String((error as { code: unknown }).code) : '';

/** What to do with a Firebase Auth error (the emulator's codes and a live project's both). */
export function authOutcome(error: unknown): AuthOutcome {
  switch (codeOf(error)) {
    case 'auth/email-already-in-use':
      return { kind: 'switch-to-signin' };
    case 'auth/wrong-password':
    case 'auth/invalid-credential':
    case 'auth/invalid-login-credentials':
      return {
        kind: 'field',
        field: 'password',
        message: 'That password does not match this account. Try again, or reset it.',
      };
    case 'auth/user-not-found':
      return { kind: 'field', field: 'email', message: 'We could not find an account with that email.' };
    case 'auth/weak-password':
    case 'auth/password-does-not-meet-requirements':
      return {
        kind: 'field',
        field: 'password',
        message: 'Choose a stronger password: 8+ characters with a letter and a number.',
      };
    case 'auth/invalid-email':
      return { kind: 'field', field: 'email', message: 'Enter a valid email address, like name@example.com.' };
    case 'auth/too-many-requests':
      return { kind: 'form', message: 'Too many attempts. Wait a few minutes and try again, or reset your password.' };
    case 'auth/network-request-failed':
      return { kind: 'form', message: 'We could not reach the sign-in service. Check your connection and try again.' };
    default:
      return {
        kind: 'form',
        message: error instanceof Error && error.message ? error.message : 'Something went wrong. Please try again.',
      };
  }
}
