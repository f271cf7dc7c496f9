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

/** What callApi needs of the client: request() (every shell has it), and upload() where the shell has it. */
export type ApiCaller = Pick<ApiClient, 'request'> & Partial<Pick<ApiClient, 'upload'>>;

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

/** The endpoint's path with each parameter filled in and encoded: '/claims/:uuid' -> '/claims/3f…'. */
export function endpointPath<K extends EndpointKey>(key: K, params?: Partial<EndpointParams<K>>): string {
  const values = (params ?? {}) as Record<string, string | number | undefined>;
  return ENDPOINTS[key].path.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, (_, name: string) => {
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

/**
 * What the endpoint's table entry makes of a successful answer: the body parsed by its schema, a Blob for a file,
 * undefined for 204, null where the endpoint may answer 204. Rejects (and reports) a body that breaks the schema.
 */
export function parseEndpointResult<K extends EndpointKey>(key: K, data: unknown): EndpointResult<K> {
  const spec: EndpointSpec = ENDPOINTS[key];
  if (spec.response === NO_CONTENT) return undefined as EndpointResult<K>;
  if (spec.response === FILE_RESPONSE) {
    if (isBlob(data)) return data as EndpointResult<K>;
    // A client that read the file as text (it did not know the blob response type): the same bytes as a Blob.
    if (typeof data === 'string') return new Blob([data]) as EndpointResult<K>;
    return unexpected(key, 'expected a file');
  }
  // No body (204), or the null a caller already made of it.
  if ((data === undefined || data === null) && spec.otherStatuses?.includes(204)) return null as EndpointResult<K>;
  const parsed = spec.response.safeParse(data);
  if (!parsed.success) return unexpected(key, z.prettifyError(parsed.error), parsed.error.issues);
  return parsed.data as EndpointResult<K>;
}

/**
 * Calls `key` ('GET /claims/:uuid') with its params, query and body, typed by the table, and gives the response
 * parsed by the endpoint's schema (a Blob for a file, undefined for 204, null where the endpoint may answer 204).
 * Failures are the client's: ApiError for a 4xx, `Failed GET: /path` (reported) for a 5xx; a body that breaks the
 * schema rejects with UnexpectedResponseError (reported). A multipart upload reports progress through the
 * client's upload() when the shell's client has it, and is sent through request() without progress otherwise.
 */
export async function callApi<K extends EndpointKey>(
  client: ApiCaller,
  key: K,
  ...[options]: CallArgs<K>
): Promise<EndpointResult<K>> {
  const spec: EndpointSpec = ENDPOINTS[key];
  const { params, query, body, headers, signal, onProgress, onResponse } = (options ?? {}) as {
    onResponse?: (response: Response) => void;
    headers?: Record<string, string>;
    signal?: AbortSignal;
    params?: Record<string, string | number>;
    query?: QueryParams;
    body?: unknown;
    onProgress?: (loaded: number, total: number) => void;
  };
  const path = endpointPath(key, params as Partial<EndpointParams<K>>);
  let data: unknown;
  if (spec.multipart && client.upload) {
    data = await client.upload(path, body as FormData, {
      method: spec.method as 'POST' | 'PUT' | 'PATCH',
      query,
      onProgress,
      signal,
    });
  } else {
    data = await client.request<unknown>(spec.method, path, {
      query,
      body,
      headers,
      signal,
      onResponse,
      ...(spec.response === FILE_RESPONSE ? { responseType: 'blob' as const } : {}),
    });
  }
  return parseEndpointResult(key, data);
}
