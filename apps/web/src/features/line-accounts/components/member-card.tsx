import { Badge, Button, Checkbox, Group, Paper, Stack, Text } from '@mantine/core';
import { IconLink } from '@tabler/icons-react';
import { useId } from 'react';
import * as th from '../../../i18n/th.ts';
import { formatPhone } from '../../../lib/format.ts';
import type { LineAccountMember } from '../api/get-line-account-members.ts';
import { canManage, isBound } from '../utils/members.ts';
import { LineStatus } from './line-status.tsx';

interface MemberCardProps {
  member: LineAccountMember;
  selected: boolean;
  inviting: boolean;
  /** Unbinding is a Secretary/Treasurer's route: others do not see the button. */
  canUnbind: boolean;
  onToggle: () => void;
  onInvite: () => void;
  onRevoke: () => void;
  onUnbind: () => void;
}

/**
 * One member on the LINE accounts screen, as a card so it reads on a 360 px phone. What the viewer
 * may not do is switched off, with the server's reason under it.
 */
export function MemberCard(props: MemberCardProps) {
  const { member, selected, inviting, canUnbind } = props;
  const t = th.lineAccounts.members;
  const restrictionId = useId();
  const allowed = canManage(member);
  const describedBy = allowed ? undefined : restrictionId;
  // Revoking the invitation and unbinding LINE undo a connection: small red buttons, off alike.
  const undo = {
    size: 'xs',
    variant: 'subtle',
    color: 'red',
    disabled: !allowed,
    'aria-describedby': describedBy,
  } as const;
  return (
    <Paper withBorder radius="md" p="sm" component="article" aria-label={member.full_name} data-testid="line-member">
      <Group wrap="nowrap" align="flex-start" gap="sm">
        <Checkbox
          mt={2}
          aria-label={t.select(member.full_name)}
          checked={selected}
          disabled={!allowed}
          onChange={props.onToggle}
        />
        <Stack gap={6} style={{ flex: 1, minWidth: 0 }}>
          <div>
            <Group gap={6}>
              <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                {member.full_name}
              </Text>
              {member.roles.map((role) => (
                <Badge key={role} variant="light" size="sm" style={{ flexShrink: 0 }}>
                  {th.backOffice.members.roleNames[role] ?? role}
                </Badge>
              ))}
            </Group>
            <Text size="sm" c="dimmed">
              {formatPhone(member.phone)}
            </Text>
          </div>
          <LineStatus member={member} />
          {member.restriction && (
            <Text size="xs" c="dimmed" id={restrictionId}>
              {member.restriction}
            </Text>
          )}
          <Group gap="xs">
            <Button
              size="xs"
              variant="light"
              leftSection={<IconLink size={14} aria-hidden />}
              disabled={!allowed}
              loading={inviting}
              aria-label={t.inviteFor(member.full_name)}
              aria-describedby={describedBy}
              onClick={props.onInvite}
            >
              {t.invite}
            </Button>
            {member.invitation && (
              <Button {...undo} aria-label={t.revokeFor(member.full_name)} onClick={props.onRevoke}>
                {t.revoke}
              </Button>
            )}
            {canUnbind && isBound(member) && (
              <Button {...undo} aria-label={t.unbindFor(member.full_name)} onClick={props.onUnbind}>
                {t.unbind}
              </Button>
            )}
          </Group>
        </Stack>
      </Group>
    </Paper>
  );
}
