/**
 * The flags every Chromium run here starts with: fake-line's own browser test, the e2e specs and the
 * benchmarks (`@chapter/fake-line/chromium`), next to the Playwright helper that routes LINE's hosts
 * to fake-line. Without the networking flags Chromium keeps calling Google's services on a closed
 * network.
 */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
