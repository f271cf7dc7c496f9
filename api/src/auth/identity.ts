// Firebase Authentication through firebase-admin: verifies ID tokens and manages the demo account.
// With FIREBASE_AUTH_EMULATOR_HOST set, firebase-admin talks to the local Auth emulator instead.
import { randomUUID } from 'node:crypto';
import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getAuth, type Auth } from 'firebase-admin/auth';

export interface AuthUser {
  uid: string;
  email: string | null;
  emailVerified: boolean;
  /** The Firebase custom claim `role` ("adjuster" for claims staff); null for customers. */
  role?: string | null;
  /** When the token expires (ms since epoch). */
  expiresAt?: number;
}

export interface IdentityProvider {
  /**
   * `checkRevoked` also asks Firebase whether the account was disabled or its sessions revoked since the token was
   * issued (one more round trip): writes use it, reads may rely on the signature and expiry alone.
   */
  verifyIdToken(token: string, checkRevoked?: boolean): Promise<AuthUser>;
  /**
   * Creates or repairs an account so it has exactly this uid, email and password. With `onlyIfMissing`,
   * an existing account is left alone: setting a password ends the account's sessions.
   */
  ensureUser(
    user: { uid: string; email: string; password: string; displayName: string },
    options?: { onlyIfMissing?: boolean },
  ): Promise<'created' | 'updated' | 'unchanged'>;
  /** The address the account has now (lowercase), which may be newer than the one in a token still in use. */
  accountEmail(uid: string): Promise<string | null>;
  /**
   * Marks the account's email verified only while it is still `email`; false, and nothing marked, once the
   * account has another address.
   */
  setEmailVerified(uid: string, email: string): Promise<boolean>;
  /** Sets the account's `role` custom claim (null removes it); tokens issued after carry it. */
  setRole(uid: string, role: string | null): Promise<void>;
  close(): Promise<void>;
}

const isCode = (err: unknown, code: string) => (err as { code?: string } | null)?.code === code;

export function createFirebaseIdentity(projectId: string): IdentityProvider {
  // A named app per API instance, so tests can run several apps in one process.
  const app: App = initializeApp({ projectId }, `tailwise-api-${randomUUID()}`);
  const auth: Auth = getAuth(app);

  return {
    async verifyIdToken(token, checkRevoked = false) {
      const decoded = await auth.verifyIdToken(token, checkRevoked);
      return {
        uid: decoded.uid,
        email: decoded.email?.toLowerCase() ?? null,
        emailVerified: decoded.email_verified === true,
        role: typeof decoded.role === 'string' ? decoded.role : null,
        expiresAt: decoded.exp * 1000,
      };
    },

    async ensureUser({ uid, email, password, displayName }, options) {
      try {
        await auth.getUser(uid);
        if (options?.onlyIfMissing) return 'unchanged';
        await auth.updateUser(uid, { email, password, displayName, emailVerified: true, disabled: false });
        return 'updated';
      } catch (err) {
        if (!isCode(err, 'auth/user-not-found')) throw err;
      }
      try {
        await auth.createUser({ uid, email, password, displayName, emailVerified: true });
      } catch (err) {
        if (!isCode(err, 'auth/email-already-exists')) throw err;
        // Someone signed up with the demo email under another uid: the demo account owns that email.
        const other = await auth.getUserByEmail(email);
        await auth.deleteUser(other.uid);
        await auth.createUser({ uid, email, password, displayName, emailVerified: true });
      }
      return 'created';
    },

    async accountEmail(uid) {
      return (await auth.getUser(uid)).email?.toLowerCase() ?? null;
    },

    async setEmailVerified(uid, email) {
      if ((await auth.getUser(uid)).email?.toLowerCase() !== email) return false;
      await auth.updateUser(uid, { emailVerified: true });
      // Firebase cannot update conditionally: an address changed in between would carry the flag, so take it back.
      if ((await auth.getUser(uid)).email?.toLowerCase() === email) return true;
      await auth.updateUser(uid, { emailVerified: false });
      return false;
    },

    async setRole(uid, role) {
      const claims = (await auth.getUser(uid)).customClaims ?? {};
      const { role: _old, ...rest } = claims;
      await auth.setCustomUserClaims(uid, role === null ? rest : { ...rest, role });
    },

    async close() {
      await deleteApp(app);
    },
  };
}
