import { Skeleton, Text } from '@mantine/core';
import { useQrSquares } from '../lib/use-qr-squares.ts';

interface QrImageProps {
  /** What the QR holds, exactly. */
  text: string;
  /** What the code is, for screen readers and the SVG's title. */
  label: string;
  /** Width and height in pixels. */
  size: number;
  /** Said in the code's place when the library could not be fetched. */
  failed: string;
}

/**
 * A text as a QR code drawn in the browser, as SVG: sharp on paper and on any screen, and nothing
 * is sent anywhere to draw it (a LINE invitation, a person's check-in code).
 */
export function QrImage({ text, label, size, failed }: QrImageProps) {
  const qr = useQrSquares(text);
  if (qr.status === 'loading') return <Skeleton width={size} height={size} />;
  if (qr.status === 'failed') {
    return (
      <Text size="sm" c="dimmed" w={size}>
        {failed}
      </Text>
    );
  }
  const { size: grid, path } = qr.squares;
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`0 0 ${grid} ${grid}`}
      width={size}
      height={size}
      shapeRendering="crispEdges"
      style={{ display: 'block', flexShrink: 0 }}
    >
      <title>{label}</title>
      <rect width={grid} height={grid} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}
