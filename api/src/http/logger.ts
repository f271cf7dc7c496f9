// pino settings: structured JSON, and no emails, names, phone numbers, card data or tokens in any line.
import type { FastifyServerOptions } from 'fastify';

const SENSITIVE = [
  'email',
  'workEmail',
  'firstName',
  'lastName',
  'name',
  'phone',
  'number',
  'cvc',
  'password',
  'token',
  'address',
  'shippingAddress',
  'to',
];

export const REDACT_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["idempotency-key"]',
  ...SENSITIVE,
  ...SENSITIVE.map((k) => `*.${k}`),
  ...SENSITIVE.map((k) => `*.*.${k}`),
];

export function loggerOptions(level: string, stream?: NodeJS.WritableStream): FastifyServerOptions['logger'] {
  return {
    level,
    redact: { paths: REDACT_PATHS, censor: '[redacted]' },
    serializers: {
      // The path only: query strings are dropped from logs.
      req: (req: { method: string; url: string; id: string }) => ({ method: req.method, path: req.url.split('?')[0] }),
      res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
    },
    ...(stream ? { stream } : {}),
  } as FastifyServerOptions['logger'];
}
