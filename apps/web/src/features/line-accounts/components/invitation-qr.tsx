import { QrImage } from '../../../components/qr-image.tsx';
import * as th from '../../../i18n/th.ts';

interface InvitationQrProps {
  link: string;
  /** What the code is, for screen readers and the SVG's title. */
  label: string;
  /** Width and height in pixels. */
  size: number;
}

/** An invitation link as a QR code to scan with the member's phone, drawn as SVG (sharp on paper). */
export function InvitationQr({ link, label, size }: InvitationQrProps) {
  return <QrImage text={link} label={label} size={size} failed={th.lineAccounts.invitations.qrFailed} />;
}
