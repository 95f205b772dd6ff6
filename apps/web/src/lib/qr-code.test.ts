import { create } from 'qrcode';
import { describe, expect, it } from 'vitest';
import { qrSquares } from './qr-code.ts';

describe('a text as QR squares', () => {
  it('is the code’s modules plus a 4-module blank margin, drawn as one rectangle per run of dark modules', () => {
    const { modules } = create('https://liff.line.me/1660000000-Profile1?invite=abc', { errorCorrectionLevel: 'M' });
    const { size, path } = qrSquares(create, 'https://liff.line.me/1660000000-Profile1?invite=abc');
    expect(size).toBe(modules.size + 8);
    // The top-left finder pattern's first row is seven dark modules, inside the margin.
    expect(path.startsWith('M4 4h7v1h-7z')).toBe(true);
  });
});
