// pino settings: structured JSON, and no emails, names, phone numbers, card data, tokens, lead uuids or
// verification codes in any line; request ids that a client cannot choose.
import { logTransport } from '@tailwise/server/log-format';
import { loggablePath, requestIdGenerator, type TrustProxySetting } from '@tailwise/server/request-logging';
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
      // The path only (query strings dropped), with lead uuids and verification codes cut out.
      req: (req: { method: string; url: string; id: string }) => ({ method: req.method, path: loggablePath(req.url) }),
      res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
    },
    ...(stream ? { stream } : logTransport()),
  } as FastifyServerOptions['logger'];
}

/**
 * Request ids: our own, unless the request came from a proxy we trust (the gateway, on loopback by
 * default), whose `x-request-id` is kept so one id follows a request through both logs.
 */
export function requestIdOptions(
  trustProxy: TrustProxySetting,
): Pick<FastifyServerOptions, 'requestIdHeader' | 'genReqId'> {
  return { requestIdHeader: false, genReqId: requestIdGenerator({ trustProxy, header: 'x-request-id' }) };
}
