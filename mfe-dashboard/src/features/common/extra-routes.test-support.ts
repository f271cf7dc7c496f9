// Test support: answers endpoints the shared fake API's typed table does not list yet (the agreements'
// declarations and cancellation, the wallet's payment methods), recording each call, and hands every
// other request to the fake API. Drop a route here once the shared table gains it.
import { API_BASE_PATH } from '@tailwise/shared';
import type { FakeApi } from '@tailwise/shared/testing';

export interface ExtraCall {
  method: string;
  path: string;
  body: unknown;
  headers: Record<string, string>;
}

export type ExtraHandler = (call: ExtraCall, params: string[]) => Response | Promise<Response>;

/** `'POST /agreements/:uuid/cancel/'` style keys. */
export type ExtraRoutes = Record<string, ExtraHandler>;

export const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

export const apiErrorResponse = (status: number, code: string, message: string, fields: Record<string, string> = {}) =>
  json(status, { error: { code, message, fields } });

function compile(key: string) {
  const [method, path] = key.split(' ') as [string, string];
  const source = path
    .split('/')
    .map((s) => (s.startsWith(':') ? '([^/]+)' : s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('/');
  return { method, pattern: new RegExp(`^${source}$`) };
}

export function withExtraRoutes(api: FakeApi, routes: ExtraRoutes): FakeApi & { extraCalls: ExtraCall[] } {
  const table = Object.entries(routes).map(([key, handler]) => ({ ...compile(key), handler }));
  const extraCalls: ExtraCall[] = [];
  const fetchWithExtras = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const url = new URL(
      typeof input === 'string' ? input : input instanceof URL ? input.href : input.url,
      'http://test',
    );
    const method = (init?.method ?? 'GET').toUpperCase();
    const path = url.pathname.startsWith(API_BASE_PATH) ? url.pathname.slice(API_BASE_PATH.length) : url.pathname;
    for (const route of table) {
      const match = route.method === method ? route.pattern.exec(path) : null;
      if (!match) continue;
      const headers: Record<string, string> = {};
      new Headers(init?.headers).forEach((value, name) => {
        headers[name] = value;
      });
      const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : init?.body;
      const call = { method, path, body, headers };
      extraCalls.push(call);
      return route.handler(call, match.slice(1));
    }
    return api.fetch(input, init);
  };
  return Object.assign(Object.create(api) as FakeApi, { fetch: fetchWithExtras as typeof fetch, extraCalls });
}
