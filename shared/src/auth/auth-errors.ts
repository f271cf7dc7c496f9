// @tailwise/shared/auth-errors: what Firebase Auth's error codes mean, in the product's words, for every
// account form (the shell's sign-in, the enrollment account step), so none shows Firebase's own text.
// A bundled subpath, not the singleton root: the map changes with a remote's release. The emulator
// answers wrong-password and user-not-found; a live project with email enumeration protection answers
// invalid-credential.
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';

export type AuthField = 'email' | 'password' | 'form';

export interface AuthProblem {
  field: AuthField;
  message: string;
}

const problems: Record<string, AuthProblem> = {
  'auth/wrong-password': { field: 'password', message: 'That password is not right. Try again, or reset it below.' },
  'auth/user-not-found': {
    field: 'email',
    message: 'We could not find an account with that email. Check it, or create an account.',
  },
  'auth/invalid-credential': {
    field: 'form',
    message: 'That email and password do not match an account. Check both, or reset your password.',
  },
  'auth/invalid-login-credentials': {
    field: 'form',
    message: 'That email and password do not match an account. Check both, or reset your password.',
  },
  'auth/weak-password': {
    field: 'password',
    message: 'Choose a stronger password: at least 8 characters, with a letter and a number.',
  },
  'auth/password-does-not-meet-requirements': {
    field: 'password',
    message: 'Choose a stronger password: at least 8 characters, with a letter and a number.',
  },
  'auth/email-already-in-use': {
    field: 'email',
    message: 'An account with this email already exists. Sign in instead, or reset your password.',
  },
  'auth/invalid-email': { field: 'email', message: 'Enter a valid email address, like name@example.com.' },
  'auth/missing-password': { field: 'password', message: 'Enter your password.' },
  'auth/user-disabled': { field: 'form', message: 'This account has been disabled. Please contact support.' },
  'auth/too-many-requests': {
    field: 'form',
    message: 'Too many attempts. Please wait a few minutes and try again, or reset your password.',
  },
  'auth/network-request-failed': {
    field: 'form',
    message: 'We could not reach the sign-in service. Check your connection and try again.',
  },
};

export function authProblem(error: unknown): AuthProblem {
  const code =
    typeof error === 'object' && error !== null && 'code' in error ? String((error as { code: unknown }).code) : '';
  return problems[code] ?? { field: 'form', message: 'Something went wrong while signing you in. Please try again.' };
}

/**
 * Puts a Firebase error's message next to the email or password input (focusing it), and returns the
 * message for the whole form instead when the error is about neither (null when it was placed).
 * What was typed stays in the form.
 */
export function applyAuthProblem<T extends FieldValues, O>(form: UseFormReturn<T, unknown, O>, error: unknown) {
  const problem = authProblem(error);
  if (problem.field === 'form') return problem.message;
  form.setError(problem.field as Path<T>, { message: problem.message }, { shouldFocus: true });
  return null;
}
