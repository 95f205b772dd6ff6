import { Box, Group, LoadingOverlay, Stack, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useIsMutating } from '@tanstack/react-query';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { QueryView } from '../../../components/query-view.tsx';
import * as th from '../../../i18n/th.ts';
import { usePhoneLayout } from '../../../lib/use-phone-layout.ts';
import { participantMutationKeys } from '../api/query-keys.ts';
import { useParticipantList } from '../hooks/use-participant-list.ts';
import { EventGuests } from './event-guests.tsx';
import { LineBindingsButton } from './line-bindings-button.tsx';
import { MemberCards } from './member-cards.tsx';
import { type MemberListProps, MemberTable } from './member-table.tsx';
import { MessageComposer } from './message-composer.tsx';
import { OutboxButton } from './outbox-button.tsx';
import { PeriodSelectors } from './period-selectors.tsx';
import { PhoneMessageBar } from './phone-message-bar.tsx';
import { ReminderRulesButton } from './reminder-rules-button.tsx';
import { VerifyDialog } from './verify-dialog.tsx';

/** The spec's maximum width of the participant list. */
const MAX_WIDTH = 700;

/**
 * Staff's "รายชื่อผู้เข้าร่วม" tab: members (or one event's attendees) to message, and the list of
 * attendees to confirm with the central chapter. What goes to members over LINE is looked after
 * here too: the bindings, the outbox and the reminder rules, each in a dialog. On a phone the
 * table becomes a card per member and the message opens from a bar kept at the bottom of the screen.
 */
export function ParticipantsScreen() {
  const list = useParticipantList();
  const phone = usePhoneLayout();
  const [verifying, verifyDialog] = useDisclosure(false);
  const sending = useIsMutating({ mutationKey: participantMutationKeys.sendPushMessage });
  const saving = useIsMutating({ mutationKey: participantMutationKeys.submitBniVerified });
  // The first load has its own loader; the overlay covers later calls.
  const busy =
    (list.members.isFetching && list.members.data !== undefined) || list.events.isFetching || sending + saving > 0;

  const handleVerified = () => {
    verifyDialog.close();
    list.afterVerified();
  };

  const members: MemberListProps = {
    rows: list.rows,
    selected: list.selected,
    allSelected: list.allSelected,
    withVerified: list.event !== undefined,
    onToggle: list.toggle,
    onToggleAll: list.toggleAll,
    onOpenVerify: verifyDialog.open,
  };
  const composer = (
    <MessageComposer
      recipients={list.selectedRows}
      message={list.message}
      altText={list.altText}
      onMessageChange={list.setMessage}
      onAltTextChange={list.setAltText}
      onSent={list.afterSent}
    />
  );

  return (
    <Box pos="relative" maw={MAX_WIDTH}>
      <LoadingOverlay
        visible={busy}
        zIndex={100}
        overlayProps={{ blur: 1 }}
        loaderProps={{ 'aria-label': th.common.loading }}
      />
      <Stack gap="md">
        <Group justify="space-between" gap="sm">
          <Title order={1} fz="h3">
            {th.home.tabs.participants}
          </Title>
          <Group gap="xs">
            <LineBindingsButton />
            <OutboxButton />
            <ReminderRulesButton />
          </Group>
        </Group>
        <PeriodSelectors
          year={list.year}
          month={list.month}
          event={list.event}
          monthEvents={list.monthEvents}
          onYearChange={list.chooseYear}
          onMonthChange={list.chooseMonth}
          onEventChange={list.chooseEvent}
        />
        {list.events.isError && (
          <ErrorAlert
            title={th.participants.eventsLoadFailed}
            messages={list.events.error.errorMessages}
            onRetry={() => list.events.refetch()}
            retrying={list.events.isFetching}
          />
        )}
        <QueryView query={list.members} loadFailed={th.participants.membersLoadFailed}>
          {() => (phone ? <MemberCards {...members} /> : <MemberTable {...members} />)}
        </QueryView>
        {list.event && <EventGuests event={list.event} />}
        {phone ? <PhoneMessageBar count={list.selectedRows.length}>{composer}</PhoneMessageBar> : composer}
      </Stack>
      {list.event && (
        <VerifyDialog event={list.event} opened={verifying} onClose={verifyDialog.close} onVerified={handleVerified} />
      )}
    </Box>
  );
}
