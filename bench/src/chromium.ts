import { existsSync } from 'node:fs';

/** Debian's Chromium; nothing here ever downloads a browser. */
export function chromiumPath(): string {
  const found = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].find(
    (candidate) => candidate && existsSync(candidate),
  );
  if (!found) throw new Error('Chromium not found: sudo apt-get install -y chromium (or set CHROMIUM_PATH)');
  return found;
}
