import type { GatewayConfig } from '../config';

const LOCAL_ORIGINS = ['http://localhost:*', 'http://127.0.0.1:*'];

/** The Content-Security-Policy: no inline scripts anywhere; local dev servers allowed outside production. */
export function contentSecurityPolicy(config: Pick<GatewayConfig, 'environment'>): string {
  const dev = config.environment === 'production' ? [] : LOCAL_ORIGINS;
  const google = [
    'https://*.googleapis.com',
    'https://*.google-analytics.com',
    'https://*.analytics.google.com',
    'https://*.googletagmanager.com',
  ];
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'", 'https://www.googletagmanager.com', ...dev],
    // Emotion writes <style> elements at run time.
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', ...google],
    'font-src': ["'self'"],
    'connect-src': ["'self'", ...google, ...dev, ...dev.map((o) => o.replace('http', 'ws'))],
    'worker-src': ["'self'", 'blob:'],
    'frame-src': ["'self'"],
    'frame-ancestors': ["'none'"],
    'form-action': ["'self'"],
    'base-uri': ["'self'"],
    'object-src': ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join('; ');
}

export function securityHeaders(config: Pick<GatewayConfig, 'environment'>): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(config),
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
