import { Group, Stack, Tabs, Text, Title } from '@mantine/core';
import { IconReceiptOff } from '@tabler/icons-react';
import { useState } from 'react';
import { QueryView } from '../../../components/query-view.tsx';
import { th } from '../../../i18n/th.ts';
import { formatBahtSatang } from '../../../lib/format.ts';
import { type UnvalidatedMember, useUnvalidatedMembers } from '../api/get-unvalidated-members.ts';
import { MemberPaymentPanel } from './member-payment-panel.tsx';
import classes from './payment-validation-screen.module.css';

/** Staff's "ตรวจสอบการชำระเงิน" tab: members with slips waiting, and confirming their payments. */
export function PaymentValidationScreen() {
  return (
    <Stack gap="md">
      <Title order={1} fz="h3">
        {th.home.tabs.validation}
      </Title>
      <WaitingMembers />
    </Stack>
  );
}

/** Nobody has a slip waiting. */
const noneWaiting = (
  <Group gap="sm" wrap="nowrap" c="dimmed" role="status">
    <IconReceiptOff size={28} aria-hidden style={{ flexShrink: 0 }} />
    <Text>{th.validation.empty}</Text>
  </Group>
);

function WaitingMembers() {
  const members = useUnvalidatedMembers();
  const [chosen, setChosen] = useState<string | null>(null);

  return (
    <QueryView query={members} loadFailed={th.validation.loadFailed} empty={noneWaiting}>
      {(waiting) => {
        // Once a member's slips are all validated they leave the list: the first one is chosen then.
        const withSlips = waiting.filter((member) => member.waiting_slips > 0);
        const creditOnly = waiting.filter((member) => member.waiting_slips === 0);
        const current =
          waiting.find((member) => String(member.id) === chosen) ?? withSlips[0] ?? creditOnly[0] ?? waiting[0];
        return (
          <Tabs
            orientation="vertical"
            value={current ? String(current.id) : null}
            onChange={setChosen}
            keepMounted={false}
            classNames={{ root: classes.root, tabLabel: classes.tabLabel, panel: classes.panel }}
          >
            {/* Members listed for their credit alone have no slip waiting: they are a list of their own. */}
            <Stack gap="md" className={classes.list}>
              <MemberTabs members={withSlips} label={th.validation.membersLabel} />
              <MemberTabs members={creditOnly} label={th.validation.creditMembersLabel} />
            </Stack>
            {waiting.map((member) => (
              <Tabs.Panel key={member.id} value={String(member.id)}>
                {/* Keyed by member: choosing another member starts with nothing ticked. */}
                <MemberPaymentPanel key={member.id} member={member} />
              </Tabs.Panel>
            ))}
          </Tabs>
        );
      }}
    </QueryView>
  );
}

/** One list of members, titled by why they are listed; nothing when it is empty. */
function MemberTabs({ members, label }: { members: UnvalidatedMember[]; label: string }) {
  if (members.length === 0) return null;
  return (
    <Stack gap={4}>
      <Text size="sm" fw={700} c="dimmed" aria-hidden>
        {label}
      </Text>
      <Tabs.List aria-label={label}>
        {members.map((member) => (
          <Tabs.Tab key={member.id} value={String(member.id)}>
            <Text fw={500}>{member.full_name}</Text>
            <Text size="sm" c="dimmed">
              {member.waiting_slips > 0
                ? th.validation.owes(formatBahtSatang(member.sum_amount))
                : th.validation.creditOnly(formatBahtSatang(member.credit), formatBahtSatang(member.sum_amount))}
            </Text>
          </Tabs.Tab>
        ))}
      </Tabs.List>
    </Stack>
  );
}
