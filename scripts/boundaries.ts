/**
 * The repository's folder rules as code (issue 22): which files may import which, and how long a
 * source file may grow. boundaries.test.ts runs every rule over the real sources in `npm test`, and
 * over small made-up sources to show each rule can fail. Each rule returns its violations as
 * sentences naming the file and the import, so a failing test says what to fix.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

export interface Import {
  /** As written in the source: `./service.ts`, `@chapter/contract/routes`, `drizzle-orm`. */
  specifier: string;
  /** The repository path it resolves to; null for an npm package. */
  target: string | null;
}

export interface SourceFile {
  /** Relative to the repository root, with forward slashes. */
  path: string;
  lines: number;
  imports: Import[];
  /** Query-builder calls in the text (`tx.select(`, `db.insert(`, `.execute(sql…`): where SQL is written. */
  queries: number;
}

/** A workspace as its package.json declares it, for resolving `@chapter/<name>/<subpath>`. */
export interface Workspace {
  name: string;
  dir: string;
  exports?: Record<string, string> | undefined;
}

const SOURCE = /\.(ts|tsx|mjs)$/;
const ROOTS = ['apps', 'packages', 'tools', 'e2e', 'bench', 'scripts'];

/**
 * The source files of the workspaces, path to text. Untracked files count too (not ignored ones),
 * so a file split off today is checked before it is committed; node_modules and builds are ignored.
 */
export function readRepoSources(root: string): Map<string, string> {
  const listed = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard', ...ROOTS], {
    cwd: root,
    encoding: 'utf8',
  });
  const sources = new Map<string, string>();
  for (const file of new Set(listed.split('\0'))) {
    // A tracked file deleted in the working tree is still listed by --cached.
    if (SOURCE.test(file) && existsSync(path.join(root, file))) {
      sources.set(file, readFileSync(path.join(root, file), 'utf8'));
    }
  }
  return sources;
}

export function readWorkspaces(root: string): Workspace[] {
  const { workspaces } = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as { workspaces: string[] };
  return workspaces.map((dir) => {
    const pkg = JSON.parse(readFileSync(path.join(root, dir, 'package.json'), 'utf8'));
    return { name: pkg.name, dir, exports: pkg.exports };
  });
}

/**
 * Where an import leads: the repository file it names (trying the extensions an import may leave
 * off), the path it names when no source file is there (a CSS module), or null for an npm package.
 */
