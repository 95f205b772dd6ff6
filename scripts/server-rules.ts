/**
 * The server's house rules (issue 33), as ARCHITECTURE.md states them: which floor a file stands on
 * and what it may import, where SQL is written, and that a module asks another module's service,
 * never its repository. Each rule returns its violations as sentences naming the file, so a failing
 * test says what to fix; house-rules.test.ts runs them over the real tree and over made-up breaches.
 */
import { type SourceFile, violations } from './boundaries.ts';

const SERVER = 'apps/server/src/';

/**
 * The server's floors, lowest first: a file imports only from its own floor and the ones below, so
 * what is shared never depends on what uses it. The ground is the configuration and the logger;
 * `db/` is the schema, client and migrations; `lib/` the pieces any part may use (no module); the
 * outside services' clients, the plugins and the backup sit on the floor below the modules; the
 * demo's chapter stands above the modules whose pieces it uses; the composition root (app.ts) and
 * the entry points (main.ts, the CLI, `testing.ts` for e2e and bench) are the top.
 */
export const SERVER_FLOORS: ReadonlyArray<{ floor: string; paths: RegExp }> = [
  { floor: 'ground', paths: /^(config|config-env|logger)\.ts$/ },
  { floor: 'db', paths: /^db\// },
  { floor: 'lib', paths: /^lib\// },
  { floor: 'outside services, plugins and backup', paths: /^(blobs|line|plugins|backup)\// },
  { floor: 'modules', paths: /^modules\// },
  { floor: 'demo', paths: /^demo\// },
  { floor: 'top', paths: /^(app|main|testing)\.ts$|^cli\// },
];

/** The floor of a server file (an index into SERVER_FLOORS), or null for a file outside the server or a test. */
export function floorOf(file: string): number | null {
  if (!file.startsWith(SERVER) || TEST.test(file)) return null;
  const inServer = file.slice(SERVER.length);
  const found = SERVER_FLOORS.findIndex(({ paths }) => paths.test(inServer));
  return found === -1 ? SERVER_FLOORS.length : found;
}

const TEST = /\.test\.ts$|\/test\//;

/** A server file on no floor is itself a breach: the floors name every place a file may live. */
export function serverFloors(graph: SourceFile[]): string[] {
  const unplaced = graph
    .filter((file) => floorOf(file.path) === SERVER_FLOORS.length)
    .map((file) => `${file.path} stands on no floor (put it in a folder ARCHITECTURE.md names)`);
  const upward = violations(graph, (file, { target }) => {
    const from = floorOf(file);
    const to = target === null ? null : floorOf(target);
    if (from === null || to === null || from === SERVER_FLOORS.length || to <= from) return null;
    return `${SERVER_FLOORS[from]?.floor} is below ${SERVER_FLOORS[to]?.floor ?? 'no floor'}: move the shared part down`;
  });
  return [...unplaced, ...upward];
}

const MODULE = /^apps\/server\/src\/modules\/([^/]+)\//;
/** A repository: `repository.ts` or `<part>-repository.ts`. */
const REPOSITORY = /(^|\/|-)repository\.ts$/;

/**
 * A module's service, job or helper never uses another module's repository: it asks that module's
 * service, which keeps its rules. (A repository may build on another's SQL, as every query of what is
 * owed builds on `books`' predicates.)
 */
export function serviceRepositories(graph: SourceFile[]): string[] {
  return violations(graph, (file, { target }) => {
    const own = MODULE.exec(file)?.[1];
    const other = target === null ? undefined : MODULE.exec(target)?.[1];
    if (!own || !other || own === other || REPOSITORY.test(file) || TEST.test(file)) return null;
    return REPOSITORY.test(target ?? '') ? `module ${own} asks module ${other}’s service, not its repository` : null;
  });
}

/**
 * SQL lives in repositories (and in `db/`, whose schema and migrations it is): a query builder, the
 * schema's tables or a query-builder call anywhere else would put a rule in SQL where no repository
 * test or statement count sees it. The backup reads and writes every table whole, by design of its
 * own (ADR 24), and the demo writes its made-up chapter directly: both are whole-database tools.
 */
export function sqlInRepositories(graph: SourceFile[]): string[] {
  const bound = (file: string) =>
    file.startsWith(SERVER) &&
    !TEST.test(file) &&
    !REPOSITORY.test(file) &&
    !/^apps\/server\/src\/(db|backup|demo)\//.test(file);
  const imports = violations(graph, (file, { specifier, target }) => {
    if (!bound(file)) return null;
    if (specifier === 'drizzle-orm' || specifier.startsWith('drizzle-orm/')) return 'SQL is written in a repository';
    if (target?.startsWith(`${SERVER}db/schema`)) return 'tables are queried in a repository';
    return null;
  });
  const calls = graph
    .filter((file) => bound(file.path) && file.queries > 0)
    .map((file) => `${file.path} makes ${file.queries} query-builder call(s) (SQL is written in a repository)`);
  return [...imports, ...calls];
}

/**
 * The server's parts as folders: each module is one, each other folder under src/ is one, and a
 * file at the top of src/ stands for itself. A two-way tie between two of them (even through a third)
 * means neither can be read or changed alone.
 */
function serverPart(file: string): string | null {
  if (!file.startsWith(SERVER) || TEST.test(file)) return null;
  const [first = '', second, ...rest] = file.slice(SERVER.length).split('/');
  return first === 'modules' && rest.length > 0 ? `modules/${second}` : first;
}

/** Every cycle between the server's folders, each named once by its members. */
export function folderCycles(graph: SourceFile[]): string[] {
  const edges = new Map<string, Set<string>>();
  for (const file of graph) {
    const from = serverPart(file.path);
    if (from === null) continue;
    for (const { target } of file.imports) {
      const to = target === null ? null : serverPart(target);
      if (to !== null && to !== from) edges.set(from, (edges.get(from) ?? new Set()).add(to));
    }
  }
  return stronglyConnected(edges).map(
    (parts) => `the server's parts ${parts.join(', ')} import each other (cut the tie so one is below the other)`,
  );
}

/** Tarjan's strongly connected components of more than one node: each is a cycle (or several). */
export function stronglyConnected(edges: Map<string, Set<string>>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (node: string) => {
    index.set(node, index.size);
    low.set(node, index.get(node) as number);
    stack.push(node);
    onStack.add(node);
    for (const next of edges.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node) as number, low.get(next) as number));
      } else if (onStack.has(next)) {
        low.set(node, Math.min(low.get(node) as number, index.get(next) as number));
      }
    }
    if (low.get(node) === index.get(node)) {
      const component: string[] = [];
      let member: string | undefined;
      do {
        member = stack.pop() as string;
        onStack.delete(member);
        component.push(member);
      } while (member !== node);
      if (component.length > 1) found.push(component.sort());
    }
  };
  for (const node of [...edges.keys()].sort()) if (!index.has(node)) visit(node);
  return found.sort((a, b) => (a[0] ?? '').localeCompare(b[0] ?? ''));
}
