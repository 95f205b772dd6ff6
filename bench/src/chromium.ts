import { existsSync } from 'node:fs';
import type { Browser, BrowserContext, BrowserContextOptions } from 'playwright-core';

/** Debian's Chromium; nothing here ever downloads a browser. */
export function chromiumPath(): string {
  const found = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].find(
    (candidate) => candidate && existsSync(candidate),
  );
  if (!found) throw new Error('Chromium not found: sudo apt-get install -y chromium (or set CHROMIUM_PATH)');
  return found;
}

/** A member's session as the web app keeps it (see demo-server.ts's demoLogin). */
export interface SignedIn {
  token: string;
  roles: string;
}

/** A browser context whose pages start signed in as `login` (the web app reads its session from localStorage); none without one. */
export async function signedInContext(
  browser: Browser,
  login: SignedIn | null,
  options: BrowserContextOptions = {},
): Promise<BrowserContext> {
  const context = await browser.newContext(options);
  if (login) {
    await context.addInitScript(
      ({ token, roles }) => {
        localStorage.setItem('token', token);
        localStorage.setItem('roles', roles);
      },
      { token: login.token, roles: login.roles },
    );
  }
  return context;
}
