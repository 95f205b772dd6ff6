import { Alert, Badge, Group, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import * as th from '../../../i18n/th.ts';
import { formatDate, formatDateTime, formatPhone } from '../../../lib/format.ts';
import type { UnvalidatedGuest } from '../api/get-unvalidated-guests.ts';

/*
 * What the queue says of a guest (issue 34): that they are a visitor or a substitute, not a member,
 * who brought them, to which meeting, and whether their phone makes this a third visit in six
 * months (still allowed, but a question for the committee).
 */

/** The guest's kind and, on a third visit, the warning: on their entry in the list and atop their panel. */
export function GuestBadges({ guest }: { guest: UnvalidatedGuest }) {
  return (
    <Group gap={6} wrap="wrap" component="span" my={4}>
      <Badge
        component="span"
        color={guest.kind === 'substitute' ? 'grape' : 'blue'}
        variant="light"
        tt="none"
        data-testid="guest-kind"
      >
        {th.validation.guestKinds[guest.kind]}
      </Badge>
      {guest.third_visit && (
        <Badge component="span" color="orange" variant="light" tt="none" data-testid="third-visit">
          {th.validation.thirdVisit}
        </Badge>
      )}
    </Group>
  );
}

/** Who brought the guest and the meeting's date: the list entry's second line. */
export function guestSummary(guest: UnvalidatedGuest): string {
  return `${th.validation.guestHost[guest.kind](guest.host.full_name)} · ${th.validation.guestMeeting(
    formatDate(guest.meeting.event_start_date_time),
  )}`;
}

/** The top of a guest's panel: name, kind, who brought them, the meeting, company and phone. */
export function GuestHeading({ guest }: { guest: UnvalidatedGuest }) {
  return (
    <Stack gap={6}>
      <Title order={2} fz="h4" style={{ overflowWrap: 'anywhere' }}>
        {guest.full_name}
      </Title>
      <GuestBadges guest={guest} />
      <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }} data-testid="guest-details">
        {th.validation.guestHost[guest.kind](guest.host.full_name)}
        {' · '}
        {guest.meeting.name} {formatDateTime(guest.meeting.event_start_date_time)}
        <br />
        {th.validation.guestContact(guest.company, formatPhone(guest.phone))}
      </Text>
      {guest.third_visit && (
        <Alert color="orange" variant="light" icon={<IconAlertTriangle aria-hidden />} p="xs">
          {th.validation.thirdVisitNote}
        </Alert>
      )}
    </Stack>
  );
}
