import { existsSync } from 'node:fs';

/** Debian's Chromium; nothing here ever downloads a browser. */
export function chromiumPath(): string {
  const found = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].find(
    (candidate) => candidate && existsSync(candidate),
  );
  if (!found) throw new Error('Chromium not found: sudo apt-get install -y chromium (or set CHROMIUM_PATH)');
  return found;
}

/** Without the networking flags Chromium keeps calling Google's services on a closed network. */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
