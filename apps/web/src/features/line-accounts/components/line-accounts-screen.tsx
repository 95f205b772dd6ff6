import { Stack, Text, Title } from '@mantine/core';
import * as th from '../../../i18n/th.ts';
import { ClaimsSection } from './claims-section.tsx';
import { MembersSection } from './members-section.tsx';

/**
 * The "บัญชี LINE" tab, for Secretaries/Treasurers and Admins: claims waiting for a decision first
 * (a member is waiting in LINE), then every member with the invitations to hand out (ADR 25).
 */
export function LineAccountsScreen() {
  return (
    <Stack gap="xl" maw={1000}>
      <Stack gap="xs">
        <Title order={1} fz="h3">
          {th.lineAccounts.title}
        </Title>
        <Text size="sm" c="dimmed">
          {th.lineAccounts.intro}
        </Text>
      </Stack>
      <ClaimsSection />
      <MembersSection />
    </Stack>
  );
}
