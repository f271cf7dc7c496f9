// What the API and the gateway may write about a request in their logs (Node only, never bundled):
// a path with its secrets cut out (the contract's URL redaction rules), and a request id that the
// internet cannot choose.
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import proxyAddr from '@fastify/proxy-addr';

// The path rules are pure and shared with the browser's analytics; they live in the contract.
export { loggablePath, REDACTED } from '@tailwise/shared/url-redaction';

/** Fastify's `trustProxy` forms: off, everyone, a hop count, or addresses/subnets (comma-separated or a list). */
export type TrustProxySetting = boolean | number | string | readonly string[] | null | undefined;

/**
 * Whether the connection's own peer is a proxy we believe, by the same rules Fastify applies to
 * X-Forwarded-For (a hop count alone cannot vouch for the peer, so it believes no one).
 */
export function trustsPeer(setting: TrustProxySetting): (peerAddress: string | undefined) => boolean {
  if (setting === true) return () => true;
  if (!setting || typeof setting === 'number') return () => false;
  const list = typeof setting === 'string' ? setting.split(',').map((s) => s.trim()) : [...setting];
  const trusted = proxyAddr.compile(list.filter(Boolean));
  return (peerAddress) => !!peerAddress && trusted(peerAddress, 0);
}

/**
 * TRUST_PROXY, the same for the API and the gateway: false, true, or the proxies' addresses and subnets
 * (comma-separated; proxy-addr's names loopback, linklocal and uniquelocal too). Unset gives `unset`.
 * A hop count is refused: Fastify believes no X-Forwarded-For with a number (it cannot tell that the
 * nearest hop is a proxy rather than a visitor who wrote the header), so a count would silently
 * rate-limit every visitor by the proxy's address.
 */
export function parseTrustProxy(value: string | undefined, unset: boolean | string = false): boolean | string {
  if (value === undefined || value === '') return unset;
  if (value === 'false') return false;
  if (value === 'true') return true;
  if (/^\s*\d+\s*$/.test(value)) {
    throw new Error(
      `TRUST_PROXY=${value}: a hop count is not supported (Fastify trusts no proxy given a number). ` +
        'Name the proxies in front of this server by address or subnet, e.g. TRUST_PROXY=10.0.0.0/8,loopback, ' +
        'or TRUST_PROXY=true when only your load balancer can reach it.',
    );
  }
  try {
    trustsPeer(value);
  } catch (error) {
    throw new Error(
      `TRUST_PROXY=${value}: ${(error as Error).message}. Use true, false, or addresses and subnets separated by commas (e.g. 10.0.0.0/8,loopback).`,
    );
  }
  return value;
}

/** Ids we pass on and log: short and plain, so a forwarded id cannot forge or break a log line. */
const SAFE_REQUEST_ID = /^[A-Za-z0-9._:@-]{1,128}$/;

export interface RequestIdOptions {
  /** Proxies whose request id header is believed (the same setting as Fastify's trustProxy). */
  trustProxy: TrustProxySetting;
  /** The header those proxies set; null never believes one. */
  header: string | null;
}

/**
 * Fastify's genReqId: our own random id, unless the request came straight from a trusted proxy
 * that sent a well-formed one in `header`. Anyone else's `x-request-id` is ignored, so a visitor
 * can neither collide with other requests' ids nor write into our logs through it.
 */
export function requestIdGenerator({ trustProxy, header }: RequestIdOptions): (req: IncomingMessage) => string {
  const trusted = trustsPeer(trustProxy);
  const name = header?.toLowerCase() ?? null;
  return (req) => {
    if (name && trusted(req.socket?.remoteAddress)) {
      const incoming = req.headers[name];
      if (typeof incoming === 'string' && SAFE_REQUEST_ID.test(incoming)) return incoming;
    }
    return randomUUID();
  };
}
