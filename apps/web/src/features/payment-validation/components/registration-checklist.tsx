import { Checkbox, Group, Stack, Text } from '@mantine/core';
import { th } from '../../../i18n/th.ts';
import { formatBaht, formatDateTime } from '../../../lib/format.ts';
import type { UnpaidRegistration } from '../api/get-unvalidated-members.ts';

interface RegistrationChecklistProps {
  registrations: UnpaidRegistration[];
  /** Ticked registration ids, as strings (Checkbox.Group's values). */
  value: string[];
  onChange: (value: string[]) => void;
}

/** A checkbox per unpaid registration: the event's name, its start and the price registered at. */
export function RegistrationChecklist({ registrations, value, onChange }: RegistrationChecklistProps) {
  if (registrations.length === 0) {
    return <Text c="dimmed">{th.validation.registrationsEmpty}</Text>;
  }
  return (
    <Checkbox.Group
      label={th.validation.registrationsTitle}
      value={value}
      onChange={onChange}
      styles={{ label: { fontWeight: 700, marginBottom: 'var(--mantine-spacing-xs)' } }}
    >
      <Stack gap="sm">
        {registrations.map((registration) => (
          <Checkbox
            key={registration.id}
            value={String(registration.id)}
            size="md"
            data-testid="unpaid-registration"
            label={
              <Group gap="xs" component="span">
                <Text component="span" fw={500}>
                  {registration.registered_event.name}
                </Text>
                <Text component="span" c="dimmed">
                  {formatDateTime(registration.registered_event.event_start_date_time)}
                </Text>
                <Text component="span" fw={500}>
                  {th.common.baht(formatBaht(registration.price))}
                </Text>
              </Group>
            }
          />
        ))}
      </Stack>
    </Checkbox.Group>
  );
}
