// What Firebase's answers mean for the account step: an email that already has an account switches the
// step to sign-in, keeping what was typed; the rest are the shared account forms' messages, next to a field
// or above the form. Apart from the form's rules (account-form.ts), so the step renders without loading zod.
import { authProblem, type AuthProblem } from '@tailwise/shared/auth-errors';

export type AuthOutcome =
  | { kind: 'switch-to-signin' }
  | { kind: 'field'; field: 'email' | 'password'; message: string }
  | { kind: 'form'; message: string };

const wrongPassword: AuthProblem = {
  field: 'password',
  message: 'That password does not match this account. Try again, or reset it.',
};

/**
 * Where checkout words a problem its own way. The email is the quiz's and already known to have an
 * account when the step is signing in, so a live project's invalid-credential is about the password too.
 */
const CHECKOUT_AUTH_WORDING: Record<string, AuthProblem> = {
  'auth/wrong-password': wrongPassword,
  'auth/invalid-credential': wrongPassword,
  'auth/invalid-login-credentials': wrongPassword,
  'auth/user-not-found': { field: 'email', message: 'We could not find an account with that email.' },
  'auth/weak-password': {
    field: 'password',
    message: 'Choose a stronger password: 8+ characters with a letter and a number.',
  },
  'auth/password-does-not-meet-requirements': {
    field: 'password',
    message: 'Choose a stronger password: 8+ characters with a letter and a number.',
  },
  'auth/too-many-requests': {
    field: 'form',
    message: 'Too many attempts. Wait a few minutes and try again, or reset your password.',
  },
};

// The shared map's answer to a code it does not know speaks of signing in, which is wrong while creating
// an account: the step keeps its own.
const unknownProblem = authProblem(undefined).message;

const codeOf = (error: unknown): string =>
  typeof error === 'object' && error !== null && 'code' in error ? String((error as { code: unknown }).code) : '';

/** What to do with a Firebase Auth error (the emulator's codes and a live project's both). */
export function authOutcome(error: unknown): AuthOutcome {
  const code = codeOf(error);
  if (code === 'auth/email-already-in-use') return { kind: 'switch-to-signin' };
  const problem = CHECKOUT_AUTH_WORDING[code] ?? authProblem(error);
  if (problem.field !== 'form') return { kind: 'field', field: problem.field, message: problem.message };
  if (problem.message !== unknownProblem) return { kind: 'form', message: problem.message };
  return {
    kind: 'form',
    message: error instanceof Error && error.message ? error.message : 'Something went wrong. Please try again.',
  };
}
