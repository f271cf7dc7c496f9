import { createContext, useContext, useMemo, type ReactNode } from 'react';

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
/** The user alone, for the many readers that need nothing else (a query's key): see useAuthUser. */
const AuthUserContext = createContext<AuthUser | null | undefined>(undefined);

export function AuthProvider({ value, children }: { value: AuthContextValue; children: ReactNode }) {
  const { user } = value;
  // The same user as before while who it is stays the same, whichever object names them (the one kept from the
  // last visit, then Firebase's): the user's readers are then drawn again only when the user changes.
  const sameUser = useMemo(
    () => user,
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [user?.uid, user?.email, user?.emailVerified],
  );
  return (
    <AuthContext.Provider value={value}>
      <AuthUserContext.Provider value={sameUser}>{children}</AuthUserContext.Provider>
    </AuthContext.Provider>
  );
}

export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth must be used inside the shell (AuthProvider is missing).');
  return value;
}

/**
 * The signed-in user (as `useAuth().user`), read without the rest of the sign-in state: a component that needs only
 * the user (for its queries' keys) is not drawn again when the status or the profile's arrival changes, as every
 * reader of useAuth is; on a dashboard page that is the whole page, two more times as it loads.
 */
export function useAuthUser(): AuthUser | null {
  const user = useContext(AuthUserContext);
  if (user === undefined) throw new Error('useAuthUser must be used inside the shell (AuthProvider is missing).');
  return user;
}
