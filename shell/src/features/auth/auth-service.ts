// Firebase Auth behind a small interface the provider uses. Loaded in its own chunk after first paint.
import {
  connectAuthEmulator,
  createUserWithEmailAndPassword,
  getAuth,
  onIdTokenChanged,
  sendPasswordResetEmail,
  signInWithEmailAndPassword,
  signOut,
  type User,
} from 'firebase/auth';
import type { AuthUser, RuntimeConfig } from '@tailwise/shared';
import { firebaseApp } from '../firebase/firebase-app';

/**
 * The signed-in user as the shell sees them: what remotes get (AuthUser), plus the Firebase custom claim
 * `role` from their ID token ("adjuster" for claims staff; null for customers). The shell's route gate
 * reads it; the API checks the same claim on every /ops request, so this only decides what to load.
 */
export interface ShellUser extends AuthUser {
  role: string | null;
}

export interface AuthService {
  onUserChanged(listener: (user: ShellUser | null) => void): () => void;
  signIn(email: string, password: string): Promise<void>;
  signUp(email: string, password: string): Promise<void>;
  signOut(): Promise<void>;
  sendPasswordReset(email: string): Promise<void>;
  /** Firebase returns the cached token and refreshes it when it is within five minutes of expiry. */
  getIdToken(): Promise<string | null>;
}

/** The custom claim, when it is a non-empty string; anything else (absent, a number, an object) is no role. */
export const roleOf = (claims: Record<string, unknown>): string | null =>
  typeof claims.role === 'string' && claims.role !== '' ? claims.role : null;

async function toShellUser(user: User): Promise<ShellUser> {
  let role: string | null = null;
  try {
    // The token Firebase already holds (a refresh fires onIdTokenChanged again): no request.
    role = roleOf((await user.getIdTokenResult()).claims);
  } catch {
    // No readable token: treat as no role. The API would refuse such a token anyway.
  }
  return { uid: user.uid, email: user.email, emailVerified: user.emailVerified, role };
}

/**
 * Calls `listener` with each user (with their role) in the order Firebase reported them: reading the claims
 * is async, so an answer that arrives after a later change (a sign-out meanwhile) is dropped, not delivered.
 */
export function onShellUserChanged(
  subscribe: (next: (user: User | null) => void) => () => void,
  listener: (user: ShellUser | null) => void,
): () => void {
  let latest = 0;
  return subscribe((user) => {
    const seq = ++latest;
    if (!user) {
      listener(null);
      return;
    }
    void toShellUser(user).then((shellUser) => {
      if (seq === latest) listener(shellUser);
    });
  });
}

export function createAuthService(config: RuntimeConfig): AuthService {
  if (!config.firebase) throw new Error('Sign-in is not configured for this environment.');
  const auth = getAuth(firebaseApp(config.firebase));
  if (config.authEmulatorUrl !== null) {
    // The gateway proxies the emulator on our own origin, so no extra CSP origin is needed.
    connectAuthEmulator(auth, config.authEmulatorUrl || window.location.origin, { disableWarnings: true });
  }
  return {
    onUserChanged: (listener) => onShellUserChanged((next) => onIdTokenChanged(auth, next), listener),
    signIn: async (email, password) => {
      await signInWithEmailAndPassword(auth, email, password);
    },
    signUp: async (email, password) => {
      await createUserWithEmailAndPassword(auth, email, password);
    },
    signOut: () => signOut(auth),
    sendPasswordReset: (email) => sendPasswordResetEmail(auth, email),
    getIdToken: async () => (auth.currentUser ? auth.currentUser.getIdToken() : null),
  };
}
