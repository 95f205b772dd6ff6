/**
 * The demo chapter as `@chapter/server/demo`: its people, its transfer slips and the seeding, for
 * the e2e specs and the benchmarks, which reach the server only through named entries (issue 33).
 */
export { demoPeople } from './people.ts';
export { seedDemoIfEmpty } from './seed-demo.ts';
export { demoTransRef, renderTransferSlip, type TransferSlip, withoutQr } from './slip-image.ts';
