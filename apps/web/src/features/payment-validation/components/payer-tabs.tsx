import { Stack, Tabs, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import * as th from '../../../i18n/th.ts';
import { formatBahtSatang } from '../../../lib/format.ts';
import type { UnvalidatedGuest } from '../api/get-unvalidated-guests.ts';
import type { UnvalidatedMember } from '../api/get-unvalidated-members.ts';
import { guestPayer, memberPayer } from '../utils/payer.ts';
import { GuestBadges, guestSummary } from './guest-facts.tsx';

/** One list of the queue, titled by why its entries are listed; nothing when it is empty. */
function PayerList({ label, children, count }: { label: string; children: ReactNode; count: number }) {
  if (count === 0) return null;
  return (
    <Stack gap={4}>
      <Text size="sm" fw={700} c="dimmed" aria-hidden>
        {label}
      </Text>
      <Tabs.List aria-label={label}>{children}</Tabs.List>
    </Stack>
  );
}

/** Members, with what they owe (or, listed for their credit alone, what they hold and owe). */
export function MemberTabs({ members, label }: { members: UnvalidatedMember[]; label: string }) {
  return (
    <PayerList label={label} count={members.length}>
      {members.map((member) => (
        <Tabs.Tab key={member.id} value={memberPayer(member).key}>
          <Text fw={500}>{member.full_name}</Text>
          <Text size="sm" c="dimmed">
            {member.waiting_slips > 0
              ? th.validation.owes(formatBahtSatang(member.sum_amount))
              : th.validation.creditOnly(formatBahtSatang(member.credit), formatBahtSatang(member.sum_amount))}
          </Text>
        </Tabs.Tab>
      ))}
    </PayerList>
  );
}

/** Visitors and substitutes with slips waiting (issue 34): marked as such, with who brought them and when. */
export function GuestTabs({ guests }: { guests: UnvalidatedGuest[] }) {
  return (
    <PayerList label={th.validation.guestsLabel} count={guests.length}>
      {guests.map((guest) => (
        <Tabs.Tab key={guest.id} value={guestPayer(guest).key}>
          <Text fw={500}>{guest.full_name}</Text>
          <GuestBadges guest={guest} />
          <Text size="sm" c="dimmed">
            {guestSummary(guest)}
          </Text>
          <Text size="sm" c="dimmed">
            {th.validation.owes(formatBahtSatang(guest.sum_amount))}
          </Text>
        </Tabs.Tab>
      ))}
    </PayerList>
  );
}