function resolve(from: string, specifier: string, files: Set<string>, workspaces: Workspace[]): string | null {
  let base: string;
  if (specifier.startsWith('.')) {
    base = path.posix.join(path.posix.dirname(from), specifier);
  } else {
    const workspace = workspaces.find((w) => specifier === w.name || specifier.startsWith(`${w.name}/`));
    if (!workspace) return null;
    const subpath = specifier.slice(workspace.name.length + 1);
    // A named entry (`./demo`) first, then the pattern (`./*` to `./src/*.ts`) a workspace may export.
    const mapped = workspace.exports?.[`./${subpath}`] ?? workspace.exports?.['./*']?.replace('*', subpath) ?? subpath;
    base = path.posix.join(workspace.dir, mapped);
  }
  return [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`].find((file) => files.has(file)) ?? base;
}

/**
 * Every file's imports, read by TypeScript's own pre-parser rather than a regular expression: it
 * sees static, dynamic and type-only imports and re-exports, and never one in a string or a comment.
 */
export function buildGraph(sources: Map<string, string>, workspaces: Workspace[]): SourceFile[] {
  const files = new Set(sources.keys());
  return [...sources].map(([file, text]) => ({
    path: file,
    lines: text.split('\n').length - (text.endsWith('\n') ? 1 : 0),
    imports: ts.preProcessFile(text, true, true).importedFiles.map(({ fileName }) => ({
      specifier: fileName,
      target: resolve(file, fileName, files, workspaces),
    })),
    queries: text.match(QUERY_CALL)?.length ?? 0,
  }));
}

/**
 * A query-builder call on a database or transaction handle, however it is named (`tx`, `db`,
 * `this.db`, `deps.db`, `database`), or raw SQL run by `.execute(`: a text check beside the import
 * check, for a file that is handed a table or a fragment instead of importing it.
 */
const QUERY_CALL = /\b(?:tx|trx|db|database)\s*\.\s*(?:select|selectDistinct|insert|update|delete|execute|query)\s*\(/g;

/** Each import of a file that breaks a rule, as `file imports 'specifier' (why)`. */
export function violations(graph: SourceFile[], why: (file: string, imported: Import) => string | null): string[] {
  return graph.flatMap((file) =>
    file.imports.flatMap((imported) => {
      const reason = why(file.path, imported);
      return reason === null ? [] : [`${file.path} imports '${imported.specifier}' (${reason})`];
    }),
  );
}

const FEATURE = /^apps\/web\/src\/features\/([^/]+)\//;

/**
 * A screen's code stays in its feature folder; what two features share goes down into `lib/` or
 * `components/` (STYLE.md, bulletproof-react), so any feature can change or go without the others.
 */
export function featureImports(graph: SourceFile[]): string[] {
  return violations(graph, (file, { target }) => {
    const own = FEATURE.exec(file)?.[1];
    const other = target === null ? undefined : FEATURE.exec(target)?.[1];
    return own && other && own !== other ? `feature ${own} reaches into feature ${other}` : null;
  });
}

/** The files that declare a module's routes: `routes.ts` and `<part>-routes.ts` under modules/. */
const ROUTE_FILE = /^apps\/server\/src\/modules\/.+\/([a-z-]+-)?routes\.ts$/;

/**
 * Routes -> services -> repositories: a route handler is one line into a service, which holds the
 * rules and the transaction; a route that queried the database itself would skip both.
 */
export function routeLayering(graph: SourceFile[]): string[] {
  return violations(graph, (file, { specifier, target }) => {
    if (!ROUTE_FILE.test(file)) return null;
    if (specifier === 'drizzle-orm' || specifier.startsWith('drizzle-orm/')) return 'a route queries through a service';
    if (target?.startsWith('apps/server/src/db/')) return 'a route reaches the database through a service';
    if (target && /repository[^/]*$/.test(target)) return 'a route reaches a repository through a service';
    return null;
  });
}

/**
 * The browser and the server meet only in packages/contract: the web bundle must never pull in
 * server code (nor its secrets), the server never a screen, and the contract depends on neither.
 */
export function appSeparation(graph: SourceFile[]): string[] {
  const forbidden: Array<[from: string, to: string, why: string]> = [
    ['apps/web/', 'apps/server/', 'the web app talks to the server only through packages/contract'],
    ['apps/server/', 'apps/web/', 'the server knows the web app only through packages/contract'],
    ['packages/contract/', 'apps/', 'the contract is shared by the apps, so it imports neither'],
  ];
  return violations(graph, (file, { target }) => {
    const rule = forbidden.find(([from, to]) => file.startsWith(from) && target?.startsWith(to));
    return rule ? rule[2] : null;
  });
}

export const MAX_LINES = 300;

/** Tests, their helpers and data, generated migrations and declarations may be as long as they need. */
const NOT_SOURCE = /\.(test|spec)\.tsx?$|\.d\.ts$|\/(test|testing|migrations|fixtures)\/|fixtures?\.ts$/;

/**
 * A file past 300 lines is asking to be split (STYLE.md). `allowed` names files that may still be
 * longer for now; one that has come under the limit must leave the list, so the list only shrinks.
 */
export function fileLength(graph: SourceFile[], allowed: readonly string[]): string[] {
  const long = graph.filter((file) => file.lines > MAX_LINES && !NOT_SOURCE.test(file.path));
  return [
    ...long
      .filter((file) => !allowed.includes(file.path))
      .map((file) => `${file.path} has ${file.lines} lines (more than ${MAX_LINES}: split it by what each part does)`),
    ...allowed
      .filter((allowedPath) => !long.some((file) => file.path === allowedPath))
      .map((allowedPath) => `${allowedPath} is no longer over ${MAX_LINES} lines: remove it from the allowed list`),
  ];
}
