import { Skeleton, Text } from '@mantine/core';
import { th } from '../../../i18n/th.ts';
import { useQrSquares } from '../hooks/use-qr-squares.ts';

interface InvitationQrProps {
  link: string;
  /** What the code is, for screen readers and the SVG's title. */
  label: string;
  /** Width and height in pixels. */
  size: number;
}

/** An invitation link as a QR code to scan with the member's phone, drawn as SVG (sharp on paper). */
export function InvitationQr({ link, label, size }: InvitationQrProps) {
  const qr = useQrSquares(link);
  if (qr.status === 'loading') return <Skeleton width={size} height={size} />;
  if (qr.status === 'failed') {
    return (
      <Text size="sm" c="dimmed" w={size}>
        {th.lineAccounts.invitations.qrFailed}
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
