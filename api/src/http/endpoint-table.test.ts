// The contract's endpoint table (shared/src/contract/endpoints.ts) is what the front end calls and fakes with: it
// must list exactly the API's routes, each with the schemas and success statuses the route declares.
import { ENDPOINTS, FILE_RESPONSE, NO_CONTENT, type EndpointKey, type EndpointSpec } from '@tailwise/shared/contract';
import { z } from 'zod';
import { allRoutes } from '../app';
import { loadConfig } from '../config';
import type { AppContext } from '../context';
import type { AnyRoute } from './route';

/** The routes as registered; building them reads only the settings (handlers use the rest when called). */
function routesFor(appEnv: 'test' | 'production'): AnyRoute[] {
  const config = loadConfig({ APP_ENV: appEnv });
  const ctx = new Proxy({ config } as AppContext, {
    get(target, name) {
      if (name === 'config') return target.config;
      throw new Error(`Building the routes read ctx.${String(name)}: only handlers may`);
    },
  });
  return allRoutes(ctx);
}

const keyOf = (route: AnyRoute) => `${route.method} ${route.url}`;
const table = Object.entries(ENDPOINTS) as [EndpointKey, EndpointSpec][];

/** The same schema: the very object, or one that documents the same JSON Schema. */
function sameSchema(a: z.ZodType | undefined, b: z.ZodType | undefined): boolean {
  if (a === b) return true;
  if (!a || !b) return false;
  const json = (s: z.ZodType) => JSON.stringify(z.toJSONSchema(s, { unrepresentable: 'any', io: 'input' }));
  return json(a) === json(b);
}

/** How each documented success of the route answers, as the table writes it. */
function successes(route: AnyRoute): Record<number, z.ZodType | typeof FILE_RESPONSE | typeof NO_CONTENT> {
  const out: Record<number, z.ZodType | typeof FILE_RESPONSE | typeof NO_CONTENT> = {};
  for (const [status, spec] of Object.entries(route.responses)) {
    const code = Number(status);
    if (code < 200 || code >= 300) continue;
    out[code] = spec.schema ?? (spec.contentType ? FILE_RESPONSE : NO_CONTENT);
  }
  return out;
}

function mismatches(key: EndpointKey, spec: EndpointSpec, route: AnyRoute): string[] {
  const problems: string[] = [];
  if (`${spec.method} ${spec.path}` !== key) problems.push(`key is not "${spec.method} ${spec.path}"`);
  const pathParams = [...spec.path.matchAll(/:([A-Za-z_][A-Za-z0-9_]*)/g)].map((m) => m[1]);
  if (JSON.stringify(pathParams) !== JSON.stringify(spec.params)) problems.push(`params are not ${pathParams}`);
  if (route.params instanceof z.ZodObject) {
    const declared = Object.keys(route.params.shape).sort();
    if (JSON.stringify(declared) !== JSON.stringify([...spec.params].sort()))
      problems.push(`the route's params schema names ${declared}, the table ${spec.params}`);
  }
  if (!sameSchema(spec.query, route.query)) problems.push('query schema differs');
  if (!sameSchema(spec.body, route.body)) problems.push('body schema differs');
  if (!sameSchema(spec.multipart, route.multipart?.fields)) problems.push('multipart fields schema differ');

  const declared = successes(route);
  const statuses = [spec.status, ...(spec.otherStatuses ?? [])].sort();
  const declaredStatuses = Object.keys(declared).map(Number).sort();
  if (JSON.stringify(statuses) !== JSON.stringify(declaredStatuses))
    problems.push(`success statuses ${statuses}, the route's ${declaredStatuses}`);
  for (const status of declaredStatuses) {
    const answer = declared[status]!;
    const expected = answer === NO_CONTENT && status !== spec.status ? NO_CONTENT : spec.response;
    const same =
      typeof answer === 'string' || typeof expected === 'string' ? answer === expected : sameSchema(answer, expected);
    if (!same) problems.push(`response ${status} differs`);
  }
  if (Boolean(spec.devOnly) !== route.url.startsWith('/dev/')) problems.push('devOnly is not set as for /dev/ paths');
  return problems;
}

describe('the endpoint table and the API’s routes', () => {
  const routes = routesFor('test');

  test('name the same endpoints: a route added without a table entry (or an entry without a route) fails here', () => {
    expect(routes.map(keyOf).sort()).toEqual(Object.keys(ENDPOINTS).sort());
  });

  test('agree on params, query, body, response schemas and success statuses', () => {
    const byKey = new Map(routes.map((route) => [keyOf(route), route]));
    const problems = table.flatMap(([key, spec]) => {
      const route = byKey.get(key);
      return route ? mismatches(key, spec, route).map((p) => `${key}: ${p}`) : [];
    });
    expect(problems).toEqual([]);
  });

  test('in production, the routes are the table without its development-only entries', () => {
    const production = routesFor('production').map(keyOf).sort();
    expect(production).toEqual(
      table
        .filter(([, spec]) => !spec.devOnly)
        .map(([key]) => key)
        .sort(),
    );
  });

  test('the comparison notices a changed schema or status (so a green run means something)', () => {
    const route = routes.find((r) => keyOf(r) === 'GET /claims/:uuid')!;
    const spec = ENDPOINTS['GET /claims/:uuid'];
    expect(mismatches('GET /claims/:uuid', spec, route)).toEqual([]);
    expect(mismatches('GET /claims/:uuid', { ...spec, response: z.object({ uuid: z.string() }) }, route)).toEqual([
      'response 200 differs',
    ]);
    expect(mismatches('GET /claims/:uuid', { ...spec, status: 201 }, route)).toEqual([
      "success statuses 201, the route's 200",
    ]);
  });
});
