// One endpoint of the contract's table, called through the shell's API client and always parsed with the table's
// schema. A free function bundled by each app rather than a client method: the client is the shell's copy, and a
// remote released before the shell must not need a method that shell lacks.
import { errorReporter, type ApiClient, type QueryParams } from '@tailwise/shared';
import {
  ENDPOINTS,
  FILE_RESPONSE,
  NO_CONTENT,
  type EndpointBody,
  type EndpointKey,
  type EndpointParams,
  type EndpointQuery,
  type EndpointResult,
  type EndpointSpec,
  type EndpointTable,
} from '@tailwise/shared/contract';
import { z } from 'zod';
import { xhrTransport } from './xhr-transport';

/** What callApi needs of the client: request(), which every shell has. */
export { UPLOAD_INTERRUPTED } from './xhr-transport';

export type ApiCaller = Pick<ApiClient, 'request'>;

type NoParams<K extends EndpointKey> = EndpointTable[K]['params'] extends readonly [] ? true : false;

export type CallOptions<K extends EndpointKey> = {
  signal?: AbortSignal;
  /** Extra request headers (an Idempotency-Key); never Authorization, which the client writes. */
  headers?: Record<string, string>;
} & (NoParams<K> extends true ? { params?: undefined } : { params: EndpointParams<K> }) &
  ([EndpointQuery<K>] extends [never]
    ? { query?: undefined }
    : Partial<EndpointQuery<K>> extends EndpointQuery<K>
      ? { query?: EndpointQuery<K> }
      : { query: EndpointQuery<K> }) &
  (EndpointBody<K> extends undefined ? { body?: undefined } : { body: EndpointBody<K> }) &
  (EndpointBody<K> extends FormData
    ? {
        /** Bytes of the whole upload sent so far, and its total (where the shell's client can report them). */
        onProgress?: (loaded: number, total: number) => void;
      }
    : unknown) &
  (EndpointResult<K> extends Blob
    ? {
        /** The file's response, for its headers (Content-Disposition); not called by a shell's client without it. */
        onResponse?: (response: Response) => void;
      }
    : unknown);

/** The options may be left out when nothing in them is required. */
type CallArgs<K extends EndpointKey> =
  Partial<CallOptions<K>> extends CallOptions<K> ? [options?: CallOptions<K>] : [options: CallOptions<K>];

/** A success whose body is not what the endpoint's schema says: the app cannot trust it, so it is an error. */
export class UnexpectedResponseError extends Error {
  readonly endpoint: EndpointKey;
  readonly issues: readonly z.core.$ZodIssue[];

  constructor(endpoint: EndpointKey, detail: string, issues: readonly z.core.$ZodIssue[] = []) {
    super(`Unexpected response from ${endpoint}: ${detail}`);
    this.name = 'UnexpectedResponseError';
    this.endpoint = endpoint;
    this.issues = issues;
  }
}

/** The endpoint's path with each parameter filled in and encoded: '/claims/:uuid' -> '/claims/3f…'. From the key alone. */
export function endpointPath<K extends EndpointKey>(key: K, params?: Partial<EndpointParams<K>>): string {
  const values = (params ?? {}) as Record<string, string | number | undefined>;
  return key.slice(key.indexOf(' ') + 1).replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, (_, name: string) => {
    const value = values[name];
    if (value === undefined || value === '') throw new Error(`${key}: the path parameter "${name}" is missing`);
    return encodeURIComponent(String(value));
  });
}

/** By shape: a test's fetch (Node's) makes Blobs of another realm than the page's. */
const isBlob = (value: unknown): value is Blob =>
  typeof value === 'object' && value !== null && typeof (value as Blob).arrayBuffer === 'function' && 'size' in value;

function unexpected(key: EndpointKey, detail: string, issues?: readonly z.core.$ZodIssue[]): never {
  const error = new UnexpectedResponseError(key, detail, issues);
  errorReporter.captureException(error, { extra: { endpoint: key, issues: issues?.slice(0, 5) } });
  throw error;
}

/** The table's schema of an endpoint that answers JSON. */
export type ResponseSchema<K extends EndpointKey> = Extract<EndpointTable[K]['response'], z.ZodType>;

/**
 * Parses an endpoint's JSON answer with its schema, which the caller passes: a bundle then holds only the schemas it
 * uses (callApi's lookup in the table holds them all), and the type accepts only the table's schema for `key`.
 * Rejects (and reports) a body that breaks it with UnexpectedResponseError.
 */
