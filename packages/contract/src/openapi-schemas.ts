import { z } from './zod-th.ts';

export type JsonSchema = { [key: string]: unknown };

const COMPONENT_REF = '#/components/schemas/';

/** OpenAPI allows only these characters in a component's name. */
const componentName = (name: string) => name.replace(/[^A-Za-z0-9._-]/g, '_');

/** Every `$ref` in a JSON value, rewritten by `to`; everything else as it was. */
function rewriteRefs(value: unknown, to: (ref: string) => string): unknown {
  if (Array.isArray(value)) return value.map((item) => rewriteRefs(item, to));
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, inner]) => [
      key,
      key === '$ref' && typeof inner === 'string' ? to(inner) : rewriteRefs(inner, to),
    ]),
  );
}

/**
 * The document's `components/schemas`, filled as route schemas are converted. zod's
 * `toJSONSchema` gives each schema its own `$defs` (the schemas with a `.meta({ id })`, and any
 * that refers to itself), which a `#/$defs/…` reference cannot reach once the schema sits deep in a
 * path of the document: OpenAPI tools resolve references from the document's root. So every
 * `$defs` entry moves here and the references follow it. The same schema met again keeps its one
 * entry; a different schema under a name already taken (an id read as input and as output, say)
 * gets the name with a number.
 */
export class SchemaComponents {
  readonly schemas: Record<string, JsonSchema> = {};
  private readonly texts = new Map<string, string>();

  /** A zod schema as JSON Schema 2020-12 whose references all point into `components/schemas`. */
  toJson(schema: z.ZodType, io: 'input' | 'output', nameIfRecursive: string): JsonSchema {
    const converted = z.toJSONSchema(schema, { io, unrepresentable: 'any' }) as JsonSchema & {
      $defs?: Record<string, JsonSchema>;
    };
    const { $schema: _dialect, $defs = {}, ...root } = converted;
    const names = this.place($defs);
    const rootName = this.refersToRoot(root, $defs) ? this.freeName(nameIfRecursive, undefined, names) : null;
    const to = (ref: string) => {
      if (ref === '#' && rootName) return COMPONENT_REF + rootName;
      const local = ref.startsWith('#/$defs/') ? names.get(ref.slice('#/$defs/'.length)) : undefined;
      if (!local) throw new Error(`${nameIfRecursive}: a reference no component holds: ${ref}`);
      return COMPONENT_REF + local;
    };
    for (const [name, def] of Object.entries($defs)) this.store(names.get(name) as string, rewriteRefs(def, to));
    const rewritten = rewriteRefs(root, to) as JsonSchema;
    if (!rootName) return rewritten;
    this.store(rootName, rewritten);
    return { $ref: COMPONENT_REF + rootName };
  }

  /**
   * The component name of each of one schema's `$defs`. A name is kept when it is free or holds
   * the same schema; since renaming one entry changes the text of those that refer to it, the
   * names are settled again until none moves.
   */
  private place(defs: Record<string, JsonSchema>): Map<string, string> {
    const names = new Map(Object.keys(defs).map((name) => [name, componentName(name)]));
    for (let round = 0; round < 100; round++) {
      let moved = false;
      for (const [name, def] of Object.entries(defs)) {
        const text = JSON.stringify(rewriteRefs(def, (ref) => names.get(ref.slice('#/$defs/'.length)) ?? ref));
        const current = names.get(name) as string;
        const settled = this.freeName(componentName(name), text, names, name);
        if (settled !== current) {
          names.set(name, settled);
          moved = true;
        }
      }
      if (!moved) return names;
    }
    throw new Error(`component names do not settle: ${Object.keys(defs).join(', ')}`);
  }

  /** `base`, `base2`, … : the first free one, or the one that already holds this text. */
  private freeName(base: string, text: string | undefined, names: Map<string, string>, self?: string): string {
    for (let n = 1; ; n++) {
      const candidate = n === 1 ? base : `${base}${n}`;
      const takenHere = [...names].some(([other, given]) => other !== self && given === candidate);
      const stored = this.texts.get(candidate);
      if (!takenHere && (stored === undefined || stored === text)) return candidate;
    }
  }

  private store(name: string, schema: unknown): void {
    this.schemas[name] = schema as JsonSchema;
    // Kept with bare names, as `place` compares them.
    this.texts.set(name, JSON.stringify(rewriteRefs(schema, (ref) => ref.replace(COMPONENT_REF, ''))));
  }

  private refersToRoot(root: JsonSchema, defs: Record<string, JsonSchema>): boolean {
    return JSON.stringify([root, defs]).includes('"$ref":"#"');
  }
}
