import { existsSync, readdirSync, readFileSync } from 'node:fs';
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

/** One of Mantine's stylesheets, `@mantine/core/styles/<Name>.css`. */
const STYLESHEET = /[\\/]@mantine[\\/]core[\\/]styles[\\/](\w[\w-]*)\.css$/;

/** The cascade layer a Mantine stylesheet's rules are put in. */
export const layerOf = (name: string) => `mantine.${name}`;

/**
 * Mantine's stylesheets in the order of its one styles.css, which is theirs joined in the order
 * Mantine requires (the global ones, then each component after those it builds on). Fails if
 * styles.css is not made of them: a Mantine upgrade that changed that would break the order.
 */
export function mantineStylesheetOrder(): string[] {
  const all = readFileSync(join(mantineStylesDir, '..', 'styles.css'), 'utf8');
  const names = readdirSync(mantineStylesDir)
    .filter((file) => file.endsWith('.css') && !file.endsWith('.layer.css'))
    .map((file) => file.slice(0, -'.css'.length));
  const at = new Map(
    names.map((name) => [name, all.indexOf(readFileSync(join(mantineStylesDir, `${name}.css`), 'utf8'))]),
  );
  const missing = names.filter((name) => (at.get(name) ?? -1) < 0);
  if (missing.length > 0) throw new Error(`@mantine/core/styles.css does not contain ${missing.join(', ')}.css`);
  return names.sort((a, b) => (at.get(a) ?? 0) - (at.get(b) ?? 0));
}

/** The statement that fixes the order of the layers of `used` (Mantine's), before any declares one. */
export function layerOrderStatement(used: ReadonlySet<string>): string {
  const names = mantineStylesheetOrder().filter((name) => used.has(name));
  return `@layer ${names.map(layerOf).join(',')};`;
}

/** The name of a Mantine stylesheet's module, or null for any other module. */
export const stylesheetName = (id: string): string | null => STYLESHEET.exec(id)?.[1] ?? null;

/** A Mantine stylesheet's text inside its own layer. */
export const inLayer = (code: string, name: string) => `@layer ${layerOf(name)} {\n${code}\n}\n`;

/** The Mantine stylesheets whose layers these (built) stylesheets hold. */
export function layersIn(stylesheets: string[]): Set<string> {
  const names = stylesheets.flatMap((css) => [...css.matchAll(/@layer\s+mantine\.([\w-]+)\s*\{/g)].map((m) => m[1]));
  return new Set(names.filter((name) => name !== undefined));
}

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
 * - Load order alone cannot keep Mantine's order, so each stylesheet goes in a cascade layer of its
 *   own, `mantine.<Name>`, and index.html fixes the layers' order (Mantine's) before any stylesheet
 *   arrives. A chunk that is loaded later and carries a base component's CSS (UnstyledButton's
 *   reset, Box's globals) then never overrides a component's CSS loaded earlier: this happened
 *   when a screen's chunk brought the entry's stylesheets again after the pre-rendered login page,
 *   where they are inlined (ADR 51). The app's own CSS, in no layer, comes after all of Mantine's.
 * - src/app/mantine-styles.ts (all of styles.layer.css) is left out of the build. The dev server keeps
 *   it: it pre-bundles Mantine, where this transform does not run.
 */
export function mantineCssPerComponent(): Plugin {
  return {
    name: 'mantine-css-per-component',
    apply: 'build',
    // Before Vite's CSS plugin turns a stylesheet into a module, so the layer is around its text.
    enforce: 'pre',
    transformIndexHtml: {
      // Once the bundle's stylesheets are written: only the layers they hold are ordered, so the
      // statement is a few hundred bytes rather than Mantine's every component.
      order: 'post',
      // Right after <meta charset>, which must stay in the page's first 1024 bytes; before the
      // stylesheets Vite adds at the end of the head, and before the ones pre-rendered pages inline.
      handler(html, { bundle }) {
        const charset = /<meta charset="[^"]*"\s*\/?>/i;
        if (!charset.test(html)) throw new Error('mantine-css: index.html has no <meta charset>');
        const css = Object.values(bundle ?? {}).flatMap((item) =>
          item.type === 'asset' && item.fileName.endsWith('.css') ? [String(item.source)] : [],
        );
        return html.replace(charset, (tag) => `${tag}\n    <style>${layerOrderStatement(layersIn(css))}</style>`);
      },
    },
    transform(code, id) {
      if (DEV_STYLES.test(id)) return { code: 'export {};\n', map: null };
      const stylesheet = stylesheetName(id);
      if (stylesheet) return { code: inLayer(code, stylesheet), map: null };
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
