import { Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { StatusIcon } from '../../../components/status-icon.tsx';
import * as th from '../../../i18n/th.ts';
import { formatBaht, formatPeriod } from '../../../lib/format.ts';
import type { Profile } from '../../../lib/profile.ts';

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
  const paid = registration.payment_datetime !== null;
  return (
    <Paper component="li" withBorder p="sm" radius="md">
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
            {event.name}
          </Text>
          {registration.substitute_name !== null && (
            <Text size="sm" fw={500} style={{ overflowWrap: 'anywhere' }} data-testid="registration-substitute">
              {th.substitute.mealOf(registration.substitute_name)}
            </Text>
          )}
          <Text size="sm" c="dimmed" data-testid="registration-period">
            {formatPeriod(event.event_start_date_time, event.event_end_date_time)}
          </Text>
          <Text size="sm">{th.common.baht(formatBaht(registration.price))}</Text>
          {event.is_cancelled && <CancelledEvent paid={paid} price={registration.price} />}
        </Stack>
        <StatusIcon done={paid} notDone="owed" label={paid ? th.profile.paid : th.profile.unpaid} />
      </Group>
    </Paper>
  );
}

/**
 * The chapter cancelled the event. Only a paid registration of it is still listed (an unpaid one was
 * voided with the event, ADR 17): the member is told to arrange the refund or credit.
 */
function CancelledEvent({ paid, price }: { paid: boolean; price: number }) {
  return (
    <Stack gap={4} mt={4} align="flex-start" data-testid="registration-cancelled">
      <Badge color="red" variant="light" tt="none">
        {th.cancelledEvent.title}
      </Badge>
      {paid && <Text size="sm">{th.cancelledEvent.paid(formatBaht(price))}</Text>}
    </Stack>
  );
}
