import { spawn } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildOpenApiDocument } from './openapi.ts';
import { SchemaComponents } from './openapi-schemas.ts';
import { apiRoutes } from './routes.ts';
import { z } from './zod-th.ts';

const document = buildOpenApiDocument(apiRoutes, { title: 'Chapter API', version: '1' });

interface LintReport {
  totals: { errors: number; warnings: number };
  problems: { ruleId: string; severity: string; message: string; location: { pointer?: string }[] }[];
}

/** `redocly lint` on the document, offline, with redocly.yaml beside this package. */
function redoclyLint(file: string): Promise<LintReport> {
  const cli = path.join(
    path.dirname(createRequire(import.meta.url).resolve('@redocly/cli/package.json')),
    'bin/cli.js',
  );
  const config = path.join(import.meta.dirname, '..', 'redocly.yaml');
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [cli, 'lint', file, '--config', config, '--format=json'], {
      // No telemetry (redocly.yaml says so too) and no update check: the test must run offline.
      env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    let err = '';
    child.stdout.on('data', (chunk) => {
      out += chunk;
    });
    child.stderr.on('data', (chunk) => {
      err += chunk;
    });
    child.on('error', reject);
    child.on('close', () => {
      const start = out.indexOf('{');
      if (start < 0) reject(new Error(`redocly printed no report:\n${out}\n${err}`));
      else resolve(JSON.parse(out.slice(start, out.lastIndexOf('}') + 1)) as LintReport);
    });
  });
}

type Operation = { responses: Record<string, { $ref?: string }> };
const operation = (route: { method: string; path: string }) =>
  (document.paths[route.path.replace(/:(\w+)/g, '{$1}')]?.[route.method.toLowerCase()] ?? {}) as Operation;
const statuses = (route: { method: string; path: string }) => Object.keys(operation(route).responses).map(Number);

describe('the OpenAPI document', () => {
  it('passes Redocly’s lint with no error and no warning', async () => {
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'chapter-openapi-')), 'openapi.json');
    writeFileSync(file, JSON.stringify(document));
    const report = await redoclyLint(file);
    const problems = report.problems.map(
      (problem) => `${problem.severity} ${problem.ruleId}: ${problem.message} at ${problem.location[0]?.pointer}`,
    );
    expect(problems).toEqual([]);
    expect(report.totals).toMatchObject({ errors: 0, warnings: 0 });
  });

  it('keeps every schema a reference names in components/schemas, none in a path', () => {
    const text = JSON.stringify(document);
    expect(text).not.toContain('$defs');
    const refs = [...text.matchAll(/"\$ref":"#\/components\/(schemas|responses)\/([^"]+)"/g)];
    expect(refs.length).toBeGreaterThan(0);
    for (const [, kind, name] of refs) {
      expect(document.components[kind as 'schemas' | 'responses'], `${kind}/${name}`).toHaveProperty([name as string]);
    }
    expect(text.match(/"\$ref":"(?!#\/components\/)/)).toBeNull();
  });

  it('lists the refusals every route can meet: a timeout, a server error and the database’s 503', () => {
    for (const [name, route] of Object.entries(apiRoutes)) {
      expect(statuses(route), name).toEqual(expect.arrayContaining([408, 500, 503]));
    }
    expect(document.components.responses).toHaveProperty(['ServiceUnavailable', 'headers', 'Retry-After']);
  });

  it('lists what a route’s shape implies: body refusals, sign-in, role and consent, unknown ids', () => {
    // A body: malformed (400), slow (408), too large (413), not JSON (415), a state it conflicts with (409).
    expect(statuses(apiRoutes.registerEvent)).toEqual([201, 400, 401, 403, 408, 409, 413, 415, 500, 503]);
    // Public and without input: nothing to refuse but what every route may meet.
    expect(statuses(apiRoutes.config)).toEqual([200, 408, 500, 503]);
    // A member may read the privacy notice before agreeing to it: no 403.
    expect(statuses(apiRoutes.privacyNotice)).not.toContain(403);
    expect(statuses(apiRoutes.memberList)).toContain(403);
    expect(statuses(apiRoutes.deleteSlip)).toContain(404);
    expect(operation(apiRoutes.profile).responses['401']).toEqual({ $ref: '#/components/responses/Unauthorized' });
  });

  it('lists what a route declares: the uploads’ rate limit and full disk, the cached lists’ 304', () => {
    for (const upload of [apiRoutes.createSlip, apiRoutes.visitSlip]) {
      expect(statuses(upload)).toEqual(expect.arrayContaining([413, 429, 507]));
    }
    expect(statuses(apiRoutes.login)).toContain(429);
    expect(statuses(apiRoutes.availableEvents)).toContain(304);
    expect(statuses(apiRoutes.profile)).toContain(304);
    expect(document.components.responses).toHaveProperty(
      ['TooManyRequests', 'headers', 'Retry-After', 'required'],
      true,
    );
  });
});

describe('components/schemas', () => {
  it('holds a self-referring schema by name, and two different schemas of one id under two names', () => {
    interface Node {
      name: string;
      children: Node[];
    }
    const ZNode: z.ZodType<Node> = z.object({ name: z.string(), children: z.array(z.lazy(() => ZNode)) });
    const ZShape = z.object({ at: z.string().default('now') }).meta({ id: 'Shape' });
    const schemas = new SchemaComponents();
    expect(schemas.toJson(ZNode, 'output', 'TreeResponse')).toEqual({ $ref: '#/components/schemas/TreeResponse' });
    expect(JSON.stringify(schemas.schemas.TreeResponse)).toContain('"$ref":"#/components/schemas/TreeResponse"');
    expect(schemas.toJson(ZShape, 'input', 'x')).toEqual({ $ref: '#/components/schemas/Shape' });
    expect(schemas.toJson(ZShape, 'output', 'y')).toEqual({ $ref: '#/components/schemas/Shape2' });
    expect(schemas.toJson(ZShape, 'input', 'z')).toEqual({ $ref: '#/components/schemas/Shape' });
    expect(schemas.schemas.Shape2).toMatchObject({ required: ['at'] });
    expect(schemas.schemas.Shape).not.toHaveProperty('required');
  });
});
