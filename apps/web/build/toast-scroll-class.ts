import type { Plugin } from 'vite';

/** Mantine's toast container, which the entry carries (src/app/toast-container.ts, issue 32). */
const NOTIFICATIONS = /[\\/]@mantine[\\/]notifications[\\/]esm[\\/]Notifications\.mjs$/;

/** How the container reads react-remove-scroll's class for full-width fixed elements. */
const CLASS_READ = 'RemoveScroll.classNames.fullWidth';

/**
 * react-remove-scroll's class for a fixed element that spans the page: while a dialog locks the
 * scroll, elements with it keep clear of the scroll bar's gap. A constant of that package
 * (react-remove-scroll-bar's `fullWidthClassName`); toast-scroll-class.test.ts checks it is the
 * one Mantine hands out.
 */
export const FULL_WIDTH_CLASS = 'width-before-scroll-bar';

/**
 * Mantine's toast container reads one class name from `RemoveScroll`, and that one read links
 * react-remove-scroll and what it brings (tslib, its side-car and style singleton: about 13 kB,
 * 4.5 kB gzip) into the entry of every page, most of which never lock the scroll (issue 38). This
 * writes the class in place of the read, so the library comes with the first dialog instead. The
 * container keeps the same class, so the toasts behave as before when a dialog opens. Fails the
 * build when a Mantine upgrade no longer reads the class this way, rather than shipping either
 * copy unnoticed.
 */
export function toastScrollClass(): Plugin {
  return {
    name: 'chapter:toast-scroll-class',
    apply: 'build',
    transform(code, id) {
      if (!NOTIFICATIONS.test(id)) return null;
      const rewritten = withClassWritten(code);
      if (rewritten === null)
        this.error(`${id}: Mantine no longer reads ${CLASS_READ} as build/toast-scroll-class.ts expects`);
      return { code: rewritten, map: null };
    },
  };
}

/** The container's module with the class written in and RemoveScroll no longer imported; null if its shape changed. */
export function withClassWritten(code: string): string | null {
  const importLine = code.match(/^import \{([^}]*)\} from "@mantine\/core";$/m);
  if (!importLine?.[1] || !code.includes(CLASS_READ)) return null;
  const names = importLine[1].split(',').map((name) => name.trim());
  if (!names.includes('RemoveScroll')) return null;
  const kept = names.filter((name) => name !== 'RemoveScroll');
  const body = code.replace(importLine[0], `import { ${kept.join(', ')} } from "@mantine/core";`);
  const written = body.replaceAll(CLASS_READ, JSON.stringify(FULL_WIDTH_CLASS));
  // Any other use of RemoveScroll would now be an undefined name: leave the module as it is.
  return /\bRemoveScroll\b/.test(written) ? null : written;
}
