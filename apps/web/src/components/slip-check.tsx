import type { TSlip } from '@chapter/contract/payments';
import { slipBankLabel } from '@chapter/contract/slip-banks';
import { List, Stack, Text } from '@mantine/core';
import { IconAlertTriangleFilled, IconCircleCheckFilled, IconQrcode, IconQrcodeOff } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import * as th from '../i18n/th.ts';
import { formatBahtSatang, formatDateTime } from '../lib/format.ts';

const text = th.slipCheck;

/*
 * Text colours at least 4.5:1 on white (the accessibility sweep): orange.9 is 4.3:1 and green.8
 * 3.5:1, so the light badges' darker text colours (app/providers.tsx) and red.9 serve instead.
 */
const ORANGE = 'var(--mantine-color-orange-light-color)';
const GREEN = 'var(--mantine-color-green-light-color)';
const RED = 'red.9';

/**
 * What the app knows of a slip beyond its picture (issue 17): the bank and the transfer reference
 * read from its QR (or that it has none), that a QR read is not yet a transfer the bank confirmed,
 * and the slip-verification provider's answer, each mismatch in its own line. Slips sent before
 * slips were read show nothing here.
 */
export function SlipCheck({ slip }: { slip: Pick<TSlip, 'qr' | 'verification' | 'amount'> }) {
  const { qr, verification } = slip;
  if (!qr) return null;
  return (
    <Stack gap={2} data-testid="slip-check">
      {qr.status === 'read' && qr.bank && qr.reference ? (
        <>
          <Text size="xs">{slipBankLabel(qr.bank)}</Text>
          <Text size="xs" ff="monospace" style={{ overflowWrap: 'anywhere' }}>
            {text.reference(qr.reference)}
          </Text>
          {!bankAnswered(verification) && (
            <Line icon={<IconQrcode size={16} aria-hidden />} color={ORANGE}>
              {text.qrNotVerified}
            </Line>
          )}
        </>
      ) : (
        <Line icon={<IconQrcodeOff size={16} aria-hidden />} color={qr.status === 'invalid' ? RED : ORANGE}>
          {qr.status === 'invalid' ? text.invalidQr : text.noQr}
        </Line>
      )}
      {verification && <Verification slip={slip} verification={verification} />}
    </Stack>
  );
}

/**
 * Whether the provider asked the bank and heard back about the transfer. A QR that reads is only
 * well-formed: anyone can print one with a valid CRC and any reference (issue 31).
 */
function bankAnswered(verification: TSlip['verification']): boolean {
  return verification !== null && verification.outcome !== 'error';
}

function Verification({
  slip,
  verification,
}: {
  slip: Pick<TSlip, 'amount'>;
  verification: NonNullable<TSlip['verification']>;
}) {
  if (verification.outcome === 'passed') {
    return (
      <Line icon={<IconCircleCheckFilled size={16} aria-hidden color="var(--mantine-color-green-7)" />} color={GREEN}>
        {text.passed}
      </Line>
    );
  }
  const warning = <IconAlertTriangleFilled size={16} aria-hidden color="var(--mantine-color-red-7)" />;
  if (verification.outcome !== 'problems') {
    const message = verification.message ?? text.unknown;
    return (
      <Line icon={warning} color={RED}>
        {verification.outcome === 'not_found' ? text.notFound(message) : text.error(message)}
      </Line>
    );
  }
  const money = (amount: number | null) => (amount === null ? text.unknown : formatBahtSatang(amount));
  const lines = verification.problems.map((problem) => {
    if (problem === 'duplicate') return text.problems.duplicate;
    if (problem === 'amount') return text.problems.amount(money(verification.amount), money(slip.amount));
    if (problem === 'receiver') return text.problems.receiver(verification.receiver ?? text.unknown);
    return text.problems.date(verification.transferred_at ? formatDateTime(verification.transferred_at) : text.unknown);
  });
  return (
    <List size="xs" spacing={2} icon={warning} c={RED} aria-label={text.title}>
      {lines.map((line) => (
        <List.Item key={line} style={{ overflowWrap: 'anywhere' }}>
          {line}
        </List.Item>
      ))}
    </List>
  );
}

function Line({ icon, color, children }: { icon: ReactNode; color: string; children: ReactNode }) {
  return (
    <Text size="xs" c={color} style={{ display: 'flex', gap: 4, alignItems: 'flex-start', overflowWrap: 'anywhere' }}>
      <span style={{ flexShrink: 0, lineHeight: 0, paddingTop: 1 }}>{icon}</span>
      <span>{children}</span>
    </Text>
  );
}
