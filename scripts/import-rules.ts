/**
 * Rules over the whole repository's imports (issue 33): no import cycles, type-only ones included;
 * the web app's floors; and e2e and bench reaching the server only through the entries it names.
 */
import { type SourceFile, violations, type Workspace } from './boundaries.ts';
import { stronglyConnected } from './server-rules.ts';

/**
 * Every cycle of files, each named once by its members. A type-only import counts: two files that
 * need each other's types are one file's worth of meaning split in two, and a bundler or test runner
 * that loads one first sees the other half-made.
 */
export function importCycles(graph: SourceFile[]): string[] {
  const known = new Set(graph.map((file) => file.path));
  const edges = new Map<string, Set<string>>();
  for (const file of graph) {
    for (const { target } of file.imports) {
      if (target !== null && target !== file.path && known.has(target)) {
        edges.set(file.path, (edges.get(file.path) ?? new Set()).add(target));
      }
    }
  }
  return stronglyConnected(edges).map(
    (files) => `${files.join(', ')} import each other (one of them should own the shared part)`,
  );
}

const WEB = 'apps/web/src/';
/** The web app's floors, lowest first: what is shared never imports a screen nor the app around it. */
const WEB_FLOORS = [/^(i18n|lib|components)\//, /^features\//, /^app\//];

/**
 * `components/`, `lib/` and `i18n/` import no feature and not the app; a feature does not import the
 * app (the router and layouts import features, never the other way round).
 */
export function webLayers(graph: SourceFile[]): string[] {
  // A test may render a feature inside the app's router: it is not part of either.
  const floorOf = (file: string) =>
    file.startsWith(WEB) && !/\.test\.tsx?$/.test(file)
      ? WEB_FLOORS.findIndex((floor) => floor.test(file.slice(WEB.length)))
      : -1;
  return violations(graph, (file, { target }) => {
    const from = floorOf(file);
    const to = target === null ? -1 : floorOf(target);
    if (from === -1 || to <= from) return null;
    const names = ['shared code', 'a feature', 'the app'];
    return `${names[from]} imports ${names[to]}: what is shared moves down`;
  });
}

/**
 * The end-to-end tests and the benchmarks use the server only through the entries its package.json
 * names (`@chapter/server/demo`, …), so moving a file inside the server never breaks them unseen and
 * what they rely on is written down in one place.
 */
export function serverEntries(graph: SourceFile[], workspaces: Workspace[]): string[] {
  const server = workspaces.find((workspace) => workspace.name === '@chapter/server');
  const named = new Set(Object.keys(server?.exports ?? {}).filter((entry) => !entry.includes('*')));
  return violations(graph, (file, { specifier, target }) => {
    if (!/^(e2e|bench)\//.test(file) || !target?.startsWith('apps/server/')) return null;
    const entry = specifier.startsWith('@chapter/server/') ? `./${specifier.slice('@chapter/server/'.length)}` : null;
    return entry !== null && named.has(entry) ? null : 'the server is reached through an entry its package.json names';
  });
}
