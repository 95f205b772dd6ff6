import { Group, Paper, Stack, Text, Title } from '@mantine/core';
import { th } from '../../../i18n/th.ts';
import { formatBaht, formatDateTime } from '../../../lib/format.ts';
import type { Profile } from '../../../lib/profile.ts';
import { PaymentStatusIcon } from './payment-status-icon.tsx';

type Registration = Profile['registrations'][number];

/** The member's registrations: one card each, so it reads on a 360 px phone as well as a desktop. */
export function RegistrationList({ registrations }: { registrations: Registration[] }) {
  return (
    <Stack gap="sm" component="section" aria-labelledby="registrations-title">
      <Title order={2} fz="h4" id="registrations-title">
        {th.profile.registrationsTitle}
      </Title>
      {registrations.length === 0 ? (
        <Text c="dimmed">{th.profile.registrationsEmpty}</Text>
      ) : (
        <Stack gap="xs" component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
          {registrations.map((registration) => (
            <RegistrationItem key={registration.id} registration={registration} />
          ))}
        </Stack>
      )}
    </Stack>
  );
}

function RegistrationItem({ registration }: { registration: Registration }) {
  const { registered_event: event } = registration;
  return (
    <Paper component="li" withBorder p="sm" radius="md">
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
            {event.name}
          </Text>
          <Text size="sm" c="dimmed">
            <DateTime value={event.event_start_date_time} />
            {th.common.periodSeparator}
            <DateTime value={event.event_end_date_time} />
          </Text>
          <Text size="sm">{th.common.baht(formatBaht(registration.price))}</Text>
        </Stack>
        <PaymentStatusIcon paid={registration.payment_datetime !== null} />
      </Group>
    </Paper>
  );
}

/** One date-time that never breaks across lines; a narrow phone wraps at the dash instead. */
function DateTime({ value }: { value: string }) {
  return (
    <time dateTime={value} style={{ whiteSpace: 'nowrap' }}>
      {formatDateTime(value)}
    </time>
  );
}
