// A stand-in for the shell's Firebase sign-in: the AuthContextValue remotes read, with every call
// recorded in plain arrays (no jest), and sign-in state that a test can change.
import { AuthProvider, type AuthContextValue, type AuthStatus, type AuthUser } from '@tailwise/shared';
import { useState, useSyncExternalStore, type ReactNode } from 'react';

export type FakeAuthOption =
  | 'signed-out'
  | 'loading'
  | {
      user?: Partial<AuthUser>;
      /** Signed in and /me/ loaded (the default when signed in). */
      isExisting?: boolean;
      /**
       * 'loading': Firebase has not answered yet, and `user` is the customer last signed in on this browser, as the
       * shell gives a returning customer's page (its kept last visit).
       */
      status?: 'loading';
    };

export interface FakeAuthSetup {
  /** Email to password: sign-in with anything else fails as Firebase would. Without it any sign-in succeeds. */
  accounts?: Record<string, string>;
  /** What the shell's sign-in hint says (AuthContextValue.signedInHint); left out, the shell says nothing. */
  signedInHint?: boolean;
}

export interface FakeAuthCalls {
  signIn: Array<{ email: string; password: string }>;
  signUp: Array<{ email: string; password: string }>;
  signOut: Array<Record<string, never>>;
  sendPasswordReset: Array<{ email: string }>;
  getIdToken: Array<Record<string, never>>;
}

interface State {
  status: AuthStatus;
  user: AuthUser | null;
  isExisting: boolean;
}

export interface FakeAuth {
  /** What useAuth() returns right now. */
  readonly value: AuthContextValue;
  readonly calls: FakeAuthCalls;
  /** Signs someone in from the test (wrap in act()). */
  signInAs(user?: Partial<AuthUser>, isExisting?: boolean): void;
  /** Signs out from the test (wrap in act()). */
  signOutNow(): void;
  /** The token getIdToken() gives for the current user, or null. */
  token(): string | null;
  subscribe(listener: () => void): () => void;
}

/** Firebase's error for a wrong password or unknown email, as @tailwise/shared/auth-errors reads it. */
export class FakeAuthError extends Error {
  constructor(readonly code: string) {
    super(`Firebase: Error (${code}).`);
    this.name = 'FirebaseError';
  }
}

const userFor = (partial: Partial<AuthUser> = {}): AuthUser => {
  const email = partial.email === undefined ? 'ada@example.com' : partial.email;
  return { uid: partial.uid ?? `uid-${email ?? 'anonymous'}`, email, emailVerified: partial.emailVerified ?? false };
};

export function createFakeAuth(option: FakeAuthOption = 'signed-out', setup: FakeAuthSetup = {}): FakeAuth {
  let state: State =
    option === 'signed-out'
      ? { status: 'signed-out', user: null, isExisting: false }
      : option === 'loading'
        ? { status: 'loading', user: null, isExisting: false }
        : option.status === 'loading'
          ? { status: 'loading', user: userFor(option.user), isExisting: false }
          : { status: 'signed-in', user: userFor(option.user), isExisting: option.isExisting ?? true };
  const listeners = new Set<() => void>();
  const calls: FakeAuthCalls = { signIn: [], signUp: [], signOut: [], sendPasswordReset: [], getIdToken: [] };
  const set = (next: State) => {
    state = next;
    value = makeValue();
    listeners.forEach((l) => l());
  };
  const token = () => (state.user ? `fake-token-${state.user.uid}` : null);
  const signInAs = (user?: Partial<AuthUser>, isExisting = true) =>
    set({ status: 'signed-in', user: userFor(user), isExisting });
  const signOutNow = () => set({ status: 'signed-out', user: null, isExisting: false });

  const makeValue = (): AuthContextValue => ({
    ...state,
    ...(setup.signedInHint !== undefined ? { signedInHint: setup.signedInHint } : {}),
    async signIn(email, password) {
      calls.signIn.push({ email, password });
      if (setup.accounts) {
        if (!(email in setup.accounts)) throw new FakeAuthError('auth/user-not-found');
        if (setup.accounts[email] !== password) throw new FakeAuthError('auth/wrong-password');
      }
      signInAs({ email });
    },
    async signUp(email, password) {
      calls.signUp.push({ email, password });
      if (setup.accounts && email in setup.accounts) throw new FakeAuthError('auth/email-already-in-use');
      signInAs({ email }, false);
    },
    async signOut() {
      calls.signOut.push({});
      signOutNow();
    },
    async sendPasswordReset(email) {
      calls.sendPasswordReset.push({ email });
    },
    async getIdToken() {
      calls.getIdToken.push({});
      return token();
    },
  });
  let value = makeValue();

  return {
    get value() {
      return value;
    },
    calls,
    signInAs,
    signOutNow,
    token,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** Provides the fake's current value, re-rendering when it signs in or out. */
export function FakeAuthProvider({ auth, children }: { auth: FakeAuth; children: ReactNode }) {
  const [getValue] = useState(() => () => auth.value);
  const value = useSyncExternalStore(auth.subscribe, getValue, getValue);
  return <AuthProvider value={value}>{children}</AuthProvider>;
}
