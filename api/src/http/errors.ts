// API errors and the handler that turns every failure into `{ error: { code, message, fields } }`.
import { issuesToFields, SUPPORT_EMAIL, type ErrorCode } from '@tailwise/shared/contract';
import type { FastifyError, FastifyInstance } from 'fastify';
import type { z } from 'zod';

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode | 'InternalServerError' | 'BadRequest',
    message: string,
    readonly fields: Record<string, string> = {},
    /** Typed extra data for some codes (contract: ApiError.error.details), e.g. PriceChanged's new quote. */
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export const badRequest = (message: string, fields: Record<string, string> = {}) =>
  new ApiError(400, 'ValidationError', message, fields);
export const validationFailed = (error: z.ZodError, where: string) =>
  new ApiError(400, 'ValidationError', `Some ${where} fields are missing or invalid`, issuesToFields(error.issues));
export const unauthorized = () =>
  new ApiError(401, 'Unauthorized', 'Sign in to continue: the session token is missing, invalid or expired');
export const notFound = (what: string) => new ApiError(404, 'NotFound', `${what} not found`);
export const unprocessable = (code: ErrorCode, message: string, fields: Record<string, string> = {}) =>
  new ApiError(422, code, message, fields);
export const conflict = (code: ErrorCode, message: string, fields: Record<string, string> = {}) =>
  new ApiError(409, code, message, fields);

export function errorBody(
  code: string,
  message: string,
  fields: Record<string, string> = {},
  details?: Record<string, unknown>,
) {
  return { error: { code, message, fields, ...(details ? { details } : {}) } };
}

/** Framework and plugin errors that are the client's fault, by their code. */
function clientError(err: FastifyError): ApiError | null {
  const status = err.statusCode ?? 0;
  switch (err.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return new ApiError(400, 'MalformedJson', 'The request body is not valid JSON');
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
    case 'FST_PARTS_LIMIT':
    case 'FST_FILES_LIMIT':
    case 'FST_FIELDS_LIMIT':
    case 'FST_REQ_FILE_TOO_LARGE':
      return new ApiError(413, 'PayloadTooLarge', 'The request is too large');
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
    case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
      return new ApiError(415, 'UnsupportedMediaType', 'This content type is not accepted here');
    default:
      break;
  }
  if (err instanceof SyntaxError && status === 400)
    return new ApiError(400, 'MalformedJson', 'The request body is not valid JSON');
  if (status >= 400 && status < 500) return new ApiError(status === 406 ? 415 : status, 'BadRequest', err.message);
  return null;
}

/** PostgreSQL's SQLSTATEs for "not now": shutting down, starting up, too many connections, connection lost. */
const DATABASE_UNAVAILABLE_CODES = new Set(['57P01', '57P02', '57P03', '53300', '08000', '08001', '08003', '08006']);
/** What pg, pg-pool, PGlite and Kysely throw when no connection can be had (a full pool, a database gone or shut down). */
const DATABASE_UNAVAILABLE_MESSAGES = [
  /^timeout exceeded when trying to connect$/,
  /^Connection terminated/,
  /^Cannot use a pool after calling end/,
  /^PGlite is closed/,
  /^driver has already been destroyed$/,
];

/**
 * A database that cannot be reached, or a pool with no connection to spare within its timeout, is not a bug
 * in the request: it is a 503 the client (and a load balancer) may retry, not a 500.
 */
function databaseUnavailable(err: unknown): ApiError | null {
  const { code, message } = (err ?? {}) as { code?: unknown; message?: unknown };
  const byCode =
    typeof code === 'string' &&
    (DATABASE_UNAVAILABLE_CODES.has(code) || code === 'ECONNREFUSED' || code === 'ECONNRESET');
  const byMessage = typeof message === 'string' && DATABASE_UNAVAILABLE_MESSAGES.some((re) => re.test(message));
  if (!byCode && !byMessage) return null;
  return new ApiError(503, 'ServiceUnavailable', 'We are busy right now. Please try again in a few seconds.');
}

/** Seconds a client should wait before retrying a 503. */
const RETRY_AFTER_SECONDS = 5;

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((err: FastifyError, request, reply) => {
    const unavailable = err instanceof ApiError ? null : databaseUnavailable(err);
    if (unavailable) request.log.warn({ err }, 'database unavailable');
    const apiError = err instanceof ApiError ? err : (unavailable ?? clientError(err));
    if (apiError) {
      if (apiError.status === 401) reply.header('www-authenticate', 'Token');
      if (apiError.status === 503) reply.header('retry-after', String(RETRY_AFTER_SECONDS));
      return reply
        .code(apiError.status)
        .send(errorBody(apiError.code, apiError.message, apiError.fields, apiError.details));
    }
    request.log.error({ err }, 'unhandled error');
    return reply
      .code(500)
      .send(
        errorBody('InternalServerError', `Something went wrong on our side. Try again, or contact ${SUPPORT_EMAIL}`),
      );
  });

  app.setNotFoundHandler((request, reply) => {
    reply.code(404).send(errorBody('NotFound', `No such endpoint: ${request.method} ${request.url.split('?')[0]}`));
  });
}
