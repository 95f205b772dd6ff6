import { ZErrorBody } from './common.ts';
import { sharedResponsesFor, sharedResponsesOf } from './openapi-responses.ts';
import { type JsonSchema, SchemaComponents } from './openapi-schemas.ts';
import { type Access, rolesForAccess } from './roles.ts';
import type { RouteDef } from './route.ts';
import type { z } from './zod-th.ts';

function accessText(access: Access): string {
  if (access === 'public') return 'Public: no token needed.';
  const roles = rolesForAccess[access];
  return roles.length === 0
    ? 'Any signed-in member (Authorization: Bearer <token>).'
    : `Signed-in members with the role ${roles.join(' or ')}.`;
}

/** The query or path parameters of a route, as OpenAPI parameter objects. */
function parametersOf(schemas: SchemaComponents, schema: z.ZodType | undefined, where: 'path' | 'query', name: string) {
  if (!schema) return [];
  const json = schemas.toJson(schema, 'input', name) as {
    properties?: Record<string, JsonSchema>;
    required?: string[];
  };
  return Object.entries(json.properties ?? {}).map(([parameter, property]) => ({
    name: parameter,
    in: where,
    required: where === 'path' || (json.required ?? []).includes(parameter),
    schema: property,
  }));
}

/** What the route answers when it succeeds: JSON by its schema, or the bytes it `produces`. */
function successContent(schemas: SchemaComponents, operationId: string, route: RouteDef) {
  if (!route.produces) {
    return { 'application/json': { schema: schemas.toJson(route.response, 'output', `${operationId}Response`) } };
  }
  // OpenAPI 3.1 describes bytes (an image) by their media type alone, with no schema.
  return Object.fromEntries(
    route.produces.map((type) => [type, type.startsWith('text/') ? { schema: { type: 'string' } } : {}]),
  );
}

/** The ETag a prepared answer (ADRs 32, 36) carries beside its success: those routes answer 304. */
const etagHeader = {
  ETag: {
    description: 'Send it back as If-None-Match to get a 304 while nothing changed.',
    schema: { type: 'string' },
  },
};

/**
 * The OpenAPI 3.1 document for the given routes. Each operation carries `x-roles`: the role
 * names that may call it (`[]` = any signed-in member, absent security = public). Every status a
 * route answers is listed (openapi-responses.ts says which and why), the refusals as references to
 * `components/responses`; every schema a reference reaches is in `components/schemas`, so tools
 * that resolve references from the document's root (Redocly, Spectral) read it whole.
 */
export function buildOpenApiDocument(routes: Record<string, RouteDef>, info: { title: string; version: string }) {
  const schemas = new SchemaComponents();
  // The error shapes by their ids, first, so they keep their plain names.
  schemas.toJson(ZErrorBody, 'output', 'ErrorBody');
  const paths: Record<string, Record<string, unknown>> = {};
  for (const [operationId, route] of Object.entries(routes)) {
    const path = route.path.replace(/:([A-Za-z_]\w*)/g, '{$1}');
    const success = {
      description: 'Success',
      ...(route.alsoAnswers?.includes(304) && { headers: etagHeader }),
      content: successContent(schemas, operationId, route),
    };
    paths[path] ??= {};
    paths[path][route.method.toLowerCase()] = {
      operationId,
      summary: route.summary,
      description: accessText(route.access),
      ...(route.access === 'public'
        ? { security: [] }
        : { security: [{ bearerAuth: [] }], 'x-roles': rolesForAccess[route.access] }),
      parameters: [
        ...parametersOf(schemas, route.params, 'path', `${operationId}Params`),
        ...parametersOf(schemas, route.query, 'query', `${operationId}Query`),
      ],
      ...(route.body && {
        requestBody: {
          required: true,
          content: { 'application/json': { schema: schemas.toJson(route.body, 'input', `${operationId}Body`) } },
        },
      }),
      responses: { [String(route.status ?? 200)]: success, ...sharedResponsesOf(route) },
    };
  }
  return {
    openapi: '3.1.0',
    info,
    // The API answers on the host that serves this document.
    servers: [{ url: '/' }],
    paths,
    components: {
      schemas: schemas.schemas,
      responses: sharedResponsesFor(Object.values(routes)),
      securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer' } },
    },
  };
}
