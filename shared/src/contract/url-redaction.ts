// The one set of rules for what part of a URL may leave for a log line or an analytics hit: pure
// string functions, so the API and the gateway (through @tailwise/server) and the browser (page views
// sent to Google Analytics) apply the same ones. Part of the contract for the API; bundled subpath
// @tailwise/shared/url-redaction for the others, which need it without the schemas.
import { UTM_PARAMS } from './utm-params';

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
function decodeEscapes(path: string): string {
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

/** A path (no query string) with lead uuids and verification codes replaced by `:redacted`. */
export function redactedPath(path: string): string {
  let result = decodeEscapes(path);
  for (const pattern of SECRET_SEGMENTS) result = result.replace(pattern, `$1${REDACTED}`);
  return result;
}

/**
 * The part of a request URL a log line may hold: the path without its query string or fragment
 * (page links carry `?lid=<lead uuid>` and `?verify_email=<code>`), with lead uuids and
 * verification codes replaced by `:redacted`.
 */
export function loggablePath(url: string): string {
  return redactedPath(url.split(/[?#]/, 1)[0] ?? '');
}

/**
 * The query parameters an analytics hit may carry: the campaign (utm_*) and the kind of referral
 * (`rt`). Not `ri` (which customer referred the visitor) nor `rpc` (a promo code), and never `lid`,
 * `verify_email` or anything else a link may carry.
 */
export const ANALYTICS_QUERY_PARAMS: readonly string[] = [...UTM_PARAMS, 'rt'];

/** Longest value kept for one of those parameters (as attribution keeps them). */
const MAX_PARAM_LENGTH = 200;

/**
 * A page URL as Google Analytics may see it (page_location, page_referrer): origin and redacted path,
 * only the ANALYTICS_QUERY_PARAMS, no fragment. '' when `href` is not an absolute URL.
 */
export function analyticsUrl(href: string): string {
  let url: URL;
  try {
    url = new URL(href);
  } catch {
    return '';
  }
  if (url.origin === 'null') return '';
  const kept = new URLSearchParams();
  for (const name of ANALYTICS_QUERY_PARAMS) {
    const value = url.searchParams.get(name)?.trim();
    if (value) kept.set(name, value.slice(0, MAX_PARAM_LENGTH));
  }
  const query = kept.toString();
  // Decoding may have turned %3F or %23 into ? or #: they stay part of the path.
  const path = redactedPath(url.pathname).replace(/[?#]/g, encodeURIComponent);
  return `${url.origin}${path}${query ? `?${query}` : ''}`;
}
