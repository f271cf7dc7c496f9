// The headers every gateway response carries, and the Content-Security-Policy that allows exactly
// what the configured services need: no inline script anywhere, Google's Tag Manager and Analytics
// hosts only when Analytics is configured (a measurement id and an app id, as the shell's
// page-views loader requires), the named Firebase API hosts instead of all of *.googleapis.com, and
// violations reported to our own /csp-report (report-to, and report-uri for browsers without the
// Reporting API), never to a third party.
import type { GatewayConfig } from '../config';

export const CSP_REPORT_ROUTE = '/csp-report';
/** The Reporting-Endpoints name the policy's report-to refers to. */
export const CSP_REPORT_GROUP = 'csp';

const LOCAL_ORIGINS = ['http://localhost:*', 'http://127.0.0.1:*'];

/** Firebase Auth's REST hosts (sign-in, token refresh). Locally the emulator is proxied same-origin instead. */
const FIREBASE_AUTH = ['https://identitytoolkit.googleapis.com', 'https://securetoken.googleapis.com'];
/** Remote Config, and the Installations service it (and Analytics) registers the browser with. */
const FIREBASE_REMOTE_CONFIG = [
  'https://firebaseremoteconfig.googleapis.com',
  'https://firebaseinstallations.googleapis.com',
];
/** Analytics: Firebase's web config lookup, then gtag.js and Google Analytics' collection hosts. */
const ANALYTICS_CONNECT = [
  'https://firebase.googleapis.com',
  'https://firebaseinstallations.googleapis.com',
  'https://*.google-analytics.com',
  'https://*.analytics.google.com',
  'https://*.googletagmanager.com',
];
const ANALYTICS_IMG = ['https://*.google-analytics.com', 'https://*.googletagmanager.com'];
const TAG_MANAGER_SCRIPT = 'https://www.googletagmanager.com';

type CspConfig = Pick<GatewayConfig, 'environment'> & Partial<Pick<GatewayConfig, 'firebase'>>;

/** Firebase Analytics runs only with a measurement id and an app id (shell/src/features/analytics). */
export const analyticsConfigured = (config: CspConfig) => !!(config.firebase?.measurementId && config.firebase.appId);

const unique = (values: string[]) => [...new Set(values)];

/** The Content-Security-Policy: no inline scripts anywhere; local dev servers allowed outside production. */
export function contentSecurityPolicy(config: CspConfig): string {
  const dev = config.environment === 'production' ? [] : LOCAL_ORIGINS;
  const firebase = config.firebase;
  const analytics = analyticsConfigured(config);
  const firebaseHosts = firebase
    ? [...FIREBASE_AUTH, ...(firebase.appId ? FIREBASE_REMOTE_CONFIG : []), ...(analytics ? ANALYTICS_CONNECT : [])]
    : [];
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...(analytics ? [TAG_MANAGER_SCRIPT] : []), ...dev],
    // Emotion writes <style> elements at run time.
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', ...(analytics ? ANALYTICS_IMG : [])],
    'font-src': ["'self'"],
    'connect-src': unique(["'self'", ...firebaseHosts, ...dev, ...dev.map((o) => o.replace('http', 'ws'))]),
    'worker-src': ["'self'", 'blob:'],
    // blob: is the claims staff's invoice preview (mfe-ops): a PDF that needs the adjuster's token is fetched through
    // the API client and framed from an object URL the page made; a page can frame no other origin.
    'frame-src': ["'self'", 'blob:'],
    'frame-ancestors': ["'none'"],
    'form-action': ["'self'"],
    'base-uri': ["'self'"],
    'object-src': ["'none'"],
    'report-uri': [CSP_REPORT_ROUTE],
    'report-to': [CSP_REPORT_GROUP],
  };
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join('; ');
}

export function securityHeaders(config: CspConfig): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(config),
    // Resolved against the page's own URL: reports go to this origin's /csp-report.
    'Reporting-Endpoints': `${CSP_REPORT_GROUP}="${CSP_REPORT_ROUTE}"`,
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'X-Frame-Options': 'DENY',
    'Cross-Origin-Opener-Policy': 'same-origin',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=()',
    ...(config.environment === 'production'
      ? { 'Strict-Transport-Security': 'max-age=31536000; includeSubDomains' }
      : {}),
  };
}
