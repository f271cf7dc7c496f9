// A fake of /api/1.0 for front-end tests: a route table typed by the contract's endpoint table that
// answers the app's fetch calls, records every request, and refuses loudly a request it has no
// route for. No jest globals, so it can be used anywhere (tests, stories, the dev host).
import { API_BASE_PATH } from '@tailwise/shared';
import { ENDPOINTS } from '@tailwise/shared/contract';
import type { EndpointKey, Endpoints } from './endpoints';

export type { EndpointKey, Endpoints } from './endpoints';

/** A request as a handler sees it: body parsed from JSON (FormData passes through), query as sent. */
export interface FakeRequest<K extends EndpointKey = EndpointKey> {
  method: string;
  path: string;
  /** Path parameters from the route, e.g. { id: '42' } for 'GET /leads/:id'. */
  params: Record<string, string>;
  /** Query parameters as sent (snake_case names, string values). */
  query: Endpoints[K]['query'];
  body: Endpoints[K]['body'];
  headers: Record<string, string>;
}

const REPLY = Symbol('fake-api-reply');

/** An explicit answer: any status, any body, extra headers. */
export interface FakeReply {
  [REPLY]: true;
  status: number;
  body?: unknown;
  headers?: Record<string, string>;
}

export function reply(status: number, body?: unknown, headers?: Record<string, string>): FakeReply {
  return { [REPLY]: true, status, body, headers };
}

/** The API's error body: `{ error: { code, message, fields } }`. */
export function apiError(
  status: number,
  code: string,
  message: string,
  fields: Record<string, string> = {},
): FakeReply {
  return reply(status, { error: { code, message, fields } });
}

/** `{ status, body }` written by hand also counts as an explicit answer (status a number, nothing else). */
type PlainReply = { status: number; body?: unknown; headers?: Record<string, string> };

export type FakeHandlerResult<K extends EndpointKey> = Endpoints[K]['response'] | FakeReply | PlainReply;

export type FakeHandler<K extends EndpointKey> = (
  request: FakeRequest<K>,
) => FakeHandlerResult<K> | Promise<FakeHandlerResult<K>>;

/** A route's answer: a handler, or a fixed answer (the response body, reply() or apiError()). */
export type FakeRoute<K extends EndpointKey> = FakeHandler<K> | FakeHandlerResult<K>;

export type FakeRoutes = { [K in EndpointKey]?: FakeRoute<K> };

export interface FakeCall<K extends EndpointKey = EndpointKey> extends FakeRequest<K> {
  /** The route that answered, or null for an unmatched request. */
  route: K | null;
  status: number;
}

export interface FakeApi {
  /** Pass as the ApiClient's fetchImpl (renderRemote does). */
  fetch: typeof fetch;
  /** Every request, in order. */
  readonly calls: readonly FakeCall[];
  callsTo<K extends EndpointKey>(route: K): FakeCall<K>[];
  /** Requests no route matched; each was answered 501 and logged with console.error. */
  readonly unmatched: readonly FakeCall[];
  /** Adds or replaces routes, e.g. to make the next quote fail. */
  setRoutes(routes: FakeRoutes): void;
  /** Throws when any request went unmatched. */
  assertAllMatched(): void;
}

interface CompiledRoute {
  key: EndpointKey;
  method: string;
  pattern: RegExp;
  names: string[];
}

function compile(key: EndpointKey): CompiledRoute {
  const spec = ENDPOINTS[key] as (typeof ENDPOINTS)[EndpointKey] | undefined;
  if (!spec) throw new Error(`Fake API: '${key}' is not in the contract's endpoint table (ENDPOINTS).`);
  const { method, path, params } = spec;
  const source = path
    .split('/')
    .map((segment) => (segment.startsWith(':') ? '([^/]+)' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('/');
  return { key, method, pattern: new RegExp(`^${source}$`), names: [...params] };
}

const isReply = (value: unknown): value is FakeReply => typeof value === 'object' && value !== null && REPLY in value;

const isPlainReply = (value: unknown): value is PlainReply =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as { status?: unknown }).status === 'number' &&
  Object.keys(value).every((k) => k === 'status' || k === 'body' || k === 'headers');

function headersOf(init: RequestInit | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  new Headers(init?.headers).forEach((value, name) => {
    out[name] = value;
  });
  return out;
}

function parseBody(init: RequestInit | undefined): unknown {
  const body = init?.body;
  if (body === undefined || body === null) return undefined;
  if (typeof body === 'string') {
    try {
      return JSON.parse(body);
    } catch {
      return body;
    }
  }
  return body;
}

function toResponse(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  if (status === 204 || body === undefined || body === null) return new Response(null, { status, headers });
  if (typeof body === 'string' || body instanceof Blob) return new Response(body, { status, headers });
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json', ...headers },
  });
}

export function createFakeApi(routes: FakeRoutes = {}, { basePath = API_BASE_PATH } = {}): FakeApi {
  const table = new Map<EndpointKey, { compiled: CompiledRoute; route: unknown }>();
  const calls: FakeCall[] = [];
  const unmatched: FakeCall[] = [];

  const setRoutes = (more: FakeRoutes) => {
    for (const key of Object.keys(more) as EndpointKey[]) table.set(key, { compiled: compile(key), route: more[key] });
  };
  setRoutes(routes);

  const fakeFetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const url = new URL(
      typeof input === 'string' ? input : input instanceof URL ? input.href : input.url,
      'http://test',
    );
    const method = (init?.method ?? 'GET').toUpperCase();
    const path = url.pathname.startsWith(basePath) ? url.pathname.slice(basePath.length) : url.pathname;
    const query: Record<string, string> = {};
    url.searchParams.forEach((value, name) => {
      query[name] = value;
    });
    const base = { method, path, query, body: parseBody(init), headers: headersOf(init), params: {} };

    for (const { compiled, route } of table.values()) {
      if (compiled.method !== method) continue;
      const match = compiled.pattern.exec(path);
      if (!match) continue;
      const params = Object.fromEntries(compiled.names.map((name, i) => [name, decodeURIComponent(match[i + 1]!)]));
      const request = { ...base, params } as FakeRequest;
      const call: FakeCall = { ...request, route: compiled.key, status: 0 };
      calls.push(call);
      const result: unknown = typeof route === 'function' ? await (route as FakeHandler<EndpointKey>)(request) : route;
      let status: number;
      let body: unknown;
      let headers: Record<string, string> | undefined;
      if (isReply(result) || isPlainReply(result)) ({ status, body, headers } = result);
      else {
        body = result;
        status = body === null || body === undefined ? 204 : ENDPOINTS[compiled.key].status;
      }
      call.status = status;
      return toResponse(status, body, headers);
    }

    const message = `Fake API: no route for ${method} ${path}${url.search}. Add '${method} ${path}' (or its pattern) to the test's routes.`;
    const call: FakeCall = { ...(base as FakeRequest), route: null, status: 501 };
    calls.push(call);
    unmatched.push(call);
    console.error(message);
    return toResponse(501, { error: { code: 'FakeApiNoRoute', message, fields: {} } });
  };

  return {
    fetch: fakeFetch as typeof fetch,
    calls,
    unmatched,
    callsTo: <K extends EndpointKey>(route: K) => calls.filter((c): c is FakeCall<K> => c.route === route),
    setRoutes,
    assertAllMatched() {
      if (unmatched.length > 0) {
        throw new Error(`Fake API: unmatched requests: ${unmatched.map((c) => `${c.method} ${c.path}`).join(', ')}`);
      }
    },
  };
}
