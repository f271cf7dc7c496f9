import { createContext, useContext, type ReactNode } from 'react';

export type AuthStatus = 'loading' | 'signed-out' | 'signed-in';

export interface AuthUser {
  uid: string;
  email: string | null;
  emailVerified: boolean;
}

export interface AuthContextValue {
  status: AuthStatus;
  /**
   * The signed-in user. On a signed-in route of a returning customer, also while `status` is still 'loading': the
   * customer last signed in on this browser, whose page draws from what it kept while its API requests wait for
   * Firebase's answer (the shell holds them). If Firebase names no one, the sign-in screen takes the page's place; if
   * someone else, their own user replaces it and what was kept is dropped.
   */
  user: AuthUser | null;
  /** Signed in and the profile (/me/) has loaded: spec §4's "existing" user. */
  isExisting: boolean;
  /**
   * While `status` is 'loading': the shell's hint that this browser was signed in when last seen. `false`
   * means almost surely signed out, so a screen for signed-out visitors may render without waiting for
   * Firebase Auth (it loads at the first interaction, or when a sign-in call needs it). Undefined: unknown.
   */
  signedInHint?: boolean;
  signIn(email: string, password: string): Promise<void>;
  signUp(email: string, password: string): Promise<void>;
  signOut(): Promise<void>;
  sendPasswordReset(email: string): Promise<void>;
  /** The current ID token, refreshed when close to expiry; null when signed out. */
  getIdToken(): Promise<string | null>;
}

const AuthContext = createContext<AuthContextValue | null>(null);

export function AuthProvider({ value, children }: { value: AuthContextValue; children: ReactNode }) {
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth must be used inside the shell (AuthProvider is missing).');
  return value;
}
