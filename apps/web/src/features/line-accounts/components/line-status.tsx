import { Avatar, Badge, Group, Stack, Text } from '@mantine/core';
import * as th from '../../../i18n/th.ts';
import { formatDate } from '../../../lib/format.ts';
import type { LineAccountMember } from '../api/get-line-account-members.ts';
import { isBound } from '../utils/members.ts';

/**
 * Where a member's LINE stands: bound (with LINE's name and picture, since when), invited (until
 * when), or neither. A bound member may also hold an invitation (a new phone on its way), or have
 * blocked the chapter's LINE account, which no message then reaches (issue 37).
 */
export function LineStatus({ member }: { member: LineAccountMember }) {
  const t = th.lineAccounts.members;
  return (
    <Stack gap={4} data-testid="line-status">
      {isBound(member) ? (
        <Group gap="xs" wrap="nowrap">
          <Avatar
            src={member.line_picture_url}
            alt={th.lineAccounts.pictureAlt(member.line_display_name ?? member.full_name)}
            radius="xl"
            size={32}
          />
          <div style={{ minWidth: 0 }}>
            <Group gap={6}>
              <Text size="sm" c="var(--mantine-color-green-light-color)" style={{ overflowWrap: 'anywhere' }}>
                {t.bound(member.line_display_name)}
              </Text>
              {member.line_blocked && (
                <Badge color="red" variant="light" size="sm" tt="none" data-testid="line-blocked">
                  {t.blocked}
                </Badge>
              )}
            </Group>
            {member.line_blocked && (
              <Text size="xs" c="red.9">
                {t.blockedHint}
              </Text>
            )}
            {member.bound_at && (
              <Text size="xs" c="dimmed">
                {t.boundAt(formatDate(member.bound_at))}
              </Text>
            )}
          </div>
        </Group>
      ) : (
        !member.invitation && (
          <Text size="sm" c="dimmed">
            {t.notConnected}
          </Text>
        )
      )}
      {member.invitation && (
        <Text size="sm" c="blue.8">
          {t.invited(formatDate(member.invitation.expires_at))}
        </Text>
      )}
    </Stack>
  );
}
