// Builds the OpenAPI 3.1 document from the registered routes' zod schemas, and serves it with a docs page.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { API_BASE_PATH, ApiErrorSchema, SUPPORT_EMAIL } from '@tailwise/shared/contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AnyRoute } from './route';

type JsonSchema = Record<string, unknown>;

class Components {
  readonly schemas: Record<string, JsonSchema> = {};
  private readonly cache = new Map<z.ZodType, Partial<Record<'input' | 'output', JsonSchema>>>();

  add(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
    const cached = this.cache.get(schema) ?? {};
    cached[io] ??= this.convert(schema, io);
    this.cache.set(schema, cached);
    return cached[io];
  }

  /** Named sub-schemas (meta id) become components; a request form that differs gets the suffix "Input". */
  private convert(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
    const json = z.toJSONSchema(schema, { io, unrepresentable: 'any', target: 'draft-2020-12' }) as JsonSchema;
    const defs = (json.$defs ?? {}) as Record<string, JsonSchema>;
    delete json.$defs;
    delete json.$schema;
    const rename: Record<string, string> = {};
    for (const [id, def] of Object.entries(defs)) {
      let name = id;
      const existing = this.schemas[name];
      if (io === 'input' && existing && JSON.stringify(existing) !== JSON.stringify(def)) name = `${id}Input`;
      rename[id] = name;
      this.schemas[name] = def;
    }
    const rewrite = (node: unknown): unknown => {
      if (Array.isArray(node)) return node.map(rewrite);
      if (node && typeof node === 'object') {
        const out: Record<string, unknown> = {};
        for (const [k, v] of Object.entries(node)) {
          out[k] =
            k === '$ref' && typeof v === 'string' && v.startsWith('#/$defs/')
              ? `#/components/schemas/${rename[v.slice(8)] ?? v.slice(8)}`
              : rewrite(v);
        }
        return out;
      }
      return node;
    };
    for (const id of Object.keys(defs))
      this.schemas[rename[id] as string] = rewrite(this.schemas[rename[id] as string]) as JsonSchema;
    // A schema with its own id comes back as a bare $ref to itself.
    return rewrite(json) as JsonSchema;
  }
}

