import { randomUUID } from 'node:crypto';

const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
/**
 * A slip's image or thumbnail as the server names them (`slips/2026-11/<uuid>.jpg`, the demo's
 * `slips/demo-<uuid>.jpg`), or the temporary file of a write of one cut short (FsBlobStore adds
 * `.<12 hex>.tmp`). Anything else in the store is not the server's to remove (ADR 47).
 */
const SLIP_IMAGE_KEY = new RegExp(
  `^slips/(?:\\d{4}-\\d{2}/|demo-)${UUID}\\.(?:jpg|thumb\\.webp)(?:\\.[0-9a-f]{12}\\.tmp)?$`,
);

export function isSlipImageKey(key: string): boolean {
  return SLIP_IMAGE_KEY.test(key);
}

/** The keys of a new slip's image and thumbnail, under the month it was uploaded in. */
export function newSlipImageKeys(now: Date): { imageKey: string; thumbnailKey: string } {
  const base = `slips/${now.toISOString().slice(0, 7)}/${randomUUID()}`;
  return { imageKey: `${base}.jpg`, thumbnailKey: `${base}.thumb.webp` };
}
