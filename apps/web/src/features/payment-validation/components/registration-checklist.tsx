import { Button, Checkbox, Group, Stack, Text } from '@mantine/core';
import { IconWand } from '@tabler/icons-react';
import { useId } from 'react';
import * as th from '../../../i18n/th.ts';
import { formatBahtSatang, formatDateTime } from '../../../lib/format.ts';
import type { UnpaidRegistration } from '../api/get-unvalidated-members.ts';

interface RegistrationChecklistProps {
  /** Oldest event first. */
  registrations: UnpaidRegistration[];
  /** Ticked registration ids. */
  value: number[];
  onChange: (value: number[]) => void;
  /** Ticks what the money pays, oldest first; null while what was received is not known. */
  onSuggest: (() => void) | null;
  /** Why the suggestion can tick nothing (every registration costs more than the money), shown by the button. */
  nothingFits?: string | null;
}

/**
 * A checkbox per unpaid registration (the event's name, its start and the price registered at), and
 * a button that ticks them by the amount received.
 */
export function RegistrationChecklist({
  registrations,
  value,
  onChange,
  onSuggest,
  nothingFits = null,
}: RegistrationChecklistProps) {
  const hintId = useId();
  if (registrations.length === 0) {
    return <Text c="dimmed">{th.validation.registrationsEmpty}</Text>;
  }
  return (
    <Stack gap="xs">
      <Checkbox.Group
        label={th.validation.registrationsTitle}
        value={value.map(String)}
        onChange={(ticked) => onChange(ticked.map(Number))}
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
                  {registration.substitute_name !== null && (
                    <Text component="span" size="sm">
                      ({th.substitute.mealOf(registration.substitute_name)})
                    </Text>
                  )}
                  <Text component="span" c="dimmed">
                    {formatDateTime(registration.registered_event.event_start_date_time)}
                  </Text>
                  <Text component="span" fw={500}>
                    {th.common.baht(formatBahtSatang(registration.price))}
                  </Text>
                </Group>
              }
            />
          ))}
        </Stack>
      </Checkbox.Group>
      <Group gap="xs" wrap="wrap">
        <Button
          variant="light"
          leftSection={<IconWand size={18} aria-hidden />}
          disabled={onSuggest === null}
          onClick={() => onSuggest?.()}
          aria-describedby={hintId}
        >
          {th.validation.suggest}
        </Button>
        <Text
          id={hintId}
          size="sm"
          c={nothingFits ? 'var(--mantine-color-orange-light-color)' : 'dimmed'}
          fw={nothingFits ? 500 : undefined}
          style={{ flex: '1 1 12rem' }}
          data-testid="suggest-hint"
        >
          {nothingFits ?? th.validation.suggestHint}
        </Text>
      </Group>
    </Stack>
  );
}
