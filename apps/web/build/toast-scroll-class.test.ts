import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { RemoveScroll } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { FULL_WIDTH_CLASS, withClassWritten } from './toast-scroll-class.ts';

/** The installed container's module (the package's exports do not name its files: found from its main). */
const containerSource = () => {
  const main = createRequire(import.meta.url).resolve('@mantine/notifications');
  return readFileSync(join(dirname(main), '..', 'esm', 'Notifications.mjs'), 'utf8');
};

describe('the toast container without react-remove-scroll (build/toast-scroll-class.ts)', () => {
  it("writes the same class Mantine's RemoveScroll hands out", () => {
    expect(RemoveScroll.classNames.fullWidth).toBe(FULL_WIDTH_CLASS);
  });

  it("rewrites the installed Mantine's container: the class in place, RemoveScroll no longer imported", () => {
    const rewritten = withClassWritten(containerSource());
    expect(rewritten).not.toBeNull();
    expect(rewritten).not.toMatch(/\bRemoveScroll\b/);
    expect(rewritten).toContain(`className: "${FULL_WIDTH_CLASS}"`);
    expect(rewritten).toMatch(/^import \{ Box, OptionalPortal, createVarsResolver, .*\} from "@mantine\/core";$/m);
  });

  it('leaves a container of another shape alone, for the build to stop', () => {
    expect(withClassWritten('import { Box } from "@mantine/core";\nconst a = 1;')).toBeNull();
    // RemoveScroll used for more than the class: removing its import would break the module.
    const other =
      'import { Box, RemoveScroll } from "@mantine/core";\nRemoveScroll.classNames.fullWidth;\n<RemoveScroll />';
    expect(withClassWritten(other)).toBeNull();
  });
});
