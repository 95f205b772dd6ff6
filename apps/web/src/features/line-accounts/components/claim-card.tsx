import { Avatar, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useId } from 'react';
import * as th from '../../../i18n/th.ts';
import { formatDateTime, formatPhone } from '../../../lib/format.ts';
import type { LineClaim } from '../api/get-line-claims.ts';

interface ClaimCardProps {
  claim: LineClaim;
  approving: boolean;
  onApprove: () => void;
  onRefuse: () => void;
}

/**
 * One pending claim: who asked (LINE's name and picture), the number they typed, the member it
 * names, how many claims have named that number, when, and until when it can be approved. Approving is off while the server sees a problem, which it explains.
 */
export function ClaimCard({ claim, approving, onApprove, onRefuse }: ClaimCardProps) {
  const t = th.lineAccounts.claims;
  const problemId = useId();
  const name = claim.line_display_name;
  return (
    <Paper withBorder radius="md" p="md" component="article" aria-label={t.label(name)} data-testid="line-claim">
      <Group wrap="nowrap" align="flex-start" gap="sm">
        <Avatar src={claim.line_picture_url} alt={th.lineAccounts.pictureAlt(name)} radius="xl" size={48} />
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
            {name}
          </Text>
          <Text size="sm">{t.phone(formatPhone(claim.phone))}</Text>
          <Text size="sm" c={claim.member ? undefined : 'dimmed'}>
            {claim.member ? t.member(claim.member.full_name) : t.noMember}
          </Text>
          <Text size="sm" c={claim.phone_claims > 1 ? 'orange.9' : 'dimmed'} data-testid="claim-phone-claims">
            {t.phoneClaims(claim.phone_claims)}
          </Text>
          <Text size="xs" c="dimmed" data-testid="claim-age">
            {t.when(formatDateTime(claim.created))} · {t.expires(formatDateTime(claim.expires_at))}
          </Text>
        </Stack>
      </Group>
      {claim.problem && (
        <Group gap={6} wrap="nowrap" align="flex-start" mt="sm">
          <IconAlertTriangle size={18} aria-hidden style={{ flexShrink: 0, color: 'var(--mantine-color-orange-7)' }} />
          <Text size="sm" c="orange.9" id={problemId} data-testid="claim-problem">
            {claim.problem}
          </Text>
        </Group>
      )}
      <Group gap="xs" mt="sm">
        <Button
          onClick={onApprove}
          loading={approving}
          disabled={claim.problem !== null}
          aria-label={t.approveFor(name)}
          aria-describedby={claim.problem ? problemId : undefined}
        >
          {t.approve}
        </Button>
        <Button variant="light" color="red" onClick={onRefuse} aria-label={t.refuseFor(name)}>
          {t.refuse}
        </Button>
      </Group>
    </Paper>
  );
}
