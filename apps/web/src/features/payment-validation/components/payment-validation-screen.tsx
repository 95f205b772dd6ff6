import { Group, Stack, Tabs, Text, Title } from '@mantine/core';
import { IconReceiptOff } from '@tabler/icons-react';
import { useState } from 'react';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { PageLoader } from '../../../components/page-loader.tsx';
import { QueryView } from '../../../components/query-view.tsx';
import * as th from '../../../i18n/th.ts';
import { useUnvalidatedGuests } from '../api/get-unvalidated-guests.ts';
import { useUnvalidatedMembers } from '../api/get-unvalidated-members.ts';
import { guestPayer, memberPayer } from '../utils/payer.ts';
import { GuestTabs, MemberTabs } from './payer-tabs.tsx';
import { PaymentPanel } from './payment-panel.tsx';
import classes from './payment-validation-screen.module.css';

/** Staff's "ตรวจสอบการชำระเงิน" tab: members and guests with slips waiting, and confirming their payments. */
export function PaymentValidationScreen() {
  return (
    <Stack gap="md">
      <Title order={1} fz="h3">
        {th.home.tabs.validation}
      </Title>
      <WaitingPayers />
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

function WaitingPayers() {
  const members = useUnvalidatedMembers();
  // A list of its own: should it fail, the members' queue still works (and says the guests' failed).
  const guests = useUnvalidatedGuests();
  const [chosen, setChosen] = useState<string | null>(null);
  const guestsFailed = guests.data === undefined && guests.isError && (
    <ErrorAlert
      title={th.validation.guestsLoadFailed}
      messages={guests.error?.errorMessages ?? []}
      onRetry={() => void guests.refetch()}
      retrying={guests.isFetching}
    />
  );

  return (
    <QueryView query={members} loadFailed={th.validation.loadFailed}>
      {(waitingMembers) => {
        const waitingGuests = guests.data ?? [];
        // Once a payer's slips are all validated they leave the list: the first one is chosen then.
        const withSlips = waitingMembers.filter((member) => member.waiting_slips > 0);
        const creditOnly = waitingMembers.filter((member) => member.waiting_slips === 0);
        // In the order listed: members with slips, guests (who are listed for their slips), then credit.
        const payers = [
          ...withSlips.map(memberPayer),
          ...waitingGuests.map(guestPayer),
          ...creditOnly.map(memberPayer),
        ];
        if (payers.length === 0) {
          if (guests.isPending) return <PageLoader />;
          return guestsFailed || noneWaiting;
        }
        const current = payers.find((payer) => payer.key === chosen) ?? payers[0];
        return (
          <Stack gap="md">
            {guestsFailed}
            <Tabs
              orientation="vertical"
              value={current ? current.key : null}
              onChange={setChosen}
              keepMounted={false}
              classNames={{ root: classes.root, tab: classes.tab, tabLabel: classes.tabLabel, panel: classes.panel }}
            >
              {/* Members listed for their credit alone have no slip waiting: they are a list of their own. */}
              <Stack gap="md" className={classes.list}>
                <MemberTabs members={withSlips} label={th.validation.membersLabel} />
                <GuestTabs guests={waitingGuests} />
                <MemberTabs members={creditOnly} label={th.validation.creditMembersLabel} />
              </Stack>
              {payers.map((payer) => (
                <Tabs.Panel key={payer.key} value={payer.key}>
                  {/* Keyed by payer: choosing another starts with nothing ticked. */}
                  <PaymentPanel key={payer.key} payer={payer} />
                </Tabs.Panel>
              ))}
            </Tabs>
          </Stack>
        );
      }}
    </QueryView>
  );
}
