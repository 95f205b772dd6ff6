import type { RouteDef } from '@chapter/contract/route';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import type { LightMyRequestResponse } from 'fastify';

// ajv-formats is CommonJS: its function is the module's default export, seen as the namespace.
const addFormats = addFormatsModule as unknown as typeof addFormatsModule.default;

/** Where the document is filed in ajv: its `#/components/...` references resolve against it. */
const DOCUMENT_ID = 'https://chapter.invalid/openapi.json';

interface ResponseObject {
  $ref?: string;
  content?: Record<string, { schema?: unknown }>;
  headers?: Record<string, { required?: boolean }>;
}
interface OpenApiDocument {
  paths: Record<string, Record<string, { responses: Record<string, ResponseObject> }>>;
  components: { responses: Record<string, ResponseObject> };
}

const pointerPart = (part: string) => part.replaceAll('~', '~0').replaceAll('/', '~1');

/**
 * Checks real answers against the OpenAPI document the server serves: the status is one the
 * route's operation lists, headers it requires are there, and a JSON body is valid against the
 * schema given for that status (JSON Schema 2020-12, references resolved through the document).
 */
export class DocumentedAnswers {
  private readonly ajv = new Ajv2020({ allErrors: true, strict: false });

  constructor(private readonly document: OpenApiDocument) {
    addFormats(this.ajv);
    this.ajv.addSchema(document as object, DOCUMENT_ID);
  }

  /** What does not match, as sentences; empty when the answer is as documented. */
  problems(route: RouteDef, response: LightMyRequestResponse): string[] {
    const path = route.path.replace(/:(\w+)/g, '{$1}');
    const method = route.method.toLowerCase();
    const status = String(response.statusCode);
    const name = `${route.method} ${route.path} ${status}`;
    const listed = this.document.paths[path]?.[method]?.responses[status];
    if (!listed)
      return [`${name}: the document lists no ${status} for this route (body ${response.body.slice(0, 200)})`];
    let pointer = `#/paths/${pointerPart(path)}/${method}/responses/${status}`;
    let documented = listed;
    if (listed.$ref) {
      pointer = listed.$ref;
      documented = this.document.components.responses[listed.$ref.split('/').pop() as string] ?? {};
    }
    const problems: string[] = [];
    for (const [header, { required }] of Object.entries(documented.headers ?? {})) {
      if (required && response.headers[header.toLowerCase()] === undefined)
        problems.push(`${name}: no ${header} header`);
    }
    const type = String(response.headers['content-type'] ?? '').split(';')[0] as string;
    if (!documented.content) {
      if (response.body !== '') problems.push(`${name}: a body where the document says none`);
      return problems;
    }
    const media = Object.keys(documented.content).find((listedType) => listedType === type);
    if (!media)
      return [...problems, `${name}: ${type || 'no content type'}, not one of ${Object.keys(documented.content)}`];
    if (media !== 'application/json') return problems;
    const validate = this.ajv.getSchema(`${DOCUMENT_ID}${pointer}/content/application~1json/schema`);
    if (!validate) return [...problems, `${name}: no schema at ${pointer}`];
    if (!validate(response.json())) {
      problems.push(`${name}: ${this.ajv.errorsText(validate.errors)} in ${response.body.slice(0, 300)}`);
    }
    return problems;
  }
}
