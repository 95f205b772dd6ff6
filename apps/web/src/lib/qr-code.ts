type QrCodeModule = typeof import('qrcode');

let loaded: QrCodeModule | null = null;
let loading: Promise<QrCodeModule> | null = null;

/**
 * The qrcode library, fetched the first time a QR code is drawn: only LINE invitations and a
 * person's check-in code need it, so no other page's bundle carries it.
 */
export function loadQrCode(): Promise<QrCodeModule> {
  loading ??= import('qrcode').then(
    (module) => {
      loaded = module;
      return module;
    },
    (error: unknown) => {
      // A lost connection may come back: let the next dialog try again.
      loading = null;
      throw error;
    },
  );
  return loading;
}

/** The library if it has been fetched already (the print sheet then draws without waiting). */
export function loadedQrCode(): QrCodeModule | null {
  return loaded;
}

/** The blank margin the QR standard asks for around the code, in modules. */
const QUIET_ZONE = 4;

/** A QR code as one SVG path of dark squares on a `size` × `size` grid (quiet zone included). */
export interface QrSquares {
  size: number;
  path: string;
}

/**
 * Draws `text` as SVG path data rather than the library's SVG string, so React renders it as
 * elements (no HTML injected). Runs of dark modules on a row become one rectangle each.
 */
export function qrSquares(create: QrCodeModule['create'], text: string): QrSquares {
  const { modules } = create(text, { errorCorrectionLevel: 'M' });
  let path = '';
  for (let row = 0; row < modules.size; row++) {
    let col = 0;
    while (col < modules.size) {
      if (!modules.get(row, col)) {
        col++;
        continue;
      }
      const start = col;
      while (col < modules.size && modules.get(row, col)) col++;
      path += `M${start + QUIET_ZONE} ${row + QUIET_ZONE}h${col - start}v1h-${col - start}z`;
    }
  }
  return { size: modules.size + QUIET_ZONE * 2, path };
}
