import { Group, Stack, Text } from '@mantine/core';
import { IconCircleCheckFilled } from '@tabler/icons-react';
import * as th from '../../../i18n/th.ts';
import type { AvailableEvent } from '../api/get-available-events.ts';

type Attendee = AvailableEvent['attendees'][number];

/** Who is coming: a count, then the names; those who have paid in green with a check (spec). */
export function EventAttendees({ attendees }: { attendees: Attendee[] }) {
  return (
    <Stack gap={6}>
      <Text size="sm" fw={600}>
        {th.events.attendees(attendees.length)}
      </Text>
      {attendees.length === 0 ? (
        <Text size="sm" c="dimmed">
          {th.events.attendeesEmpty}
        </Text>
      ) : (
        <Group component="ul" gap={6} m={0} p={0} style={{ listStyle: 'none' }}>
          {attendees.map((attendee, index) => (
            // Names can repeat and carry no id; the list's order is the registration order.
            // biome-ignore lint/suspicious/noArrayIndexKey: see above.
            <AttendeeName key={index} attendee={attendee} />
          ))}
        </Group>
      )}
    </Stack>
  );
}

function AttendeeName({ attendee }: { attendee: Attendee }) {
  const paid = attendee.is_paid;
  return (
    <Text
      component="li"
      size="sm"
      // line.8 rather than green.8: dark enough to read at this size (WCAG AA on white).
      c={paid ? 'line.8' : undefined}
      fw={paid ? 600 : undefined}
      px={10}
      py={2}
      data-paid={paid}
      style={{
        border: `1px solid var(--mantine-color-${paid ? 'line-3' : 'gray-3'})`,
        borderRadius: 'var(--mantine-radius-xl)',
        overflowWrap: 'anywhere',
        maxWidth: '100%',
      }}
    >
      {paid && (
        <IconCircleCheckFilled
          role="img"
          aria-label={th.events.attendeePaid}
          size={14}
          style={{ verticalAlign: '-2px', marginRight: 4 }}
        />
      )}
      {attendee.name}
    </Text>
  );
}
