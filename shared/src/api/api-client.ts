// The one HTTP client for /api/1.0 (spec §7, §8). The shell creates a single instance and
// every remote reaches it through useApiClient().
import { errorReporter, type ErrorReporter } from '../monitoring/error-reporter';

export const API_BASE_PATH = '/api/1.0';

export type QueryValue = string | number | boolean | null | undefined;
export type QueryParams = Record<string, QueryValue | readonly QueryValue[]>;

export interface RequestOptions {
  query?: QueryParams;
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** `blob`: a file (an invoice, a PDF) read as a Blob; errors are still the JSON error catalogue. */
  responseType?: 'json' | 'blob';
  /** Sees a successful response before its body is read: a download's headers (its Content-Disposition file name). */
  onResponse?: (response: Response) => void;
  /** How the request travels: fetch, unless the caller brings another (an upload that reports its progress). */
  transport?: (url: string, init: RequestInit) => Promise<Response>;
}

export interface ApiErrorBody {
  error?: { code?: string; message?: string; fields?: Record<string, string> };
}

/** A 4xx answer: the server's code, message and per-field messages, for inline form errors. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly fields: Record<string, string>;

  constructor(status: number, body: ApiErrorBody | undefined, fallbackMessage: string) {
    super(body?.error?.message ?? fallbackMessage);
    this.name = 'ApiError';
    this.status = status;
    this.code = body?.error?.code ?? `HTTP_${status}`;
    this.fields = body?.error?.fields ?? {};
  }
}

export interface ApiClientOptions {
  baseUrl?: string;
  /** Resolves the current Firebase ID token, or null when nobody is signed in. */
  getIdToken?: () => Promise<string | null>;
  reporter?: ErrorReporter;
  fetchImpl?: typeof fetch;
}

/** petType -> pet_type; the API takes snake_case query parameters. */
export function toSnakeCase(name: string): string {
  return name
    .replace(/([a-z0-9])([A-Z])/g, '$1_$2')
    .replace(/([A-Z])([A-Z][a-z])/g, '$1_$2')
    .toLowerCase();
}

export function buildQueryString(query: QueryParams | undefined): string {
  if (!query) return '';
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    const values = Array.isArray(value) ? value : [value];
    for (const v of values as QueryValue[]) {
      if (v === undefined || v === null) continue;
      params.append(toSnakeCase(name), String(v));
    }
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

const isFormData = (body: unknown): body is FormData => typeof FormData !== 'undefined' && body instanceof FormData;

export class ApiClient {
  private readonly baseUrl: string;
  private getIdToken: () => Promise<string | null>;
  private readonly reporter: ErrorReporter;
  private readonly fetchImpl: typeof fetch;
  /** While set, requests wait for it: see holdRequests. */
  private held: Promise<void> | null = null;

  constructor(options: ApiClientOptions = {}) {
    this.baseUrl = options.baseUrl ?? API_BASE_PATH;
    this.getIdToken = options.getIdToken ?? (async () => null);
    this.reporter = options.reporter ?? errorReporter;
    this.fetchImpl = options.fetchImpl ?? ((...args) => globalThis.fetch(...args));
  }

  /** The shell's auth calls this once Firebase is ready. */
  setIdTokenSource(getIdToken: () => Promise<string | null>): void {
    this.getIdToken = getIdToken;
  }

  /**
   * Makes requests wait until the returned release is called. The shell holds them while a returning customer's
   * page renders before Firebase has said who they are, so nothing leaves without the token it will have.
   */
  holdRequests(): () => void {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    this.held = held;
    return () => {
      if (this.held === held) this.held = null;
      release();
    };
  }

  async request<T>(method: string, path: string, options: RequestOptions = {}): Promise<T> {
    const verb = method.toUpperCase();
    const headers: Record<string, string> = {
      Accept: options.responseType === 'blob' ? '*/*' : 'application/json',
      ...options.headers,
    };
    let body: BodyInit | undefined;
    if (options.body !== undefined) {
      if (isFormData(options.body)) {
        body = options.body; // the browser sets the multipart boundary itself
      } else {
        headers['Content-Type'] = 'application/json';
        body = JSON.stringify(options.body);
      }
    }
    while (this.held) await this.held;
    const token = await this.getIdToken();
    if (token) headers.Authorization = `Token ${token}`;

    const response = await (options.transport ?? this.fetchImpl)(
      `${this.baseUrl}${path}${buildQueryString(options.query)}`,
      {
        method: verb,
        headers,
        body,
        signal: options.signal,
        credentials: 'same-origin',
      },
    );

    // A failed call is reported as spec §8 asks: a 5xx as an error, a 4xx (ApiError) as information. Written
    // inline: this client is in every page's first render.
    const { status } = response;
    if (status >= 500) {
      const error = new Error(`Failed ${verb}: ${path}`);
      this.reporter.captureException(error, { extra: { status, method: verb, path } });
      throw error;
    }
    if (response.ok) {
      options.onResponse?.(response);
      if (options.responseType === 'blob') return (await response.blob()) as T;
    }
    const data = await readBody(response);
    if (!response.ok) {
      const apiError = new ApiError(status, data as ApiErrorBody, `Request failed with status ${status}`);
      this.reporter.captureMessage('API Error', 'info', { extra: { status, method: verb, path, code: apiError.code } });
      throw apiError;
    }
    return data as T;
  }

  get<T>(path: string, options?: Omit<RequestOptions, 'body'>) {
    return this.request<T>('GET', path, options);
  }
  post<T>(path: string, body?: unknown, options?: RequestOptions) {
    return this.request<T>('POST', path, { ...options, body });
  }
  put<T>(path: string, body?: unknown, options?: RequestOptions) {
    return this.request<T>('PUT', path, { ...options, body });
  }
  patch<T>(path: string, body?: unknown, options?: RequestOptions) {
    return this.request<T>('PATCH', path, { ...options, body });
  }
  delete<T>(path: string, options?: RequestOptions) {
    return this.request<T>('DELETE', path, options);
  }
  /** A file through the same token and error handling as every other call: never a hand-built Authorization header. */
  getBlob(path: string, options?: Omit<RequestOptions, 'body' | 'responseType'>): Promise<Blob> {
    return this.request<Blob>('GET', path, { ...options, responseType: 'blob' });
  }
}

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204) return undefined;
  const type = response.headers.get('content-type') ?? '';
  if (type.includes('application/json')) {
    try {
      return await response.json();
    } catch {
      return undefined;
    }
  }
  const text = await response.text();
  return text === '' ? undefined : text;
}