function objectParameters(schema: z.ZodType | undefined, where: 'path' | 'query', components: Components) {
  if (!schema) return [];
  const json = components.add(schema, 'input');
  const props = (json.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set((json.required ?? []) as string[]);
  return Object.entries(props).map(([name, s]) => ({
    name,
    in: where,
    required: where === 'path' || required.has(name),
    ...(s.description ? { description: s.description } : {}),
    schema: s,
  }));
}

export function buildOpenApiDocument(routes: AnyRoute[], version: string) {
  const components = new Components();
  components.add(ApiErrorSchema, 'output');
  // Responses first, so shared schemas keep their plain names for the output form.
  for (const route of routes) {
    for (const spec of Object.values(route.responses)) if (spec.schema) components.add(spec.schema, 'output');
  }
  const paths: Record<string, Record<string, unknown>> = {};
  for (const route of routes) {
    const p = API_BASE_PATH + route.url.replace(/:([A-Za-z_]+)/g, '{$1}');
    const parameters = [
      ...objectParameters(route.params, 'path', components),
      ...objectParameters(route.query, 'query', components),
      ...Object.entries(route.headers ?? {}).map(([name, h]) => ({
        name,
        in: 'header',
        required: h.required,
        description: h.description,
        schema: h.schema ? components.add(h.schema, 'input') : { type: 'string' },
      })),
    ];
    let requestBody: unknown;
    if (route.body) {
      requestBody = {
        required: true,
        content: { 'application/json': { schema: components.add(route.body, 'input') } },
      };
    } else if (route.multipart) {
      const fields = components.add(route.multipart.fields, 'input');
      const inlined = fields.$ref ? (components.schemas[String(fields.$ref).split('/').pop() as string] ?? {}) : fields;
      requestBody = {
        required: true,
        content: {
          'multipart/form-data': {
            schema: {
              type: 'object',
              properties: {
                ...((inlined.properties ?? {}) as object),
                [route.multipart.fileField]: {
                  type: 'array',
                  items: { type: 'string', contentMediaType: 'application/octet-stream' },
                  minItems: 1,
                  maxItems: route.multipart.maxFiles,
                  description: `${route.multipart.contentTypes.join(', ')}; at most ${route.multipart.maxFileBytes / 1024 / 1024} MB each`,
                },
              },
              required: [...((inlined.required ?? []) as string[]), route.multipart.fileField],
            },
          },
        },
      };
    }
    const responses: Record<string, unknown> = {};
    for (const [status, spec] of Object.entries(route.responses)) {
      if (spec.contentType) {
        responses[status] = {
          description: spec.description,
          content: { [spec.contentType]: { schema: { type: 'string', contentMediaType: spec.contentType } } },
        };
      } else if (spec.schema) {
        responses[status] = {
          description: spec.description,
          content: { 'application/json': { schema: components.add(spec.schema, 'output') } },
        };
      } else if (Number(status) >= 400) {
        responses[status] = {
          description: spec.description,
          content: { 'application/json': { schema: { $ref: '#/components/schemas/ApiError' } } },
        };
      } else {
        responses[status] = { description: spec.description };
      }
    }
    const errorRef = { $ref: '#/components/schemas/ApiError' };
    const errorStatuses: Record<string, string> = { 400: 'Malformed JSON, wrong types or unknown fields' };
    if (route.auth === 'required' || route.auth === 'staff') errorStatuses[401] = 'Missing or invalid token';
    if (route.auth === 'staff') errorStatuses[403] = 'Not claims staff (the token has no role "adjuster")';
    if (route.auth === 'optional') errorStatuses[401] = 'A token was sent but is invalid';
    if (route.rateLimit) errorStatuses[429] = 'Too many requests from this address';
    for (const [status, description] of Object.entries(errorStatuses)) {
      responses[status] ??= { description, content: { 'application/json': { schema: errorRef } } };
    }
    paths[p] ??= {};
    (paths[p] as Record<string, unknown>)[route.method.toLowerCase()] = {
      summary: route.summary,
      ...(route.description ? { description: route.description } : {}),
      tags: route.tags,
      operationId: `${route.method.toLowerCase()}${route.url.replace(/[/:{}_-]+(\w)?/g, (_, c: string | undefined) => (c ? c.toUpperCase() : ''))}`,
      ...(route.auth !== 'none'
        ? {
            security:
              route.auth === 'required' || route.auth === 'staff'
                ? [{ firebaseToken: [] }]
                : [{}, { firebaseToken: [] }],
          }
        : {}),
      ...(parameters.length ? { parameters } : {}),
      ...(requestBody ? { requestBody } : {}),
      responses,
    };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Tailwise API',
      version,
      description:
        'Pet insurance and wellness plans. Money is in integer US cents. Errors are `{ "error": { "code", "message", "fields" } }`. ' +
        `Query parameter names are snake_case. Support: ${SUPPORT_EMAIL}.`,
    },
    servers: [{ url: '/' }],
    components: {
      schemas: components.schemas,
      securitySchemes: {
        firebaseToken: {
          type: 'apiKey',
          in: 'header',
          name: 'Authorization',
          description: 'A Firebase ID token: `Authorization: Token <idToken>` (or `Bearer <idToken>`).',
        },
      },
    },
    paths,
  };
}

const swaggerDir = path.dirname(require.resolve('swagger-ui-dist/package.json'));

const DOCS_HTML = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>Tailwise API docs</title><meta name="viewport" content="width=device-width, initial-scale=1">
<link rel="stylesheet" href="${API_BASE_PATH}/docs/swagger-ui.css"></head>
<body><div id="docs"></div>
<script src="${API_BASE_PATH}/docs/swagger-ui-bundle.js"></script>
<script src="${API_BASE_PATH}/docs/init.js"></script>
</body></html>`;

const DOCS_INIT = `window.ui = SwaggerUIBundle({ url: '${API_BASE_PATH}/openapi.json', dom_id: '#docs', deepLinking: true });`;

/** Serves /openapi.json and the Swagger UI page at /docs (assets from swagger-ui-dist, read once). */
export function registerDocs(app: FastifyInstance, routes: AnyRoute[], version: string): void {
  let document: string | null = null;
  const assets = new Map<string, { body: Buffer; type: string }>();
  const asset = (file: string, type: string) => {
    let a = assets.get(file);
    if (!a) {
      a = { body: readFileSync(path.join(swaggerDir, file)), type };
      assets.set(file, a);
    }
    return a;
  };
  app.get(`${API_BASE_PATH}/openapi.json`, async (_req, reply) => {
    document ??= JSON.stringify(buildOpenApiDocument(routes, version));
    return reply.type('application/json; charset=utf-8').send(document);
  });
  app.get(`${API_BASE_PATH}/docs`, async (_req, reply) => reply.type('text/html; charset=utf-8').send(DOCS_HTML));
  app.get(`${API_BASE_PATH}/docs/init.js`, async (_req, reply) => reply.type('text/javascript').send(DOCS_INIT));
  for (const [file, type] of [
    ['swagger-ui.css', 'text/css'],
    ['swagger-ui-bundle.js', 'text/javascript'],
  ] as const) {
    app.get(`${API_BASE_PATH}/docs/${file}`, async (_req, reply) => {
      const a = asset(file, type);
      return reply.type(a.type).header('cache-control', 'public, max-age=86400').send(a.body);
    });
  }
}
