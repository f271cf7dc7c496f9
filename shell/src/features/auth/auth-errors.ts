// Friendly messages for Firebase Auth errors. The emulator answers wrong-password and
// user-not-found; a live project with email enumeration protection answers invalid-credential.

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
