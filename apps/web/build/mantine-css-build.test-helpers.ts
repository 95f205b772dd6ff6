import path from 'node:path';
import { build, type Rollup } from 'vite';

export interface BuiltApp {
  html: string;
  /** Each stylesheet of the build, by file name. */
  stylesheets: Map<string, string>;
}

let built: Promise<BuiltApp> | undefined;

/**
 * The app built as `vite build` builds it, kept in memory: the plugins that write files do so after
 * the bundle is written, which this skips. Built once per test file.
 */
export function builtApp(): Promise<BuiltApp> {
  built ??= (async () => {
    const root = path.resolve(import.meta.dirname, '..');
    const output = await build({
      root,
      configFile: path.join(root, 'vite.config.ts'),
      logLevel: 'silent',
      build: { write: false },
    });
    const items = (Array.isArray(output) ? output : [output]).flatMap(
      (result) => (result as Rollup.RollupOutput).output,
    );
    const text = (item: Rollup.OutputAsset) => String(item.source);
    const assets = items.filter((item): item is Rollup.OutputAsset => item.type === 'asset');
    const index = assets.find((item) => item.fileName === 'index.html');
    if (!index) throw new Error('the build wrote no index.html');
    return {
      html: text(index),
      stylesheets: new Map(
        assets.filter((item) => item.fileName.endsWith('.css')).map((item) => [item.fileName, text(item)]),
      ),
    };
  })();
  return built;
}

/** A stylesheet's text less every `@layer mantine.<Name> { … }` block, braces counted. */
export function outsideLayers(css: string): string {
  let rest = '';
  let at = 0;
  const start = /@layer\s+mantine\.[\w-]+\s*\{/g;
  for (let match = start.exec(css); match; match = start.exec(css)) {
    rest += css.slice(at, match.index);
    let depth = 1;
    let index = match.index + match[0].length;
    while (depth > 0 && index < css.length) {
      if (css[index] === '{') depth += 1;
      else if (css[index] === '}') depth -= 1;
      index += 1;
    }
    at = index;
    start.lastIndex = index;
  }
  return rest + css.slice(at);
}
