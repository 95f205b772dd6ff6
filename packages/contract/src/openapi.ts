import { ZErrorBody } from './common.ts';
import { type Access, rolesForAccess } from './roles.ts';
import type { RouteDef } from './route.ts';
import { z } from './zod-th.ts';

type JsonSchema = Record<string, unknown>;

const errorResponse = (description: string) => ({
  description,
  content: { 'application/json': { schema: z.toJSONSchema(ZErrorBody, { io: 'output' }) } },
});

function accessText(access: Access): string {
  if (access === 'public') return 'Public: no token needed.';
  const roles = rolesForAccess[access];
  return roles.length === 0
    ? 'Any signed-in member (Authorization: Bearer <token>).'
    : `Signed-in members with the role ${roles.join(' or ')}.`;
}

/** The query or path parameters of a route, as OpenAPI parameter objects. */
function parametersOf(schema: z.ZodType | undefined, where: 'path' | 'query') {
  if (!schema) return [];
  const json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as {
    properties?: Record<string, JsonSchema>;
    required?: string[];
  };
  return Object.entries(json.properties ?? {}).map(([name, property]) => ({
    name,
    in: where,
    required: where === 'path' || (json.required ?? []).includes(name),
    schema: property,
  }));
}

/**
 * The OpenAPI 3.1 document for the given routes. Each operation carries `x-roles`: the role
 * names that may call it (`[]` = any signed-in member, absent security = public).
 */
export function buildOpenApiDocument(routes: Record<string, RouteDef>, info: { title: string; version: string }) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const [operationId, route] of Object.entries(routes)) {
    const path = route.path.replace(/:([A-Za-z_]\w*)/g, '{$1}');
    const status = String(route.status ?? 200);
    const content = route.produces
      ? Object.fromEntries(
          route.produces.map((type) => [
            type,
            { schema: type.startsWith('text/') ? { type: 'string' } : { type: 'string', format: 'binary' } },
          ]),
        )
      : { 'application/json': { schema: z.toJSONSchema(route.response, { io: 'output', unrepresentable: 'any' }) } };
    const responses: Record<string, unknown> = { [status]: { description: 'Success', content } };
    if (route.body || route.params || route.query) responses['400'] = errorResponse('Invalid input, per field');
    if (route.access !== 'public') {
      responses['401'] = errorResponse('No token, or a revoked one');
      if (route.access !== 'member') responses['403'] = errorResponse('The member lacks the required role');
    }
    paths[path] ??= {};
    paths[path][route.method.toLowerCase()] = {
      operationId,
      summary: route.summary,
      description: accessText(route.access),
      ...(route.access === 'public'
        ? { security: [] }
        : { security: [{ bearerAuth: [] }], 'x-roles': rolesForAccess[route.access] }),
      parameters: [...parametersOf(route.params, 'path'), ...parametersOf(route.query, 'query')],
      ...(route.body && {
        requestBody: {
          required: true,
          content: {
            'application/json': { schema: z.toJSONSchema(route.body, { io: 'input', unrepresentable: 'any' }) },
          },
        },
      }),
      responses,
    };
  }
  return {
    openapi: '3.1.0',
    info,
    components: { securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer' } } },
    paths,
  };
}