export function parseResponse<K extends EndpointKey>(
  key: K,
  schema: ResponseSchema<K>,
  data: unknown,
): z.output<ResponseSchema<K>> {
  let parsed = (schema as z.ZodType).safeParse(data);
  // The API ships on its own schedule: a field it adds before this app's release knows of it is dropped, not an
  // error (the contract's objects are strict so the API cannot send one by mistake, which its own tests check).
  if (!parsed.success && parsed.error.issues.every((issue) => issue.code === 'unrecognized_keys')) {
    parsed = (schema as z.ZodType).safeParse(withoutKeys(data, parsed.error.issues));
  }
  if (!parsed.success) return unexpected(key, z.prettifyError(parsed.error), parsed.error.issues);
  return parsed.data as z.output<ResponseSchema<K>>;
}

/** A copy of `data` without the keys the schema did not know, at the paths its issues name. */
function withoutKeys(data: unknown, issues: readonly z.core.$ZodIssue[]): unknown {
  const copy: unknown = structuredClone(data);
  for (const issue of issues) {
    if (issue.code !== 'unrecognized_keys') continue;
    let at: unknown = copy;
    for (const step of issue.path) at = (at as Record<PropertyKey, unknown> | null)?.[step as PropertyKey];
    if (at && typeof at === 'object') for (const name of issue.keys) delete (at as Record<string, unknown>)[name];
  }
  return copy;
}

/** The table's answer for an endpoint: its JSON schema, FILE_RESPONSE or NO_CONTENT. */
export type EndpointResponse<K extends EndpointKey> = EndpointTable[K]['response'];

interface LooseOptions {
  params?: Record<string, string | number>;
  query?: QueryParams;
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  onProgress?: (loaded: number, total: number) => void;
  onResponse?: (response: Response) => void;
}

const isFormData = (value: unknown): value is FormData => typeof FormData !== 'undefined' && value instanceof FormData;

async function send(client: ApiCaller, key: EndpointKey, isFile: boolean, options: LooseOptions): Promise<unknown> {
  const method = key.slice(0, key.indexOf(' '));
  const path = endpointPath(key, options.params as never);
  const { query, body, headers, signal, onProgress, onResponse } = options;
  return client.request<unknown>(method, path, {
    query,
    body,
    headers,
    signal,
    onResponse,
    ...(isFile ? { responseType: 'blob' as const } : {}),
    // A shell whose client predates `transport` sends the upload with fetch: the same answer, without progress.
    ...(isFormData(body) ? { transport: xhrTransport(onProgress) } : {}),
  });
}

function parseAnswer(key: EndpointKey, response: EndpointSpec['response'], data: unknown, emptyIsNull: boolean) {
  if (response === NO_CONTENT) return undefined;
  if (response === FILE_RESPONSE) {
    if (isBlob(data)) return data;
    // A client that read the file as text (it did not know the blob response type): the same bytes as a Blob.
    if (typeof data === 'string') return new Blob([data]);
    return unexpected(key, 'expected a file');
  }
  if (data === undefined && emptyIsNull) return null;
  return parseResponse(key, response as ResponseSchema<EndpointKey>, data);
}

/**
 * Calls `key` ('GET /claims/:uuid') with its params, query and body, typed by the table, and gives the answer parsed
 * by `response`: the endpoint's schema as the table has it (the type accepts nothing else), or FILE_RESPONSE (a Blob)
 * or NO_CONTENT (undefined). Named at the call, so a bundle holds only the schemas it uses. Failures are the client's:
 * ApiError for a 4xx, `Failed GET: /path` (reported) for a 5xx; a body that breaks the schema, an empty one too,
 * rejects with UnexpectedResponseError (reported). A FormData body travels by XMLHttpRequest, with progress, where
 * the shell's client takes a transport, and by fetch without progress otherwise.
 */
export async function callEndpoint<K extends EndpointKey>(
  client: ApiCaller,
  key: K,
  response: EndpointResponse<K>,
  ...[options]: CallArgs<K>
): Promise<EndpointResult<K>> {
  const data = await send(client, key, response === FILE_RESPONSE, (options ?? {}) as LooseOptions);
  return parseAnswer(key, response, data, false) as EndpointResult<K>;
}

/**
 * callEndpoint with the response looked up in the table (and null for an endpoint's 204). The lookup holds the whole
 * table, every schema of the contract, in the bundle (about 11 KB gzip): for tests and tools, not for app pages.
 */
export async function callApi<K extends EndpointKey>(
  client: ApiCaller,
  key: K,
  ...[options]: CallArgs<K>
): Promise<EndpointResult<K>> {
  const spec: EndpointSpec = ENDPOINTS[key];
  const data = await send(client, key, spec.response === FILE_RESPONSE, (options ?? {}) as LooseOptions);
  return parseAnswer(key, spec.response, data, spec.otherStatuses?.includes(204) ?? false) as EndpointResult<K>;
}
