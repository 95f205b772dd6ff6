/*
 * Slips sent light (issue 38, ADR 64): a camera photo of a slip is 5–12 MB, and goes up a phone's
 * mobile link as base64 (a third more). Before the upload reads the file, a large photo is drawn
 * again on the phone: turned upright, its long side at most `longSide` px, as a JPEG of `quality`.
 * The figures were chosen by measurement (bench/src/slip-shrink-measure.ts): the server's QR reader
 * still reads every generated slip photo and every degraded slip at them.
 *
 * Screenshots and small images (at most `passBytes`) go as they are: they are already light, and a
 * screenshot's QR is sharpest untouched. So does anything this browser cannot draw (HEIC on a
 * browser without it, a file that is not a picture): the server says what is wrong with it, as
 * before. The server's limits and checks do not depend on any of this.
 *
 * This file imports nothing: the bench builds it alone and runs it in Chromium.
 */

export interface ShrinkOptions {
  /** Files of at most this many bytes are sent as they are. */
  passBytes: number;
  /** The long side of the photo sent, in pixels. */
  longSide: number;
  /** JPEG quality, 0–1. */
  quality: number;
}

/** The app's settings (ADR 64 has the table they were chosen from). */
export const SLIP_SHRINK: ShrinkOptions = { passBytes: 1_000_000, longSide: 1600, quality: 0.8 };

/** What the file's first bytes say it is; its name and the type the phone gives are not trusted. */
async function isDrawable(file: Blob): Promise<boolean> {
  const head = new Uint8Array(await file.slice(0, 12).arrayBuffer());
  const ascii = (from: number, to: number) => String.fromCharCode(...head.subarray(from, to));
  const jpeg = head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff;
  const png = head[0] === 0x89 && ascii(1, 4) === 'PNG';
  const webp = ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP';
  return jpeg || png || webp;
}

/** The picture turned upright as its EXIF says (a phone stores portrait photos on their side). */
async function decode(file: Blob): Promise<ImageBitmap | HTMLImageElement> {
  if (typeof createImageBitmap === 'function') {
    try {
      return await createImageBitmap(file, { imageOrientation: 'from-image' });
    } catch {
      // Older Safari takes no options: an <img> below honours EXIF by itself.
    }
  }
  const url = URL.createObjectURL(file);
  try {
    const image = new Image();
    image.src = url;
    await image.decode();
    return image;
  } finally {
    URL.revokeObjectURL(url);
  }
}

function toJpeg(canvas: HTMLCanvasElement, quality: number): Promise<Blob | null> {
  return new Promise((resolve) => canvas.toBlob(resolve, 'image/jpeg', quality));
}

/**
 * The file to send for a chosen slip: `file` itself when it is small or cannot be drawn here, else
 * the photo drawn again (upright, at most `longSide` px, JPEG) when that is smaller than the file.
 */
export async function shrinkPhoto(file: Blob, options: ShrinkOptions = SLIP_SHRINK): Promise<Blob> {
  if (file.size <= options.passBytes || !(await isDrawable(file))) return file;
  let picture: ImageBitmap | HTMLImageElement;
  try {
    picture = await decode(file);
  } catch {
    return file;
  }
  try {
    const width = picture instanceof HTMLImageElement ? picture.naturalWidth : picture.width;
    const height = picture instanceof HTMLImageElement ? picture.naturalHeight : picture.height;
    const scale = Math.min(1, options.longSide / Math.max(width, height));
    const canvas = document.createElement('canvas');
    canvas.width = Math.max(1, Math.round(width * scale));
    canvas.height = Math.max(1, Math.round(height * scale));
    const context = canvas.getContext('2d');
    if (!context) return file;
    // JPEG has no transparency: a PNG's clear parts become white, as on paper, not black.
    context.fillStyle = '#fff';
    context.fillRect(0, 0, canvas.width, canvas.height);
    context.imageSmoothingQuality = 'high';
    context.drawImage(picture, 0, 0, canvas.width, canvas.height);
    const shrunk = await toJpeg(canvas, options.quality);
    // Release the canvas's pixels now: a 12 MP photo holds tens of MB on a phone.
    canvas.width = 0;
    canvas.height = 0;
    return shrunk && shrunk.size < file.size ? shrunk : file;
  } finally {
    if (!(picture instanceof HTMLImageElement)) picture.close();
  }
}
