// An in-memory AuthService for tests: accounts live in a Map, errors carry Firebase's codes.
import type { AuthUser } from '@tailwise/shared';
import type { AuthService } from './auth-service';

export function fakeAuthService(accounts: Record<string, string> = {}, initialUser: AuthUser | null = null) {
  const passwords = new Map(Object.entries(accounts));
  let current = initialUser;
  const listeners = new Set<(u: AuthUser | null) => void>();
  const emit = () => listeners.forEach((l) => l(current));
  const fail = (code: string) => Object.assign(new Error(code), { code });
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
      current = { uid: `uid-${email}`, email, emailVerified: false };
      emit();
    },
    async signUp(email, password) {
      if (passwords.has(email)) throw fail('auth/email-already-in-use');
      if (password.length < 6) throw fail('auth/weak-password');
      passwords.set(email, password);
      current = { uid: `uid-${email}`, email, emailVerified: false };
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
