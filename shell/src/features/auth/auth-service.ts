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

export interface AuthService {
  onUserChanged(listener: (user: AuthUser | null) => void): () => void;
  signIn(email: string, password: string): Promise<void>;
  signUp(email: string, password: string): Promise<void>;
  signOut(): Promise<void>;
  sendPasswordReset(email: string): Promise<void>;
  /** Firebase returns the cached token and refreshes it when it is within five minutes of expiry. */
  getIdToken(): Promise<string | null>;
}

const toAuthUser = (user: User): AuthUser => ({ uid: user.uid, email: user.email, emailVerified: user.emailVerified });

export function createAuthService(config: RuntimeConfig): AuthService {
  if (!config.firebase) throw new Error('Sign-in is not configured for this environment.');
  const auth = getAuth(firebaseApp(config.firebase));
  if (config.authEmulatorUrl !== null) {
    // The gateway proxies the emulator on our own origin, so no extra CSP origin is needed.
    connectAuthEmulator(auth, config.authEmulatorUrl || window.location.origin, { disableWarnings: true });
  }
  return {
    onUserChanged: (listener) => onIdTokenChanged(auth, (user) => listener(user ? toAuthUser(user) : null)),
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
