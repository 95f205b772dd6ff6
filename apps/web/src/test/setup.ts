import '@testing-library/jest-dom/vitest';
import { notifications } from '@mantine/notifications';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { matchMediaStub } from './browser-stubs.ts';

/*
 * Browser APIs Mantine calls that happy-dom lacks. Tests that care about the viewport (the
 * not-found page) replace matchMedia themselves.
 */
if (typeof window.matchMedia !== 'function') {
  Object.defineProperty(window, 'matchMedia', { writable: true, configurable: true, value: matchMediaStub(false) });
}

if (typeof window.ResizeObserver !== 'function') {
  window.ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}

Element.prototype.scrollIntoView ??= () => {};

// Textarea's autosize listens for web fonts finishing loading.
if (!('fonts' in document) || document.fonts === undefined) {
  Object.defineProperty(document, 'fonts', {
    configurable: true,
    value: { addEventListener: () => {}, removeEventListener: () => {}, ready: Promise.resolve() },
  });
}

// findBy/waitFor give up after 1 s by default; lazy screens on a busy 2-core CI machine take longer.
// findBy* and waitFor give up after this: a limit for a screen that never shows, not a wait (a
// loaded machine renders slowly; issue 22).
configure({ asyncUtilTimeout: 30_000 });

afterEach(() => {
  cleanup();
  // Toasts live in a module-level store that outlives the rendered tree.
  notifications.clean();
  vi.restoreAllMocks();
  localStorage.clear();
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    // biome-ignore lint/suspicious/noDocumentCookie: removing the cookies a test left behind.
    if (name) document.cookie = `${name}=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT`;
  }
});
