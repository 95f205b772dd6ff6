import { List, Stack, Text } from '@mantine/core';
import { IconAlertTriangleFilled } from '@tabler/icons-react';
import * as th from '../../../i18n/th.ts';
import { formatDateTime } from '../../../lib/format.ts';
import type { MemberSlip } from '../api/get-payment-detail-list.ts';

const text = th.slipCheck;

/**
 * Other members' live slips that carry this slip's transfer reference (ADR 48). The server keeps
 * both rather than refusing the later one, so a member who learnt someone's reference cannot block
 * their real slip; staff see the clash on both and decide with the bank.
 */
export function ReferenceClashes({ clashes }: { clashes: MemberSlip['reference_clashes'] }) {
  if (clashes.length === 0) return null;
  return (
    <Stack gap={2} data-testid="reference-clash">
      <Text size="xs" fw={700} c="red.8" style={{ display: 'flex', gap: 4, alignItems: 'flex-start' }}>
        <IconAlertTriangleFilled size={16} aria-hidden color="var(--mantine-color-red-7)" style={{ flexShrink: 0 }} />
        <span>{text.clashTitle}</span>
      </Text>
      <List size="xs" spacing={2} c="red.8" aria-label={text.clashTitle}>
        {clashes.map((clash) => (
          <List.Item key={clash.slip} style={{ overflowWrap: 'anywhere' }}>
            {text.clashWith(clash.member_name, formatDateTime(clash.created), clash.status === 'accepted')}
          </List.Item>
        ))}
      </List>
      <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
        {text.clashExplained}
      </Text>
    </Stack>
  );
}
