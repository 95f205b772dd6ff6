import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { inLayer, mantineStylesDir, mantineStylesheetOrder, stylesheetName, stylesheetsFor } from './mantine-css.ts';
import { builtApp, outsideLayers } from './mantine-css-build.test-helpers.ts';

const esmDir = join(mantineStylesDir, '..', 'esm');

/** Every component class map Mantine ships, as paths under its esm folder. */
function classMaps(): string[] {
  return (readdirSync(esmDir, { recursive: true }) as string[]).filter((file) => file.endsWith('.module.mjs'));
}

describe('Mantine CSS per component (build/mantine-css.ts)', () => {
  it("maps each installed component's class map to the stylesheet that styles every one of its classes", () => {
    const maps = classMaps();
    expect(maps.length).toBeGreaterThan(50);
    for (const file of maps) {
      const names = stylesheetsFor(join(esmDir, file));
      expect(names, file).toHaveLength(1);
      const css = readFileSync(join(mantineStylesDir, `${names?.[0]}.css`), 'utf8');
      // Class names are the quoted m_… values; keyframe names are m_… values too but not selectors.
      for (const [, className] of readFileSync(join(esmDir, file), 'utf8').matchAll(/"(m_[0-9a-f]+)"/g)) {
        expect(css.includes(`.${className}`) || css.includes(`${className} `), `${file}: ${className}`).toBe(true);
      }
    }
  });

  it('gives Box the global stylesheets in Mantine order, and leaves other modules alone', () => {
    expect(stylesheetsFor(join(esmDir, 'core/Box/Box.mjs'))).toEqual(['baseline', 'default-css-variables', 'global']);
    expect(stylesheetsFor(join(esmDir, 'components/Button/Button.mjs'))).toBeNull();
    expect(stylesheetsFor('/work/app/src/features/x/x.module.mjs')).toBeNull();
  });

  it("orders Mantine's stylesheets as its one styles.css joins them: the global ones first, each component after those it builds on", () => {
    const order = mantineStylesheetOrder();
    const all = readFileSync(join(mantineStylesDir, '..', 'styles.css'), 'utf8');
    const sheets = order.map((name) => readFileSync(join(mantineStylesDir, `${name}.css`), 'utf8'));
    expect(order.slice(0, 3)).toEqual(['baseline', 'default-css-variables', 'global']);
    expect(order.length).toBe(readdirSync(mantineStylesDir).filter((file) => !file.endsWith('.layer.css')).length);
    // Each one starts where the one before it ends: nothing of styles.css is out of place.
    let at = 0;
    for (const [index, css] of sheets.entries()) {
      const found = all.indexOf(css, at);
      expect(found, order[index]).toBeGreaterThanOrEqual(at);
      expect(all.slice(at, found).trim(), `before ${order[index]}`).toBe('');
      at = found + css.length;
    }
    expect(order.indexOf('UnstyledButton')).toBeLessThan(order.indexOf('Tabs'));
  });

  it("puts each of Mantine's stylesheets in a layer of its own, and no other CSS", () => {
    const tabs = join(mantineStylesDir, 'Tabs.css');
    expect(stylesheetName(tabs)).toBe('Tabs');
    expect(inLayer('.m_1{padding:0}', 'Tabs')).toBe('@layer mantine.Tabs {\n.m_1{padding:0}\n}\n');
    expect(stylesheetName(join(mantineStylesDir, 'Tabs.layer.css'))).toBeNull();
    expect(stylesheetName(join(mantineStylesDir, '..', '..', 'notifications', 'styles.css'))).toBeNull();
    expect(stylesheetName('/work/app/src/app/routes/desktop-home.module.css')).toBeNull();
  });
});

describe('Mantine CSS in a build of the app (ADR 51)', () => {
  it('puts every rule of Mantine core in its layer, in whichever stylesheet of the build it lands', async () => {
    const { stylesheets } = await builtApp();
    const coreClasses = new Set(
      readFileSync(join(mantineStylesDir, '..', 'styles.css'), 'utf8').match(/\.m_[0-9a-f]+\b/g) ?? [],
    );
    for (const [file, css] of stylesheets) {
      const loose = (outsideLayers(css).match(/\.m_[0-9a-f]+\b/g) ?? []).filter((name) => coreClasses.has(name));
      expect(loose, `${file}: Mantine rules in no layer`).toEqual([]);
    }
  });

  it("orders the layers in index.html, before any stylesheet, in Mantine's order: a base stylesheet loaded again later stays beneath", async () => {
    const { html, stylesheets } = await builtApp();
    const head = html.slice(0, html.indexOf('</head>'));
    const statement = /<style>@layer ([^;{]+);<\/style>/.exec(head);
    expect(statement, 'the layer order in index.html').not.toBeNull();
    const firstStylesheet = head.search(/<link rel="stylesheet"|<style data-href/);
    expect(statement?.index).toBeLessThan(firstStylesheet < 0 ? Number.POSITIVE_INFINITY : firstStylesheet);
    const layers = statement?.[1]?.split(',') ?? [];
    const order = mantineStylesheetOrder().map((name) => `mantine.${name}`);
    expect(layers).toEqual(order.filter((layer) => layers.includes(layer)));
    // Every layer a stylesheet declares is ordered here: one left out would go after all of these.
    for (const [file, css] of stylesheets) {
      for (const [, layer] of css.matchAll(/@layer\s+(mantine\.[\w-]+)\s*\{/g)) {
        expect(layers, `${file} declares ${layer}`).toContain(layer);
      }
    }
    expect(layers.indexOf('mantine.UnstyledButton')).toBeLessThan(layers.indexOf('mantine.Tabs'));
  });
});
