import { useEffect, useMemo, useState } from 'react';
import { loadedQrCode, loadQrCode, type QrSquares, qrSquares } from './qr-code.ts';

export type QrState = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; squares: QrSquares };

/** `text` as QR squares, once the library has arrived. */
export function useQrSquares(text: string): QrState {
  const [library, setLibrary] = useState(loadedQrCode);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    if (library) return;
    let current = true;
    loadQrCode().then(
      (module) => current && setLibrary(module),
      () => current && setFailed(true),
    );
    return () => {
      current = false;
    };
  }, [library]);

  return useMemo<QrState>(() => {
    if (library) return { status: 'ready', squares: qrSquares(library.create, text) };
    return failed ? { status: 'failed' } : { status: 'loading' };
  }, [library, failed, text]);
}
