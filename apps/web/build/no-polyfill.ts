/*
 * Stands in for the polyfills the LIFF SDK imports (whatwg-fetch, promise-polyfill): every browser
 * the build targets (es2022; LINE's in-app browser included) has fetch and Promise, so the polyfills
 * would only check for them and do nothing, at about 4 kB gzip on every LIFF page (issue 38, ADR 65).
 */
export {};
