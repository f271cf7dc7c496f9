// Declarative routes: zod schemas validate the request, type the handler, check the response in
// development and tests, and feed the OpenAPI document. Every route is registered through here.
import { API_BASE_PATH, STAFF_ROLE } from '@tailwise/shared/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Readable } from 'node:stream';
import { z } from 'zod';
import type { RateLimit } from '../config';
import type { AuthUser } from '../auth/identity';
import { ApiError, unauthorized, validationFailed } from './errors';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
/** `staff`: signed in, and the token's custom claim `role` is "adjuster" (403 otherwise). */
export type AuthMode = 'none' | 'optional' | 'required' | 'staff';

type Schema = z.ZodType | undefined;
type Out<S extends Schema> = S extends z.ZodType ? z.output<S> : undefined;

export interface ResponseSpec {
  description: string;
  schema?: z.ZodType;
  /** Non-JSON responses (file downloads). */
  contentType?: string;
}

export interface MultipartSpec {
  fields: z.ZodType;
  fileField: string;
  maxFiles: number;
  maxFileBytes: number;
  contentTypes: readonly string[];
}

export interface HandlerInput<B extends Schema, Q extends Schema, P extends Schema, A extends AuthMode> {
  body: Out<B>;
  query: Out<Q>;
  params: Out<P>;
  user: A extends 'required' | 'staff' ? AuthUser : AuthUser | null;
  request: FastifyRequest;
  reply: FastifyReply;
}

export type HandlerResult =
  | { status: number; body?: unknown; headers?: Record<string, string> }
  | { status: number; stream: Readable | Buffer; contentType: string; headers?: Record<string, string> };

export interface RouteDef<
  B extends Schema = Schema,
  Q extends Schema = Schema,
  P extends Schema = Schema,
  A extends AuthMode = AuthMode,
> {
  method: HttpMethod;
  /** Path below /api/1.0, fastify style (`/leads/:id`). */
  url: string;
  summary: string;
  description?: string;
  tags: string[];
  auth: A;
  body?: B;
  query?: Q;
  params?: P;
  multipart?: MultipartSpec;
  headers?: Record<string, { required: boolean; description: string; schema?: z.ZodType }>;
  responses: Record<number, ResponseSpec>;
  /** Per caller's address. */
  rateLimit?: RateLimit;
  /** Further limits counted by something other than the address (e.g. the group in the path), checked after it. */
  keyedRateLimits?: KeyedRateLimit[];
  handler: (input: HandlerInput<B, Q, P, A>) => Promise<HandlerResult>;
}

export interface KeyedRateLimit {
  /** Names the counter, so two limits of one route never share one. */
  name: string;
  limit: RateLimit;
  key: (request: FastifyRequest) => string;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyRoute = RouteDef<any, any, any, any>;

/** Identity helper that keeps the schema types flowing into the handler. */
export function defineRoute<
  B extends Schema = undefined,
  Q extends Schema = undefined,
  P extends Schema = undefined,
  A extends AuthMode = 'none',
>(def: RouteDef<B, Q, P, A>): RouteDef<B, Q, P, A> {
  return def;
}

export interface RouteRuntime {
  /** `checkRevoked`: also refuse a disabled account or revoked sessions (signed-in writes). */
  verifyToken(token: string, checkRevoked: boolean): Promise<AuthUser>;
  validateResponses: boolean;
}

const AUTH_HEADER = /^(?:Token|Bearer)\s+([A-Za-z0-9._~+/=-]+)\s*$/i;

export async function authenticate(
  request: FastifyRequest,
  runtime: RouteRuntime,
  mode: AuthMode,
): Promise<AuthUser | null> {
  if (mode === 'none') return null;
  const header = request.headers.authorization;
  if (!header) {
    if (mode === 'required' || mode === 'staff') throw unauthorized();
    return null;
  }
  const match = AUTH_HEADER.exec(header);
  if (!match?.[1]) throw unauthorized();
  // A signed-in write (checkout, profile, claims, cancellation, wallet, pets...) must not outlive a disabled
  // account or a "sign out everywhere": it asks Firebase. Reads may be answered from the token cache.
  // Staff are checked on every call: a revoked adjuster must not keep deciding claims from a cached token.
  const checkRevoked =
    mode === 'staff' || (mode === 'required' && request.method !== 'GET' && request.method !== 'HEAD');
  let user: AuthUser;
  try {
    user = await runtime.verifyToken(match[1], checkRevoked);
  } catch {
    throw unauthorized();
  }
  if (mode === 'staff' && user.role !== STAFF_ROLE) {
    throw new ApiError(403, 'Forbidden', 'This is for Tailwise claims staff');
  }
  return user;
}

function parse<S extends Schema>(schema: S, value: unknown, where: string): Out<S> {
  if (!schema) return undefined as Out<S>;
  // A route with no query string or path params still gets an object to validate.
  const input = value === undefined && where !== 'body' ? {} : value;
  const result = schema.safeParse(input);
  if (!result.success) throw validationFailed(result.error, where);
  return result.data as Out<S>;
}

function keyedLimiter(app: FastifyInstance, def: AnyRoute, k: KeyedRateLimit) {
  const check = app.createRateLimit({
    max: k.limit.max,
    timeWindow: k.limit.timeWindowMs,
    keyGenerator: (request) => `${def.method}${def.url}:${k.name}:${k.key(request)}`,
  });
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const result = await check(request);
    if (result.isAllowed || !result.isExceeded) return;
    reply.header('retry-after', String(result.ttlInSeconds));
    throw new ApiError(429, 'RateLimited', `Too many requests: try again in ${result.ttlInSeconds} seconds`);
  };
}

export function registerRoutes(app: FastifyInstance, runtime: RouteRuntime, routes: AnyRoute[]): void {
  for (const def of routes) {
    app.route({
      method: def.method,
      url: API_BASE_PATH + def.url,
      config: def.rateLimit ? { rateLimit: { max: def.rateLimit.max, timeWindow: def.rateLimit.timeWindowMs } } : {},
      // The same limiter (and store: memory or Redis) as the per-address limit, which runs first (onRequest),
      // so one address over its limit does not use up a shared counter such as a group's.
      ...(def.keyedRateLimits?.length ? { preHandler: def.keyedRateLimits.map((k) => keyedLimiter(app, def, k)) } : {}),
      handler: async (request, reply) => {
        const user = await authenticate(request, runtime, def.auth);
        const params = parse(def.params, request.params, 'path');
        const query = parse(def.query, request.query, 'query');
        const body = def.multipart ? undefined : parse(def.body, request.body, 'body');
        const result = await def.handler({ body, query, params, user, request, reply } as HandlerInput<
          Schema,
          Schema,
          Schema,
          AuthMode
        >);
        if (result.headers) reply.headers(result.headers);
        reply.code(result.status);
        if ('stream' in result) {
          reply.type(result.contentType);
          return reply.send(result.stream);
        }
        if (runtime.validateResponses) {
          const spec = def.responses[result.status];
          if (!spec)
            throw new ApiError(
              500,
              'InternalServerError',
              `Undocumented status ${result.status} for ${def.method} ${def.url}`,
            );
          if (spec.schema) {
            const check = spec.schema.safeParse(result.body);
            if (!check.success) {
              request.log.error({ issues: check.error.issues.slice(0, 5) }, 'response does not match its schema');
              throw new ApiError(500, 'InternalServerError', `Response for ${def.method} ${def.url} breaks its schema`);
            }
          }
        }
        if (result.body === undefined) return reply.send();
        reply.type('application/json; charset=utf-8');
        return reply.send(JSON.stringify(result.body));
      },
    });
  }
}
