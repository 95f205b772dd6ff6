import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Plugin } from 'vite';

/** Where `@mantine/core/styles/<Name>.css` files live. */
export const mantineStylesDir = join(
  dirname(createRequire(import.meta.url).resolve('@mantine/core/styles.css')),
  'styles',
);

/** Mantine's own order for the styles every component relies on. */
const GLOBAL_STYLESHEETS = ['baseline', 'default-css-variables', 'global'];

/**
 * A component's class map, `@mantine/core/esm/.../<Name>.module.mjs` (under components/, and
 * utils/InlineInput), is compiled from `<Name>.module.css`, which Mantine also ships as
 * `styles/<Name>.css`.
 */
const CLASS_MAP = /[\\/]@mantine[\\/]core[\\/]esm[\\/](?:.+[\\/])?(\w+)\.module\.mjs$/;

/** Box, the element every Mantine component renders through. */
const BOX = /[\\/]@mantine[\\/]core[\\/]esm[\\/]core[\\/]Box[\\/]Box\.mjs$/;

/** The app's import of all of Mantine's styles, for the dev server. */
const DEV_STYLES = /[\\/]src[\\/]app[\\/]mantine-styles\.ts$/;

/** The stylesheets a module should import in a build (in order), or null to leave it as it is. */
export function stylesheetsFor(id: string): string[] | null {
  const name = CLASS_MAP.exec(id)?.[1];
  if (name) return [name];
  if (BOX.test(id)) return GLOBAL_STYLESHEETS;
  return null;
}

/**
 * Each Mantine component's CSS travels with its code, so a page downloads the styles of the
 * components its chunks contain and no others (not all of Mantine's on every page).
 *
 * - A component's class map imports its stylesheet. A component imports the components it builds
 *   on before its class map, so their styles come first: the order Mantine requires.
 * - Box imports the global stylesheets. Every component imports Box first, so Box's chunk is a
 *   dependency of every chunk with a component, and the global styles come before all others.
 * - src/app/mantine-styles.ts (all of styles.css) is left out of the build. The dev server keeps
 *   it: it pre-bundles Mantine, where this transform does not run.
 */
export function mantineCssPerComponent(): Plugin {
  return {
    name: 'mantine-css-per-component',
    apply: 'build',
    transform(code, id) {
      if (DEV_STYLES.test(id)) return { code: 'export {};\n', map: null };
      const names = stylesheetsFor(id);
      if (!names) return null;
      for (const name of names) {
        // A Mantine upgrade that broke the naming would otherwise ship unstyled components.
        if (!existsSync(join(mantineStylesDir, `${name}.css`))) {
          this.error(`@mantine/core/styles/${name}.css not found for ${id}`);
        }
      }
      const imports = names.map((name) => `import '@mantine/core/styles/${name}.css';\n`).join('');
      return { code: imports + code, map: null };
    },
  };
}
