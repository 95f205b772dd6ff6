import { Badge, Button, Group, Stack, Text } from '@mantine/core';
import { IconCalendarPlus, IconCircleCheckFilled } from '@tabler/icons-react';
import { ConfirmButton } from '../../../components/confirm-button.tsx';
import * as th from '../../../i18n/th.ts';
import { formatBaht } from '../../../lib/format.ts';
import { useSubmit } from '../../../lib/use-submit.ts';
import type { AvailableEvent } from '../api/get-available-events.ts';
import { useRegisterEvent } from '../api/register-event.ts';
import { useUnregisterEvent } from '../api/unregister-event.ts';

/**
 * The card's one action, by the member's state (spec section 4): register; or, registered and
 * unpaid, the price they registered at and cancel (after a confirmation); or, paid, a badge.
 * The toasts outlive the card (useSubmit), which may be gone by the time the call ends (an event
 * that finished meanwhile leaves the list). A cancelled event has no action: the card shows
 * EventCancelledNotice instead.
 */
export function EventAction({ event }: { event: AvailableEvent }) {
  const register = useSubmit(useRegisterEvent(), { success: th.events.registered, fields: [] });
  const unregister = useSubmit(useUnregisterEvent(), { success: th.events.cancelled, fields: [] });

  const handleRegister = () => register.submit(event.id);

  if (event.register === null) {
    return (
      <Button
        size="md"
        fullWidth
        leftSection={<IconCalendarPlus size={20} aria-hidden />}
        loading={register.pending}
        onClick={handleRegister}
      >
        {th.events.register}
      </Button>
    );
  }

  if (event.register.payment_datetime !== null) {
    return (
      <Group>
        <Badge
          size="xl"
          color="green"
          variant="filled"
          tt="none"
          leftSection={<IconCircleCheckFilled size={18} aria-hidden />}
          data-testid="paid-ribbon"
        >
          {th.events.paid}
        </Badge>
      </Group>
    );
  }

  return (
    <Stack gap="xs">
      <Text size="sm" fw={600}>
        {th.events.registeredAt(formatBaht(event.register.price))}
      </Text>
      <ConfirmButton
        button={(ask) => (
          <Button size="md" fullWidth variant="outline" color="red" onClick={ask}>
            {th.events.cancel}
          </Button>
        )}
        title={th.events.cancelConfirmTitle}
        message={th.events.cancelConfirmMessage(event.name)}
        confirmLabel={th.events.cancel}
        dismissLabel={th.events.keepRegistration}
        loading={unregister.pending}
        onConfirm={() => unregister.submit(event.id)}
      />
    </Stack>
  );
}
