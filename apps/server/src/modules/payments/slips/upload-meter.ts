/**
 * What slip uploads hold in memory, counted where it is allocated, for the bound ADR 34 states
 * and the test that proves it (`upload-memory.api.test.ts`): counts, not timings, so the test does
 * not depend on how busy the machine is. One per process, like the image slots it counts.
 */
export const uploadMeter = {
  /** Bodies whose image was decoded as it arrived, and the largest buffer one of them needed. */
  streamedBodies: 0,
  largestBodyBuffer: 0,
  /** Uploads holding decoded pixels now, and the most at once. */
  pixelSlots: 0,
  peakPixelSlots: 0,
  /** Bytes of decoded pixels (colour and grey) held now, and the most at once. */
  pixelBytes: 0,
  peakPixelBytes: 0,

  body(bufferBytes: number): void {
    this.streamedBodies += 1;
    this.largestBodyBuffer = Math.max(this.largestBodyBuffer, bufferBytes);
  },
  enter(): void {
    this.pixelSlots += 1;
    this.peakPixelSlots = Math.max(this.peakPixelSlots, this.pixelSlots);
  },
  hold(bytes: number): void {
    this.pixelBytes += bytes;
    this.peakPixelBytes = Math.max(this.peakPixelBytes, this.pixelBytes);
  },
  leave(bytes: number): void {
    this.pixelSlots -= 1;
    this.pixelBytes -= bytes;
  },
  reset(): void {
    Object.assign(this, { streamedBodies: 0, largestBodyBuffer: 0, peakPixelSlots: 0, peakPixelBytes: 0 });
  },
};
