// An in-memory AuthService for tests: accounts live in a Map, errors carry Firebase's codes, and `roles` gives an
// account the custom claim its ID token would carry (claims staff: "adjuster").
import type { AuthUser } from '@tailwise/shared';
import type { AuthService, ShellUser } from './auth-service';

export function fakeAuthService(
  accounts: Record<string, string> = {},
  initialUser: (AuthUser & { role?: string | null }) | null = null,
  { roles = {} }: { roles?: Record<string, string> } = {},
) {
  const passwords = new Map(Object.entries(accounts));
  let current: ShellUser | null = initialUser ? { ...initialUser, role: initialUser.role ?? null } : null;
  const listeners = new Set<(u: ShellUser | null) => void>();
  const emit = () => listeners.forEach((l) => l(current));
  const fail = (code: string) => Object.assign(new Error(code), { code });
  const userFor = (email: string): ShellUser => ({
    uid: `uid-${email}`,
    email,
    emailVerified: false,
    role: roles[email] ?? null,
  });
  const service: AuthService & { tokenRequests: number } = {
    tokenRequests: 0,
    onUserChanged(listener) {
      listeners.add(listener);
      queueMicrotask(() => listener(current));
      return () => listeners.delete(listener);
    },
    async signIn(email, password) {
      if (!passwords.has(email)) throw fail('auth/user-not-found');
      if (passwords.get(email) !== password) throw fail('auth/wrong-password');
      current = userFor(email);
      emit();
    },
    async signUp(email, password) {
      if (passwords.has(email)) throw fail('auth/email-already-in-use');
      if (password.length < 6) throw fail('auth/weak-password');
      passwords.set(email, password);
      current = userFor(email);
      emit();
    },
    async signOut() {
      current = null;
      emit();
    },
    async sendPasswordReset() {},
    async getIdToken() {
      service.tokenRequests += 1;
      return current ? `token-for-${current.uid}` : null;
    },
  };
  return service;
}
