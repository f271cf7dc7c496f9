import type { AuthUser, IdentityProvider } from './identity';
import { withTokenCache } from './token-cache';

function fakeIdentity(user: (token: string) => AuthUser) {
  const calls: string[] = [];
  const identity: IdentityProvider = {
    verifyIdToken: async (token) => {
      calls.push(token);
      if (token === 'bad') throw new Error('invalid');
      return user(token);
    },
    ensureUser: async () => 'created',
    accountEmail: async () => null,
    setEmailVerified: async () => true,
    setRole: async () => undefined,
    close: async () => undefined,
  };
  return { identity, calls };
}

test('verifies a token once, then answers from memory', async () => {
  const { identity, calls } = fakeIdentity((t) => ({
    uid: t,
    email: null,
    emailVerified: false,
    expiresAt: Date.now() + 3_600_000,
  }));
  const cached = withTokenCache(identity, 60_000);
  expect((await cached.verifyIdToken('a')).uid).toBe('a');
  expect((await cached.verifyIdToken('a')).uid).toBe('a');
  expect((await cached.verifyIdToken('b')).uid).toBe('b');
  expect(calls).toEqual(['a', 'b']);
});

test('never caches failures, nor beyond the token expiry', async () => {
  const { identity, calls } = fakeIdentity((t) => ({
    uid: t,
    email: null,
    emailVerified: false,
    expiresAt: Date.now() - 1,
  }));
  const cached = withTokenCache(identity, 60_000);
  await expect(cached.verifyIdToken('bad')).rejects.toThrow();
  await expect(cached.verifyIdToken('bad')).rejects.toThrow();
  await cached.verifyIdToken('expired');
  await cached.verifyIdToken('expired');
  expect(calls).toEqual(['bad', 'bad', 'expired', 'expired']);
});

test('keeps at most the cap, and a TTL of 0 turns caching off', async () => {
  const { identity, calls } = fakeIdentity((t) => ({ uid: t, email: null, emailVerified: false }));
  const capped = withTokenCache(identity, 60_000, 2);
  for (const t of ['a', 'b', 'c', 'a']) await capped.verifyIdToken(t);
  expect(calls).toEqual(['a', 'b', 'c', 'a']);
  const off = withTokenCache(identity, 0);
  expect(off).toBe(identity);
});

test('a revocation check always asks the provider, and a refused token is forgotten for reads too', async () => {
  let disabled = false;
  const checks: boolean[] = [];
  const identity: IdentityProvider = {
    verifyIdToken: async (token, checkRevoked = false) => {
      checks.push(checkRevoked);
      if (disabled && checkRevoked) throw new Error('auth/user-disabled');
      if (disabled) throw new Error('signature only, but the test says the token is gone');
      return { uid: token, email: null, emailVerified: false, expiresAt: Date.now() + 3_600_000 };
    },
    ensureUser: async () => 'created',
    accountEmail: async () => null,
    setEmailVerified: async () => true,
    setRole: async () => undefined,
    close: async () => undefined,
  };
  const cached = withTokenCache(identity, 60_000);
  await cached.verifyIdToken('a');
  await cached.verifyIdToken('a');
  await cached.verifyIdToken('a', true);
  expect(checks).toEqual([false, true]);
  disabled = true;
  await expect(cached.verifyIdToken('a', true)).rejects.toThrow('user-disabled');
  await expect(cached.verifyIdToken('a')).rejects.toThrow();
  expect(checks).toEqual([false, true, true, false]);
});
