// Remembers verified ID tokens for a short while. Verification is a signature check (plus, against the
// Auth emulator, a round trip to it per call); a page load sends the same token several times.
// A cached token stays accepted for reads until the sooner of its expiry and the cache TTL. A revocation check
// (writes) always asks Firebase, and a token it refuses is forgotten, so reads stop too.
import type { AuthUser, IdentityProvider } from './identity';

export function withTokenCache(identity: IdentityProvider, ttlMs: number, maxEntries = 10_000): IdentityProvider {
  if (ttlMs <= 0) return identity;
  const cache = new Map<string, { user: AuthUser; until: number }>();
  return {
    ...identity,
    async verifyIdToken(token: string, checkRevoked = false): Promise<AuthUser> {
      const now = Date.now();
      const hit = cache.get(token);
      if (hit && hit.until > now && !checkRevoked) return hit.user;
      if (hit) cache.delete(token);
      const user = await identity.verifyIdToken(token, checkRevoked);
      cache.set(token, { user, until: Math.min(now + ttlMs, user.expiresAt ?? Infinity) });
      // Map keeps insertion order: drop the oldest entries past the cap.
      for (const key of cache.keys()) {
        if (cache.size <= maxEntries) break;
        cache.delete(key);
      }
      return user;
    },
  };
}
