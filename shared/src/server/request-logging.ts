// What the API and the gateway may write about a request in their logs (Node only, never bundled):
// a path with its secrets cut out, and a request id that the internet cannot choose.
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import proxyAddr from '@fastify/proxy-addr';

export const REDACTED = ':redacted';

/**
 * Path segments that are bearer secrets: a lead's uuid opens its saved quote (name, email, pets)
 * without signing in, and an email verification code proves an inbox. `/leads/sms-consent/` is a
 * route, not a lead.
 */
const SECRET_SEGMENTS: readonly RegExp[] = [
  /(\/leads\/+)(?!sms-consent(?:\/|$))([^/]+)/gi,
  /(\/verify_email\/+)([^/]+)/gi,
];

/** Undoes percent-encoding a few times over, escape by escape, so `%2F` or `%252F` cannot hide a segment. */
function decodeForLog(path: string): string {
  let current = path;
  for (let i = 0; i < 3 && /%[0-9a-f]{2}/i.test(current); i++) {
    current = current.replace(/%[0-9a-f]{2}/gi, (escape) => {
      try {
        return decodeURIComponent(escape);
      } catch {
        return escape;
      }
    });
  }
  return current;
}

/**
 * The part of a request URL a log line may hold: the path without its query string or fragment
 * (page links carry `?lid=<lead uuid>` and `?verify_email=<code>`), with lead uuids and
 * verification codes replaced by `:redacted`.
 */
export function loggablePath(url: string): string {
  let path = decodeForLog(url.split(/[?#]/, 1)[0] ?? '');
  for (const pattern of SECRET_SEGMENTS) path = path.replace(pattern, `$1${REDACTED}`);
  return path;
}

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
