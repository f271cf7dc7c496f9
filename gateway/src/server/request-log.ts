// The gateway's request log lines: paths only (page links carry ?lid=<lead uuid> and
// ?verify_email=<code>), lead uuids and verification codes cut out of the path, and request ids that
// a visitor cannot choose. The same id goes to the API as x-request-id, so one id follows a request.
import { logTransport } from '@tailwise/server/log-format';
import { loggablePath, requestIdGenerator } from '@tailwise/server/request-logging';
import type { FastifyServerOptions } from 'fastify';
import type { GatewayConfig } from '../config';

export interface GatewayLogOptions {
  level?: string;
  /** Where log lines go (tests read them); stdout by default. */
  stream?: NodeJS.WritableStream;
}

export function gatewayLoggerOptions({
  level = process.env.LOG_LEVEL ?? 'info',
  stream,
}: GatewayLogOptions = {}): FastifyServerOptions['logger'] {
  return {
    level,
    redact: ['req.headers.authorization', 'req.headers.cookie'],
    serializers: {
      req: (req: { method: string; url: string; ip?: string }) => ({
        method: req.method,
        path: loggablePath(req.url),
        remoteAddress: req.ip,
      }),
      // The API proxy logs the URL it fetches under `source`.
      source: (url: unknown) => (typeof url === 'string' ? loggablePath(url) : url),
      url: (url: unknown) => (typeof url === 'string' ? loggablePath(url) : url),
    },
    ...(stream ? { stream } : logTransport()),
  } as FastifyServerOptions['logger'];
}

/** Our own request ids; an incoming one only from a proxy TRUST_PROXY names, in REQUEST_ID_HEADER. */
export function gatewayRequestIds(
  config: Pick<GatewayConfig, 'trustProxy' | 'requestIdHeader'>,
): Pick<FastifyServerOptions, 'requestIdHeader' | 'genReqId'> {
  return {
    requestIdHeader: false,
    genReqId: requestIdGenerator({
      trustProxy: config.trustProxy ?? false,
      header: config.requestIdHeader === undefined ? 'x-request-id' : config.requestIdHeader,
    }),
  };
}
