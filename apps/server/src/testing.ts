/**
 * The server's pieces that the e2e LINE server and the benchmarks build on, as
 * `@chapter/server/testing`: configuration, the database, the slip store and the slip QR reader (the
 * tables they fill or read are `@chapter/server/tables`). A named entry, so they never reach into
 * the server's folders and a move inside the server changes only this file (issue 33).
 */
export { FsBlobStore } from './blobs/fs-blob-store.ts';
export { loadConfig } from './config.ts';
export { type Database, openDatabase } from './db/client.ts';
export { DEFAULT_SLIP_QR_BUDGET_MS, SlipQrReader } from './modules/payments/slip-qr/slip-qr-reader.ts';
