import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { mantineStylesDir, stylesheetsFor } from './mantine-css.ts';

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
});
